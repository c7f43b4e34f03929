import { getAccessToken, getRefreshToken, getSessionSnapshot, startSession, syncSessionFromStorage } from "@/lib/session/session";
import { installFakeBrowser } from "@/lib/session/testing/fake-browser";

import { refreshSession } from "./refresh";

const browser = installFakeBrowser();

beforeEach(() => {
  browser.localStorage.clear();
  syncSessionFromStorage();
});

test("replaces the access token (the refresh token stays)", async () => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const request = jest.fn(async () => ({ accessToken: "new", mustConfirmEmailDaysLeft: null, mustConfirmEmailExpiration: null }));
  await expect(refreshSession(request, { navigate: jest.fn() })).resolves.toBe(true);
  expect(request).toHaveBeenCalledWith("r");
  expect(getAccessToken()).toBe("new");
  expect(getRefreshToken()).toBe("r");
});

test.each([
  ["returns no data", async () => null],
  ["returns an empty token", async () => ({ accessToken: "" })],
  ["throws", async () => Promise.reject(new Error("offline"))],
])("signs out when the refresh %s", async (_label, request) => {
  startSession({ accessToken: "old", refreshToken: "r" });
  const navigate = jest.fn();
  await expect(refreshSession(request, { navigate })).resolves.toBe(false);
  expect(getSessionSnapshot().signedIn).toBe(false);
  expect(getRefreshToken()).toBeNull();
  expect(navigate).toHaveBeenCalledWith("/sign-in/");
});

test("no refresh token stored: signed out without a request or a redirect", async () => {
  browser.localStorage.setItem("token", "old");
  syncSessionFromStorage();
  const request = jest.fn(async () => ({ accessToken: "new" }));
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
    return { accessToken: "new" };
  });
  const navigate = jest.fn();
  await expect(refreshSession(request, { navigate })).resolves.toBe(false);
  expect(getAccessToken()).toBeNull();
  expect(navigate).not.toHaveBeenCalled();
});
