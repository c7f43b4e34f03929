// `npm run listings:import -- FILE`: imports a RESO-named CSV or JSON listing file into the
// configured database, all or nothing (lib/server/listings/import). Exit 1 when anything is
// rejected. Run it on a stopped app when the database is PGlite (one process per directory).
import fs from "node:fs";
import path from "node:path";

import { openConfiguredDatabase } from "@/lib/server/db/database";
import { runMigrations } from "@/lib/server/db/migrate";
import { describeImport, importListings } from "@/lib/server/listings/import/import-listings";
import { detectFormat } from "@/lib/server/listings/import/parse-file";

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error("Usage: npm run listings:import -- FILE (a RESO-named .csv or .json file)");
    return 1;
  }
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const handle = await openConfiguredDatabase();
  try {
    // Migrations only: sample listings are seeded on an empty table, never beside imported ones.
    await runMigrations(handle);
    const outcome = await importListings(handle.db, text, detectFormat(path.basename(file), text));
    const { ok, lines } = describeImport(outcome);
    for (const line of lines) (ok ? console.log : console.error)(line);
    return ok ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
