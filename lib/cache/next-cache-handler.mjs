// Next's server cache handler (`cacheHandler` in next.config.ts; docs/architecture.md, Caching).
// Plain JavaScript: Next loads it by path when the server starts, outside the app's bundles.
//
// - Data cache entries (kind FETCH: `unstable_cache`) and the pages rendered on demand under
//   SHARED_ROUTES (listings, agents, widget frames, scenario links, the ARM calculator) are kept by this module: in the shared
//   PostgreSQL table `cache_entries` when the app runs on PostgreSQL (every instance reads what
//   one stored), and in a bounded in-process LRU (on PGlite, one process, the only place; on
//   PostgreSQL a copy of what this instance read or stored, checked against the tags as the row is).
// - Tag expiries live in the database table `cache_tag_expirations`, whoever writes them: this
//   handler's `revalidateTag`, the app's services and the command-line scripts (tsx, outside the
//   server) alike. Every read compares the entry's tags with it, so a change made on one instance,
//   or by a script, is seen by every instance at its next request.
// - Everything else (the prerendered pages, the blog's timed pages) goes to Next's own
//   file-system cache, as without this handler.
//
// The database is the app's own connection, registered on globalThis once it is ready
// (lib/server/db/database.ts, through `registerCacheStore` in lib/server/cache/cache-store.ts); before that (and during `next build`) the
// data cache is a miss and nothing is stored, so nothing can outlive a tag it could not check.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { LRUCache } from "lru-cache";

const require = createRequire(import.meta.url);
/** @type {new (ctx: object) => { get: Function, set: Function, revalidateTag: Function, resetRequestCache?: Function }} */
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

// Where the app registers its store (lib/server/cache/cache-store.ts, `registerCacheStore`).
const CACHE_STORE_KEY = Symbol.for("how-much-home.cache-store");

/**
 * Entries kept in process: at most this many, and at most MEMORY_BYTES_LIMIT of pages and
 * data (a listing page is 100-250 KB of HTML and RSC payload). The shared table is trimmed back to
 * SHARED_ENTRY_LIMIT entries, the most recently written.
 */
export const MEMORY_ENTRY_LIMIT = 1000;
export const MEMORY_BYTES_LIMIT = 64 * 1024 * 1024;
export const SHARED_ENTRY_LIMIT = 5000;
/** The shared table and the tag expiries are trimmed once per this many writes. */
const TRIM_EVERY = 200;

/**
 * The database side, implemented by lib/server/cache/cache-store.ts.
 * @typedef {{ value: string, tags: string[], lastModified: number }} StoredEntry
 * @typedef {{
 *   shared: boolean,
 *   read(key: string): Promise<StoredEntry | null>,
 *   write(key: string, entry: StoredEntry): Promise<void>,
 *   expiredSince(tags: readonly string[], since: number): Promise<boolean>,
 *   expire(tags: readonly string[]): Promise<void>,
 *   trim(limit: number): Promise<void>, // the shared entries (to `limit`) and the tag expiries
 *   now(): Promise<number>,
 * }} CacheStore
 */

/** @returns {CacheStore | undefined} */
function currentStore() {
  return /** @type {Record<symbol, CacheStore | undefined>} */ (/** @type {unknown} */ (globalThis))[CACHE_STORE_KEY];
}

/** @type {LRUCache<string, { value: object, tags: string[], lastModified: number, cacheControl?: object }>} */
const memory = new LRUCache({ max: MEMORY_ENTRY_LIMIT, maxSize: MEMORY_BYTES_LIMIT, sizeCalculation: (entry) => approximateSize(entry.value) });
// When each key last missed: an entry is stored as of the read that missed, so a change committed
// while its value was being computed still expires it (its tag expiry is later than that).
/** @type {LRUCache<string, number>} */
const missedAt = new LRUCache({ max: MEMORY_ENTRY_LIMIT });
let writes = 0;

/**
 * The pages whose rendered responses are kept here (their keys end in `/$` and the page's path,
 * lib/server/cache/tags.ts names their tags). A page's entry carries its tags in Next's
 * `x-next-cache-tags` header. Besides the pages under those folders: the calculator pages that
 * show figures the site loads (`storedData` in lib/calculator/registry.ts: the ARM calculator,
 * with the 30-day Average SOFR), prerendered by `next build` without the database and so
 * rendered again on their first request here, then kept until their data's tag expires.
 */
export const SHARED_ROUTES = /\/\$\/(?:(?:listings|agents|widget-frame|scenario)\/|arm-calculator\/?$)/;

/** @param {string} key @param {string | undefined} kind */
function ownedHere(key, kind) {
  return kind === "FETCH" || ((kind === "APP_PAGE" || kind === "APP_ROUTE") && SHARED_ROUTES.test(key));
}

/** The tags a stored value carries besides those it was stored with (a page's, from its header). @param {any} value */
function valueTags(value) {
  const header = value?.headers?.["x-next-cache-tags"];
  return typeof header === "string" ? header.split(",") : [];
}

/**
 * A cache value as JSON: Buffers (a page's RSC payload) as base64, Maps (its segments) as pairs.
 * @param {unknown} value @returns {unknown}
 */
export function encodeValue(value) {
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") };
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [k, encodeValue(v)]) };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeValue(v)]));
  return value;
}

