// Scale-out and PostgreSQL faults: two production servers of this build (`next
// start`) on one PostgreSQL database, a round-robin proxy in front. A session begun on one works
// on the other, a sign-out on one revokes it on both, a rate limit counts the attempts of both,
// and a widget's counts add up. The second instance reaches the database through a TCP relay the
// test cuts or freezes: lost mid-run (reset or silent) and unreachable at start, it says so (log,
// red /api/health), serves what needs no database, and recovers by itself when the database is
// back, no restart. The first is killed with SIGKILL in the middle of writes (./crash-support.ts). Runs when
// TEST_DATABASE_URL names a PostgreSQL server (.ci/run sets it when one answers).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";
import pg from "pg";

import { healthStatus, startAppServer, waitForHealth, type AppServer } from "../support/app-server";
import { asUser, errorCode, graphql, PASSWORD, signUpAt, uniqueClientIp } from "../support/graphql-http";
import { createScratchDatabase, testDatabaseUrl, type ScratchDatabase } from "../support/postgres-database";
import { startRoundRobinProxy, type RoundRobinProxy } from "../support/round-robin-proxy";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { startInsideOneWindow, timeoutWithWindowWait } from "../support/rate-window";

import { crashFixture, expectRecovered, writeUntilKilled } from "./crash-support";
import { TEST_STRIPE_ENV } from "../support/stripe-test-events.cjs";

const adminUrl = testDatabaseUrl();
test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");
test.describe.configure({ mode: "serial" });

// RATE_LIMITS.signInPerEmail (lib/server/rate-limit/policies.ts): 10 failed attempts per address in 15 minutes.
const SIGN_IN_PER_EMAIL = 10;
const [PROXY_PORT, ONE_PORT, TWO_PORT, RELAY_PORT] = [3360, 3361, 3362, 3367] as const;

let database: ScratchDatabase;
let relay: TcpProxy;
let proxy: RoundRobinProxy;
let first: AppServer;
let second: AppServer;
let one: string;
let two: string;
const dataDirs: string[] = [];

/**
 * Starts instance `port` on `databaseUrl`, as a deployment runs them: one public origin (SITE_URL,
 * the tokens' issuer) and one AUTH_SECRET for all, so tokens one signs verify on the other; its
 * own DATA_DIR.
 */
