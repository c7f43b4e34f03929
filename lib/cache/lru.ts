import type { LRUCache } from "lru-cache";

// The per-process caches of pure computations and per-data-version query results are
// `LRUCache`s from the lru-cache package, bounded by entry count (`max`): reading or writing an
// entry makes it the newest, and a write beyond `max` drops the least recently used one. These
// helpers add the read-through patterns the callers share. LRUCache keys and values are never
// null or undefined (`NonNullable<unknown>`): a miss is `undefined`.

/** The value held for `key`, else `compute()`'s, kept. */
export function getOrCompute<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(cache: LRUCache<K, V>, key: K, compute: () => V): V {
  const held = cache.get(key);
  if (held !== undefined) return held;
  const value = compute();
  cache.set(key, value);
  return value;
}

/**
 * The promise held for `key`, else `compute()`'s, kept while it is pending or fulfilled: callers
 * asking at once share one computation, and a rejected one is dropped so the next call retries.
 */
export function getOrComputeAsync<V>(cache: LRUCache<string, Promise<V>>, key: string, compute: () => Promise<V>): Promise<V> {
  const held = cache.get(key);
  if (held) return held;
  const pending = compute();
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}
