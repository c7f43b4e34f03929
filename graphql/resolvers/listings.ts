import { z } from "zod";

import type { ListingSort as ListingSortEnum, LoanProgram, PaymentScenarioInput, ListingSearchInput, Resolvers } from "@/graphql/generated/resolvers-types";
import { DEFAULT_PAYMENT_SCENARIO, paymentScenarioSchema, type ListingSort, type PaymentScenario } from "@/lib/listings/search";
import type { CalcType } from "@/lib/mortgage/types";
import type { GraphQLContext } from "@/lib/server/api/context";
import { parseInput } from "@/lib/server/errors";
import { favoriteListing, favoriteLoader, myFavoriteListings, unfavoriteListing } from "@/lib/server/listings/favorites-service";
import { listingMonthlyPayment } from "@/lib/server/listings/listing-payment";
import { getListingByHashid, getListingsByHashids, rowIdOf } from "@/lib/server/listings/listing-service";
import { searchListings } from "@/lib/server/listings/search-service";

const SORTS: Record<ListingSortEnum, ListingSort> = {
  NEWEST: "newest",
  PRICE_ASC: "price-asc",
  PRICE_DESC: "price-desc",
  PAYMENT_ASC: "payment-asc",
  BEDS_DESC: "beds-desc",
  SQFT_DESC: "sqft-desc",
};

/** The most listings one `listingsByHashid` returns: a few pages of cards. */
const LISTINGS_BY_HASHID_MAX = 100;
const hashidsInput = z.object({
  hashids: z.array(z.string().max(64)).max(LISTINGS_BY_HASHID_MAX, `At most ${LISTINGS_BY_HASHID_MAX} listings at once.`),
});

const PROGRAMS: Record<LoanProgram, CalcType> = { CONVENTIONAL: "conventional", FHA: "fha", USDA: "usda", VA: "va" };

/** GraphQL's scenario (missing fields = the calculator's defaults) -> the shared schema's shape. */
function scenarioInput(input: PaymentScenarioInput): Record<string, unknown> {
  const d = DEFAULT_PAYMENT_SCENARIO;
  return {
    calcType: input.calcType ? PROGRAMS[input.calcType] : d.calcType,
    downPaymentPercent: input.downPaymentPercent ?? d.downPaymentPercent,
    ratePercent: input.ratePercent ?? d.ratePercent,
    term: input.term ?? d.term,
    creditScore: input.creditScore ?? d.creditScore,
    includePMI: input.includePMI ?? d.includePMI,
    isVaDisabled: input.isVaDisabled ?? d.isVaDisabled,
    isVaSubsequentUse: input.isVaSubsequentUse ?? d.isVaSubsequentUse,
  };
}

/** The dto -> the shared search schema's input (validated by the service). */
function searchInput(dto: ListingSearchInput | null | undefined): Record<string, unknown> {
  if (!dto) return {};
  const { sort, payment, ...rest } = dto;
  return { ...rest, sort: sort ? SORTS[sort] : undefined, payment: payment ? scenarioInput(payment) : undefined };
}

type FavoriteLoader = (listingId: number) => Promise<boolean>;

// One "is it saved?" batch per operation and viewer: the context lives for one operation.
const loaders = new WeakMap<GraphQLContext, Promise<FavoriteLoader | null>>();
// The same, once known: a page of results for nobody signed in then answers isFavorite without a
// promise per home (graphql-js completes a list of promises far more slowly than of values).
const knownLoaders = new WeakMap<GraphQLContext, FavoriteLoader | null>();

function isFavoriteFor(context: GraphQLContext): Promise<FavoriteLoader | null> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = context.viewer().then((viewer) => {
      const known = viewer ? favoriteLoader(context.db, viewer.user.id) : null;
      knownLoaders.set(context, known);
      return known;
    });
    loaders.set(context, loader);
  }
  return loader;
}

export const listingsResolvers: Resolvers = {
  Query: {
    listings: async (_parent, { dto, page, pageSize }, context) => {
      // The viewer is looked up beside the search, so it is known when the homes' isFavorite is.
      // A token that does not verify fails isFavorite alone, as before, not the search.
      const [found] = await Promise.all([
        searchListings(context.db, searchInput(dto), page ?? 1, pageSize ?? 24, context.listingDataVersion),
        isFavoriteFor(context).catch(() => null),
      ]);
      return found;
    },
    listing: (_parent, { hashid }, context) => getListingByHashid(context.db, hashid),
    listingsByHashid: (_parent, { hashids }, context) => getListingsByHashids(context.db, parseInput(hashidsInput, { hashids }).hashids),
    myFavoriteListings: async (_parent, { page }, context) => {
      const viewer = await context.requireViewer();
      return myFavoriteListings(context.db, viewer.user.id, page ?? 1);
    },
  },
  Mutation: {
    favoriteListing: async (_parent, { hashid }, context) => favoriteListing(context.db, (await context.requireViewer()).user.id, hashid),
    unfavoriteListing: async (_parent, { hashid }, context) => unfavoriteListing(context.db, (await context.requireViewer()).user.id, hashid),
  },
  Listing: {
    isSample: (listing) => listing.source === "sample",
    photos: (listing) => [...listing.photos],
    isFavorite: (listing, _args, context) => {
      if (knownLoaders.get(context) === null) return false;
      return isFavoriteFor(context).then((loader) => {
        const id = rowIdOf(listing);
        return loader && id !== null ? loader(id) : false;
      });
    },
    payment: (listing, { scenario }) => {
      if (scenario) {
        const parsed: PaymentScenario = parseInput(paymentScenarioSchema, scenarioInput(scenario));
        return listingMonthlyPayment(listing, parsed);
      }
      return listing.payment ?? listingMonthlyPayment(listing, DEFAULT_PAYMENT_SCENARIO);
    },
  },
  ListingPayment: {
    estimated: (payment) => [...payment.estimated],
    sources: (payment) => [...payment.sources],
    reasons: (payment) => [...payment.reasons],
  },
};
