import "server-only";

/**
 * Refresh-token rotation with reuse detection, as the OAuth 2.0 Security Best Current Practice
 * (RFC 9700, section 4.14.2) asks of public clients. A session row is one family: everything
 * descended from one sign-in. It holds the hash of its current refresh token; each refresh
 * swaps in a new one and files the spent hash in `retired_refresh_tokens`. A retired token
 * presented again means two parties hold the family (a copy was taken, or replayed), and the
 * server cannot tell which is the owner, so the whole family is revoked and both sign in again.
 *
 * There is no grace window in which a spent token still works: returning the same successor
 * would mean keeping it recoverable (the database holds hashes only), and minting a second one
 * would fork the family. Browser tabs share one token through localStorage and take turns
 * refreshing (lib/apollo/refresh-lock.ts), so a legitimate client never sends a spent token.
 */
import { and, eq, isNull } from "drizzle-orm";

import { hashToken, newOpaqueToken } from "@/lib/server/auth/tokens";
import { schema, type Database } from "@/lib/server/db/client";
import { logger } from "@/lib/server/logger";

/** Refresh tokens are 43 base64url characters; anything far off is refused without a lookup. */
function plausible(token: unknown): token is string {
  return typeof token === "string" && token.length >= 20 && token.length <= 200;
}

export type PresentedRefreshToken =
  | { readonly kind: "current"; readonly session: typeof schema.sessions.$inferSelect; readonly user: typeof schema.users.$inferSelect }
  | { readonly kind: "retired"; readonly sessionId: string }
  | { readonly kind: "unknown" };

/** What `token` is: the current token of a session, a spent one of a session, or nothing. */
export async function findRefreshToken(db: Database, token: unknown): Promise<PresentedRefreshToken> {
  if (!plausible(token)) return { kind: "unknown" };
  const hash = hashToken(token);
  const [current] = await db
    .select({ session: schema.sessions, user: schema.users })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(eq(schema.sessions.refreshTokenHash, hash))
    .limit(1);
  if (current) return { kind: "current", ...current };
  const [retired] = await db
    .select({ sessionId: schema.retiredRefreshTokens.sessionId })
    .from(schema.retiredRefreshTokens)
    .where(eq(schema.retiredRefreshTokens.tokenHash, hash))
    .limit(1);
  return retired ? { kind: "retired", sessionId: retired.sessionId } : { kind: "unknown" };
}

/**
 * Replaces the session's refresh token `spent` with a new one and retires `spent`, in one
 * transaction. Resolves the new token, or null when `spent` is no longer the session's current
 * token (another request spent it first, or the session was revoked meanwhile): the caller
 * treats that as reuse.
 */
export async function rotateRefreshToken(db: Database, sessionId: string, spent: string, now: Date): Promise<string | null> {
  const spentHash = hashToken(spent);
  const next = newOpaqueToken();
  return db.transaction(async (tx) => {
    // Compare-and-swap: of two requests spending the same token at once, one matches.
    const swapped = await tx
      .update(schema.sessions)
      .set({ refreshTokenHash: next.hash, lastUsedAt: now })
      .where(and(eq(schema.sessions.id, sessionId), eq(schema.sessions.refreshTokenHash, spentHash), isNull(schema.sessions.revokedAt)))
      .returning({ id: schema.sessions.id });
    if (swapped.length === 0) return null;
    await tx.insert(schema.retiredRefreshTokens).values({ tokenHash: spentHash, sessionId, retiredAt: now }).onConflictDoNothing();
    return next.token;
  });
}

/**
 * Ends a session family: its refresh tokens, spent or current, and its access tokens. True when
 * it was live until now.
 */
export async function revokeSession(db: Database, sessionId: string, now: Date = new Date()): Promise<boolean> {
  const revoked = await db
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt)))
    .returning({ id: schema.sessions.id });
  return revoked.length > 0;
}

/** A spent refresh token came back: the family ends, and operators see it in the log (once). */
export async function revokeReusedFamily(db: Database, sessionId: string): Promise<void> {
  if (await revokeSession(db, sessionId)) logger.warn("refresh token reused: its session was ended", { sessionId });
}
