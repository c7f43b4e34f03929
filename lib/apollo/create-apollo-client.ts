/**
 * The one place that composes the Apollo links, in this fixed order (request goes down,
 * response comes back up):
 *
 *   1. error report  - validation errors to the operation's setter; network errors logged
 *   2. auth retry    - 401/UNAUTHENTICATED: one single-flight refresh, one retry
 *   3. headers       - x-request-source, api-key or bearer token (re-read on the retry)
 *   4. response check- the seed's "Server response was missing for query" error
 *   5. transport     - multipart upload when files are present, else batched HTTP
 *
 * Queries and mutations use error policy "all" (seed), so callers get GraphQL errors next to
 * partial data instead of exceptions.
 */
import { ApolloClient, ApolloLink } from "@apollo/client";

import { getAccessToken } from "@/lib/session/session";

import { createCache } from "./cache";
import { createAuthRetryLink } from "./links/auth-retry-link";
import { createErrorReportLink, type NetworkErrorLogger } from "./links/error-report-link";
import { apiKeyFromPageAddress, createRequestHeadersLink } from "./links/request-headers-link";
import { createResponseCheckLink } from "./links/response-check-link";
import { createTransportLink } from "./links/transport-link";
import { refreshSession, type RefreshRequest } from "./refresh";
import { singleFlight } from "./single-flight";

export interface CreateApolloClientOptions {
  /** Sends `RefreshAccessToken` through the given client; resolves its payload. */
  requestRefresh: (client: ApolloClient, refreshToken: string) => ReturnType<RefreshRequest>;
  /** fetch implementation (tests); defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Source of the `api-key` header; defaults to the page address's `key` parameter. */
  getApiKey?: () => string | null;
  /** Redirect used when a failed refresh signs the user out; defaults to a full navigation. */
  navigate?: (path: string) => void;
  /** Network-error logger; defaults to console.error. */
  logNetworkError?: NetworkErrorLogger;
}

export function createApolloClient(options: CreateApolloClientOptions): ApolloClient {
  // One refresh at a time for this client, whichever operations failed.
  const refresh = singleFlight((client: ApolloClient) =>
    refreshSession((refreshToken) => options.requestRefresh(client, refreshToken), { navigate: options.navigate }),
  );

  const link = ApolloLink.from([
    createErrorReportLink(options.logNetworkError),
    createAuthRetryLink({ refresh, getAccessToken }),
    createRequestHeadersLink({ getAccessToken, getApiKey: options.getApiKey ?? apiKeyFromPageAddress }),
    createResponseCheckLink(),
    createTransportLink({ fetch: options.fetch }),
  ]);

  return new ApolloClient({
    link,
    cache: createCache(),
    defaultOptions: {
      watchQuery: { errorPolicy: "all" },
      query: { errorPolicy: "all" },
      mutate: { errorPolicy: "all" },
    },
  });
}
