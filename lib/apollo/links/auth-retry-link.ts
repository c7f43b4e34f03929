/**
 * Unauthenticated errors (seed): a GraphQL error with status 401 or code UNAUTHENTICATED on
 * any operation except `RefreshAccessToken` and `SignIn` triggers one token refresh
 * (single-flight, shared by every failing request) and one retry of the operation; errors of
 * `RefreshAccessToken` are skipped. When the refresh fails the session has already been ended
 * by the refresher, and the original error goes on to the caller.
 *
 * If the token this request carried is no longer the stored one, another request refreshed in
 * the meantime: the operation is retried with the new token without a second refresh.
 */
import type { ApolloClient } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { from, of, switchMap, throwError } from "rxjs";

import { isUnauthenticatedError } from "../errors";

/** Operations whose unauthenticated errors never trigger a refresh (seed). */
export const NO_REFRESH_OPERATIONS: ReadonlySet<string> = new Set(["RefreshAccessToken", "SignIn"]);

export interface AuthRetryOptions {
  /** Single-flight refresh through the operation's client; resolves true when a new access token is stored. */
  refresh: (client: ApolloClient) => Promise<boolean>;
  /** The stored access token (to notice a refresh made by another request). */
  getAccessToken: () => string | null;
}

export function createAuthRetryLink({ refresh, getAccessToken }: AuthRetryOptions): ErrorLink {
  return new ErrorLink(({ error, result, operation, forward }) => {
    if (NO_REFRESH_OPERATIONS.has(operation.operationName ?? "")) return;
    if (!isUnauthenticatedError(error)) return;

    const sent = operation.getContext().sentAccessToken ?? null;
    const current = getAccessToken();
    const alreadyRefreshed = current !== null && current !== sent;

    return from(alreadyRefreshed ? Promise.resolve(true) : refresh(operation.client)).pipe(
      switchMap((refreshed) => {
        // forward() goes back through the headers link, so the retry carries the new token.
        if (refreshed) return forward(operation);
        return result ? of(result) : throwError(() => error);
      }),
    );
  });
}
