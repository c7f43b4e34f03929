/** The saved homes' queries; without "use client" for the page's Server Component (components/premium/membership-queries.ts). */
import { PRICE_ALERTS_QUERIES } from "@/components/premium/membership-queries";
import { MyFavoriteListingsDocument } from "@/graphql/generated/documents/my-favorite-listings";
import { firstQuery, type AnyFirstQuery } from "@/lib/apollo/first-queries";
import { LISTING_LOAN_STORAGE_KEY, LOAN_PARAM_NAMES } from "@/lib/listings/assumptions";
import type { PaymentScenario } from "@/lib/listings/search";

import { toScenarioInput } from "../scenario-input";

/**
 * The first page of saved homes with payments for `loan`. "no-cache": the list holds its pages
 * (saved-homes.tsx), not Apollo's cache.
 */
export function firstPageQuery(loan: PaymentScenario) {
  return {
    query: MyFavoriteListingsDocument,
    variables: { page: 1, scenario: toScenarioInput(loan) },
    fetchPolicy: "no-cache",
    notifyOnNetworkStatusChange: true,
  } as const;
}

/** The first page, the plan and the watched list, for `loan`. */
export function savedHomesFirstQueries(loan: PaymentScenario): readonly AnyFirstQuery[] {
  return [firstQuery(firstPageQuery(loan)), ...PRICE_ALERTS_QUERIES];
}

/**
 * What makes the loan another than the default one (lib/listings/assumptions.ts): a loan in the
 * address, or a stored one. The page's inline script sends the default loan's first queries only
 * without either.
 */
export const NOT_THE_DEFAULT_LOAN = { unlessParams: LOAN_PARAM_NAMES, unlessStored: [LISTING_LOAN_STORAGE_KEY] } as const;
