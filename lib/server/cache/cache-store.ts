import "server-only";

import { desc, eq, inArray, lt, max, sql } from "drizzle-orm";

import type { CacheStore } from "@/lib/cache/next-cache-handler.mjs";
import { queryRows, schema, type Database, type DatabaseKind } from "@/lib/server/db/client";

const T = schema.cacheTagExpirations;
const E = schema.cacheEntries;

/** Now in ms since the epoch by the database's clock (the statement's own time, not the transaction's). */
const DATABASE_NOW = sql<number>`(extract(epoch from clock_timestamp()) * 1000)`;

/**
 * Marks `tags` expired now (docs/architecture.md, Caching): every cached answer carrying one of
 * them is read afresh at its next request, on every instance. Called by whatever changes the data
 * behind a tag, inside its transaction where it has one (then the expiry commits with the change),
 * in the server or in a script. Later expiries win.
 */
export async function expireCacheTags(db: Database, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  // The database's clock, as the listings trigger (migration 0019) and the handler's stamps use.
  await db
    .insert(T)
    .values(unique.map((tag) => ({ tag, expiredAt: DATABASE_NOW })))
    .onConflictDoUpdate({ target: T.tag, set: { expiredAt: sql`greatest(${T.expiredAt}, excluded.expired_at)` } });
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
    async latestExpiry(tags) {
      if (tags.length === 0) return 0;
      const [row] = await db
        .select({ expired: max(T.expiredAt) })
        .from(T)
        .where(inArray(T.tag, [...tags]));
      return row?.expired ?? 0;
    },
    expire: (tags) => expireCacheTags(db, tags),
    async now() {
      const [row] = await queryRows<{ now: number }>(db, sql`select ${DATABASE_NOW} as now`);
      return Number(row?.now ?? Date.now());
    },
    async trim(limit) {
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
