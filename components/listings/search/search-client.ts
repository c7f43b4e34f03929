import type { ListingSearch } from "@/lib/listings/search";

import type { ListingCardPage, ListingPointData } from "./types";

/**
 * How the page's island asks for results once JavaScript runs (the server rendered the first
 * page). The Apollo implementation (apollo-search-client.ts) keeps results per filter
 * combination in the normalised cache.
 */
export interface ListingSearchClient {
  /**
   * Page `page` of `search`. Page 1 gives what the search holds (from the cache when it was
   * made before: possibly several pages); a further page gives the held list with the new page's
   * items at its end. `cache: false` leaves the cache alone (a list that did not start at page 1).
   */
  fetchPage(search: ListingSearch, page: number, options?: { cache?: boolean }): Promise<ListingCardPage>;
  /** Up to `limit` homes of `search` for the map's markers (not kept in the list's cache). */
  fetchPoints(search: ListingSearch, limit: number): Promise<{ total: number; items: readonly ListingPointData[] }>;
}
