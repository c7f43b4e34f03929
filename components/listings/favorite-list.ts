import { createContext } from "react";

/**
 * For each home a list shows with a heart, the hashids of its page of the list. A heart inside
 * such a list asks whether its home is saved with one query for its page (favorite-heart-live.tsx:
 * one request and one cache write for the page, every heart of it reading the answer from the
 * cache), not with a query of its own: 24 queries meant 24 cache writes, each read back by every
 * heart. By page rather than the whole list, so "Load more" asks only for the homes it adds and
 * a long list never asks for more than a page at once.
 */
export const FavoriteListContext = createContext<ReadonlyMap<string, readonly string[]> | null>(null);

/** Each hashid of `hashids` with its page: the `pageSize` hashids from the start of that page. */
export function favoriteListPages(hashids: readonly string[], pageSize: number): ReadonlyMap<string, readonly string[]> {
  const size = Math.max(1, pageSize);
  const pages = new Map<string, readonly string[]>();
  for (let start = 0; start < hashids.length; start += size) {
    const page = hashids.slice(start, start + size);
    for (const hashid of page) pages.set(hashid, page);
  }
  return pages;
}
