import "server-only";

import { createHmac, randomBytes } from "node:crypto";

import { jwtVerify, SignJWT } from "jose";

import { serverEnv } from "@/lib/server/config";

/**
 * Device proofs: OWASP's "device cookies" (Authentication Cheat Sheet, "Protect against
 * brute-force attacks"), kept by the client in localStorage beside the session rather than in a
 * cookie. A proof is handed out at each successful sign-in and says "this browser signed in to
 * this account before"; sign-in attempts that carry a valid one are limited on their own, so
 * other people's failed guesses at the address do not lock the owner out.
 */

/** A proof lasts a year; each sign-in from the browser replaces it with a new one. */
export const DEVICE_PROOF_TTL_SECONDS = 365 * 24 * 60 * 60;

const AUDIENCE = "how-much-home:device";
const ALGORITHM = "HS256";
/** Far longer than any proof we sign: a longer string is not worth parsing. */
const MAX_LENGTH = 1024;

/**
 * A key of its own, derived from AUTH_SECRET, so a proof can never pass as an access token
 * (or the reverse) even before the audience is checked.
 */
function signingKey(): Uint8Array {
  return new Uint8Array(createHmac("sha256", serverEnv().AUTH_SECRET).update("how-much-home device proof v1").digest());
}

function issuer(): string {
  return new URL(serverEnv().SITE_URL).origin;
}

/** A new proof for the account `userHashid`, with a random device id (`jti`). */
export async function issueDeviceProof(userHashid: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(userHashid)
    .setJti(randomBytes(16).toString("base64url"))
    .setIssuer(issuer())
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEVICE_PROOF_TTL_SECONDS)
    .sign(signingKey());
}

/**
 * The device id of `proof` when it is a valid, unexpired proof signed here for the account
 * `userHashid`; null for anything else (absent, malformed, forged, expired, another account's).
 * Never throws: a bad proof is the same as none.
 */
export async function verifyDeviceProof(proof: unknown, userHashid: string): Promise<string | null> {
  if (typeof proof !== "string" || proof.length === 0 || proof.length > MAX_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(proof, signingKey(), { algorithms: [ALGORITHM], issuer: issuer(), audience: AUDIENCE, subject: userHashid });
    return typeof payload.jti === "string" && payload.jti.length > 0 ? payload.jti : null;
  } catch {
    return null;
  }
}
