/**
 * The refresh rule (seed): refresh replaces the access token; if refresh fails or returns no
 * data, the user is signed out (which, with a refresh token stored, redirects to /sign-in/).
 */
import { endSession, getRefreshToken, replaceAccessToken, type AccessTokenUpdate, type EndSessionOptions } from "@/lib/session/session";

/** Sends `RefreshAccessToken`; resolves the payload, or null when the answer had no data. */
export type RefreshRequest = (refreshToken: string) => Promise<AccessTokenUpdate | null | undefined>;

/**
 * Runs one refresh: true when a new access token is stored. Without a stored refresh token,
 * or when the request fails, answers without data or the token cannot be stored, the session
 * is ended and the result is false. Never throws.
 */
export async function refreshSession(request: RefreshRequest, options: EndSessionOptions = {}): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (refreshToken === null) {
    endSession(options);
    return false;
  }
  let update: AccessTokenUpdate | null | undefined;
  try {
    update = await request(refreshToken);
  } catch {
    update = null;
  }
  // Another tab may have signed out (or in as someone else) while the request was out.
  if (getRefreshToken() !== refreshToken) return false;
  if (!update || typeof update.accessToken !== "string" || !replaceAccessToken(update)) {
    endSession(options);
    return false;
  }
  return true;
}
