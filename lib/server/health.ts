import "server-only";

import { sql } from "drizzle-orm";

import { getReadyDatabase } from "@/lib/server/db/database";
import { migrationState, type MigrationState } from "@/lib/server/db/migrate";
import { logger } from "@/lib/server/logger";

/** What GET /api/health answers (HTTP 200 when status is "ok", else 503). */
export interface HealthReport {
  readonly status: "ok" | "error";
  readonly database: {
    readonly ok: boolean;
    readonly kind: "pglite" | "postgres" | null;
    /** Round trip of `select 1`, in milliseconds. */
    readonly latencyMs: number | null;
    readonly error?: string;
  };
  readonly migrations: MigrationState | null;
  readonly checkedAt: string;
}

/**
 * How long the check waits for the database. A network that silently drops packets (no reset)
 * leaves a query waiting for minutes; a health check must say "down" long before a load
 * balancer's own timeout.
 */
const HEALTH_TIMEOUT_MS = 5_000;

/** `work`, or a rejection once `ms` have passed. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms} ms.`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks the database (a round trip) and the migration state, within HEALTH_TIMEOUT_MS. Pending
 * migrations count as an error: this build expects a schema the database does not have yet.
 */
export async function healthReport(): Promise<HealthReport> {
  const checkedAt = new Date().toISOString();
  try {
    const { handle, latencyMs, migrations } = await within(HEALTH_TIMEOUT_MS, checkDatabase());
    return {
      status: migrations.pending === 0 ? "ok" : "error",
      database: { ok: true, kind: handle.kind, latencyMs },
      migrations,
      checkedAt,
    };
  } catch (error) {
    logger.error("health check failed", { error });
    return {
      status: "error",
      // The cause (paths, hosts) goes to the server log, not to a public endpoint.
      database: { ok: false, kind: null, latencyMs: null, error: "The database is unavailable; see the server log." },
      migrations: null,
      checkedAt,
    };
  }
}

async function checkDatabase() {
  const { handle } = await getReadyDatabase();
  const started = performance.now();
  await handle.db.execute(sql`select 1`);
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  return { handle, latencyMs, migrations: await migrationState(handle) };
}
