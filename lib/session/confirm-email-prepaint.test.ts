/** @jest-environment jsdom */
import { CONFIRM_EMAIL_ATTRIBUTE, CONFIRM_EMAIL_PREPAINT_SCRIPT, CONFIRM_EMAIL_SENTENCE_PROPERTY, daysLeftSentence } from "./confirm-email-prepaint";
import { confirmationDeadline, daysLeftAt, syncSessionFromStorage } from "./session";
import { startSession } from "./session-writes";
import { EMAIL_CONFIRMATION_KEY } from "./storage";

const DAY = 86_400_000;
const html = document.documentElement;

/** Runs the inline script as the page does, and returns the sentence it wrote (null: none). */
function runScript(): string | null {
  html.removeAttribute(CONFIRM_EMAIL_ATTRIBUTE);
  html.style.removeProperty(CONFIRM_EMAIL_SENTENCE_PROPERTY);
  new Function(CONFIRM_EMAIL_PREPAINT_SCRIPT)();
  if (!html.hasAttribute(CONFIRM_EMAIL_ATTRIBUTE)) return null;
  return JSON.parse(html.style.getPropertyValue(CONFIRM_EMAIL_SENTENCE_PROPERTY)) as string;
}

/** What the banner itself will show for the stored session. */
function bannerSentence(): string | null {
  const deadline = syncSessionFromStorage().emailConfirmation;
  return deadline ? daysLeftSentence(daysLeftAt(deadline, Date.now())) : null;
}

beforeEach(() => localStorage.clear());

describe("the unconfirmed-email script", () => {
  test.each([
    ["an expiration in 6.5 days", { mustConfirmEmailDaysLeft: 7, mustConfirmEmailExpiration: new Date(Date.now() + 6.5 * DAY).toISOString() }],
    ["an expiration in 20 hours", { mustConfirmEmailDaysLeft: 1, mustConfirmEmailExpiration: new Date(Date.now() + 20 * 3_600_000).toISOString() }],
    ["an expiration passed", { mustConfirmEmailDaysLeft: 0, mustConfirmEmailExpiration: new Date(Date.now() - DAY).toISOString() }],
    ["days left only", { mustConfirmEmailDaysLeft: 3 }],
    ["days left only, and a bad expiration", { mustConfirmEmailDaysLeft: 2, mustConfirmEmailExpiration: "not a date" }],
  ])("writes the banner's own sentence for %s", (_, fields) => {
    startSession({ accessToken: "a", refreshToken: "r", ...fields });
    expect(confirmationDeadline(fields)).not.toBeNull();
    const sentence = runScript();
    expect(sentence).not.toBeNull();
    expect(sentence).toBe(bannerSentence());
  });

  test("marks nothing when signed out, confirmed, or when the entry is corrupt", () => {
    expect(runScript()).toBeNull();
    startSession({ accessToken: "a", refreshToken: "r", mustConfirmEmailDaysLeft: null });
    expect(runScript()).toBeNull();
    localStorage.setItem(EMAIL_CONFIRMATION_KEY, "{not json");
    expect(runScript()).toBeNull();
    localStorage.clear();
    localStorage.setItem(EMAIL_CONFIRMATION_KEY, JSON.stringify({ daysLeft: 3, expiration: null }));
    // A deadline left behind without a session is not shown (as the banner does not).
    expect(runScript()).toBeNull();
    expect(bannerSentence()).toBeNull();
  });
});
