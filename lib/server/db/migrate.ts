import "server-only";

import fs from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";

import { queryRows, type DatabaseHandle, type schema } from "@/lib/server/db/client";
import { logger } from "@/lib/server/logger";

/**
 * The SQL migrations (drizzle-kit output), read at run time; next.config.ts includes the folder
 * in the build's file tracing.
 */
export function migrationsFolder(): string {
  return path.join(process.cwd(), "lib", "server", "db", "migrations");
}

// Any fixed 64-bit number: PostgreSQL advisory locks are keyed by integers.
const MIGRATION_LOCK_KEY = 5_207_113_001;

/**
 * Applies pending migrations. With PostgreSQL, instances starting together serialize on an
 * advisory lock, so only one applies each migration (the others then find nothing to do), on
 * one connection without the statement timeout (a migration may rebuild a large index).
 */
export async function runMigrations(handle: DatabaseHandle): Promise<MigrationState> {
  const config = { migrationsFolder: migrationsFolder() };
  const before = await migrationState(handle);
  if (handle.kind === "pglite") {
    // Safe cast: a pglite handle's db was built by drizzle-orm/pglite.
    await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, config);
  } else {
    // The lock belongs to a connection: take it, migrate and let it go on one (a pooled query
    // could unlock on another connection and leave the lock held), with no statement timeout.
    await handle.session(
      async (db) => {
        await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
        try {
          await migrateNodePostgres(db as unknown as NodePgDatabase<typeof schema>, config);
        } finally {
          await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
        }
      },
      { unlimited: true },
    );
  }
  const after = await migrationState(handle);
  if (after.applied > before.applied) await refreshStatistics(handle);
  return after;
}

/**
 * After migrations were applied: VACUUM (ANALYZE) the database. A migration that rewrites a table
 * (a stored generated column, a changed type) leaves it without statistics and with an empty
 * visibility map, and nothing else refreshes them soon: PGlite runs no autovacuum, and a rewrite
 * leaves PostgreSQL's autovacuum no dead rows to come for. Until then every index-only scan reads
 * the table too (the listing search's cost on PostgreSQL rose by more than half). Outside any
 * transaction, without the statement timeout; a failure is logged, not the start's failure.
 */
async function refreshStatistics(handle: DatabaseHandle): Promise<void> {
  try {
    if (handle.kind === "pglite") await handle.db.execute(sql`vacuum (analyze)`);
    else await handle.session((db) => db.execute(sql`vacuum (analyze)`), { unlimited: true });
  } catch (error) {
    logger.warn("statistics not refreshed after migrating", { error: error instanceof Error ? error.message : String(error) });
  }
}

/** How far the database is migrated, for /api/health and `npm run db:migrate`. */
export interface MigrationState {
  /** Migrations shipped with this build. */
  readonly available: number;
  /** Migrations recorded as applied in the database. */
  readonly applied: number;
  /** Shipped migrations the database has not applied yet. */
  readonly pending: number;
  /** Tag of the newest applied migration (e.g. "0001_accounts"), or null. */
  readonly latest: string | null;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** Reads the applied-migrations table that drizzle's migrator keeps (schema "drizzle"). */
export async function migrationState(handle: DatabaseHandle): Promise<MigrationState> {
  const folder = migrationsFolder();
  const files = readMigrationFiles({ migrationsFolder: folder });
  // The journal maps each migration's timestamp to its tag (file name).
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };

  const [exists] = await queryRows<{ present: boolean }>(handle.db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  let lastApplied = -1;
  let applied = 0;
  if (exists?.present) {
    const [row] = await queryRows<{ count: string | number; last: string | number | null }>(
      handle.db,
      sql`select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    applied = Number(row?.count ?? 0);
    lastApplied = row?.last == null ? -1 : Number(row.last);
  }
  const pending = files.filter((file) => file.folderMillis > lastApplied).length;
  const latest = journal.entries.filter((entry) => entry.when <= lastApplied).at(-1)?.tag ?? null;
  return { available: files.length, applied, pending, latest };
}
