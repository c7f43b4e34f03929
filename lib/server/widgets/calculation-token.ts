import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { serverEnv } from "@/lib/server/config";

/**
 * The proof a calculation comes from a frame this server served: the frame's HTML carries a
 * token bound to the widget's key and to the page that embedded the frame, signed with a key
 * derived from AUTH_SECRET, valid for an hour. `recordWidgetCalculation` counts nothing without
 * a valid one, so the public key alone no longer adds to a widget's figures.
 *
 * Format: `{expiry, unix seconds}.{embedding origin, base64url}.{HMAC-SHA256, base64url}`.
 */

/** How long a frame's token counts calculations (a frame open longer stops counting until reloaded). */
export const CALCULATION_TOKEN_TTL_SECONDS = 3600;

/** Longer than any token this module issues (an origin is at most a few hundred characters). */
const MAX_TOKEN_LENGTH = 1024;

/** What a valid token says. */
export interface CalculationTokenClaim {
  /** The origin of the page that embedded the frame ("https://blog.example.com"), or this site's. */
  readonly embedderOrigin: string;
  /** Unix seconds. */
  readonly expiresAt: number;
}

// Domain separation: the same AUTH_SECRET signs access tokens and other HMACs; this key signs
// nothing but widget tokens.
function signingKey(): Buffer {
  return createHmac("sha256", serverEnv().AUTH_SECRET).update("widget-calculation-token").digest();
}

function signature(widgetKey: string, embedderOrigin: string, expiresAt: number): Buffer {
  return createHmac("sha256", signingKey()).update(`${widgetKey}\u0000${embedderOrigin}\u0000${expiresAt}`).digest();
}

/** A token for a frame of the widget with `widgetKey`, embedded by a page at `embedderOrigin`. */
export function issueCalculationToken(widgetKey: string, embedderOrigin: string, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + CALCULATION_TOKEN_TTL_SECONDS;
  const origin = Buffer.from(embedderOrigin, "utf8").toString("base64url");
  return `${expiresAt}.${origin}.${signature(widgetKey, embedderOrigin, expiresAt).toString("base64url")}`;
}

/**
 * The claim of `token` when it was issued by this server for `widgetKey` and has not expired;
 * null for anything else (absent, malformed, another key's, expired, tampered with).
 */
export function verifyCalculationToken(token: string | null | undefined, widgetKey: string, now = Date.now()): CalculationTokenClaim | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return null;
  const embedderOrigin = Buffer.from(match[2]!, "base64url").toString("utf8");
  const expected = signature(widgetKey, embedderOrigin, expiresAt);
  const given = Buffer.from(match[3]!, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { embedderOrigin, expiresAt };
}
