import { getAccessToken, getRefreshToken, getSessionSnapshot, syncSessionFromStorage, type SessionTokens } from "@/lib/session/session";
import { startSession } from "@/lib/session/session-writes";
import { installFakeBrowser } from "@/lib/session/testing/fake-browser";

import { refreshSession, ROTATION_SETTLE_MS } from "./refresh";
import { REFRESH_LOCK_NAME } from "./refresh-lock";
import { createFakeLocks } from "./testing/fake-locks";

const browser = installFakeBrowser();

beforeEach(() => {
  browser.localStorage.clear();
  syncSessionFromStorage();
});

test("stores both new tokens: the server rotates the refresh token", async () => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const request = jest.fn(async () => ({ accessToken: "new", refreshToken: "r2", mustConfirmEmailDaysLeft: null, mustConfirmEmailExpiration: null }));
  await expect(refreshSession(request, { navigate: jest.fn() })).resolves.toBe(true);
  expect(request).toHaveBeenCalledWith("r");
  expect(getAccessToken()).toBe("new");
  expect(getRefreshToken()).toBe("r2");
});

test.each([
  ["returns no data", async () => null],
  ["returns an empty token", async () => ({ accessToken: "", refreshToken: "r2" })],
  ["returns no refresh token (the one sent is spent)", async () => ({ accessToken: "new" }) as unknown as SessionTokens],
  ["throws", async () => Promise.reject(new Error("offline"))],
])("signs out when the refresh %s", async (_label, request) => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const navigate = jest.fn();
  await expect(refreshSession(request, { navigate })).resolves.toBe(false);
  expect(getSessionSnapshot().signedIn).toBe(false);
  expect(getRefreshToken()).toBeNull();
  expect(navigate).toHaveBeenCalledWith("/sign-in/");
});

test("refreshes hold the named Web Lock, one at a time", async () => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const locks = createFakeLocks();
  let running = 0;
  let most = 0;
  const request = jest.fn(async (token: string) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return { accessToken: `a-${token}`, refreshToken: `${token}+` };
  });
  await Promise.all([refreshSession(request, { navigate: jest.fn(), locks }), refreshSession(request, { navigate: jest.fn(), locks })]);
  expect(locks.requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
  expect(most).toBe(1);
});

test("another tab rotated while this one waited for the lock: its tokens are used, nothing is sent", async () => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const locks = createFakeLocks();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The other tab holds the lock, rotates, and stores its new tokens.
  const otherTab = locks.request(REFRESH_LOCK_NAME, async () => {
    await released;
    browser.localStorage.setItem("refreshToken", "r2");
    browser.localStorage.setItem("token", "new");
  });
  const request = jest.fn(async () => ({ accessToken: "never", refreshToken: "never" }));
  const waiting = refreshSession(request, { navigate: jest.fn(), locks });
  release();
  await otherTab;
  await expect(waiting).resolves.toBe(true);
  expect(request).not.toHaveBeenCalled();
  expect(getAccessToken()).toBe("new");
  expect(getRefreshToken()).toBe("r2");
});

test("another tab signed out while this one waited: nothing is sent, no redirect", async () => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const locks = createFakeLocks();
  const otherTab = locks.request(REFRESH_LOCK_NAME, async () => browser.localStorage.clear());
  const request = jest.fn(async () => ({ accessToken: "never", refreshToken: "never" }));
  const navigate = jest.fn();
  const waiting = refreshSession(request, { navigate, locks });
  await otherTab;
  await expect(waiting).resolves.toBe(false);
  expect(request).not.toHaveBeenCalled();
  expect(navigate).not.toHaveBeenCalled();
});

test("uses navigator.locks when the browser has it", async () => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const locks = createFakeLocks();
  Object.defineProperty(globalThis, "navigator", { value: { locks }, configurable: true });
  try {
    await refreshSession(async () => ({ accessToken: "new", refreshToken: "r2" }), { navigate: jest.fn() });
  } finally {
    Reflect.deleteProperty(globalThis, "navigator");
  }
  expect(locks.requested).toEqual([REFRESH_LOCK_NAME]);
  expect(getRefreshToken()).toBe("r2");
});

test("no refresh token stored: signed out without a request or a redirect", async () => {
  browser.localStorage.setItem("token", "old");
  syncSessionFromStorage();
  const request = jest.fn(async () => ({ accessToken: "new", refreshToken: "r2" }));
  const navigate = jest.fn();
  await expect(refreshSession(request, { navigate })).resolves.toBe(false);
  expect(request).not.toHaveBeenCalled();
  expect(getAccessToken()).toBeNull();
  expect(navigate).not.toHaveBeenCalled();
});

test("a sign-out in another tab during the request wins: nothing is stored back", async () => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const request = jest.fn(async () => {
    browser.localStorage.clear();
    return { accessToken: "new", refreshToken: "r2" };
  });
  const navigate = jest.fn();
  await expect(refreshSession(request, { navigate })).resolves.toBe(false);
  expect(getAccessToken()).toBeNull();
  expect(navigate).not.toHaveBeenCalled();
});

test("a lock manager that refuses the request: the refresh still runs, in turn within the page", async () => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const refusing = { request: async () => Promise.reject(new DOMException("The document is not fully active.", "InvalidStateError")) };
  await expect(refreshSession(async () => ({ accessToken: "new", refreshToken: "r2" }), { navigate: jest.fn(), locks: refusing })).resolves.toBe(true);
  expect(getRefreshToken()).toBe("r2");
});

test("after storing rotated tokens the caller goes on at once, and the next tab's turn waits until the writes have reached it", async () => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const locks = createFakeLocks();
  const refreshed = refreshSession(async () => ({ accessToken: "new", refreshToken: "r2" }), { navigate: jest.fn(), locks });
  let turn = 0;
  const otherTab = locks.request(REFRESH_LOCK_NAME, async () => {
    turn = Date.now();
  });
  await expect(refreshed).resolves.toBe(true);
  const done = Date.now();
  expect(turn).toBe(0);
  await otherTab;
  expect(turn - done).toBeGreaterThanOrEqual(ROTATION_SETTLE_MS - 20);
});

test("a refresh that stores nothing lets the lock go at once", async () => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const locks = createFakeLocks();
  const refreshed = refreshSession(async () => null, { navigate: jest.fn(), locks });
  let turn = 0;
  const otherTab = locks.request(REFRESH_LOCK_NAME, async () => {
    turn = Date.now();
  });
  await expect(refreshed).resolves.toBe(false);
  await otherTab;
  expect(turn).toBeGreaterThan(0);
});
