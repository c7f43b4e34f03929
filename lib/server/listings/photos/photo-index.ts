import "server-only";

import { sql } from "drizzle-orm";

import { schema, type Database } from "@/lib/server/db/client";
import { perDatabase } from "@/lib/server/db/per-database";
import { listingDataVersion } from "@/lib/server/listings/data-version";

import { parsePhotoName } from "./names";

const L = schema.listings;
const PREFIX = "/listing-photos/";

/**
 * Once the listings changed, how long the index read before may still answer (ms): a sync
 * writes in many statements, and reading the index after each would cost more than it saves. A
 * listing added within this time may answer 404 for as long (the 404 is not cached).
 */
export const PHOTO_INDEX_REFRESH_MS = 10_000;

/** The drawn photos the listings in the database show: seed → how many (photos 1..n). */
interface PhotoIndex {
  readonly version: number;
  readonly loadedAt: number;
  readonly photos: ReadonlyMap<number, number>;
}

interface IndexState {
  current?: PhotoIndex;
  loading?: Promise<PhotoIndex>;
}

const stateOf = perDatabase<IndexState>(() => ({}));

/**
 * Reads every listing whose photos are drawn ones (sample listings: `/listing-photos/{seed}-1.png`
 * first, then 2..n of the same seed, lib/server/listings/sample/generate.ts): its seed and count.
 * One small row per such listing, a few MB at 100,000 listings.
 */
async function loadIndex(db: Database): Promise<PhotoIndex> {
  // Read before the listings, so a write during the read shows up as a newer version next time.
  const version = await listingDataVersion(db);
  const rows = await db
    .select({ first: sql<string>`${L.media}->>0`, count: sql<number>`jsonb_array_length(${L.media})`.mapWith(Number) })
    .from(L)
    .where(sql`${L.media}->>0 like ${`${PREFIX}%`}`);
  const photos = new Map<number, number>();
  for (const row of rows) {
    const parsed = parsePhotoName(row.first.slice(PREFIX.length));
    if (parsed) photos.set(parsed.seed, Math.max(photos.get(parsed.seed) ?? 0, row.count));
  }
  return { version, loadedAt: Date.now(), photos };
}

async function currentIndex(db: Database): Promise<PhotoIndex> {
  const state = stateOf(db);
  if (state.loading) return state.loading;
  const held = state.current;
  if (held && Date.now() - held.loadedAt < PHOTO_INDEX_REFRESH_MS) return held;
  if (held && held.version === (await listingDataVersion(db))) {
    state.current = { ...held, loadedAt: Date.now() };
    return state.current;
  }
  // One read at a time, shared by every request that asks meanwhile.
  state.loading ??= loadIndex(db)
    .then((index) => {
      state.current = index;
      return index;
    })
    .finally(() => {
      state.loading = undefined;
    });
  return state.loading;
}

/** Whether photo `n` of `seed` belongs to a listing in the database (so it may be drawn). */
export async function listingPhotoExists(db: Database, seed: number, n: number): Promise<boolean> {
  const count = (await currentIndex(db)).photos.get(seed);
  return count !== undefined && n <= count;
}
