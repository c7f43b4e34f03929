// `npm run alerts:send`: emails each premium member the price and status changes of the homes
// they watch (lib/server/premium/price-alerts.ts), one email per member per day (the outbox in
// DATA_DIR when SMTP_URL is off). Run it daily (cron) after `listings:import` / `listings:sync`,
// on a stopped app when the database is PGlite (one process per directory).
import { serverEnv } from "@/lib/server/config";
import { sendPriceAlerts } from "@/lib/server/premium/price-alerts";

import { runCli, withMigratedDatabase } from "./cli-support";

async function main(): Promise<number> {
  const report = await withMigratedDatabase((handle) => sendPriceAlerts(handle.db, serverEnv().SITE_URL));
  console.error(
    `Price alerts: ${report.emails} email(s) with ${report.changes} change(s); ${report.deferred} member(s) already emailed today; ${report.dropped} change(s) of lapsed members dropped.`,
  );
  return 0;
}

runCli(main);
