import "server-only";

import { databaseCacheStore, registerCacheStore } from "@/lib/server/cache/cache-store";
import { serverEnv } from "@/lib/server/config";
import { openPgliteDirectory, openPostgres, type DatabaseHandle } from "@/lib/server/db/client";
import { runMigrations, type MigrationState } from "@/lib/server/db/migrate";
import { seedSampleData, type SeedReport } from "@/lib/server/db/seed";
import { logger } from "@/lib/server/logger";

/** The database as the process uses it: open, migrated, sample data seeded when empty. */
export interface ReadyDatabase {
  readonly handle: DatabaseHandle;
  readonly migrations: MigrationState;
  readonly seeded: SeedReport;
}

interface Holder {
  ready?: Promise<ReadyDatabase>;
}

// One database per process, kept on globalThis: Next bundles instrumentation and each route
// separately (and dev reloads modules), and two PGlite instances on one directory corrupt it.
const HOLDER_KEY = Symbol.for("how-much-home.database");
const globalWithHolder = globalThis as typeof globalThis & { [HOLDER_KEY]?: Holder };
const holder: Holder = (globalWithHolder[HOLDER_KEY] ??= {});

/** True while `next build` runs (its static-generation workers must not open the real data). */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const env = serverEnv();
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPgliteDirectory(env.DATA_DIR);
}

/** Migrates and seeds an open database (used at start-up, by scripts and by tests). */
export async function prepareDatabase(handle: DatabaseHandle): Promise<ReadyDatabase> {
  const migrations = await runMigrations(handle);
  const seeded = await seedSampleData(handle);
  return { handle, migrations, seeded };
}

async function start(): Promise<ReadyDatabase> {
  const startedAt = performance.now();
  const handle = await openConfiguredDatabase();
  try {
    const ready = await prepareDatabase(handle);
    registerCacheStore(databaseCacheStore(handle.db, handle.kind));
    logger.info("database ready", {
      kind: handle.kind,
      location: handle.location,
      migrationsApplied: ready.migrations.applied,
      latestMigration: ready.migrations.latest,
      seeded: ready.seeded,
      ms: Math.round(performance.now() - startedAt),
    });
    return ready;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/**
 * The process's database, opened on first use. Refused during `next build` so that no page
 * bakes data into static HTML. A failed open is not cached: the next call retries.
 */
export function getReadyDatabase(): Promise<ReadyDatabase> {
  if (isBuildPhase()) {
    return Promise.reject(new Error("The database is not available during `next build`: make the route dynamic (await connection())."));
  }
  if (!holder.ready) {
    const ready = start();
    holder.ready = ready;
    ready.catch(() => {
      if (holder.ready === ready) holder.ready = undefined;
    });
  }
  return holder.ready;
}

/** The process's open database handle (see `getReadyDatabase`). */
export async function getDatabase(): Promise<DatabaseHandle> {
  return (await getReadyDatabase()).handle;
}

/**
 * Makes `ready` the process's database (tests and scripts that open their own). Closes nothing:
 * the caller owns what it installs.
 */
export function installDatabase(ready: ReadyDatabase): void {
  holder.ready = Promise.resolve(ready);
  registerCacheStore(databaseCacheStore(ready.handle.db, ready.handle.kind));
}

/** Closes the process's database if one was opened (SIGTERM/SIGINT handlers, scripts, tests). */
export async function closeDatabase(): Promise<void> {
  const ready = holder.ready;
  holder.ready = undefined;
  registerCacheStore(undefined);
  if (!ready) return;
  const opened = await ready.catch(() => undefined);
  await opened?.handle.close();
}
