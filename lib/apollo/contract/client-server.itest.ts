/**
 * The client against the real server, in process: the Apollo client built by
 * createApolloClient (every link, batching and uploads included) talks to the route handler
 * Next serves at /api/graphql, on a fresh database. Checks that the client documents, the
 * session rules and the server agree. Run with the integration config:
 *   NODE_OPTIONS=--experimental-vm-modules npx jest -c jest.integration.config.mjs \
 *     --roots '<rootDir>/lib/apollo/contract' --testMatch '**\/*.itest.ts'
 */
import { MeDocument } from "@/graphql/generated/documents/profile";
import { getAccessToken, getRefreshToken, getSessionSnapshot, syncSessionFromStorage } from "@/lib/session/session";
import { startSession } from "@/lib/session/session-writes";
import { installFakeBrowser } from "@/lib/session/testing/fake-browser";
import { GOOD_PASSWORD, uniqueEmail, waitForMail } from "@/tests/integration/support/accounts";
import { ORIGIN, setUpApi } from "@/tests/integration/support/api";
import { POST as graphqlPost } from "@/app/api/graphql/route";

import { changePassword, confirmEmail, signIn, signOut, signUp, updateName, updatePhoto } from "../account-actions";
import { requestRefresh } from "../browser-client";
import { createApolloClient } from "../create-apollo-client";
import { isUnauthenticatedError } from "../errors";

let browser: ReturnType<typeof installFakeBrowser>;
let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  // The database first: PGlite takes a global `window` for a browser.
  env = await setUpApi();
  browser = installFakeBrowser();
});
afterAll(async () => {
  await env.tearDown();
});

interface Sent {
  url: string;
  operations: string[];
  status: number;
}

function makeClient(ip: string) {
  const sent: Sent[] = [];
  const navigations: string[] = [];
  const fetchToServer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    headers.set("x-forwarded-for", ip);
    const request = new Request(new URL(url, ORIGIN), { ...init, headers });
    let operations: string[] = ["(multipart)"];
    if (typeof init?.body === "string") {
      const parsed: unknown = JSON.parse(init.body);
      operations = (Array.isArray(parsed) ? parsed : [parsed]).map((o: { operationName?: string }) => o.operationName ?? "");
    }
    const response = await graphqlPost(request);
    sent.push({ url, operations, status: response.status });
    return response;
  };
  const client = createApolloClient({
    fetch: fetchToServer as typeof fetch,
    requestRefresh,
    getApiKey: () => null,
    navigate: (path) => navigations.push(path),
  });
  return { client, sent, navigations };
}

beforeEach(() => {
  browser.localStorage.clear();
  syncSessionFromStorage();
});

