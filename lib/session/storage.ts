/**
 * Browser storage of the session (seed: localStorage keys `token` and `refreshToken`).
 *
 * Every access is guarded: localStorage throws in some private-browsing modes and when
 * storage is disabled, and it does not exist during server rendering. A session that cannot
 * be stored is simply a signed-out session, never a crash.
 */

/** localStorage key of the access token (seed). */
export const TOKEN_KEY = "token";
/** localStorage key of the refresh token (seed). */
export const REFRESH_TOKEN_KEY = "refreshToken";
/**
 * localStorage key of the email-confirmation deadline returned at sign-in and refresh. Kept
 * so the unconfirmed-email banner can show the days left on every page without a request.
 */
export const EMAIL_CONFIRMATION_KEY = "mustConfirmEmail";

/**
 * localStorage key of the browser's device proofs (lib/session/device-proof.ts). Not a session
 * key: sign-out leaves it, and other tabs need not follow it.
 */
export const DEVICE_TOKENS_KEY = "deviceTokens";

/** Keys whose change in another tab must re-sync this tab's session. */
export const SESSION_KEYS: readonly string[] = [TOKEN_KEY, REFRESH_TOKEN_KEY, EMAIL_CONFIRMATION_KEY];

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value, or null when absent, empty or unreadable. */
export function readItem(key: string): string | null {
  try {
    const value = storage()?.getItem(key) ?? null;
    return value === null || value.trim() === "" ? null : value;
  } catch {
    return null;
  }
}

/** Stores a value; returns false when storage refused it (quota, disabled storage). */
export function writeItem(key: string, value: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a value; never throws. */
export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove from storage that cannot be read.
  }
}
