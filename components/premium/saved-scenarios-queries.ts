/** The saved scenarios' queries; without "use client" for the page's Server Component (membership-queries.ts). */
import { SavedScenariosDocument } from "@/graphql/generated/documents/saved-scenarios";
import { firstQuery, type AnyFirstQuery } from "@/lib/apollo/first-queries";

import { MEMBERSHIP_QUERY } from "./membership-queries";

export const SAVED_SCENARIOS_QUERY = { query: SavedScenariosDocument, fetchPolicy: "cache-and-network" } as const;

/** The list and the membership (premium or not decides what the page offers). */
export const SAVED_SCENARIOS_FIRST_QUERIES: readonly AnyFirstQuery[] = [firstQuery(SAVED_SCENARIOS_QUERY), firstQuery(MEMBERSHIP_QUERY)];
