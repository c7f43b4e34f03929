/**
 * Session rules (docs/architecture.md, Signed-in requests):
 * - Signed in when either the access token (`token`) or the refresh token (`refreshToken`)
 *   is stored in localStorage.
 * - Sign-in stores both tokens and sets the flag.
 * - Refresh replaces both tokens: the server rotates the refresh token on every refresh (the
 *   Apollo client signs out when refresh fails or returns no data).
 * - Sign-out clears both tokens, sets the flag false and redirects to `/sign-in/`; with no
 *   refresh token stored it only removes the access token and sets the flag false, without a
 *   redirect.
 *
 * This module never imports Apollo, GraphQL or rxjs, so any page (calculators included) can
 * read the signed-in flag. The flag lives in a tiny zustand store that mirrors storage and
 * follows other tabs through `storage` events.
 */
import { createStore } from "zustand/vanilla";

import { EMAIL_CONFIRMATION_KEY, readItem, REFRESH_TOKEN_KEY, SESSION_KEYS, TOKEN_KEY } from "./storage";

/** Where sign-out sends the user (seed). */
export const SIGN_IN_PATH = "/sign-in/";

const DAY_MS = 86_400_000;

/** The grace period of an unconfirmed email address, as the server last reported it. */
export interface EmailConfirmationDeadline {
  /** Whole days left when the server answered. */
  daysLeft: number;
  /** ISO 8601 instant after which sign-in and refresh are refused; null when not given. */
  expiration: string | null;
}

export interface SessionSnapshot {
  signedIn: boolean;
  /** Non-null while the account's email address is unconfirmed. */
  emailConfirmation: EmailConfirmationDeadline | null;
}

/** The confirmation fields returned by `signIn`, `signUp` and `refreshAccessToken`. */
export interface ConfirmationFields {
  mustConfirmEmailDaysLeft?: number | null;
  /** ISO string, epoch milliseconds or Date, depending on the scalar's serialisation. */
  mustConfirmEmailExpiration?: unknown;
}

export interface SessionTokens extends ConfirmationFields {
  accessToken: string;
  refreshToken: string;
}

const SIGNED_OUT: SessionSnapshot = { signedIn: false, emailConfirmation: null };

const store = createStore<SessionSnapshot>()(() => SIGNED_OUT);

let browserSyncInstalled = false;

function toIsoInstant(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : typeof value === "string" || typeof value === "number" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return date.toISOString();
}

/** Normalises the server's confirmation fields; null means no deadline (confirmed). */
export function confirmationDeadline(fields: ConfirmationFields): EmailConfirmationDeadline | null {
  const days = fields.mustConfirmEmailDaysLeft;
  const expiration = toIsoInstant(fields.mustConfirmEmailExpiration);
  const hasDays = typeof days === "number" && Number.isFinite(days);
  if (!hasDays && expiration === null) return null;
  return { daysLeft: hasDays ? Math.max(0, Math.floor(days)) : 0, expiration };
}

/**
 * Days of the grace period left at `now` (epoch ms): whole days rounded up, never negative.
 * Counts from the expiration instant when known, so a banner seen days after sign-in stays
 * right; otherwise the server's `daysLeft`.
 */
export function daysLeftAt(deadline: EmailConfirmationDeadline, now: number): number {
  if (deadline.expiration === null) return deadline.daysLeft;
  const ms = Date.parse(deadline.expiration) - now;
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

function readDeadline(): EmailConfirmationDeadline | null {
  const raw = readItem(EMAIL_CONFIRMATION_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    return confirmationDeadline({
      mustConfirmEmailDaysLeft: typeof record.daysLeft === "number" ? record.daysLeft : null,
      mustConfirmEmailExpiration: record.expiration,
    });
  } catch {
    // A corrupt entry is dropped rather than shown.
    return null;
  }
}

function sameDeadline(a: EmailConfirmationDeadline | null, b: EmailConfirmationDeadline | null): boolean {
  if (a === null || b === null) return a === b;
  return a.daysLeft === b.daysLeft && a.expiration === b.expiration;
}

/** Re-reads storage into the store (keeps the snapshot object when nothing changed). */
export function syncSessionFromStorage(): SessionSnapshot {
  const signedIn = readItem(TOKEN_KEY) !== null || readItem(REFRESH_TOKEN_KEY) !== null;
  const emailConfirmation = signedIn ? readDeadline() : null;
  const current = store.getState();
  if (current.signedIn !== signedIn || !sameDeadline(current.emailConfirmation, emailConfirmation)) {
    store.setState(signedIn || emailConfirmation ? { signedIn, emailConfirmation } : SIGNED_OUT, true);
  }
  return store.getState();
}

function installBrowserSync(): void {
  if (browserSyncInstalled || typeof window === "undefined") return;
  browserSyncInstalled = true;
  syncSessionFromStorage();
  // Another tab signed in or out: follow it, so no tab keeps showing a stale account.
  window.addEventListener("storage", (event) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) syncSessionFromStorage();
  });
}

/** Current session (browser); the signed-out snapshot on the server. */
export function getSessionSnapshot(): SessionSnapshot {
  installBrowserSync();
  return store.getState();
}

/** What the server renders: always signed out, since tokens live only in the browser. */
export function getServerSessionSnapshot(): SessionSnapshot {
  return SIGNED_OUT;
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  installBrowserSync();
  return store.subscribe(listener);
}

/** The stored access token, or null. */
export function getAccessToken(): string | null {
  return readItem(TOKEN_KEY);
}

/** The stored refresh token, or null. */
export function getRefreshToken(): string | null {
  return readItem(REFRESH_TOKEN_KEY);
}

/** True when a token or a refresh token is stored (seed). */
export function isSignedIn(): boolean {
  return getAccessToken() !== null || getRefreshToken() !== null;
}

/** Forgets the session in this tab (sign-out, lib/session/session-writes.ts), whatever storage still holds. */
export function resetSessionSnapshot(): void {
  store.setState(SIGNED_OUT, true);
}
