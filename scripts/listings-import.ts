// `npm run listings:import -- FILE`: imports a RESO-named CSV or JSON listing file into the
// configured database, all or nothing (lib/server/listings/import). Exit 1 when anything is
// rejected. Run it on a stopped app when the database is PGlite (one process per directory).
import path from "node:path";

import { describeImport, importListings } from "@/lib/server/listings/import/import-listings";
import { detectFormat } from "@/lib/server/listings/import/parse-file";

import { printReport, readInputFile, runCli, withMigratedDatabase } from "./cli-support";

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error("Usage: npm run listings:import -- FILE (a RESO-named .csv or .json file)");
    return 1;
  }
  const text = readInputFile(file);
  if (text === null) return 1;
  return withMigratedDatabase(async (handle) => printReport(describeImport(await importListings(handle.db, text, detectFormat(path.basename(file), text)))));
}

runCli(main);
