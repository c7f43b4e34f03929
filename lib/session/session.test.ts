import {
  confirmationDeadline,
  daysLeftAt,
  getAccessToken,
  getRefreshToken,
  getServerSessionSnapshot,
  getSessionSnapshot,
  isSignedIn,
  SIGN_IN_PATH,
  subscribeSession,
  syncSessionFromStorage,
} from "./session";
import { endSession, markEmailConfirmed, replaceTokens, startSession } from "./session-writes";
import { EMAIL_CONFIRMATION_KEY, REFRESH_TOKEN_KEY, TOKEN_KEY } from "./storage";
import { installFakeBrowser } from "./testing/fake-browser";

const browser = installFakeBrowser();

beforeEach(() => {
  browser.localStorage.failing = false;
  browser.localStorage.clear();
  browser.navigations.length = 0;
  syncSessionFromStorage();
});

describe("signed-in flag (seed: true when a token or a refreshToken is stored)", () => {
  test.each([
    ["nothing stored", {}, false],
    ["only an access token", { [TOKEN_KEY]: "a" }, true],
    ["only a refresh token", { [REFRESH_TOKEN_KEY]: "r" }, true],
    ["both tokens", { [TOKEN_KEY]: "a", [REFRESH_TOKEN_KEY]: "r" }, true],
    ["empty strings", { [TOKEN_KEY]: "", [REFRESH_TOKEN_KEY]: " " }, false],
  ])("%s", (_label, stored: Record<string, string>, expected) => {
    for (const [key, value] of Object.entries(stored)) browser.localStorage.setItem(key, value);
    expect(isSignedIn()).toBe(expected);
    expect(syncSessionFromStorage().signedIn).toBe(expected);
  });

  test("the server snapshot is always signed out", () => {
    browser.localStorage.setItem(TOKEN_KEY, "a");
    syncSessionFromStorage();
    expect(getServerSessionSnapshot().signedIn).toBe(false);
    expect(getSessionSnapshot().signedIn).toBe(true);
  });

  test("the snapshot object is stable while nothing changes (useSyncExternalStore needs it)", () => {
    browser.localStorage.setItem(TOKEN_KEY, "a");
    const first = syncSessionFromStorage();
    expect(syncSessionFromStorage()).toBe(first);
    expect(getSessionSnapshot()).toBe(first);
  });
});

describe("sign-in", () => {
  test("stores both tokens and sets the flag", () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    expect(startSession({ accessToken: "access-1", refreshToken: "refresh-1" })).toBe(true);
    unsubscribe();
    expect(browser.localStorage.getItem(TOKEN_KEY)).toBe("access-1");
    expect(browser.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe("refresh-1");
    expect(getSessionSnapshot().signedIn).toBe(true);
    expect(listener).toHaveBeenCalled();
  });

  test("keeps the email-confirmation deadline it was given", () => {
    startSession({ accessToken: "a", refreshToken: "r", mustConfirmEmailDaysLeft: 6, mustConfirmEmailExpiration: "2030-01-07T00:00:00.000Z" });
    expect(getSessionSnapshot().emailConfirmation).toEqual({ daysLeft: 6, expiration: "2030-01-07T00:00:00.000Z" });
    expect(JSON.parse(browser.localStorage.getItem(EMAIL_CONFIRMATION_KEY) ?? "null")).toEqual({ daysLeft: 6, expiration: "2030-01-07T00:00:00.000Z" });
  });

  test("a confirmed account (no deadline) has no banner", () => {
    startSession({ accessToken: "a", refreshToken: "r", mustConfirmEmailDaysLeft: null, mustConfirmEmailExpiration: null });
    expect(getSessionSnapshot().emailConfirmation).toBeNull();
    expect(browser.localStorage.getItem(EMAIL_CONFIRMATION_KEY)).toBeNull();
  });

  test("refuses empty tokens and stores nothing", () => {
    expect(startSession({ accessToken: "", refreshToken: "r" })).toBe(false);
    expect(isSignedIn()).toBe(false);
  });

  test("storage that throws: not signed in, no crash", () => {
    browser.localStorage.failing = true;
    expect(startSession({ accessToken: "a", refreshToken: "r" })).toBe(false);
    expect(isSignedIn()).toBe(false);
    expect(syncSessionFromStorage().signedIn).toBe(false);
    expect(() => endSession({ navigate: jest.fn() })).not.toThrow();
  });
});

