import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { errors as joseErrors, jwtVerify, SignJWT } from "jose";

import { serverEnv } from "@/lib/server/config";
import { AuthenticationError } from "@/lib/server/errors";

/** Access tokens live 15 minutes: short enough that a leaked one soon stops working. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Refresh tokens (sessions) live 30 days unless revoked. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

const AUDIENCE = "how-much-home:api";
const ALGORITHM = "HS256";

/** What a valid access token says. */
export interface AccessClaims {
  /** The user's public id. */
  readonly userHashid: string;
  /** The session (refresh token row) it was issued under; revoking the session ends it. */
  readonly sessionId: string;
}

function signingKey(): Uint8Array {
  return new TextEncoder().encode(serverEnv().AUTH_SECRET);
}

function issuer(): string {
  return new URL(serverEnv().SITE_URL).origin;
}

/**
 * Signs an access token: a JWT (HS256 with AUTH_SECRET, RFC 7519) carrying the user's hashid as
 * `sub` and the session id as `sid`, valid ACCESS_TOKEN_TTL_SECONDS from `now`.
 */
export async function issueAccessToken(claims: AccessClaims, now: Date = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(claims.userHashid)
    .setIssuer(issuer())
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signingKey());
  return { token, expiresAt };
}

/**
 * Checks an access token's signature, algorithm, issuer, audience and expiry. Throws
 * AuthenticationError with a message the client can show: expired, or not valid.
 */
export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      algorithms: [ALGORITHM],
      issuer: issuer(),
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") {
      throw new AuthenticationError("Your sign-in is not valid. Sign in again.");
    }
    return { userHashid: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof AuthenticationError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new AuthenticationError("Your sign-in has expired. Sign in again.");
    throw new AuthenticationError("Your sign-in is not valid. Sign in again.");
  }
}

/** SHA-256 (hex) of a random token: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new random token (256 bits, base64url) and its hash. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** A new public id for an entity (72 random bits, base64url: 12 characters). */
export function newHashid(): string {
  return randomBytes(9).toString("base64url");
}
