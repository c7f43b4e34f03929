/**
 * A map that keeps its `capacity` most recently used entries: reading or writing an entry makes
 * it the newest, and a write beyond the capacity drops the oldest. For the per-process caches of
 * pure computations and per-data-version query results.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value held for `key`, else `compute()`'s, kept. */
  getOrCompute(key: K, compute: () => V): V {
    const held = this.get(key);
    if (held !== undefined) return held;
    const value = compute();
    this.set(key, value);
    return value;
  }
}

/**
 * The promise held for `key`, else `compute()`'s, kept while it is pending or fulfilled: callers
 * asking at once share one computation, and a rejected one is dropped so the next call retries.
 */
export function getOrComputeAsync<V>(cache: LruMap<string, Promise<V>>, key: string, compute: () => Promise<V>): Promise<V> {
  const held = cache.get(key);
  if (held) return held;
  const pending = compute();
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}
