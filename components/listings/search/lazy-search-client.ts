"use client";

import { useMemo } from "react";

import type { ListingSearchClient } from "./search-client";

/**
 * The search client, with Apollo (and graphql, rxjs) loaded on the first search, "Load more" or
 * map request rather than with the page: the server already rendered the first page of results,
 * so hydrating the form and list needs none of it (it was most of the page's blocking time on a
 * phone). The browser's one Apollo client is shared with the rest of the page (the hearts).
 */
export function useLazySearchClient(pageSize: number): ListingSearchClient {
  return useMemo<ListingSearchClient>(() => {
    let loaded: Promise<ListingSearchClient> | undefined;
    const load = () =>
      (loaded ??= Promise.all([import("./apollo-search-client"), import("@/lib/apollo/browser-client")]).then(([search, apollo]) =>
        search.createApolloSearchClient(apollo.getBrowserApolloClient(), pageSize),
      ));
    return {
      fetchPage: async (search, page, options) => (await load()).fetchPage(search, page, options),
      fetchPoints: async (search, limit) => (await load()).fetchPoints(search, limit),
    };
  }, [pageSize]);
}
