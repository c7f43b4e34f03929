import { createContext } from "react";

/**
 * For each home a list shows with a heart, the hashids of its page of the list. A heart inside
 * such a list asks whether its home is saved with one query for its page (favorite-heart-live.tsx:
 * one request and one cache write for the page, every heart of it reading the answer from the
 * cache), not with a query of its own: 24 queries meant 24 cache writes, each read back by every
 * heart. By page rather than the whole list, so "Load more" asks only for the homes it adds and
 * a long list never asks for more than a page at once.
 */
export const FavoriteListContext = createContext<FavoriteList | null>(null);

/** What a list gives its hearts. */
export interface FavoriteList {
  /** Each home's page of the list (favoriteListPages). */
  readonly pages: ReadonlyMap<string, readonly string[]>;
  /**
   * The list's request for each page's answer, by the page's hashids joined with commas: one a
   * page for as long as the list is shown, however late a heart of it mounts (hearts mount in
   * more than one batch as their code arrives, and a batch after the answer came must not ask again).
   */
  readonly answers: Map<string, Promise<boolean>>;
}

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