function instance(port: number, databaseUrl: string): AppServer {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-scale-"));
  dataDirs.push(dataDir);
  const env = {
    ...TEST_STRIPE_ENV,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${PROXY_PORT}`,
    AUTH_SECRET: "scale-out-test-secret-".padEnd(48, "x"),
  };
  return startAppServer({ port, env });
}

/** The database's URL through the relay. */
function relayed(url: string): string {
  const through = new URL(url);
  through.hostname = "127.0.0.1";
  through.port = String(RELAY_PORT);
  return through.toString();
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createScratchDatabase(adminUrl!, "scale");
  relay = await startTcpProxy(RELAY_PORT, { host: database.host, port: database.port });
  // Both start at once on the empty database: they race through the migrations and the sample data.
  first = instance(ONE_PORT, database.url);
  second = instance(TWO_PORT, relayed(database.url));
  await Promise.all([waitForHealth(first), waitForHealth(second)]);
  [one, two] = [first.url, second.url];
  proxy = await startRoundRobinProxy([one, two], PROXY_PORT);
});

test.afterAll(async () => {
  await proxy?.close();
  await Promise.all([first?.stop(), second?.stop()]);
  await relay?.close();
  await database?.drop();
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a session begun on one instance works on the other, saved homes included", async () => {
  const session = await signUpAt(one);
  const me = await graphql(two, "{ me { hashid } }", {}, asUser(session));
  expect(me.data?.me, JSON.stringify(me.errors)).toEqual({ hashid: session.hashid });

  const refreshed = await graphql(
    two,
    "mutation ($t: String!) { refreshAccessToken(refreshToken: $t) { accessToken } }",
    { t: session.refreshToken },
    { "x-forwarded-for": uniqueClientIp() },
  );
  const accessToken = (refreshed.data?.refreshAccessToken as { accessToken: string }).accessToken;

  const search = await graphql(one, "{ listings(page: 1, pageSize: 1) { items { hashid } } }");
  const listing = (search.data?.listings as { items: { hashid: string }[] }).items[0]!.hashid;
  const saved = await graphql(one, "mutation ($h: ID!) { favoriteListing(hashid: $h) { hashid isFavorite } }", { h: listing }, asUser({ accessToken }));
  expect(saved.data?.favoriteListing).toEqual({ hashid: listing, isFavorite: true });
  const mine = await graphql(two, "{ myFavoriteListings { total items { hashid } } }", {}, asUser({ accessToken }));
  expect(mine.data?.myFavoriteListings).toEqual({ total: 1, items: [{ hashid: listing }] });
});

test("a sign-out on one instance revokes the session on both", async () => {
  const session = await signUpAt(two);
  expect((await graphql(one, "{ me { hashid } }", {}, asUser(session))).data?.me).toEqual({ hashid: session.hashid });

  const out = await graphql(one, "mutation ($t: String!) { signOut(refreshToken: $t) }", { t: session.refreshToken });
  expect(out.data?.signOut).toBe(true);

  for (const origin of [one, two]) {
    const me = await graphql(origin, "{ me { hashid } }", {}, asUser(session));
    expect(me.status, origin).toBe(401);
    expect(errorCode(me)).toBe("UNAUTHENTICATED");
    const refresh = await graphql(origin, "mutation ($t: String!) { refreshAccessToken(refreshToken: $t) { accessToken } }", { t: session.refreshToken });
    expect(errorCode(refresh), origin).toBe("UNAUTHENTICATED");
  }
});

test("a rate limit counts the attempts made on both instances", async () => {
  test.setTimeout(timeoutWithWindowWait(120_000, 90));
  const { email } = await signUpAt(one);
  await startInsideOneWindow(900, 90);
  const attempt = () =>
    graphql(
      proxy.url,
      "mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }",
      { input: { email, password: `${PASSWORD} wrong` } },
      { "x-forwarded-for": uniqueClientIp() },
    );
  const served = new Set<string | null>();
  for (let i = 1; i <= SIGN_IN_PER_EMAIL; i += 1) {
    const answer = await attempt();
    served.add(answer.upstream);
    expect(errorCode(answer), `attempt ${i}`).not.toBe("RATE_LIMITED");
  }
  expect(served).toEqual(new Set(["3361", "3362"]));
  // Five on each: a per-instance counter would still allow these.
  for (let i = 0; i < 2; i += 1) expect(errorCode(await attempt())).toBe("RATE_LIMITED");
});

test("a widget's loads and calculations from both instances add up", async () => {
  const owner = await signUpAt(two);
  const created = await graphql(
    one,
    "mutation ($input: CreateWidgetInput!) { createWidget(input: $input) { hashid key } }",
    { input: { name: "Scale-out", allowedDomains: ["example.com"], calcType: "FHA" } },
    asUser(owner),
  );
  const widget = created.data?.createWidget as { hashid: string; key: string };

  const loads = 6;
  const calculations = 8;
  for (let i = 0; i < loads; i += 1) {
    const frame = await fetch(`${proxy.url}/mortgage-calculator-widget/?key=${widget.key}`, { headers: { referer: "https://example.com/" } });
    expect(frame.status).toBe(200);
  }
  // The frame (served from the cache, the same for every page) asks for its token with the page
  // that embedded it, an allowed one.
  const asked = await graphql(
    proxy.url,
    "mutation ($embedder: String) { widgetFrameToken(embedder: $embedder) }",
    { embedder: "https://example.com/" },
    { "api-key": widget.key, origin: `http://localhost:${PROXY_PORT}` },
  );
  const token = asked.data?.widgetFrameToken as string;
  expect(token).toEqual(expect.any(String));
  // Concurrent, from one visitor's frame (this site's origin): each is an upsert adding to the day's row, so none is lost.
  const counted = await Promise.all(
    Array.from({ length: calculations }, () =>
      graphql(
        proxy.url,
        "mutation ($token: String) { recordWidgetCalculation(token: $token) }",
        { token },
        { "api-key": widget.key, origin: `http://localhost:${PROXY_PORT}`, "x-forwarded-for": "10.78.0.1" },
      ),
    ),
  );
  expect(counted.map((answer) => answer.data?.recordWidgetCalculation)).toEqual(Array(calculations).fill(true));

  // Loads are counted after the frame's response is sent (proxy.ts, `waitUntil`): wait for the last one.
  await expect
    .poll(async () => {
      const answer = await graphql(proxy.url, "{ myWidgets { usage(days: 1) { loads calculations } } }", {}, asUser(owner));
      return (answer.data?.myWidgets as { usage: { loads: number; calculations: number }[] }[])[0]?.usage[0];
    })
    .toEqual({ loads, calculations });
});

