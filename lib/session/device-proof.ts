/**
 * Device proofs in the browser: the server hands one out with each new session (`deviceToken`),
 * and signIn sends it back, so failed attempts by other people at the same address do not lock
 * out someone who signed in from this browser before (OWASP's "device cookies", kept in
 * localStorage like the session). Proofs outlive sign-out on purpose; that is their point.
 *
 * One proof per account, for the last few accounts used here, each filed under a SHA-256 of
 * its address so the addresses themselves are not left in storage. Without Web Crypto (a page
 * not served over HTTPS) nothing is kept, which only means no proof is sent.
 */
import { DEVICE_TOKENS_KEY, readItem, writeItem } from "./storage";

/** Accounts remembered per browser (a shared computer may see a few). */
export const MAX_DEVICE_TOKENS = 5;

async function slotOf(email: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const digest = await subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase()));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  } catch {
    return null;
  }
}

function readAll(): [string, string][] {
  const raw = readItem(DEVICE_TOKENS_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return [];
    return Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  } catch {
    // A corrupt entry is as good as none.
    return [];
  }
}

/** The proof this browser holds for the account of `email`, or null. */
export async function deviceTokenFor(email: string): Promise<string | null> {
  const slot = await slotOf(email);
  if (slot === null) return null;
  return readAll().find(([key]) => key === slot)?.[1] ?? null;
}

/** Keeps `token` as this browser's proof for `email`, newest last, dropping the oldest past the cap. */
export async function rememberDeviceToken(email: string, token: string | null | undefined): Promise<void> {
  if (typeof token !== "string" || token.trim() === "") return;
  const slot = await slotOf(email);
  if (slot === null) return;
  const kept = readAll().filter(([key]) => key !== slot);
  kept.push([slot, token]);
  writeItem(DEVICE_TOKENS_KEY, JSON.stringify(Object.fromEntries(kept.slice(-MAX_DEVICE_TOKENS))));
}
