// `npm run rates:import -- FILE`: adds a FRED CSV download of one rate series (lib/rates/series.ts:
// PMMS MORTGAGE30US/MORTGAGE15US, an Optimal Blue index such as OBMMIC30YF, or the 30-day Average
// SOFR SOFR30DAYAVG, the ARM calculator's index) to the configured
// database, all or nothing (lib/server/rates/import-rates.ts): any rejected row is printed with its
// line and reason and nothing changes (exit 1); otherwise only dates not stored yet are added, in
// one transaction, and listed. Run it on a stopped app when the database is PGlite.
import { usToday } from "@/lib/rates/dates";
import { describeRatesImport, importRatesCsv } from "@/lib/server/rates/import-rates";

import { printReport, readInputFile, runCli, withMigratedDatabase } from "./cli-support";

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error("Usage: npm run rates:import -- FILE (FRED's CSV download of one series: observation_date,SERIES_ID)");
    return 1;
  }
  const text = readInputFile(file);
  if (text === null) return 1;
  return withMigratedDatabase(async (handle) => printReport(describeRatesImport(await importRatesCsv(handle.db, text, usToday()))));
}

runCli(main);