test("a change made on one instance, or by a script, shows on the other at its next request: listing, widget frame and its frame-ancestors", async () => {
  const search = await graphql(one, "{ listings(page: 1, pageSize: 1) { items { hashid listingKey } } }");
  const { hashid, listingKey } = (search.data?.listings as { items: { hashid: string; listingKey: string }[] }).items[0]!;
  const listingPage = (origin: string) => fetch(`${origin}/listings/${hashid}/`);
  // The search at the new price: each instance answers it from its in-memory index of the homes
  // for sale once that is read for the data version it sees (docs/architecture.md, Listing search).
  const atNewPrice = async (origin: string) => {
    const answer = await graphql(origin, "{ listings(dto: { priceMin: 987654, priceMax: 987654 }, page: 1, pageSize: 5) { items { hashid } } }");
    return (answer.data?.listings as { items: { hashid: string }[] }).items.map((item) => item.hashid);
  };
  for (const origin of [one, two]) expect(await atNewPrice(origin)).not.toContain(hashid);
  // Searched again once the indexes are read: still without it.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const origin of [one, two]) expect(await atNewPrice(origin)).not.toContain(hashid);
  // Rendered once (on either instance), then served from the shared cache by both.
  await listingPage(one);
  for (const origin of [one, two]) {
    const served = await listingPage(origin);
    expect(served.headers.get("x-nextjs-cache"), origin).toBe("HIT");
    expect(await served.text()).not.toContain("$987,654");
  }
  // A listings:sync or listings:import run writes the row (here the same statement, outside either server).
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query("update listings set list_price = 987654 where listing_key = $1", [listingKey]);
  } finally {
    await client.end();
  }
  for (const origin of [two, one]) expect(await (await listingPage(origin)).text(), origin).toContain("$987,654");
  // The search sees it at the next request on both, and still once each has read its index again.
  for (const origin of [two, one]) expect(await atNewPrice(origin), origin).toContain(hashid);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const origin of [two, one]) expect(await atNewPrice(origin), origin).toContain(hashid);

  const owner = await signUpAt(one);
  const created = await graphql(
    one,
    "mutation ($input: CreateWidgetInput!) { createWidget(input: $input) { hashid key } }",
    { input: { name: "Across", allowedDomains: ["example.com"], calcType: "FHA", themeColor: "#123456" } },
    asUser(owner),
  );
  const widget = created.data?.createWidget as { hashid: string; key: string };
  const frame = (origin: string, key = widget.key) =>
    fetch(`${origin}/mortgage-calculator-widget/?key=${key}`, { headers: { referer: "https://example.com/" } });
  // Within a second of a change the cache renders afresh (the commit margin, docs/architecture.md Caching).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await frame(two);
  const cached = await frame(two);
  expect(cached.headers.get("x-nextjs-cache")).toBe("HIT");
  expect(await cached.text()).toContain("#123456");

  const update = "mutation ($h: ID!, $input: UpdateWidgetInput!) { updateWidget(hashid: $h, input: $input) { key } }";
  await graphql(one, update, { h: widget.hashid, input: { themeColor: "#654321", allowedDomains: ["news.example.net"] } }, asUser(owner));
  const edited = await frame(two);
  expect(edited.headers.get("content-security-policy")).toContain("https://news.example.net");
  expect(edited.headers.get("content-security-policy")).not.toContain("https://example.com");
  expect(await edited.text()).toContain("#654321");

  await graphql(one, "mutation ($h: ID!) { deleteWidget(hashid: $h) }", { h: widget.hashid }, asUser(owner));
  const deleted = await frame(two);
  expect(await deleted.text()).not.toContain('data-widget="fha"');
  expect(deleted.headers.get("content-security-policy")).toContain("frame-ancestors *");
});

