import { PROFILE_FIRST_QUERIES } from "@/components/account/profile-queries";
import { NOT_THE_DEFAULT_LOAN, savedHomesFirstQueries } from "@/components/listings/saved/saved-homes-queries";
import { DEFAULT_LISTING_LOAN, LISTING_LOAN_STORAGE_KEY } from "@/lib/listings/assumptions";
import { EARLY_ANSWERS_GLOBAL, signedInPreloadScript, type EarlyRequests } from "@/lib/session/signed-in-preload";
import { TOKEN_KEY } from "@/lib/session/storage";
import { installFakeBrowser } from "@/lib/session/testing/fake-browser";

import { createApolloClient } from "./create-apollo-client";
import { EARLY_ANSWER_MAX_AGE_MS, fetchTakingEarlyAnswers, takeEarlyAnswer } from "./early-answers";
import { firstBatches } from "./first-batches";
import { adoptFirstQuery, startFirstQueries, withFirstQueries, type AnyFirstQuery } from "./first-queries";
import { createFakeServer } from "./testing/fake-graphql-server";

const browser = installFakeBrowser();
const globals = browser as unknown as Record<string, unknown>;
const realFetch = globalThis.fetch;

/** The network under the page: every request, each operation answered with no data. */
function network() {
  const server = createFakeServer(() => ({ data: null }));
  globalThis.fetch = server.fetch;
  return server.requests;
}

afterAll(() => (globalThis.fetch = realFetch));

function Part() {
  return null;
}

/** Starts `queries` as a signed-in part does, on a client whose transport takes early answers. */
async function startAsThePartDoes(queries: readonly AnyFirstQuery[]) {
  const client = createApolloClient({ requestRefresh: () => Promise.reject(new Error("no refresh here")), fetch: fetchTakingEarlyAnswers });
  const { answered } = await startFirstQueries(client, [withFirstQueries(Part, () => queries)]);
  await answered;
  for (const spec of queries) adoptFirstQuery(client, spec)?.release();
  client.stop();
}

/** Runs the page's inline script (no chunks to preload) at `path` in the fake browser. */
function runPageScript(early: EarlyRequests, path = "/profile/") {
  browser.location.search = new URL(path, "http://localhost").search;
  new Function("window", "location", "localStorage", "fetch", signedInPreloadScript([], early))(
    browser,
    browser.location,
    browser.localStorage,
    globalThis.fetch,
  );
}

beforeEach(() => {
  browser.localStorage.clear();
  delete globals[EARLY_ANSWERS_GLOBAL];
});

describe("a signed-in page's first queries, sent before its code", () => {
  it("are computed as Apollo sends them: one request per endpoint, no token", async () => {
    const profile = await firstBatches(PROFILE_FIRST_QUERIES);
    expect(profile.map((batch) => batch.uri)).toEqual(["/api/graphql/"]);
    expect((JSON.parse(profile[0]!.body) as { operationName: string }[]).map((op) => op.operationName)).toEqual(["Me", "MyAgentProfile", "MyMembership"]);
    expect(profile[0]!.headers).toMatchObject({ "x-request-source": "web", "content-type": "application/json" });
    expect(profile[0]!.headers).not.toHaveProperty("authorization");
    const savedHomes = await firstBatches(savedHomesFirstQueries(DEFAULT_LISTING_LOAN));
    expect(savedHomes.map((batch) => batch.uri)).toEqual(["/graphql/", "/api/graphql/"]);
  });

  it("are sent by the page's script with the stored token, and Apollo takes their answers instead of asking again", async () => {
    const sent = network();
    browser.localStorage.setItem(TOKEN_KEY, "access-token");
    runPageScript({ requests: await firstBatches(PROFILE_FIRST_QUERIES) });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBe("Bearer access-token");
    expect(sent[0]!.operations.map((operation) => operation.operationName)).toEqual(["Me", "MyAgentProfile", "MyMembership"]);

    await startAsThePartDoes(PROFILE_FIRST_QUERIES);
    expect(sent).toHaveLength(1);
    // Taken once: the same request again goes to the network.
    await startAsThePartDoes(PROFILE_FIRST_QUERIES);
    expect(sent).toHaveLength(2);
  });

  it("are not sent without an access token, with an api key in the address, or when the variables would differ", async () => {
    const sent = network();
    const requests = await firstBatches(savedHomesFirstQueries(DEFAULT_LISTING_LOAN));
    runPageScript({ requests, ...NOT_THE_DEFAULT_LOAN }, "/saved-homes/");
    expect(sent).toHaveLength(0);

    browser.localStorage.setItem(TOKEN_KEY, "access-token");
    runPageScript({ requests, ...NOT_THE_DEFAULT_LOAN }, "/saved-homes/?key=abc");
    runPageScript({ requests, ...NOT_THE_DEFAULT_LOAN }, "/saved-homes/?downPaymentPercent=10");
    browser.localStorage.setItem(LISTING_LOAN_STORAGE_KEY, "{}");
    runPageScript({ requests, ...NOT_THE_DEFAULT_LOAN }, "/saved-homes/");
    expect(sent).toHaveLength(0);

    browser.localStorage.removeItem(LISTING_LOAN_STORAGE_KEY);
    runPageScript({ requests, ...NOT_THE_DEFAULT_LOAN }, "/saved-homes/");
    expect(sent.map((request) => request.url)).toEqual(["/graphql/", "/api/graphql/"]);
  });

  it("are taken only for the same address, body and token, while fresh", async () => {
    const response = Promise.resolve(new Response("[]"));
    const entry = { uri: "/api/graphql/", body: "[1]", authorization: "Bearer a", at: 1_000, response };
    const init = (body: string, token: string): RequestInit => ({ method: "POST", body, headers: { authorization: `Bearer ${token}` } });
    globals[EARLY_ANSWERS_GLOBAL] = [entry];
    expect(takeEarlyAnswer("/graphql/", init("[1]", "a"), 1_000)).toBeUndefined();
    expect(takeEarlyAnswer("/api/graphql/", init("[2]", "a"), 1_000)).toBeUndefined();
    expect(takeEarlyAnswer("/api/graphql/", init("[1]", "b"), 1_000)).toBeUndefined();
    expect(takeEarlyAnswer("/api/graphql/", init("[1]", "a"), 1_001 + EARLY_ANSWER_MAX_AGE_MS)).toBeUndefined();
    await expect(takeEarlyAnswer("/api/graphql/", init("[1]", "a"), 1_000)).resolves.toBe(await response);
    expect(takeEarlyAnswer("/api/graphql/", init("[1]", "a"), 1_000)).toBeUndefined();
  });
});
