/**
 * The membership's and price alerts' queries. A module without "use client": the signed-in pages'
 * Server Components hand their parts' first queries to the page's inline script
 * (components/account/signed-in-preload.tsx), so the server reads the values the parts use.
 */
import { MyMembershipDocument } from "@/graphql/generated/documents/membership";
import { WatchedListingsDocument } from "@/graphql/generated/documents/price-alerts";
import { firstQuery, type AnyFirstQuery } from "@/lib/apollo/first-queries";

/** The membership as shown in full (the profile's panel, the saved scenarios). */
export const MEMBERSHIP_QUERY = { query: MyMembershipDocument, fetchPolicy: "cache-and-network" } as const;
/** The membership as price alerts need it (a list's watch toggles). */
export const PRICE_ALERTS_MEMBERSHIP_QUERY = { query: MyMembershipDocument, fetchPolicy: "cache-first" } as const;
/** The homes the user watches for price changes. */
export const WATCHED_QUERY = { query: WatchedListingsDocument, fetchPolicy: "cache-first" } as const;

/** `usePriceAlerts`' queries (watch-toggle.tsx), for a part that starts them with its code. */
export const PRICE_ALERTS_QUERIES: readonly AnyFirstQuery[] = [firstQuery(PRICE_ALERTS_MEMBERSHIP_QUERY), firstQuery(WATCHED_QUERY)];