test("both instances applied the schema once and seeded one copy of the sample data", async () => {
  const answer = await graphql(proxy.url, "{ listings(page: 1, pageSize: 1) { total } }");
  // The active part of SEED_LISTING_COUNT (5,000, lib/server/db/seed.ts) sample listings: two
  // copies would be nearly twice that.
  const { total } = answer.data?.listings as { total: number };
  expect(total).toBeGreaterThan(4000);
  expect(total).toBeLessThanOrEqual(5000);
  for (const server of [first, second]) expect(server.output()).not.toContain('"level":"error"');
});

test("the database lost mid-run: health red on that instance only, errors instead of hangs, recovery without a restart", async () => {
  const session = await signUpAt(two);
  await relay.cut();
  await expect.poll(() => healthStatus(two), { timeout: 20_000 }).toBe(503);
  expect(await healthStatus(one)).toBe(200);
  const started = Date.now();
  const during = await graphql(two, "{ me { hashid } }", {}, asUser(session));
  expect(during.data).toBeNull();
  expect(Date.now() - started).toBeLessThan(15_000);
  expect((await graphql(one, "{ me { hashid } }", {}, asUser(session))).data?.me).toEqual({ hashid: session.hashid });

  await relay.restore();
  await expect.poll(() => healthStatus(two), { timeout: 20_000 }).toBe(200);
  expect((await graphql(two, "{ me { hashid } }", {}, asUser(session))).data?.me).toEqual({ hashid: session.hashid });
});

test("the database silent mid-run (packets dropped, no reset): health red within its timeout, then green when it answers", async () => {
  relay.freeze();
  const started = Date.now();
  // /api/health waits at most 5 s for the database (lib/server/health.ts).
  expect(await healthStatus(two)).toBe(503);
  expect(Date.now() - started).toBeLessThan(9_000);
  expect(await healthStatus(one)).toBe(200);
  relay.thaw();
  await expect.poll(() => healthStatus(two), { timeout: 20_000 }).toBe(200);
  expect((await graphql(two, "{ listings(page: 1, pageSize: 1) { total } }")).data?.listings).toEqual({ total: expect.any(Number) });
});

test("the database unreachable at start: the server starts, says why, serves pages that need no database, and opens it when it answers", async () => {
  await second.stop();
  await relay.cut();
  second = instance(TWO_PORT, relayed(database.url));
  await waitForHealth(second, 503);
  expect(second.output()).toContain(`Cannot connect to PostgreSQL at postgres://postgres@127.0.0.1:${RELAY_PORT}/`);
  const health = (await (await fetch(`${two}/api/health`)).json()) as { database: unknown };
  expect(health.database).toEqual({ ok: false, kind: null, latencyMs: null, error: "The database is unavailable; see the server log." });
  expect((await fetch(`${two}/`)).status).toBe(200);
  expect((await graphql(two, "{ listings(page: 1, pageSize: 1) { total } }")).data).toBeNull();

  await relay.restore();
  await waitForHealth(second, 200);
  expect((await graphql(two, "{ listings(page: 1, pageSize: 1) { total } }")).data?.listings).toEqual({ total: expect.any(Number) });
});

test("SIGKILL in the middle of writes: the other instance has every acknowledged write at once, and the killed one comes back", async () => {
  test.setTimeout(180_000);
  const fixture = await crashFixture(one);
  const acked = await writeUntilKilled(first, fixture);
  await expectRecovered(two, acked, fixture);
  first = instance(ONE_PORT, database.url);
  await waitForHealth(first);
  expect((await graphql(one, "{ me { hashid } }", {}, asUser(fixture.saver))).data?.me).toEqual({ hashid: fixture.saver.hashid });
});
