/**
 * The refresh rule (seed): refresh replaces the access token; if refresh fails or returns no
 * data, the user is signed out (which, with a refresh token stored, redirects to /sign-in/).
 * The server rotates the refresh token on every refresh, so the new one is stored too, and
 * refreshes take turns across tabs (./refresh-lock.ts): a spent token sent twice ends the session.
 */
import { getAccessToken, getRefreshToken, type SessionTokens } from "@/lib/session/session";
import { endSession, replaceTokens, type EndSessionOptions } from "@/lib/session/session-writes";

import { withRefreshLock, type Locked, type RefreshLockManager } from "./refresh-lock";

/**
 * How long a tab that stored rotated tokens keeps holding the refresh lock. localStorage is
 * shared between tabs but each tab's renderer sees another's write a little later (Chromium
 * sends it across processes), so a tab granted the lock at once could still read the spent
 * token and send it, which the server takes for a stolen copy and ends the session (seen in
 * tests/e2e/token-rotation.spec.ts under load). The caller has its tokens at once; only the
 * next tab's turn waits.
 */
export const ROTATION_SETTLE_MS = 300;

/** Sends `RefreshAccessToken`; resolves the payload, or null when the answer had no data. */
export type RefreshRequest = (refreshToken: string) => Promise<SessionTokens | null | undefined>;

export interface RefreshOptions extends EndSessionOptions {
  /** The lock refreshes take turns on (tests); defaults to the browser's Web Locks. */
  locks?: RefreshLockManager | null;
}

function isTokens(update: SessionTokens | null | undefined): update is SessionTokens {
  return !!update && typeof update.accessToken === "string" && typeof update.refreshToken === "string";
}

/**
 * Runs one refresh: true when a usable access token is stored. Without a stored refresh token,
 * or when the request fails, answers without data or the tokens cannot be stored, the session
 * is ended and the result is false. If another tab refreshed while this one waited for the
 * lock, its tokens are used and nothing is sent. Never throws.
 */
export async function refreshSession(request: RefreshRequest, options: RefreshOptions = {}): Promise<boolean> {
  const seen = getRefreshToken();
  if (seen === null) {
    endSession(options);
    return false;
  }
  const locked = async (): Promise<Locked<boolean>> => {
    const refreshToken = getRefreshToken();
    // Another tab signed out while this one waited.
    if (refreshToken === null) return { value: false };
    // Another tab rotated the token while this one waited (or signed in again): sending the
    // spent token would end the session, and the stored tokens are current.
    if (refreshToken !== seen) return { value: getAccessToken() !== null };
    let update: SessionTokens | null | undefined;
    try {
      update = await request(refreshToken);
    } catch {
      update = null;
    }
    // Another tab may have signed out (or in as someone else) while the request was out.
    if (getRefreshToken() !== refreshToken) return { value: false };
    if (!isTokens(update) || !replaceTokens(update)) {
      endSession(options);
      return { value: false };
    }
    return { value: true, holdUntil: new Promise((resolve) => setTimeout(resolve, ROTATION_SETTLE_MS)) };
  };
  return options.locks === undefined ? withRefreshLock(locked) : withRefreshLock(locked, options.locks);
}
