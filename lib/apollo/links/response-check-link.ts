/**
 * Holds responses to the seed's error catalogue: a response with neither `data` nor `errors`
 * fails with `ServerError` "Server response was missing for query '{operation}'." — both
 * when Apollo's HTTP link rejects a whole body ("...was malformed...") and when one entry of
 * a batched answer is empty (the batch link passes those through unchecked).
 * Placed right above the transport so every other link sees the catalogue's errors.
 */
import { ServerError } from "@apollo/client";
import { ApolloLink } from "@apollo/client/link";
import { catchError, map, throwError } from "rxjs";

import { missingResponseMessage } from "../errors";

const MALFORMED_PREFIX = "Server response was malformed for query";

function isIncremental(result: object): boolean {
  return "hasNext" in result || "incremental" in result;
}

function responseOf(operation: ApolloLink.Operation): Response {
  const response: unknown = operation.getContext().response;
  // The HTTP links put the fetch Response in the context before parsing; a stand-in keeps
  // ServerError's shape if a custom transport did not.
  return response instanceof Response ? response : new Response(null, { status: 200 });
}

export function createResponseCheckLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const name = operation.operationName ?? "";
    return forward(operation).pipe(
      map((result) => {
        if (!("data" in result) && !("errors" in result) && !isIncremental(result)) {
          throw new ServerError(missingResponseMessage(name), {
            response: responseOf(operation),
            bodyText: JSON.stringify(result),
          });
        }
        return result;
      }),
      catchError((error: unknown) => {
        if (ServerError.is(error) && error.message.startsWith(MALFORMED_PREFIX)) {
          return throwError(() => new ServerError(missingResponseMessage(name), { response: error.response, bodyText: error.bodyText }));
        }
        return throwError(() => error);
      }),
    );
  });
}
