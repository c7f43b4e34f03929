/**
 * The client's error catalogue (docs/architecture.md, Client error catalogue).
 *
 * - HTTP status 300 or higher: `ServerError` "Response not successful: Received status code {n}"
 *   (Apollo's own message, kept).
 * - A body that is not JSON: `ServerParseError`.
 * - Neither `data` nor `errors`: `ServerError` "Server response was missing for query '{op}'."
 *   (Apollo 4 says "malformed"; ResponseCheckLink restores the seed's wording).
 * - Unauthenticated: a GraphQL error whose status is 401 or whose code is UNAUTHENTICATED,
 *   or an HTTP 401 answer.
 * - Validation: `extensions.validationErrors = { field: ["message", ...] }`, read directly or
 *   inside an exception response; the first message of each field is that field's error.
 */
import { CombinedGraphQLErrors, ServerError, type ErrorLike } from "@apollo/client";
import type { GraphQLFormattedError } from "graphql";

export const UNAUTHENTICATED_CODE = "UNAUTHENTICATED";
export const BAD_USER_INPUT_CODE = "BAD_USER_INPUT";

/** One message per form field, keyed by the server's field name. */
export type FieldErrors = Record<string, string>;

type Json = Record<string, unknown>;

function asRecord(value: unknown): Json | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function asStatus(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^\d{3}$/.test(value)) return Number(value);
  return undefined;
}

/**
 * The HTTP status a GraphQL error carries, wherever servers put it: Yoga's
 * `extensions.http.status`, a plain `extensions.status`/`statusCode`, or the status of a
 * wrapped exception.
 */
export function graphQLErrorStatus(error: GraphQLFormattedError): number | undefined {
  const ext = asRecord(error.extensions);
  if (!ext) return undefined;
  const exception = asRecord(ext.exception);
  return (
    asStatus(asRecord(ext.http)?.status) ??
    asStatus(ext.status) ??
    asStatus(ext.statusCode) ??
    asStatus(exception?.status) ??
    asStatus(exception?.statusCode) ??
    asStatus(asRecord(exception?.response)?.statusCode) ??
    asStatus(asRecord(ext.originalError)?.statusCode)
  );
}

/** Seed rule: a GraphQL error is unauthenticated when its status is 401 or its code is UNAUTHENTICATED. */
export function isUnauthenticatedGraphQLError(error: GraphQLFormattedError): boolean {
  const code = asRecord(error.extensions)?.code;
  return code === UNAUTHENTICATED_CODE || graphQLErrorStatus(error) === 401;
}

/** True for GraphQL errors that include an unauthenticated one, and for an HTTP 401 answer. */
export function isUnauthenticatedError(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some(isUnauthenticatedGraphQLError);
  if (ServerError.is(error)) return error.statusCode === 401;
  return false;
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === "string" && item.trim() !== "") return item;
    }
  }
  return undefined;
}

/** The raw `validationErrors` map of one GraphQL error: directly, or inside an exception response. */
function rawValidationErrors(error: GraphQLFormattedError): Json | undefined {
  const ext = asRecord(error.extensions);
  if (!ext) return undefined;
  const direct = asRecord(ext.validationErrors);
  if (direct) return direct;
  const exception = asRecord(ext.exception);
  return asRecord(asRecord(exception?.response)?.validationErrors) ?? asRecord(exception?.validationErrors);
}

/**
 * Field errors of a list of GraphQL errors: the first message of each field (seed). Null when
 * none of the errors carries validation errors.
 */
export function collectValidationErrors(errors: readonly GraphQLFormattedError[]): FieldErrors | null {
  const fields: FieldErrors = {};
  let found = false;
  for (const error of errors) {
    const raw = rawValidationErrors(error);
    if (!raw) continue;
    for (const [field, value] of Object.entries(raw)) {
      const message = firstMessage(value);
      if (message === undefined || field in fields) continue;
      fields[field] = message;
      found = true;
    }
  }
  return found ? fields : null;
}

/** Field errors carried by any client error (GraphQL errors only); null when none. */
export function validationErrorsOf(error: unknown): FieldErrors | null {
  return CombinedGraphQLErrors.is(error) ? collectValidationErrors(error.errors) : null;
}

/** The `extensions.code` of the first GraphQL error that has one (e.g. EMAIL_NOT_CONFIRMED). */
export function graphQLErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const item of error.errors) {
    const code = asRecord(item.extensions)?.code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** Seed message for a response with neither `data` nor `errors`. */
export function missingResponseMessage(operationName: string): string {
  return `Server response was missing for query '${operationName}'.`;
}

/** Seed message for an HTTP status of 300 or more (the one Apollo's HTTP links throw). */
export function statusCodeMessage(status: number): string {
  return `Response not successful: Received status code ${status}`;
}

/**
 * A sentence for a status region: the API's own message for GraphQL errors, a plain "try
 * again" for network trouble rather than transport details.
 */
export function describeError(error: unknown): string {
  // The API's messages are written for people (masked when unexpected), so the first one is
  // shown as is; forms replace it with a summary when several fields are flagged.
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? "The request was refused.";
  if (ServerError.is(error) && error.statusCode === 429) return "Too many attempts. Please wait a few minutes and try again.";
  return "We could not reach the server. Check your connection and try again.";
}
