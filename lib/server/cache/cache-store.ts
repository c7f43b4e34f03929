import "server-only";

import { and, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";

import type { CacheStore } from "@/lib/cache/next-cache-handler.mjs";
import { queryRows, schema, type Database, type DatabaseKind } from "@/lib/server/db/client";

const T = schema.cacheTagExpirations;
const E = schema.cacheEntries;

/** Now in ms since the epoch by the database's clock (the statement's own time, not the transaction's). */
const DATABASE_NOW = sql<number>`(extract(epoch from clock_timestamp()) * 1000)`;

/**
 * An expiry this much before a read still expires what that read stored: the time a commit takes
 * between its stamp (the deferred trigger, migration 0018) and becoming visible.
 */
export const COMMIT_MARGIN_MS = 1000;

/**
 * Marks `tags` expired (docs/architecture.md, Caching): every cached answer carrying one of them
 * is read afresh at its next request, on every instance. Called by whatever changes the data
 * behind a tag, inside its transaction where it has one (the expiry is stamped as it commits, with
 * the change), in the server or in a script. Only inserts, so it never waits on another writer.
 */
export async function expireCacheTags(db: Database, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  await db.insert(T).values(unique.map((tag) => ({ tag })));
}

/**
 * Folds the expiry rows: of one tag's past expiries only the latest matters (a read is expired by
 * any expiry between it and now, and the latest past one is in that span whenever an earlier one
 * is). Rows another trim holds are skipped, so two trims never wait on each other.
 */
async function foldExpiries(db: Database): Promise<void> {
  await db.execute(sql`
    delete from ${T} where ${T.id} in (
      select older.id from ${T} as older
      where older.expired_at is not null and exists (
        select 1 from ${T} as newer
        where newer.tag = older.tag and (newer.expired_at, newer.id) > (older.expired_at, older.id) and newer.expired_at <= ${DATABASE_NOW}
      )
      for update skip locked
    )`);
}

/**
 * The database side of Next's cache handler (lib/cache/next-cache-handler.mjs): tag expiries
 * always in the database; entries in it too when it is PostgreSQL, shared by the instances.
 */
export function databaseCacheStore(db: Database, kind: DatabaseKind): CacheStore {
  return {
    shared: kind === "postgres",
    async read(key) {
      const [row] = await db.select({ value: E.value, tags: E.tags, lastModified: E.lastModified }).from(E).where(eq(E.key, key));
      return row ?? null;
    },
    async write(key, entry) {
      await db
        .insert(E)
        .values({ key, ...entry })
        .onConflictDoUpdate({ target: E.key, set: { value: entry.value, tags: entry.tags, lastModified: entry.lastModified } });
    },
    async expiredSince(tags, since) {
      if (tags.length === 0) return false;
      const [row] = await db
        .select({ id: T.id })
        .from(T)
        .where(and(inArray(T.tag, [...tags]), gte(T.expiredAt, since - COMMIT_MARGIN_MS), lte(T.expiredAt, DATABASE_NOW)))
        .limit(1);
      return row !== undefined;
    },
    expire: (tags) => expireCacheTags(db, tags),
    async now() {
      const [row] = await queryRows<{ now: number }>(db, sql`select ${DATABASE_NOW} as now`);
      return Number(row?.now ?? Date.now());
    },
    async trim(limit) {
      await foldExpiries(db);
      if (kind !== "postgres") return;
      const [oldestKept] = await db.select({ lastModified: E.lastModified }).from(E).orderBy(desc(E.lastModified)).offset(limit).limit(1);
      if (oldestKept) await db.delete(E).where(lt(E.lastModified, oldestKept.lastModified));
    },
  };
}

// Read by lib/cache/next-cache-handler.mjs, which Next loads outside the app's bundles.
const STORE_KEY = Symbol.for("how-much-home.cache-store");

/** Hands the cache handler its store (the process's database once it is ready), or takes it back. */
export function registerCacheStore(store: CacheStore | undefined): void {
  (globalThis as typeof globalThis & { [STORE_KEY]?: CacheStore })[STORE_KEY] = store;
}