test("sign up, me, confirm, silent refresh, password change, sign-out revocation", async () => {
  const { client, sent, navigations } = makeClient("10.9.0.1");
  const email = uniqueEmail("contract");

  const created = await signUp({ name: "Ada Lovelace", email, password: GOOD_PASSWORD }, undefined, client);
  expect(created).toMatchObject({ ok: true });
  expect(getSessionSnapshot().signedIn).toBe(true);
  expect(getSessionSnapshot().emailConfirmation?.daysLeft).toBeGreaterThan(0);
  expect(sent[0]?.url).toBe("/api/graphql/");

  const me = await client.query({ query: MeDocument, fetchPolicy: "network-only" });
  expect(me.error).toBeUndefined();
  expect(me.data?.me.email).toBe(email);

  const mail = await waitForMail(env.dataDir, email, "confirm-email");
  const token = new URL(mail.links.find((link) => link.includes("/confirm-email/")) ?? "").searchParams.get("token") ?? "";
  await expect(confirmEmail(token, client)).resolves.toMatchObject({ ok: true });
  expect(getSessionSnapshot().emailConfirmation).toBeNull();
  await expect(confirmEmail(token, client)).resolves.toMatchObject({ ok: false, message: expect.stringMatching(/expired or was already used/) });

  // A broken access token: one refresh, one retry, the caller sees data.
  browser.localStorage.setItem("token", "not.a.valid.token");
  sent.length = 0;
  const again = await client.query({ query: MeDocument, fetchPolicy: "network-only" });
  expect(again.error).toBeUndefined();
  expect(again.data?.me.email).toBe(email);
  expect(sent.flatMap((s) => s.operations)).toEqual(["Me", "RefreshAccessToken", "Me"]);
  expect(getAccessToken()).not.toBe("not.a.valid.token");

  // Batching: the server accepts the client's batched request.
  sent.length = 0;
  await Promise.all([updateName("Ada King", undefined, client), client.query({ query: MeDocument, fetchPolicy: "network-only" })]);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.operations.sort()).toEqual(["Me", "UpdateProfile"]);

  // A photo through the multipart upload link (a 1x1 PNG).
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  const photo = new File([png], "me.png", { type: "image/png" });
  await expect(updatePhoto({ photo }, undefined, client)).resolves.toMatchObject({ ok: true });
  const withPhoto = await client.query({ query: MeDocument, fetchPolicy: "network-only" });
  expect(withPhoto.data?.me.photoUrl).toMatch(/^\/api\/uploads\//);

  // Not an image: the server's field error reaches the setter.
  const setFieldErrors = jest.fn();
  const notImage = await updatePhoto({ photo: new File(["hello"], "x.png", { type: "image/png" }) }, setFieldErrors, client);
  expect(notImage.ok).toBe(false);
  expect(setFieldErrors).toHaveBeenCalledWith(expect.objectContaining({ photo: expect.any(String) }));

  // Validation errors of a form go to the setter, first message per field.
  const weak = jest.fn();
  await expect(changePassword({ currentPassword: GOOD_PASSWORD, newPassword: "short" }, weak, client)).resolves.toMatchObject({ ok: false });
  expect(weak).toHaveBeenCalledWith({ newPassword: expect.stringMatching(/10 characters/) });
  const newPassword = `${GOOD_PASSWORD} and more`;
  const oldRefresh = getRefreshToken();
  await expect(changePassword({ currentPassword: GOOD_PASSWORD, newPassword }, undefined, client)).resolves.toMatchObject({ ok: true });
  expect(getRefreshToken()).not.toBe(oldRefresh);

  // Sign-out revokes the refresh token: using it again signs the user out with a redirect.
  const revoked = getRefreshToken() ?? "";
  await expect(signOut({ navigate: (path) => navigations.push(path) }, client)).resolves.toEqual({ redirected: true });
  expect(getSessionSnapshot().signedIn).toBe(false);
  startSession({ accessToken: "not.a.valid.token", refreshToken: revoked });
  const refused = await client.query({ query: MeDocument, fetchPolicy: "network-only" });
  expect(refused.error).toBeDefined();
  expect(getSessionSnapshot().signedIn).toBe(false);
  expect(navigations).toEqual(["/sign-in/", "/sign-in/"]);

  // Sign in with the new password; a wrong one is a field error on the password.
  const wrong = jest.fn();
  await expect(signIn({ email, password: "wrong password 123" }, wrong, client)).resolves.toMatchObject({ ok: false });
  expect(wrong).toHaveBeenCalledWith({ password: "The email or password is incorrect." });
  await expect(signIn({ email, password: newPassword }, undefined, client)).resolves.toMatchObject({ ok: true });
  expect(getSessionSnapshot().signedIn).toBe(true);
});

test("signed out: `me` is refused as unauthenticated, and with no refresh token nothing is retried", async () => {
  const { client, sent, navigations } = makeClient("10.9.0.2");
  browser.localStorage.setItem("token", "not.a.valid.token");
  syncSessionFromStorage();
  const result = await client.query({ query: MeDocument, fetchPolicy: "network-only" });
  expect(isUnauthenticatedError(result.error ?? new Error("no error"))).toBe(true);
  expect(sent.flatMap((s) => s.operations)).toEqual(["Me"]);
  // A batched answer is HTTP 200 (one status cannot describe ten operations); the error's code says it.
  expect(sent[0]?.status).toBe(200);
  // Seed: without a refresh token the session ends without a redirect.
  expect(getAccessToken()).toBeNull();
  expect(getSessionSnapshot().signedIn).toBe(false);
  expect(navigations).toEqual([]);
});

test("a browser that signed in before is not locked out by other people's failed sign-ins", async () => {
  const owner = makeClient("10.9.0.3");
  const email = uniqueEmail("device");
  await expect(signUp({ name: "Ada Lovelace", email, password: GOOD_PASSWORD }, undefined, owner.client)).resolves.toMatchObject({ ok: true });
  await signOut({ navigate: () => undefined }, owner.client);

  // The other people's browsers hold none of the owner's storage (one fake browser here).
  const kept = browser.localStorage.getItem("deviceTokens");
  expect(kept).toEqual(expect.any(String));
  browser.localStorage.removeItem("deviceTokens");
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const stranger = makeClient(`10.9.1.${attempt}`);
    await expect(signIn({ email, password: "a wrong guess at it" }, undefined, stranger.client)).resolves.toMatchObject({ ok: false, code: "BAD_USER_INPUT" });
  }
  const elsewhere = makeClient("10.9.2.1");
  await expect(signIn({ email, password: GOOD_PASSWORD }, undefined, elsewhere.client)).resolves.toMatchObject({ ok: false, code: "RATE_LIMITED" });

  browser.localStorage.setItem("deviceTokens", kept ?? "");
  await expect(signIn({ email, password: GOOD_PASSWORD }, undefined, owner.client)).resolves.toMatchObject({ ok: true });
  expect(getSessionSnapshot().signedIn).toBe(true);
});
