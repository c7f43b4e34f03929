import "server-only";

import type { z } from "zod";

import { NUL_TEXT_MESSAGE, nulTextPath } from "@/lib/server/nul-text";

/** Field name → messages, e.g. `{ email: ["Enter a valid email address."] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * Domain errors thrown by services. They carry no GraphQL or HTTP detail: the API maps them to
 * error codes (lib/server/api/errors.ts), and Server Components may catch them directly.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
}

/** Bad input from the user (API code BAD_USER_INPUT with `validationErrors`). */
export class InputError extends DomainError {
  readonly code = "BAD_USER_INPUT";
  constructor(
    readonly fieldErrors: FieldErrors,
    message = firstMessage(fieldErrors) ?? "The input is not valid.",
  ) {
    super(message);
    this.name = "InputError";
  }
}

/** No valid credentials: a missing, expired, tampered or revoked token (API code UNAUTHENTICATED, HTTP 401). */
export class AuthenticationError extends DomainError {
  readonly code = "UNAUTHENTICATED";
  constructor(message = "Sign in to continue.") {
    super(message);
    this.name = "AuthenticationError";
  }
}

/** Signed in but not allowed (API code FORBIDDEN). */
export class ForbiddenError extends DomainError {
  readonly code = "FORBIDDEN";
  constructor(message = "You are not allowed to do that.") {
    super(message);
    this.name = "ForbiddenError";
  }
}

/** The thing asked for does not exist or is not the viewer's (API code NOT_FOUND). */
export class NotFoundError extends DomainError {
  readonly code = "NOT_FOUND";
  constructor(message = "Not found.") {
    super(message);
    this.name = "NotFoundError";
  }
}

/**
 * The grace period for confirming the email address is over (API code EMAIL_NOT_CONFIRMED):
 * sign-in and refresh are refused until the address is confirmed.
 */
export class EmailNotConfirmedError extends DomainError {
  readonly code = "EMAIL_NOT_CONFIRMED";
  constructor(readonly email: string) {
    super(`Confirm your email address to continue: open the link we sent to ${email}. ` + "If you cannot find it, ask for a new one.");
    this.name = "EmailNotConfirmedError";
  }
}

/** Too many attempts in the current window (API code RATE_LIMITED). */
export class RateLimitedError extends DomainError {
  readonly code = "RATE_LIMITED";
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Try again in ${describeWait(retryAfterSeconds)}.`,
  ) {
    super(message);
    this.name = "RateLimitedError";
  }
}

/** "1 minute", "15 minutes", "30 seconds": how long to wait, rounded up. */
export function describeWait(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} second${s === 1 ? "" : "s"}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

function firstMessage(fieldErrors: FieldErrors): string | undefined {
  for (const messages of Object.values(fieldErrors)) {
    if (messages[0]) return messages[0];
  }
  return undefined;
}

/** Groups zod issues by field path ("input.email" → "email"; the root is "input"). */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "input";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/**
 * Validates untrusted input with a zod schema (the one shared with the form), throwing an
 * InputError with per-field messages on failure (text with a NUL character is refused first:
 * the database cannot store it, lib/server/nul-text.ts).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const nul = nulTextPath(value);
  if (nul !== null) throw new InputError({ [nul || "input"]: [NUL_TEXT_MESSAGE] });
  const result = schema.safeParse(value);
  if (!result.success) throw new InputError(fieldErrorsFromZod(result.error));
  return result.data;
}
