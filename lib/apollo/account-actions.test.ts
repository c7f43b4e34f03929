import { getAccessToken, getRefreshToken, getSessionSnapshot, startSession, syncSessionFromStorage } from "@/lib/session/session";
import { installFakeBrowser } from "@/lib/session/testing/fake-browser";

import { confirmEmail, deleteAccount, resetPassword, signIn, signOut } from "./account-actions";
import { createApolloClient } from "./create-apollo-client";
import { createFakeServer, type RequestResponder, type Responder } from "./testing/fake-graphql-server";

const browser = installFakeBrowser();

function setup(respond: Responder, intercept?: RequestResponder) {
  const server = createFakeServer(respond, intercept);
  const client = createApolloClient({ fetch: server.fetch, getApiKey: () => null, requestRefresh: async () => null, logNetworkError: () => undefined });
  return { server, client };
}

beforeEach(() => {
  browser.localStorage.clear();
  browser.navigations.length = 0;
  syncSessionFromStorage();
});

describe("sign-out", () => {
  test("revokes the stored refresh token, clears both tokens and redirects to /sign-in/", async () => {
    startSession({ accessToken: "a", refreshToken: "refresh-1" });
    const { server, client } = setup(() => ({ data: { signOut: true } }));
    const navigate = jest.fn();
    await expect(signOut({ navigate }, client)).resolves.toEqual({ redirected: true });
    expect(server.operations()).toEqual([expect.objectContaining({ operationName: "SignOut", variables: { refreshToken: "refresh-1" } })]);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getSessionSnapshot().signedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/sign-in/");
  });

  test("signs out on this device even when the server cannot be reached", async () => {
    startSession({ accessToken: "a", refreshToken: "refresh-1" });
    const { client } = setup(() => ({ data: { signOut: true } }), () => Promise.reject(new TypeError("Failed to fetch")));
    const navigate = jest.fn();
    await expect(signOut({ navigate }, client)).resolves.toEqual({ redirected: true });
    expect(getSessionSnapshot().signedIn).toBe(false);
  });

  test("no refresh token stored: nothing to revoke, only the access token goes, no redirect", async () => {
    browser.localStorage.setItem("token", "a");
    syncSessionFromStorage();
    const { server, client } = setup(() => ({ data: { signOut: true } }));
    const navigate = jest.fn();
    await expect(signOut({ navigate }, client)).resolves.toEqual({ redirected: false });
    expect(server.requests).toHaveLength(0);
    expect(getAccessToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("outcomes", () => {
  test("sign-in refused after the grace period carries the API's code", async () => {
    const { client } = setup(() => ({ data: null, errors: [{ message: "Confirm your email address to continue.", extensions: { code: "EMAIL_NOT_CONFIRMED" } }] }));
    await expect(signIn({ email: "a@example.com", password: "p" }, undefined, client)).resolves.toEqual({
      ok: false,
      message: "Confirm your email address to continue.",
      code: "EMAIL_NOT_CONFIRMED",
    });
    expect(getSessionSnapshot().signedIn).toBe(false);
  });

  test("network trouble becomes a plain sentence", async () => {
    const { client } = setup(() => ({}), () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(confirmEmail("token", client)).resolves.toEqual({ ok: false, message: "We could not reach the server. Check your connection and try again." });
  });

  test("a password reset forgets this device's session without a redirect", async () => {
    startSession({ accessToken: "a", refreshToken: "r" });
    const { client } = setup(() => ({ data: { resetPassword: true } }));
    await expect(resetPassword({ token: "t", password: "a-long-new-password" }, undefined, client)).resolves.toMatchObject({ ok: true });
    expect(getSessionSnapshot().signedIn).toBe(false);
    expect(browser.navigations).toEqual([]);
  });

  test("deleting the account forgets the session (the page navigates)", async () => {
    startSession({ accessToken: "a", refreshToken: "r" });
    const { client } = setup(() => ({ data: { deleteAccount: true } }));
    await expect(deleteAccount({ password: "p" }, undefined, client)).resolves.toMatchObject({ ok: true });
    expect(getRefreshToken()).toBeNull();
    expect(browser.navigations).toEqual([]);
  });
});
