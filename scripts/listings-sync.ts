// `npm run listings:sync`: replicates the MLS's RESO Web API (Property) into `listings`, then
// sweeps the feed's keys to mark listings that left it off market. Configured by
// LISTINGS_FEED_URL and LISTINGS_FEED_TOKEN (off by default: then it says so and exits 0).
// Safe to stop at any point (even kill -9): each page is committed with the cursor, and the next
// run resumes after the last committed page. Exits 1 when the feed fails, after reporting what it
// committed. With PGlite, run it while the app is stopped (the directory lock refuses otherwise).
import { serverEnv } from "@/lib/server/config";
import { openConfiguredDatabase } from "@/lib/server/db/database";
import { runMigrations } from "@/lib/server/db/migrate";
import { feedConfigFromEnv, FEED_NOT_CONFIGURED } from "@/lib/server/listings/sync/config";
import { acquirePostgresSyncLock, SYNC_RUNNING } from "@/lib/server/listings/sync/run-lock";
import { syncFeed, type SyncReport } from "@/lib/server/listings/sync/sync";

import { runCli } from "./cli-support";

const USAGE = `Usage: npm run listings:sync [-- --full] [-- --no-sweep]
  --full      replicate every record again from the start (the saved cursor is ignored)
  --no-sweep  skip the key sweep that marks listings which left the feed off market`;

function describe(report: SyncReport): string {
  const c = report.counts;
  const lines = [
    `${report.outcome === "completed" ? "Synced" : "Sync stopped"} ${report.feed}${report.resumed ? " (resumed an interrupted run)" : ""}: ` +
      `${c.pages} page${c.pages === 1 ? "" : "s"}, ${c.fetched} record${c.fetched === 1 ? "" : "s"} fetched, ${c.inserted} new, ${c.updated} updated, ` +
      `${c.unchanged} unchanged, ${c.rejected} rejected, ${c.alreadyCommitted} already committed.`,
  ];
  lines.push(
    `Cursor: ${report.cursor ? `${report.cursor.timestamp} (${report.cursor.keysAtTimestamp.length} ${report.cursor.keysAtTimestamp.length === 1 ? "key" : "keys"} at that time)` : "none yet"}.`,
  );
  if (report.sweep) {
    const s = report.sweep;
    lines.push(
      s.skippedReason
        ? `Key sweep: ${s.keysInFeed} keys in the feed; ${s.skippedReason}.`
        : `Key sweep: ${s.keysInFeed} keys in the feed, ${s.markedOffMarket} marked off market, ${s.backOnMarket} back on market.`,
    );
  }
  if (report.error) lines.push(report.error);
  return lines.join("\n");
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((arg) => arg !== "--full" && arg !== "--no-sweep");
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(" ")}.\n${USAGE}`);
    return 1;
  }
  // parseEnv needs a NODE_ENV (as in bench-api.ts); a production host sets its own, and then
  // its full production configuration is checked as at start-up.
  (process.env as Record<string, string | undefined>).NODE_ENV ??= "development";
  const env = serverEnv();
  const config = feedConfigFromEnv(env);
  if (!config) {
    console.log(FEED_NOT_CONFIGURED);
    return 0;
  }
  const release = env.DATABASE_URL ? await acquirePostgresSyncLock(env.DATABASE_URL) : async () => undefined;
  if (!release) {
    console.error(SYNC_RUNNING);
    return 1;
  }
  const handle = await openConfiguredDatabase().catch(async (error: unknown) => {
    await release();
    throw error;
  });
  try {
    await runMigrations(handle);
    const report = await syncFeed({
      db: handle.db,
      config,
      full: args.includes("--full"),
      sweep: !args.includes("--no-sweep"),
      log: (line) => console.log(line),
    });
    const text = describe(report);
    if (report.outcome === "completed") console.log(text);
    else console.error(text);
    return report.outcome === "completed" ? 0 : 1;
  } finally {
    await handle.close();
    await release();
  }
}

runCli(main);
