import { EMAIL_CONFIRMATION_KEY } from "./storage";
import { RETURN_UNLESS_SIGNED_IN } from "./stored-session-script";

/**
 * The unconfirmed-email banner without a layout shift (docs/architecture.md, Sessions): the
 * session lives in localStorage, so the server cannot render the banner, and the banner's code
 * arrives after hydration. This script runs while the page is parsed, before the banner's place
 * is painted: for a signed-in session with a confirmation deadline it marks `<html>` with
 * {@link CONFIRM_EMAIL_ATTRIBUTE} and puts the days-left sentence in
 * {@link CONFIRM_EMAIL_SENTENCE_PROPERTY}; the site's CSS then shows the banner's placeholder,
 * the same box as the banner, which the banner replaces once it has loaded.
 */
export const CONFIRM_EMAIL_ATTRIBUTE = "data-confirm-email";

/** The CSS custom property holding the days-left sentence, as a CSS string. */
export const CONFIRM_EMAIL_SENTENCE_PROPERTY = "--confirm-email-sentence";

/** The grace-period sentence for `days` left (the banner's and the script's one rule). */
export function daysLeftSentence(days: number): string {
  if (days <= 0) return "The time to confirm it has run out: confirm it now to keep signing in.";
  const left = days === 1 ? "1 day" : `${days} days`;
  return `You have ${left} left; after that, you will need to confirm it before you can sign in.`;
}

const DAY_MS = 86_400_000;
// The sentence for many days around its number, so the script writes exactly what the banner will.
const [MANY_BEFORE, MANY_AFTER] = daysLeftSentence(99).split("99") as [string, string];

/**
 * The inline script. It reads the stored session as lib/session/session.ts does (a token or a
 * refresh token, then the deadline: its expiration instant when valid, else its days left) and
 * counts the days as `daysLeftAt`. Any error (storage blocked, a corrupt entry) leaves the page
 * as rendered.
 */
export const CONFIRM_EMAIL_PREPAINT_SCRIPT = `(function(){try{${RETURN_UNLESS_SIGNED_IN}var c=f(${JSON.stringify(
  EMAIL_CONFIRMATION_KEY,
)});if(c===null)return;var d=JSON.parse(c);if(typeof d!=="object"||d===null)return;var n=typeof d.daysLeft==="number"&&isFinite(d.daysLeft)?Math.max(0,Math.floor(d.daysLeft)):null,e=d.expiration,x=(typeof e==="string"&&e!=="")||typeof e==="number"?new Date(e).getTime():NaN;if(n===null&&isNaN(x))return;var t=isNaN(x)?n:x-Date.now()<=0?0:Math.ceil((x-Date.now())/${DAY_MS}),m=t<=0?${JSON.stringify(
  daysLeftSentence(0),
)}:t===1?${JSON.stringify(daysLeftSentence(1))}:${JSON.stringify(MANY_BEFORE)}+t+${JSON.stringify(
  MANY_AFTER,
)},h=document.documentElement;h.style.setProperty(${JSON.stringify(CONFIRM_EMAIL_SENTENCE_PROPERTY)},JSON.stringify(m));h.setAttribute(${JSON.stringify(
  CONFIRM_EMAIL_ATTRIBUTE,
)},"")}catch(e){}})();`;
