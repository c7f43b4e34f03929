import "server-only";

import pg from "pg";

import { redactUrl } from "@/lib/server/db/client";

// Any fixed 64-bit number (PostgreSQL advisory locks are keyed by integers); the migration lock
// in lib/server/db/migrate.ts uses another.
const SYNC_LOCK_KEY = 5_207_113_002;

/** The message when another sync holds the lock. */
export const SYNC_RUNNING = "Another listings sync is running against this database; run it again when that one has finished";

/**
 * One sync at a time on a PostgreSQL server: two interleaved runs would each move the cursor and
 * each sweep. Takes a session advisory lock on a connection of its own (the app's pool hands out
 * a different connection per query, and a session lock must stay on one); a crashed run's
 * connection closes and the server releases the lock with it. PGlite needs none: its directory
 * lock already admits one process. Returns the release function, or null when the lock is held.
 */
export async function acquirePostgresSyncLock(url: string): Promise<(() => Promise<void>) | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A dropped connection must not crash the run (it loses the lock, which only matters to a
  // second run started meanwhile).
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Cannot connect to PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}`);
  }
  const result = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [SYNC_LOCK_KEY]);
  if (!result.rows[0]?.locked) {
    await client.end();
    return null;
  }
  return async () => {
    await client.query("select pg_advisory_unlock($1)", [SYNC_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
}
