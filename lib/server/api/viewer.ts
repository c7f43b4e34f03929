import "server-only";

import type { Viewer } from "@/lib/server/accounts/account-records";
import { viewerFromAccessToken } from "@/lib/server/accounts/account-service";
import type { Database } from "@/lib/server/db/client";
import { AuthenticationError } from "@/lib/server/errors";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import { enforceRateLimit, type RateLimitRule } from "@/lib/server/rate-limit/rate-limit";

/** The token of an `authorization: Bearer <token>` header; undefined without one. */
export function bearerToken(headers: Headers): string | undefined {
  const header = headers.get("authorization");
  if (header === null || header.trim() === "") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  // A header that is there but not a bearer token is a broken credential, not an anonymous call.
  if (!match?.[1]) throw new AuthenticationError("Your sign-in is not valid. Sign in again.");
  return match[1];
}

/**
 * The viewer accessors of one operation's context: resolved lazily (public queries never touch
 * the token) and once; every operation of a signed-in account counts against its rate limit.
 */
export function viewerAccessors(
  db: Database,
  headers: Headers,
  perAccount: RateLimitRule = RATE_LIMITS.apiPerAccount,
): { viewer: () => Promise<Viewer | null>; requireViewer: () => Promise<Viewer> } {
  let resolved: Promise<Viewer | null> | undefined;
  const viewer = () => {
    resolved ??= (async () => {
      const token = bearerToken(headers);
      if (token === undefined) return null;
      const found = await viewerFromAccessToken(db, token);
      await enforceRateLimit(db, `api:account:${found.user.id}`, perAccount);
      return found;
    })();
    return resolved;
  };
  const requireViewer = async () => {
    const found = await viewer();
    if (!found) throw new AuthenticationError("Sign in to continue.");
    return found;
  };
  return { viewer, requireViewer };
}
