import type { ListingSearch } from "@/lib/listings/search";

import type { ListingCardData, ListingCardPage } from "./types";

/**
 * How the page's island asks for results once JavaScript runs (the server rendered the first
 * page). The Apollo implementation (apollo-search-client.ts) keeps results per filter
 * combination in the normalised cache.
 */
export interface ListingSearchClient {
  /** Remembers the page the server rendered, so going back to that search needs no request. */
  prime(search: ListingSearch, page: ListingCardPage): void;
  /**
   * Page `page` of `search`. Page 1 replaces what the search held; a further page returns every
   * item held so far with the new ones appended (Apollo's merge policy, lib/apollo/cache.ts).
   */
  fetchPage(search: ListingSearch, page: number): Promise<ListingCardPage>;
  /** Up to `limit` homes of `search` for the map's markers (not kept in the list's cache). */
  fetchPoints(search: ListingSearch, limit: number): Promise<{ total: number; items: readonly ListingCardData[] }>;
}
