/**
 * The browser's one Apollo client. One per tab, so the cache and the single-flight refresh are
 * shared by every component (and by the unconfirmed-email banner, which loads this module on
 * demand). Never created on the server: the session lives in the browser's localStorage.
 */
import type { ApolloClient } from "@apollo/client";

import { RefreshAccessTokenDocument } from "@/graphql/generated/documents/refresh";

import { createApolloClient } from "./create-apollo-client";
import { fetchTakingEarlyAnswers } from "./early-answers";

let browserClient: ApolloClient | undefined;

/** Sends `RefreshAccessToken`; the payload, or null/undefined when the answer has no data. */
export async function requestRefresh(client: ApolloClient, refreshToken: string) {
  const result = await client.mutate({ mutation: RefreshAccessTokenDocument, variables: { refreshToken }, fetchPolicy: "no-cache" });
  return result.data?.refreshAccessToken;
}

/** The tab's client (created on first use). Throws on the server, where it must not exist. */
export function getBrowserApolloClient(): ApolloClient {
  if (typeof window === "undefined") throw new Error("getBrowserApolloClient() runs in the browser only.");
  // The page's inline script may have sent the first queries already (early-answers.ts).
  browserClient ??= createApolloClient({ requestRefresh, fetch: fetchTakingEarlyAnswers });
  return browserClient;
}
