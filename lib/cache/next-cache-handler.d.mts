// Types of next-cache-handler.mjs for the TypeScript code.
export interface StoredEntry {
  readonly value: string;
  readonly tags: string[];
  readonly lastModified: number;
}

export interface CacheStore {
  readonly shared: boolean;
  read(key: string): Promise<StoredEntry | null>;
  write(key: string, entry: StoredEntry): Promise<void>;
  /** Whether one of `tags` expired between `since` (ms, less the commit margin) and now. */
  expiredSince(tags: readonly string[], since: number): Promise<boolean>;
  expire(tags: readonly string[]): Promise<void>;
  /** Trims the shared entries to `limit` and folds the tag expiries. */
  trim(limit: number): Promise<void>;
  /** The database's clock, ms since the epoch. */
  now(): Promise<number>;
}

export const MEMORY_ENTRY_LIMIT: number;
export const MEMORY_BYTES_LIMIT: number;
export const SHARED_ENTRY_LIMIT: number;
/** The rendered pages this handler keeps (by their cache key); every other page stays with Next's own cache. */
export const SHARED_ROUTES: RegExp;
export function clearMemoryEntries(): void;
export function encodeValue(value: unknown): unknown;
export function decodeValue(value: unknown): unknown;

export default class NextCacheHandler {
  constructor(ctx: object);
  get(
    key: string,
    ctx: { kind?: string; tags?: string[]; softTags?: string[] },
  ): Promise<{ value: unknown; lastModified: number; cacheControl?: object } | null>;
  set(key: string, data: ({ kind?: string } & Record<string, unknown>) | null, ctx: { tags?: string[]; cacheControl?: object }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
  resetRequestCache(): void;
}
