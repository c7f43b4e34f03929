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

/**
 * Caps the life of the page being rendered at `seconds` (Next's `revalidate`: a page served from
 * the cache is rendered again once it is older). For a render that could not read its data, so
 * that its stand-in is not kept until the data's tag expires, which may be never. Outside a page
 * render it changes nothing.
 */
export async function keepPageAtMost(seconds: number): Promise<void> {
  await unstable_cache(async () => true, ["keep-page-at-most"], { revalidate: seconds })();
}
