/** The profile's queries; without "use client" for the page's Server Component (components/premium/membership-queries.ts). */
import { MEMBERSHIP_QUERY } from "@/components/premium/membership-queries";
import { MyAgentProfileDocument } from "@/graphql/generated/documents/agent-profile";
import { MeDocument } from "@/graphql/generated/documents/profile";
import { firstQuery, type AnyFirstQuery } from "@/lib/apollo/first-queries";

export const ME_QUERY = { query: MeDocument, fetchPolicy: "cache-and-network" } as const;
export const AGENT_PROFILE_QUERY = { query: MyAgentProfileDocument, fetchPolicy: "cache-and-network" } as const;

/** The account, its agent profile and the membership panel's, sent together (profile-app.tsx). */
export const PROFILE_FIRST_QUERIES: readonly AnyFirstQuery[] = [firstQuery(ME_QUERY), firstQuery(AGENT_PROFILE_QUERY), firstQuery(MEMBERSHIP_QUERY)];
