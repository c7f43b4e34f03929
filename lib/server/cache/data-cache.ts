import "server-only";

import { unstable_cache } from "next/cache";

/**
 * `load()`'s answer from Next's data cache (lib/cache/next-cache-handler.mjs), computed on a miss
 * and kept until one of `tags` expires (docs/architecture.md, Caching). Inside a page render the
 * tags also become the page's, so a page served from the cache expires with its data. The answer
 * goes through JSON: plain data only (no Dates, Maps or class instances).
 */
export function cachedData<T>(keyParts: readonly string[], tags: readonly string[], load: () => Promise<T>): Promise<T> {
  return unstable_cache(load, [...keyParts], { tags: [...tags] })();
}