/** The reverse of `encodeValue`. @param {any} value @returns {any} */
export function decodeValue(value) {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (value && typeof value === "object") {
    if (typeof value.$bytes === "string") return Buffer.from(value.$bytes, "base64");
    if (Array.isArray(value.$map)) return new Map(value.$map.map((/** @type {[string, unknown]} */ [k, v]) => [k, decodeValue(v)]));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeValue(v)]));
  }
  return value;
}

/**
 * About how many bytes a cache value holds: its strings and buffers (a page's HTML, RSC payload
 * and segments; a data entry's JSON body).
 * @param {any} value @returns {number}
 */
function approximateSize(value) {
  if (typeof value === "string") return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) return [...value.values()].reduce((sum, item) => sum + approximateSize(item), 0);
  if (Array.isArray(value)) return value.reduce((sum, item) => sum + approximateSize(item), 0);
  if (value && typeof value === "object") return Object.values(value).reduce((sum, item) => sum + approximateSize(item), 64);
  return 8;
}

/**
 * The build's id (`.next/BUILD_ID`, beside Next's `serverDistDir`); "unbuilt" outside a build (tests).
 * @param {{ serverDistDir?: string }} ctx
 */
function buildIdOf(ctx) {
  try {
    return fs.readFileSync(path.join(/** @type {string} */ (ctx.serverDistDir), "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "unbuilt";
  }
}

/** @param {unknown} tags @returns {string[]} */
function tagList(tags) {
  return Array.isArray(tags) ? tags.filter((tag) => typeof tag === "string") : [];
}

export default class NextCacheHandler {
  /** @param {object} ctx Next's handler context (passed on to its file-system cache) */
  constructor(ctx) {
    this.files = new FileSystemCache(ctx);
    this.build = buildIdOf(ctx);
  }

  /**
   * Where an entry is kept: Next's keys name the route and the path, not the build, and a page's
   * HTML names its build's scripts, so a new build (a deploy, on a shared table) starts afresh.
   * @param {string} key
   */
  storedKey(key) {
    return `${this.build}:${key}`;
  }

  /**
   * @param {string} key
   * @param {{ kind?: string, tags?: string[], softTags?: string[] }} ctx
   */
  async get(nextKey, ctx) {
    if (!ownedHere(nextKey, ctx?.kind)) return this.files.get(nextKey, ctx);
    const key = this.storedKey(nextKey);
    const store = currentStore();
    if (!store) return null;
    const asked = [...tagList(ctx.tags), ...tagList(ctx.softTags)];
    /** The entry, when none of its tags expired since it was stored. @param {any} entry */
    const fresh = async (entry) => {
      const tags = [...new Set([...entry.tags, ...valueTags(entry.value), ...asked])];
      return (await store.expiredSince(tags, entry.lastModified)) ? null : entry;
    };
    try {
      // This process's copy first, on either store: an entry is valid exactly while none of its
      // tags expired since it was stored, wherever it was read from, so a copy held here is as
      // good as the shared row and spares reading and decoding its 100-250 KB on every request.
      const held = memory.get(key);
      let entry = held && (await fresh(held));
      if (!entry && store.shared) {
        // Another instance may have stored it afresh since (after an expiry), or first.
        const row = await store.read(key);
        const stored = row && { ...JSON.parse(row.value), tags: row.tags, lastModified: row.lastModified };
        if (stored) stored.value = decodeValue(stored.value);
        entry = stored && (await fresh(stored));
        if (entry) memory.set(key, entry);
      }
      if (entry) return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    } catch (error) {
      // A store that cannot answer is a miss: the data is read afresh.
      console.error("cache handler: read failed", error instanceof Error ? error.message : error);
    }
    // PostgreSQL's clock, which stamps the tag expiries, when instances on other hosts share it.
    missedAt.set(key, store.shared ? await store.now().catch(() => Date.now()) : Date.now());
    return null;
  }

  /**
   * @param {string} key
   * @param {{ kind?: string } | null} data
   * @param {{ tags?: string[], cacheControl?: object }} ctx
   */
  async set(nextKey, data, ctx) {
    if (!ownedHere(nextKey, data?.kind)) return this.files.set(nextKey, data, ctx);
    const key = this.storedKey(nextKey);
    const store = currentStore();
    const lastModified = missedAt.get(key) ?? Date.now();
    missedAt.delete(key);
    if (!store || !data) return;
    const tags = tagList(ctx?.tags ?? /** @type {{ tags?: string[] }} */ (data).tags);
    const cacheControl = ctx?.cacheControl;
    try {
      if (store.shared) await store.write(key, { value: JSON.stringify({ value: encodeValue(data), cacheControl }), tags, lastModified });
      memory.set(key, { value: data, tags, lastModified, cacheControl });
      writes += 1;
      if (writes % TRIM_EVERY === 0) await store.trim(SHARED_ENTRY_LIMIT);
    } catch (error) {
      console.error("cache handler: write failed", error instanceof Error ? error.message : error);
    }
  }

  /**
   * `revalidateTag` / `revalidatePath`: the tags expire now, for every instance (the freshness rule
   * is "changed on the next request", so a profile's stale window is not used).
   * @param {string | string[]} tags @param {unknown} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tagList(tags);
    await this.files.revalidateTag(list, durations);
    const store = currentStore();
    if (store && list.length > 0) await store.expire(list);
  }

  resetRequestCache() {
    this.files.resetRequestCache?.();
  }
}

/** Forgets the in-process entries (tests). */
export function clearMemoryEntries() {
  memory.clear();
  missedAt.clear();
}
