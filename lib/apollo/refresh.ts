/**
 * The refresh rule (seed): refresh replaces the access token; if refresh fails or returns no
 * data, the user is signed out (which, with a refresh token stored, redirects to /sign-in/).
 * The server rotates the refresh token on every refresh, so the new one is stored too, and
 * refreshes take turns across tabs (./refresh-lock.ts): a spent token sent twice ends the session.
 */
import { endSession, getAccessToken, getRefreshToken, replaceTokens, type EndSessionOptions, type SessionTokens } from "@/lib/session/session";

import { withRefreshLock, type RefreshLockManager } from "./refresh-lock";

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
  const locked = async (): Promise<boolean> => {
    const refreshToken = getRefreshToken();
    // Another tab signed out while this one waited.
    if (refreshToken === null) return false;
    // Another tab rotated the token while this one waited (or signed in again): sending the
    // spent token would end the session, and the stored tokens are current.
    if (refreshToken !== seen) return getAccessToken() !== null;
    let update: SessionTokens | null | undefined;
    try {
      update = await request(refreshToken);
    } catch {
      update = null;
    }
    // Another tab may have signed out (or in as someone else) while the request was out.
    if (getRefreshToken() !== refreshToken) return false;
    if (!isTokens(update) || !replaceTokens(update)) {
      endSession(options);
      return false;
    }
    return true;
  };
  return options.locks === undefined ? withRefreshLock(locked) : withRefreshLock(locked, options.locks);
}
