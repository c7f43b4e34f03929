import "server-only";

import type { Database } from "@/lib/server/db/client";
import { parseListingFile, type ParsedListingFile } from "@/lib/server/listings/import/parse-file";
import { refreshListingStatistics, upsertListings, type UpsertReport } from "@/lib/server/listings/upsert";

/** The outcome of an import: the file as read, and what was written (null when nothing was). */
export interface ImportOutcome {
  readonly parsed: ParsedListingFile;
  readonly written: UpsertReport | null;
}

/**
 * Imports a RESO-named CSV or JSON listing file (source "import"): all or nothing. When the file
 * cannot be read, or any row is rejected, nothing is written; otherwise every record is upserted
 * in one transaction (a newer stored record is kept, see `upsertListings`).
 */
export async function importListings(db: Database, text: string, format: "csv" | "json"): Promise<ImportOutcome> {
  const parsed = parseListingFile(text, format);
  if (parsed.fileError !== null || parsed.rejected.length > 0) return { parsed, written: null };
  const written = await db.transaction((tx) => upsertListings(tx, parsed.records, "import"));
  await refreshListingStatistics(db);
  return { parsed, written };
}

/** The lines the import prints: the rejected rows (every reason), or the counts. */
export function describeImport(outcome: ImportOutcome): { ok: boolean; lines: string[] } {
  const { parsed, written } = outcome;
  const lines: string[] = [];
  if (parsed.ignoredColumns.length > 0) lines.push(`Ignored columns (not listing fields): ${parsed.ignoredColumns.join(", ")}.`);
  if (parsed.fileError !== null) {
    lines.push(`Nothing imported. ${parsed.fileError}`);
    return { ok: false, lines };
  }
  if (!written) {
    for (const row of parsed.rejected) {
      lines.push(`Rejected ${row.where}${row.listingKey ? ` (ListingKey ${row.listingKey})` : ""}:`);
      for (const reason of row.reasons) lines.push(`  - ${reason}`);
    }
    const total = parsed.records.length + parsed.rejected.length;
    lines.push(`Nothing imported: ${parsed.rejected.length} of ${total} rows rejected. Fix them and import the file again.`);
    return { ok: false, lines };
  }
  lines.push(
    `Imported ${parsed.records.length} listings (${parsed.format.toUpperCase()}): ${written.inserted} new, ${written.updated} updated, ${written.unchanged} unchanged (identical, or older than the stored record).`,
  );
  return { ok: true, lines };
}
