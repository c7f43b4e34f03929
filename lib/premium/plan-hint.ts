/**
 * The browser's plan hint: whether the signed-in visitor's plan is ad-free, kept in
 * localStorage so pages with ad slots (static, without Apollo) decide before first paint. The
 * server decides it (`me { membership { noAds } }`, lib/server/entitlements) and the hint is
 * refreshed from it at most hourly, on pages with ads and on the profile; it counts only while a
 * session is stored (signing out makes ads follow consent again). It only ever hides ads: the
 * server stays the authority for every feature.
 */
import { readItem, REFRESH_TOKEN_KEY, removeItem, TOKEN_KEY, writeItem } from "@/lib/session/storage";

import { accountFetch } from "./account-fetch";
import { PLAN_HINT_KEY } from "./plan-hint-prepaint";

export { PLAN_HINT_KEY } from "./plan-hint-prepaint";

const MAX_AGE_MS = 3_600_000;

interface Hint {
  readonly adFree: boolean;
  readonly at: number;
}

function readHint(): Hint | null {
  const raw = readItem(PLAN_HINT_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Hint>;
    return typeof parsed.adFree === "boolean" && typeof parsed.at === "number" ? { adFree: parsed.adFree, at: parsed.at } : null;
  } catch {
    return null;
  }
}

const hasSession = () => readItem(TOKEN_KEY) !== null || readItem(REFRESH_TOKEN_KEY) !== null;

/** Whether the stored hint says ad-free for the stored session. */
export function isAdFreeHint(): boolean {
  return hasSession() && readHint()?.adFree === true;
}

/** Stores what the server said (the profile's membership query calls it too). */
export function storePlanHint(adFree: boolean, now = Date.now()): void {
  writeItem(PLAN_HINT_KEY, JSON.stringify({ adFree, at: now }));
}

/**
 * Asks the server when the hint is missing or older than an hour (signed in only); resolves
 * whether the visitor is ad-free. Signed out: clears the hint, false.
 */
export async function refreshPlanHint(now = Date.now()): Promise<boolean> {
  if (!hasSession()) {
    removeItem(PLAN_HINT_KEY);
    return false;
  }
  const hint = readHint();
  if (hint && now - hint.at < MAX_AGE_MS) return hint.adFree;
  const answer = await accountFetch<{ me: { membership: { noAds: boolean } } | null }>("query PlanHint { me { membership { noAds } } }", {});
  if (!answer.ok) return hint?.adFree ?? false;
  const adFree = answer.data.me?.membership.noAds === true;
  storePlanHint(adFree, now);
  return adFree;
}
