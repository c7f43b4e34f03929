import type { ApolloClient } from "@apollo/client";

import type { ListingSearchInput, ListingSort } from "@/graphql/generated/operations";
import type { ListingCardFragment } from "@/graphql/generated/documents/listing-fragments";
import { type ListingMapPointFragment, MapListingsDocument } from "@/graphql/generated/documents/map-listings";
import { SearchListingsDocument } from "@/graphql/generated/documents/search-listings";
import type { ListingSearch, ListingSort as SearchSort } from "@/lib/listings/search";

import { toScenarioInput } from "../scenario-input";

import { toCard } from "./card-data";
import type { ListingSearchClient } from "./search-client";
import type { ListingCardData, ListingCardPage, ListingPointData } from "./types";

const SORTS: Record<SearchSort, ListingSort> = {
  newest: "NEWEST",
  "price-asc": "PRICE_ASC",
  "price-desc": "PRICE_DESC",
  "payment-asc": "PAYMENT_ASC",
  "beds-desc": "BEDS_DESC",
  "sqft-desc": "SQFT_DESC",
};

/** The most a single `listings` request returns (lib/server/listings MAX_LISTING_PAGE_SIZE). */
const API_MAX_PAGE_SIZE = 100;

/**
 * The search as the API's `dto` (docs/architecture.md, Listing search). Only the filters present are sent, so one filter
 * combination always gives the same dto, which is what the cache keys the results on.
 */
export function toDto(search: ListingSearch): ListingSearchInput {
  const dto: ListingSearchInput = {};
  if (search.priceMin != null) dto.priceMin = search.priceMin;
  if (search.priceMax != null) dto.priceMax = search.priceMax;
  if (search.geoRectangle)
    dto.geoRectangle = { south: search.geoRectangle.south, west: search.geoRectangle.west, north: search.geoRectangle.north, east: search.geoRectangle.east };
  if (search.yearBuiltMin != null) dto.yearBuiltMin = search.yearBuiltMin;
  if (search.yearBuiltMax != null) dto.yearBuiltMax = search.yearBuiltMax;
  if (search.bedroomsTotalMin != null) dto.bedroomsTotalMin = search.bedroomsTotalMin;
  if (search.bathroomsTotalMin != null) dto.bathroomsTotalMin = search.bathroomsTotalMin;
  if (search.propertyTypes && search.propertyTypes.length > 0) dto.propertyTypes = [...search.propertyTypes];
  if (search.state) dto.state = search.state;
  if (search.county) dto.county = search.county;
  if (search.zip) dto.zip = search.zip;
  if (search.monthlyPaymentMax != null) dto.monthlyPaymentMax = search.monthlyPaymentMax;
  if (search.payment) dto.payment = toScenarioInput(search.payment);
  if (search.sort) dto.sort = SORTS[search.sort];
  return dto;
}

/** A marker's data from the ListingMapPoint fragment. */
function pointFromFragment(item: ListingMapPointFragment): ListingPointData {
  return {
    hashid: item.hashid,
    isSample: item.isSample,
    listPrice: item.listPrice,
    monthlyPayment: item.payment.monthlyPayment,
    latitude: item.latitude,
    longitude: item.longitude,
    bedroomsTotal: item.bedroomsTotal,
    bathroomsTotalInteger: item.bathroomsTotalInteger,
    livingArea: item.livingArea,
    propertyType: item.propertyType,
    propertySubType: item.propertySubType,
    streetAddress: item.streetAddress,
    city: item.city,
    stateOrProvince: item.stateOrProvince,
    postalCode: item.postalCode,
  };
}

/** The card of a ListingCard fragment (browser side). */
export function cardFromFragment(item: ListingCardFragment): ListingCardData {
  return toCard(item, item.isSample);
}

/**
 * The search through Apollo: `listings(dto, page)` with the ListingCard fragment. The cache
 * (lib/apollo/cache.ts) keeps one list per dto: page 1 replaces it, a further page appends, so a
 * search already made comes back from the cache (page 1 is cache-first) and "Load more" always
 * asks the server (network-only) and returns the held list with the new page at its end.
 * The map's points are not kept there (no-cache), or they would replace the list of the same dto.
 */
export function createApolloSearchClient(client: ApolloClient, pageSize: number): ListingSearchClient {
  return {
    async fetchPage(search, page, options) {
      const result = await client.query({
        query: SearchListingsDocument,
        variables: { dto: toDto(search), page, pageSize },
        fetchPolicy: options?.cache === false ? "no-cache" : page > 1 ? "network-only" : "cache-first",
      });
      if (!result.data) throw new Error("no results came back");
      const listings = result.data.listings;
      const page_: ListingCardPage = { page: listings.page, pageSize: listings.pageSize, total: listings.total, items: listings.items.map(cardFromFragment) };
      return page_;
    },
    async fetchPoints(search, limit) {
      const pages = Math.max(1, Math.ceil(limit / API_MAX_PAGE_SIZE));
      const dto = toDto(search);
      // Parallel pages of the API's largest size; the batch link sends them as one request.
      const results = await Promise.all(
        Array.from({ length: pages }, (_, index) =>
          client.query({ query: MapListingsDocument, variables: { dto, page: index + 1, pageSize: API_MAX_PAGE_SIZE }, fetchPolicy: "no-cache" }),
        ),
      );
      const first = results[0]?.data?.listings;
      const items: ListingPointData[] = [];
      const seen = new Set<string>();
      for (const result of results) {
        for (const item of result.data?.listings.items ?? []) {
          if (seen.has(item.hashid)) continue;
          seen.add(item.hashid);
          items.push(pointFromFragment(item));
        }
      }
      return { total: first?.total ?? items.length, items: items.slice(0, limit) };
    },
  };
}