describe("refresh", () => {
  test("replaces both tokens: the refresh token rotates", () => {
    startSession({ accessToken: "old", refreshToken: "r" });
    expect(replaceTokens({ accessToken: "new", refreshToken: "r2", mustConfirmEmailDaysLeft: 3, mustConfirmEmailExpiration: null })).toBe(true);
    expect(getAccessToken()).toBe("new");
    expect(getRefreshToken()).toBe("r2");
    expect(getSessionSnapshot().emailConfirmation).toEqual({ daysLeft: 3, expiration: null });
  });

  test.each([
    ["an empty access token", { accessToken: "", refreshToken: "r2" }],
    ["an empty refresh token", { accessToken: "new", refreshToken: " " }],
  ])("refuses %s and stores nothing", (_label, update) => {
    startSession({ accessToken: "old", refreshToken: "r" });
    expect(replaceTokens(update)).toBe(false);
    expect(getAccessToken()).toBe("old");
    expect(getRefreshToken()).toBe("r");
  });
});

describe("sign-out", () => {
  test("with a refresh token: clears both, flag false, redirects to /sign-in/", () => {
    startSession({ accessToken: "a", refreshToken: "r", mustConfirmEmailDaysLeft: 2 });
    const navigate = jest.fn();
    expect(endSession({ navigate })).toEqual({ redirected: true });
    expect(browser.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(browser.localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(browser.localStorage.getItem(EMAIL_CONFIRMATION_KEY)).toBeNull();
    expect(getSessionSnapshot()).toEqual({ signedIn: false, emailConfirmation: null });
    expect(navigate).toHaveBeenCalledWith(SIGN_IN_PATH);
    expect(SIGN_IN_PATH).toBe("/sign-in/");
  });

  test("the default redirect is a full navigation to /sign-in/", () => {
    startSession({ accessToken: "a", refreshToken: "r" });
    endSession();
    expect(browser.navigations).toEqual(["/sign-in/"]);
  });

  test("without a refresh token: removes only the access token, flag false, no redirect", () => {
    browser.localStorage.setItem(TOKEN_KEY, "a");
    browser.localStorage.setItem("unrelated", "kept");
    syncSessionFromStorage();
    const navigate = jest.fn();
    expect(endSession({ navigate })).toEqual({ redirected: false });
    expect(browser.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(browser.localStorage.getItem("unrelated")).toBe("kept");
    expect(getSessionSnapshot().signedIn).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("other tabs", () => {
  test("a sign-out in another tab clears this tab's flag", () => {
    startSession({ accessToken: "a", refreshToken: "r" });
    getSessionSnapshot();
    browser.localStorage.clear();
    browser.fireStorage(TOKEN_KEY);
    expect(getSessionSnapshot().signedIn).toBe(false);
  });

  test("a sign-in in another tab sets it", () => {
    browser.localStorage.setItem(REFRESH_TOKEN_KEY, "r");
    browser.fireStorage(REFRESH_TOKEN_KEY);
    expect(getSessionSnapshot().signedIn).toBe(true);
  });

  test("unrelated keys are ignored", () => {
    browser.localStorage.setItem(TOKEN_KEY, "a");
    browser.fireStorage("calculator");
    expect(getSessionSnapshot().signedIn).toBe(false);
  });
});

describe("email-confirmation deadline", () => {
  test("normalises what the server returns", () => {
    expect(confirmationDeadline({})).toBeNull();
    expect(confirmationDeadline({ mustConfirmEmailDaysLeft: 4.7 })).toEqual({ daysLeft: 4, expiration: null });
    expect(confirmationDeadline({ mustConfirmEmailDaysLeft: -2 })).toEqual({ daysLeft: 0, expiration: null });
    expect(confirmationDeadline({ mustConfirmEmailExpiration: 1_900_000_000_000 })).toEqual({ daysLeft: 0, expiration: "2030-03-17T17:46:40.000Z" });
    expect(confirmationDeadline({ mustConfirmEmailExpiration: "not a date" })).toBeNull();
  });

  test("days left count down from the expiration instant, rounded up, never negative", () => {
    const deadline = { daysLeft: 7, expiration: "2030-01-08T00:00:00.000Z" };
    expect(daysLeftAt(deadline, Date.parse("2030-01-01T00:00:00.000Z"))).toBe(7);
    expect(daysLeftAt(deadline, Date.parse("2030-01-07T23:00:00.000Z"))).toBe(1);
    expect(daysLeftAt(deadline, Date.parse("2030-01-09T00:00:00.000Z"))).toBe(0);
    expect(daysLeftAt({ daysLeft: 5, expiration: null }, 0)).toBe(5);
  });

  test("confirmation clears it; a corrupt stored entry is ignored", () => {
    startSession({ accessToken: "a", refreshToken: "r", mustConfirmEmailDaysLeft: 2 });
    markEmailConfirmed();
    expect(getSessionSnapshot().emailConfirmation).toBeNull();
    browser.localStorage.setItem(EMAIL_CONFIRMATION_KEY, "{not json");
    expect(syncSessionFromStorage().emailConfirmation).toBeNull();
  });
});
