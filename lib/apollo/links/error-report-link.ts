/**
 * What the client does with errors that reach the top of the chain (seed):
 * - validation errors go to the operation's optional error setter (`context.setFieldErrors`),
 *   the first message of each field becoming that field's form error;
 * - network errors (anything that is not a GraphQL or protocol error) are logged to the
 *   console. The error still reaches the caller, who decides what the user sees.
 * Outermost link, so it also sees the result of a retry made after a token refresh.
 */
import { CombinedGraphQLErrors, CombinedProtocolErrors, type ErrorLike } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";

import { collectValidationErrors } from "../errors";

export type NetworkErrorLogger = (message: string, error: ErrorLike) => void;

function consoleLogger(message: string, error: ErrorLike): void {
  console.error(message, error);
}

export function createErrorReportLink(log: NetworkErrorLogger = consoleLogger): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (CombinedGraphQLErrors.is(error)) {
      const fields = collectValidationErrors(error.errors);
      const setFieldErrors = operation.getContext().setFieldErrors;
      if (fields && setFieldErrors) setFieldErrors(fields);
      return;
    }
    if (CombinedProtocolErrors.is(error)) return;
    log(`[Network error] ${operation.operationName ?? "anonymous operation"}: ${error.message}`, error);
  });
}
