import "server-only";

import { GraphQLError } from "graphql";

import { AuthenticationError, DomainError, EmailNotConfirmedError, InputError, RateLimitedError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { currentRequest } from "@/lib/server/request-context";

/** The message every unexpected failure shows the client (details stay in the server log). */
export const UNEXPECTED_ERROR_MESSAGE = "Unexpected error.";

/**
 * Errors maskError has dealt with: unexpected ones are logged there with the request id, and
 * domain errors are expected outcomes. Yoga's logger skips them (it logs every masked error).
 */
export const handledErrors = new WeakSet<object>();

/** True for a GraphQLError raised on purpose (not one wrapping some other thrown error). */
function isOriginalGraphQLError(error: GraphQLError): boolean {
  let current: GraphQLError = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const original = current.originalError;
    if (original == null) return true;
    if (!(original instanceof GraphQLError)) return false;
    current = original;
  }
  return false;
}

function findDomainError(error: unknown): DomainError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof DomainError) return current;
    current = current instanceof GraphQLError ? current.originalError : undefined;
  }
  return undefined;
}

/** The API's extensions for a domain error (docs/architecture.md, Error shapes). */
function extensionsFor(error: DomainError): Record<string, unknown> {
  if (error instanceof InputError) return { code: error.code, validationErrors: error.fieldErrors };
  if (error instanceof AuthenticationError) return { code: error.code, http: { status: 401 } };
  if (error instanceof RateLimitedError) {
    return { code: error.code, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error instanceof EmailNotConfirmedError) return { code: error.code, email: error.email };
  return { code: error.code };
}

/** A client-facing GraphQLError with the location and path of `source` when it has them. */
function withPosition(source: unknown, message: string, extensions: Record<string, unknown>): GraphQLError {
  if (source instanceof GraphQLError) {
    return new GraphQLError(message, {
      nodes: source.nodes,
      source: source.source,
      positions: source.positions,
      path: source.path,
      extensions,
    });
  }
  return new GraphQLError(message, { extensions });
}

/**
 * Yoga's `maskError`: domain errors become their API codes, deliberate GraphQLErrors pass as
 * they are, and anything else is logged with the request id and reaches the client only as
 * "Unexpected error." plus that id (never a message, stack or SQL).
 */
export function maskError(error: unknown): Error {
  const domain = findDomainError(error);
  if (domain) {
    if (typeof error === "object" && error !== null) handledErrors.add(error);
    return withPosition(error, domain.message, extensionsFor(domain));
  }
  if (error instanceof GraphQLError && isOriginalGraphQLError(error)) return error;

  const requestId = currentRequest()?.requestId;
  const cause = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  logger.error("unexpected error in GraphQL request", {
    error: cause,
    path: error instanceof GraphQLError ? error.path?.join(".") : undefined,
  });
  if (typeof error === "object" && error !== null) handledErrors.add(error);
  return withPosition(error, UNEXPECTED_ERROR_MESSAGE, { code: "INTERNAL_SERVER_ERROR", requestId });
}

/** A GraphQL-shaped JSON response for refusals made before GraphQL runs (CSRF, rate limit). */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  extensions: Record<string, unknown> = {},
): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code, ...extensions } }] }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}
