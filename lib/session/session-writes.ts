/**
 * The session's writes: sign-in, token refresh, the confirmation deadline, sign-out. Apart from
 * lib/session/session.ts, which every page's chrome reads (the header's link, the banner), so the
 * pages' first load carries only the reading half.
 */
import {
  confirmationDeadline,
  getRefreshToken,
  isSignedIn,
  resetSessionSnapshot,
  SIGN_IN_PATH,
  syncSessionFromStorage,
  type ConfirmationFields,
  type EmailConfirmationDeadline,
  type SessionTokens,
} from "./session";
import { EMAIL_CONFIRMATION_KEY, REFRESH_TOKEN_KEY, removeItem, TOKEN_KEY, writeItem } from "./storage";

function writeDeadline(deadline: EmailConfirmationDeadline | null): void {
  if (deadline === null) removeItem(EMAIL_CONFIRMATION_KEY);
  else writeItem(EMAIL_CONFIRMATION_KEY, JSON.stringify(deadline));
}

/**
 * Sign-in rule: stores both tokens and sets the flag true. Returns false (and stores
 * nothing) when either token is empty or the browser refuses storage, so the form can say
 * why the user is not signed in.
 */
export function startSession(session: SessionTokens): boolean {
  if (session.accessToken.trim() === "" || session.refreshToken.trim() === "") return false;
  const stored = writeItem(TOKEN_KEY, session.accessToken) && writeItem(REFRESH_TOKEN_KEY, session.refreshToken);
  if (!stored) {
    removeItem(TOKEN_KEY);
    removeItem(REFRESH_TOKEN_KEY);
    syncSessionFromStorage();
    return false;
  }
  writeDeadline(confirmationDeadline(session));
  syncSessionFromStorage();
  return true;
}

/**
 * Refresh rule: stores the new access token, the refresh token that replaced the spent one
 * (the server rotates it on every refresh) and the confirmation deadline. Returns false when
 * a token is empty or cannot be stored.
 */
export function replaceTokens(update: SessionTokens): boolean {
  if (update.accessToken.trim() === "" || update.refreshToken.trim() === "") return false;
  if (!writeItem(REFRESH_TOKEN_KEY, update.refreshToken) || !writeItem(TOKEN_KEY, update.accessToken)) return false;
  writeDeadline(confirmationDeadline(update));
  syncSessionFromStorage();
  return true;
}

/** The address was confirmed: the banner goes away. */
export function markEmailConfirmed(): void {
  writeDeadline(null);
  syncSessionFromStorage();
}

/** Stores a new deadline (for example after `me` reports the address is still unconfirmed). */
export function setEmailConfirmationDeadline(fields: ConfirmationFields): void {
  if (!isSignedIn()) return;
  writeDeadline(confirmationDeadline(fields));
  syncSessionFromStorage();
}

function assignLocation(path: string): void {
  // A full navigation also drops every in-memory copy of the account's data.
  window.location.assign(path);
}

export interface EndSessionOptions {
  /** Redirect function (tests; defaults to a full navigation). */
  navigate?: (path: string) => void;
}

/**
 * Sign-out rule. With a refresh token stored: clears both tokens, sets the flag false and
 * redirects to `/sign-in/`. Without one: removes only the access token, sets the flag false
 * and does not redirect. Revoking the refresh token on the server is the caller's job (it
 * needs the API); this function is the local half and never throws.
 */
export function endSession(options: EndSessionOptions = {}): { redirected: boolean } {
  const hadRefreshToken = getRefreshToken() !== null;
  removeItem(TOKEN_KEY);
  writeDeadline(null);
  if (hadRefreshToken) removeItem(REFRESH_TOKEN_KEY);
  // The flag is false after sign-out in both cases (seed), whatever storage still holds.
  resetSessionSnapshot();
  if (!hadRefreshToken) return { redirected: false };
  (options.navigate ?? assignLocation)(SIGN_IN_PATH);
  return { redirected: true };
}
