/**
 * The saved homes a visitor holds on /saved-homes/: the first page the server answered, the
 * further pages "Load more" appended, and the removals made since. Held in the page's state, not
 * in Apollo's cache (saved-homes.tsx says why).
 */
import type { MyFavoriteListingsQuery } from "@/graphql/generated/documents/my-favorite-listings";
import { appendUnheld } from "@/lib/paging";

export type SavedPage = MyFavoriteListingsQuery["myFavoriteListings"];

/**
 * `held` with a further page's homes after it, each home once: a home the visitor already holds
 * (the list moved between the two requests) stays where it was. The count and page size are the
 * newer page's.
 */
export function appendSavedPage(held: SavedPage, next: SavedPage): SavedPage {
  return { ...next, items: appendUnheld(held.items, next.items, (item) => item.hashid) };
}

/** `held` without the home `hashid`, and one fewer in all when it held that home. */
export function withoutSavedHome(held: SavedPage, hashid: string): SavedPage {
  const items = held.items.filter((item) => item.hashid !== hashid);
  if (items.length === held.items.length) return held;
  return { ...held, items, total: Math.max(0, held.total - 1) };
}
