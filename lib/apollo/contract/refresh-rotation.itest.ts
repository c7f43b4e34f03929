/**
 * Refresh-token rotation through the real Apollo client against the real route handler. Each
 * "tab" loads its own copy of the client modules (its own Apollo client, single-flight refresh
 * and session store, as two browser tabs have) while both share one localStorage and one lock
 * manager, as the tabs of one origin share them. Run with the integration config:
 *   NODE_OPTIONS=--experimental-vm-modules npx jest -c jest.integration.config.mjs lib/apollo/contract/refresh-rotation.itest.ts
 */
import { MeDocument } from "@/graphql/generated/documents/profile";
import { RefreshAccessTokenDocument } from "@/graphql/generated/documents/refresh";
import { installFakeBrowser } from "@/lib/session/testing/fake-browser";
import { GOOD_PASSWORD, uniqueEmail } from "@/tests/integration/support/accounts";
import { ORIGIN, setUpApi } from "@/tests/integration/support/api";
import { POST as graphqlPost } from "@/app/api/graphql/route";

import { createFakeLocks, type FakeLocks } from "../testing/fake-locks";

let browser: ReturnType<typeof installFakeBrowser>;
let env: Awaited<ReturnType<typeof setUpApi>>;
let locks: FakeLocks;
beforeAll(async () => {
  // The database first: PGlite takes a global `window` for a browser.
  env = await setUpApi();
  browser = installFakeBrowser();
});
afterAll(async () => {
  await env.tearDown();
});
beforeEach(() => {
  browser.localStorage.clear();
  locks = createFakeLocks();
  Object.defineProperty(globalThis, "navigator", { value: { locks }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "navigator");
});

interface TabModules {
  session: typeof import("@/lib/session/session");
  actions: typeof import("../account-actions");
  factory: typeof import("../create-apollo-client");
  browserClient: typeof import("../browser-client");
}

/** One browser tab: its own module instances over the shared storage and locks. */
async function openTab(ip: string) {
  const sent: string[] = [];
  const navigations: string[] = [];
  const fetchToServer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    headers.set("x-forwarded-for", ip);
    if (typeof init?.body === "string") {
      const parsed: unknown = JSON.parse(init.body);
      sent.push(...(Array.isArray(parsed) ? parsed : [parsed]).map((o: { operationName?: string }) => o.operationName ?? ""));
    }
    return graphqlPost(new Request(new URL(url, ORIGIN), { ...init, headers }));
  };
  const holder: { modules?: TabModules } = {};
  await jest.isolateModulesAsync(async () => {
    holder.modules = {
      session: await import("@/lib/session/session"),
      actions: await import("../account-actions"),
      factory: await import("../create-apollo-client"),
      browserClient: await import("../browser-client"),
    };
  });
  const { modules } = holder;
  if (!modules) throw new Error("The tab's modules did not load.");
  const { session, actions, factory, browserClient } = modules;
  const client = factory.createApolloClient({
    fetch: fetchToServer as typeof fetch,
    requestRefresh: browserClient.requestRefresh,
    getApiKey: () => null,
    navigate: (path) => navigations.push(path),
  });
  const me = async () => (await client.query({ query: MeDocument, fetchPolicy: "network-only" })).data?.me.email;
  return { client, session, actions, sent, navigations, me };
}

async function signedInTab(ip: string) {
  const tab = await openTab(ip);
  const email = uniqueEmail("rotation");
  await expect(tab.actions.signUp({ name: "Grace Hopper", email, password: GOOD_PASSWORD }, undefined, tab.client)).resolves.toMatchObject({ ok: true });
  return { tab, email };
}

test("a silent refresh stores the rotated refresh token; the spent one is refused and ends the session", async () => {
  const { tab, email } = await signedInTab("10.9.1.1");
  const first = tab.session.getRefreshToken() ?? "";
  browser.localStorage.setItem("token", "not.a.valid.token");
  await expect(tab.me()).resolves.toBe(email);
  expect(tab.sent.slice(-3)).toEqual(["Me", "RefreshAccessToken", "Me"]);
  const second = tab.session.getRefreshToken() ?? "";
  expect(second).not.toBe(first);
  expect(second).not.toBe("");

  // A copy of the spent token (a thief's) is refused, and the family ends with it: the tab's
  // newest tokens stop working, and its next refresh signs it out.
  const replay = await tab.client.mutate({ mutation: RefreshAccessTokenDocument, variables: { refreshToken: first }, fetchPolicy: "no-cache" });
  expect(replay.data?.refreshAccessToken).toBeFalsy();
  await expect(tab.me()).resolves.toBeUndefined();
  expect(tab.session.getRefreshToken()).toBeNull();
  expect(tab.navigations).toEqual(["/sign-in/"]);
});

test("two tabs refreshing at once both stay signed in: one refresh is sent, the other tab uses its tokens", async () => {
  const { tab: one, email } = await signedInTab("10.9.1.2");
  const two = await openTab("10.9.1.3");
  expect(two.session.getSessionSnapshot().signedIn).toBe(true);
  const first = one.session.getRefreshToken();

  for (let round = 0; round < 3; round += 1) {
    browser.localStorage.setItem("token", "not.a.valid.token");
    await expect(Promise.all([one.me(), two.me()])).resolves.toEqual([email, email]);
  }
  expect([...one.sent, ...two.sent].filter((name) => name === "RefreshAccessToken")).toHaveLength(3);
  expect(one.session.getRefreshToken()).not.toBe(first);
  expect(one.navigations).toEqual([]);
  expect(two.navigations).toEqual([]);
  expect(locks.requested.length).toBeGreaterThanOrEqual(3);
});

test("sign-out after rotation ends the session in every tab", async () => {
  const { tab: one } = await signedInTab("10.9.1.4");
  const two = await openTab("10.9.1.5");
  browser.localStorage.setItem("token", "not.a.valid.token");
  await two.me();
  const rotatedAccess = two.session.getAccessToken() ?? "";
  const rotatedRefresh = two.session.getRefreshToken() ?? "";
  expect(rotatedRefresh).not.toBe("");

  await expect(one.actions.signOut({ navigate: (path) => one.navigations.push(path) }, one.client)).resolves.toEqual({ redirected: true });
  expect(one.navigations).toEqual(["/sign-in/"]);
  // The tokens tab two had are dead on the server, not just forgotten here.
  browser.localStorage.setItem("token", rotatedAccess);
  browser.localStorage.setItem("refreshToken", rotatedRefresh);
  await expect(two.me()).resolves.toBeUndefined();
  expect(two.session.getRefreshToken()).toBeNull();
});
