// `npm run rates:sync`: fetches the rate and index series (lib/rates/series.ts, or FRED_SERIES) from FRED's
// API with FRED_API_KEY and adds the dates not stored yet (lib/server/rates/sync-rates.ts), each
// page committed on its own so a stopped run resumes. Without FRED_API_KEY it says so and exits 1
// without opening the database. A series that fails is reported, the others still run, and the
// exit code is 1. With PGlite, run it while the app is stopped (the directory lock refuses otherwise).
import { usToday } from "@/lib/rates/dates";
import { serverEnv } from "@/lib/server/config";
import { FRED_NOT_CONFIGURED, fredConfigFromEnv } from "@/lib/server/rates/fred-api";
import { describeSync, syncRates } from "@/lib/server/rates/sync-rates";

import { printReport, runCli, withMigratedDatabase } from "./cli-support";

async function main(): Promise<number> {
  if (process.argv.length > 2) {
    console.error("Usage: npm run rates:sync (configured by FRED_API_KEY, FRED_API_URL and FRED_SERIES)");
    return 1;
  }
  const config = fredConfigFromEnv(serverEnv());
  if (!config) {
    console.error(FRED_NOT_CONFIGURED);
    return 1;
  }
  return withMigratedDatabase(async (handle) => {
    const reports = await syncRates({ db: handle.db, config, today: usToday(), log: (line) => console.log(line) });
    return printReport(describeSync(reports));
  });
}

runCli(main);
