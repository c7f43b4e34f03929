import { getAccessToken, getRefreshToken, getSessionSnapshot, syncSessionFromStorage } from "@/lib/session/session";
import { startSession } from "@/lib/session/session-writes";
import { installFakeBrowser } from "@/lib/session/testing/fake-browser";

import { DEVICE_TOKENS_KEY } from "@/lib/session/storage";

import { confirmEmail, deleteAccount, resetPassword, signIn, signOut } from "./account-actions";
import { createApolloClient } from "./create-apollo-client";
import { createFakeServer, type RequestResponder, type Responder, type SentOperation } from "./testing/fake-graphql-server";

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
    const { client } = setup(
      () => ({ data: { signOut: true } }),
      () => Promise.reject(new TypeError("Failed to fetch")),
    );
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
    const { client } = setup(() => ({
      data: null,
      errors: [{ message: "Confirm your email address to continue.", extensions: { code: "EMAIL_NOT_CONFIRMED" } }],
    }));
    await expect(signIn({ email: "a@example.com", password: "p" }, undefined, client)).resolves.toEqual({
      ok: false,
      message: "Confirm your email address to continue.",
      code: "EMAIL_NOT_CONFIRMED",
    });
    expect(getSessionSnapshot().signedIn).toBe(false);
  });

  test("network trouble becomes a plain sentence", async () => {
    const { client } = setup(
      () => ({}),
      () => Promise.reject(new TypeError("Failed to fetch")),
    );
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

describe("device proofs", () => {
  function newSession(email: string, deviceToken: string) {
    const user = {
      __typename: "User",
      hashid: `h-${email}`,
      email,
      name: "Pat",
      emailConfirmed: true,
      pendingEmail: null,
      mustConfirmEmailDaysLeft: null,
      mustConfirmEmailExpiration: null,
      photoUrl: null,
    };
    return {
      data: {
        signIn: {
          __typename: "AuthPayload",
          accessToken: "a",
          refreshToken: "r",
          deviceToken,
          mustConfirmEmailDaysLeft: null,
          mustConfirmEmailExpiration: null,
          user,
        },
      },
    };
  }

  function proofServer() {
    let issued = 0;
    return setup((operation: SentOperation) => {
      if (operation.operationName === "SignOut") return { data: { signOut: true } };
      const input = operation.variables.input as { email: string };
      issued += 1;
      return newSession(input.email.trim().toLowerCase(), `proof-${issued}`);
    });
  }

  const sentInputs = (server: ReturnType<typeof proofServer>["server"]) =>
    server
      .operations()
      .filter((operation) => operation.operationName === "SignIn")
      .map((operation) => operation.variables.input);

  test("sign-in sends the proof kept for that address, keeps the new one, and sign-out leaves it", async () => {
    const { server, client } = proofServer();
    await expect(signIn({ email: "Pat@Example.com", password: "p" }, undefined, client)).resolves.toMatchObject({ ok: true });
    await signOut({ navigate: jest.fn() }, client);
    await signIn({ email: " pat@example.com ", password: "p" }, undefined, client);
    await signIn({ email: "pat@example.com", password: "p" }, undefined, client);
    await signIn({ email: "sam@example.com", password: "p" }, undefined, client);
    expect(sentInputs(server)).toEqual([
      { email: "Pat@Example.com", password: "p" },
      { email: " pat@example.com ", password: "p", deviceToken: "proof-1" },
      { email: "pat@example.com", password: "p", deviceToken: "proof-2" },
      { email: "sam@example.com", password: "p" },
    ]);
    // Filed under a digest, not the address.
    expect(browser.localStorage.getItem(DEVICE_TOKENS_KEY)).not.toContain("example.com");
  });

  test("keeps the last five accounts; a corrupt entry is ignored", async () => {
    const { server, client } = proofServer();
    browser.localStorage.setItem(DEVICE_TOKENS_KEY, "{not json");
    for (const name of ["a", "b", "c", "d", "e", "f"]) await signIn({ email: `${name}@example.com`, password: "p" }, undefined, client);
    await signIn({ email: "f@example.com", password: "p" }, undefined, client);
    // "a" was the oldest of six: forgotten. Signing in again keeps it, and "b" goes.
    await signIn({ email: "a@example.com", password: "p" }, undefined, client);
    await signIn({ email: "c@example.com", password: "p" }, undefined, client);
    await signIn({ email: "b@example.com", password: "p" }, undefined, client);
    expect(sentInputs(server).slice(-4)).toEqual([
      { email: "f@example.com", password: "p", deviceToken: "proof-6" },
      { email: "a@example.com", password: "p" },
      { email: "c@example.com", password: "p", deviceToken: "proof-3" },
      { email: "b@example.com", password: "p" },
    ]);
  });
});
