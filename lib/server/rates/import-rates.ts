import "server-only";

import { formatRate } from "@/lib/rates/format";
import { fredSeries } from "@/lib/rates/series";
import type { Database } from "@/lib/server/db/client";
import { parseFredCsv, type FredCsvFile } from "@/lib/server/rates/fred-csv";
import { publishedDecimals } from "@/lib/server/rates/fred-observations";
import { storeNewObservations, type StoredObservations } from "@/lib/server/rates/store-observations";

/** The outcome of a rates import: the file as read, and what was stored (null when nothing was). */
export interface RatesImportOutcome {
  readonly file: FredCsvFile;
  readonly stored: StoredObservations | null;
}

/**
 * Imports a FRED CSV download of one series (lib/rates/series.ts: a mortgage rate or an index), all or nothing: when the file
 * cannot be read or any row is rejected, nothing is written; otherwise the dates the database
 * does not hold yet are added in one transaction (`storeNewObservations`: an existing figure is
 * never overwritten). `today` is the US date (no observation may be dated after tomorrow).
 */
export async function importRatesCsv(db: Database, text: string, today: string): Promise<RatesImportOutcome> {
  const file = parseFredCsv(text, today);
  if (file.fileError !== null || file.rejected.length > 0 || file.seriesId === null) return { file, stored: null };
  const seriesId = file.seriesId;
  const stored = await db.transaction((tx) => storeNewObservations(tx, seriesId, file.observations));
  return { file, stored };
}

const LISTED = 20;

/**
 * Lines saying what was added to a series: the count and date span, then each observation when
 * there are at most 20 (a first import of a whole history gives the span only).
 */
export function describeStored(stored: StoredObservations): string[] {
  const series = fredSeries(stored.seriesId);
  const unit = series.frequency === "weekly" ? "week" : "day";
  const { added } = stored;
  const first = added[0];
  const last = added[added.length - 1];
  const kept = stored.alreadyStored > 0 ? `; ${stored.alreadyStored} already stored, kept as they were` : "";
  if (!first || !last) return [`${stored.seriesId} (${series.label}): nothing new${kept}.`];
  const filled = stored.filled > 0 ? ` (${stored.filled} of them filled a blank ${series.label} cell of a week already stored)` : "";
  const lines = [
    `${stored.seriesId} (${series.label}): added ${added.length} ${unit}${added.length === 1 ? "" : "s"}, ${first.date}${added.length > 1 ? ` to ${last.date}` : ""}${filled}${kept}.`,
  ];
  if (added.length <= LISTED) for (const o of added) lines.push(`  ${o.date}  ${formatRate(o.ratePercent, publishedDecimals(stored.seriesId))}`);
  return lines;
}

/** The lines the import prints: the rejected rows (line and reason), or what was added. */
export function describeRatesImport(outcome: RatesImportOutcome): { ok: boolean; lines: string[] } {
  const { file, stored } = outcome;
  if (file.fileError !== null) return { ok: false, lines: [`Nothing imported. ${file.fileError}`] };
  if (!stored) {
    const lines = file.rejected.map((row) => `Rejected line ${row.line}: ${row.reason}`);
    const total = file.observations.length + file.missing + file.rejected.length;
    lines.push(`Nothing imported: ${file.rejected.length} of ${total} rows rejected. Fix them and import the file again.`);
    return { ok: false, lines };
  }
  const lines = describeStored(stored);
  if (file.missing > 0) lines.push(`Skipped ${file.missing} row${file.missing === 1 ? "" : "s"} FRED marks missing (".").`);
  return { ok: true, lines };
}
