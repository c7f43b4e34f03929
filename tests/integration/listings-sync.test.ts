// The RESO Web API sync against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and
// a local server speaking OData (tests/support/reso-server.ts): full and incremental runs, both
// paging styles, ties on one timestamp across pages, a crash and the resume, off market and back,
// a refused token, invalid records, retries, malformed answers, the not-configured no-op, and the
// real CLI (including a kill -9 in the middle of a run).
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";

import { parseEnv } from "@/lib/env";
import { queryRows } from "@/lib/server/db/client";
import { feedConfigFromEnv, FEED_NOT_CONFIGURED, type FeedConfig } from "@/lib/server/listings/sync/config";
import { acquirePostgresSyncLock } from "@/lib/server/listings/sync/run-lock";
import { loadFeedState } from "@/lib/server/listings/sync/state";
import { syncFeed, type SyncOptions } from "@/lib/server/listings/sync/sync";
import { startResoServer, type FeedProperty, type ResoServer } from "@/tests/support/reso-server";

import { migratedDataDir, openWhenUnlocked, runCliProcess } from "./support/cli-process";
import { createTestDatabase, describeEngineFree, engineName, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
let server: ResoServer;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(async () => {
  server = await startResoServer();
  await database.handle.db.execute(sql`delete from listings where source = 'mls'`);
  await database.handle.db.execute(sql`delete from listing_feed_state`);
});
afterEach(async () => {
  await server.close();
});

const BASE_TIME = Date.parse("2026-03-01T12:00:00Z");

/** A valid feed record; `minute` sets its ModificationTimestamp (minutes after BASE_TIME). */
function property(key: string, minute: number, overrides: Record<string, unknown> = {}): FeedProperty {
  return {
    ListingKey: key,
    StandardStatus: "Active",
    ListPrice: 300000 + minute * 1000,
    PropertyType: "Residential",
    PropertySubType: "Single Family Residence",
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    City: "Austin",
    StateOrProvince: "TX",
    PostalCode: "78701",
    CountyOrParish: "Travis",
    Latitude: 30.27,
    Longitude: -97.74,
    TaxAnnualAmount: 6500,
    ModificationTimestamp: new Date(BASE_TIME + minute * 60_000).toISOString(),
    OriginatingSystemName: "testmls",
    Media: [
      { MediaKey: `${key}-b`, MediaURL: `https://media.example/${key}/2.jpg`, Order: 2, MediaCategory: "Photo" },
      { MediaKey: `${key}-a`, MediaURL: `https://media.example/${key}/1.jpg`, Order: 1, MediaCategory: "Photo" },
      { MediaKey: `${key}-d`, MediaURL: `https://media.example/${key}/plan.pdf`, Order: 0, MediaCategory: "Document" },
    ],
    ...overrides,
  };
}

function range(prefix: string, count: number, minute: (index: number) => number): FeedProperty[] {
  return Array.from({ length: count }, (_, index) => property(`${prefix}${String(index).padStart(3, "0")}`, minute(index)));
}

function config(pageSize = 5, token = server.token): FeedConfig {
  return { root: server.root, token, pageSize };
}

async function run(options: Partial<SyncOptions> & { pageSize?: number; token?: string } = {}) {
  const log: string[] = [];
  const report = await syncFeed({
    db: database.handle.db,
    config: config(options.pageSize, options.token),
    http: { backoffMs: 1, timeoutMs: 5_000, maxAttempts: 3, maxRetryAfterMs: 2_000 },
    log: (line) => log.push(line),
    ...options,
  });
  return { report, log };
}

interface StoredRow {
  listing_key: string;
  standard_status: string;
  list_price: string;
  media: string[];
  off_market_at: Date | string | null;
  feed_seen_at: Date | string | null;
}

async function rows(): Promise<StoredRow[]> {
  return queryRows<StoredRow>(
    database.handle.db,
    sql`select listing_key, standard_status, list_price::text, media, off_market_at, feed_seen_at from listings where source = 'mls' order by listing_key`,
  );
}

/** The Property requests the incremental pass made (the sweep's carry $select). */
function incrementalRequests() {
  return server.requests.filter((request) => request.path.endsWith("/Property") && request.params.$select === undefined);
}

describe(`listings sync (${engineName})`, () => {
  test("not configured: unset or `off` is no feed at all", () => {
    const base = { NODE_ENV: "test" };
    expect(feedConfigFromEnv(parseEnv(base))).toBeNull();
    expect(feedConfigFromEnv(parseEnv({ ...base, LISTINGS_FEED_URL: "off", LISTINGS_FEED_TOKEN: "off" }))).toBeNull();
    expect(feedConfigFromEnv(parseEnv({ ...base, LISTINGS_FEED_URL: "https://feed.example/odata/", LISTINGS_FEED_TOKEN: "t" }))).toEqual({
      root: "https://feed.example/odata",
      token: "t",
      pageSize: 200,
    });
    expect(() => parseEnv({ ...base, LISTINGS_FEED_URL: "https://feed.example/odata" })).toThrow(/go together/);
    expect(() => parseEnv({ ...base, LISTINGS_FEED_URL: "ftp://feed.example", LISTINGS_FEED_TOKEN: "t" })).toThrow(/LISTINGS_FEED_URL/);
    expect(() => parseEnv({ ...base, LISTINGS_FEED_PAGE_SIZE: "0" })).toThrow(/LISTINGS_FEED_PAGE_SIZE/);
  });

  test("first run replicates every record (client-driven paging), Media expanded to ordered photo URLs", async () => {
    server.put(range("FULL-", 12, (i) => i));
    const { report } = await run();
    expect(report.outcome).toBe("completed");
    // Each request after the first starts at the last committed record (fetched again, dropped).
    expect(report.counts).toMatchObject({ pages: 3, fetched: 14, inserted: 12, updated: 0, rejected: 0, alreadyCommitted: 2 });
    const stored = await rows();
    expect(stored.map((row) => row.listing_key)).toEqual(range("FULL-", 12, (i) => i).map((p) => p.ListingKey));
    expect(stored[0]!.media).toEqual(["https://media.example/FULL-000/1.jpg", "https://media.example/FULL-000/2.jpg"]);
    expect(stored.every((row) => row.off_market_at === null && row.feed_seen_at !== null)).toBe(true);

    const pages = incrementalRequests();
    expect(pages.map((request) => request.params.$filter)).toEqual([
      undefined,
      `ModificationTimestamp ge ${new Date(BASE_TIME + 4 * 60_000).toISOString()}`,
      `ModificationTimestamp ge ${new Date(BASE_TIME + 8 * 60_000).toISOString()}`,
    ]);
    expect(pages[0]!.params).toMatchObject({ $orderby: "ModificationTimestamp asc,ListingKey asc", $top: "5", $expand: "Media" });
    expect(pages[0]!.params.$filter).toBeUndefined();
    expect(report.cursor).toEqual({ timestamp: new Date(BASE_TIME + 11 * 60_000).toISOString(), keysAtTimestamp: ["FULL-011"] });

    const state = await loadFeedState(database.handle.db, server.root);
    expect(state.runningSince).toBeNull();
    expect(state.lastCompletedAt).not.toBeNull();
    expect(state.lastSweep).toMatchObject({ keysInFeed: 12, markedOffMarket: 0 });
  });

  test("incremental run asks only for records modified since the cursor", async () => {
    server.put(range("INC-", 8, (i) => i));
    await run();
    server.requests.length = 0;

    server.put([property("INC-002", 20, { ListPrice: 299000 }), property("INC-005", 21, { StandardStatus: "Closed" }), property("INC-100", 22)]);
    const { report } = await run();
    expect(report.outcome).toBe("completed");
    const pages = incrementalRequests();
    expect(pages).toHaveLength(1);
    expect(pages[0]!.params.$filter).toBe(`ModificationTimestamp ge ${new Date(BASE_TIME + 7 * 60_000).toISOString()}`);
    // The cursor's own record comes back with `ge` and is dropped, not upserted again.
    expect(report.counts).toMatchObject({ fetched: 4, alreadyCommitted: 1, inserted: 1, updated: 2, unchanged: 0 });
    const byKey = new Map((await rows()).map((row) => [row.listing_key, row]));
    expect(byKey.get("INC-002")!.list_price).toBe("299000.00");
    // A closed listing is stored with its status (the search shows for-sale statuses only).
    expect(byKey.get("INC-005")!.standard_status).toBe("Closed");
    expect(byKey.size).toBe(9);

    // Nothing changed: one request, nothing written.
    server.requests.length = 0;
    const again = await run();
    expect(again.report.counts).toMatchObject({ fetched: 1, alreadyCommitted: 1, inserted: 0, updated: 0 });
  });

  test("a record modified during the run moves to its end, and no other record is missed", async () => {
    server.put(range("LIVE-", 12, (i) => i));
    let modified = false;
    server.onPropertyRequest((params) => {
      // Before the second page: a record of the first page changes. With one fixed query and a
      // growing $skip, every later record would shift one place back and LIVE-005 be stepped over.
      if (!modified && params.$select === undefined && params.$filter !== undefined) {
        modified = true;
        server.put([property("LIVE-001", 100, { ListPrice: 123456 })]);
      }
    });
    const { report } = await run();
    expect(report.outcome).toBe("completed");
    expect(report.counts).toMatchObject({ inserted: 12, updated: 1 });
    const byKey = new Map((await rows()).map((row) => [row.listing_key, row]));
    expect(byKey.size).toBe(12);
    expect(byKey.get("LIVE-001")!.list_price).toBe("123456.00");
    expect(report.cursor?.keysAtTimestamp).toEqual(["LIVE-001"]);
  });

  test("server-driven paging: follows @odata.nextLink", async () => {
    server.setNextLink(true, 3);
    server.put(range("NEXT-", 11, (i) => i));
    const { report } = await run({ pageSize: 5 });
    expect(report.outcome).toBe("completed");
    expect(report.counts).toMatchObject({ fetched: 13, inserted: 11, alreadyCommitted: 2 });
    expect((await rows()).length).toBe(11);
    const pages = incrementalRequests();
    // $top=5 is served as pages of 3 and 2 with a next link; a full $top asks again from the cursor.
    const at = (minute: number) => `ModificationTimestamp ge ${new Date(BASE_TIME + minute * 60_000).toISOString()}`;
    expect(pages.map((request) => [request.params.$filter ?? "-", request.params.$skiptoken ?? "-"])).toEqual([
      ["-", "-"],
      ["-", "3"],
      [at(4), "-"],
      [at(4), "3"],
      [at(8), "-"],
    ]);
  });

  test("many records on one timestamp across page boundaries, interrupted and resumed", async () => {
    server.put(range("TIE-", 13, () => 5));
    server.put([property("TIE-LATER", 9)]);
    // Page 1 commits, page 2 fails every time.
    server.failRequest(2, "500");
    const first = await run({ pageSize: 5 });
    expect(first.report.outcome).toBe("failed");
    expect(first.report.error).toMatch(/The MLS feed failed \(HTTP 500\).*gave up after 3 attempts/);
    expect(first.report.counts).toMatchObject({ pages: 1, inserted: 5 });
    expect(first.report.cursor?.keysAtTimestamp).toHaveLength(5);
    expect((await rows()).length).toBe(5);

    server.clearFault();
    server.requests.length = 0;
    const second = await run({ pageSize: 5 });
    expect(second.report.outcome).toBe("completed");
    expect(second.report.resumed).toBe(true);
    // Each request skips the keys committed at that timestamp but one (fetched again, dropped).
    expect(second.report.counts).toMatchObject({ alreadyCommitted: 3, inserted: 9, updated: 0, unchanged: 0 });
    expect(incrementalRequests().map((request) => [request.params.$filter, request.params.$skip])).toEqual([
      [`ModificationTimestamp ge ${new Date(BASE_TIME + 5 * 60_000).toISOString()}`, "4"],
      [`ModificationTimestamp ge ${new Date(BASE_TIME + 5 * 60_000).toISOString()}`, "8"],
      [`ModificationTimestamp ge ${new Date(BASE_TIME + 5 * 60_000).toISOString()}`, "12"],
    ]);
    const keys = (await rows()).map((row) => row.listing_key);
    expect(keys).toHaveLength(14);
    expect(new Set(keys).size).toBe(14);
  });

  test("a crash on page 3 (connection dropped) loses nothing and the resume duplicates nothing", async () => {
    server.put(range("CRASH-", 20, (i) => i));
    server.failRequest(3, "drop");
    const first = await run({ pageSize: 5 });
    expect(first.report.outcome).toBe("failed");
    expect(first.report.error).toMatch(/Could not reach the MLS feed at http:\/\/127\.0\.0\.1:\d+ \(.+\)/);
    // Pages 1 and 2 committed: 000-004, then 004 (again, dropped) to 008.
    expect((await rows()).map((row) => row.listing_key)).toEqual(range("CRASH-", 9, (i) => i).map((p) => p.ListingKey));
    const saved = await loadFeedState(database.handle.db, server.root);
    expect(saved.runningSince).not.toBeNull();
    expect(saved.cursor).toEqual({ timestamp: new Date(BASE_TIME + 8 * 60_000).toISOString(), keysAtTimestamp: ["CRASH-008"] });
    // No sweep after a failed pass: nothing marked off market.
    expect(saved.lastSweep).toBeNull();

    server.clearFault();
    const second = await run({ pageSize: 5 });
    expect(second.report.outcome).toBe("completed");
    expect(second.report.counts).toMatchObject({ inserted: 11, updated: 0, unchanged: 0, alreadyCommitted: 3 });
    const keys = (await rows()).map((row) => row.listing_key);
    expect(keys).toEqual(range("CRASH-", 20, (i) => i).map((p) => p.ListingKey));
  });

  test("a listing that leaves the feed goes off market (kept); when it returns it is back on", async () => {
    server.put(range("GONE-", 6, (i) => i));
    await run();
    server.remove("GONE-002");
    server.remove("GONE-004");
    const afterRemoval = await run();
    expect(afterRemoval.report.sweep).toMatchObject({ keysInFeed: 4, markedOffMarket: 2, backOnMarket: 0, skippedReason: null });
    let byKey = new Map((await rows()).map((row) => [row.listing_key, row]));
    expect(byKey.size).toBe(6);
    expect(byKey.get("GONE-002")!.off_market_at).not.toBeNull();
    expect(byKey.get("GONE-004")!.off_market_at).not.toBeNull();
    expect(byKey.get("GONE-001")!.off_market_at).toBeNull();

    // GONE-002 returns unchanged (found by the sweep), GONE-004 returns modified (the incremental pass).
    server.put([property("GONE-002", 2), property("GONE-004", 30, { ListPrice: 410000 })]);
    const back = await run();
    expect(back.report.counts).toMatchObject({ updated: 1 });
    expect(back.report.sweep).toMatchObject({ keysInFeed: 6, markedOffMarket: 0, backOnMarket: 1 });
    byKey = new Map((await rows()).map((row) => [row.listing_key, row]));
    expect([...byKey.values()].every((row) => row.off_market_at === null)).toBe(true);
    expect(byKey.get("GONE-004")!.list_price).toBe("410000.00");
  });

  test("an empty feed marks nothing off market (more likely a fault than every listing gone)", async () => {
    server.put(range("EMPTY-", 3, (i) => i));
    await run();
    for (const key of ["EMPTY-000", "EMPTY-001", "EMPTY-002"]) server.remove(key);
    const { report } = await run();
    expect(report.outcome).toBe("completed");
    expect(report.sweep?.skippedReason).toMatch(/listed no listings/);
    expect((await rows()).every((row) => row.off_market_at === null)).toBe(true);
  });

  test("a listing removed while the sweep pages makes no other key go missing", async () => {
    server.put(range("RACE-", 12, (i) => i));
    await run();
    // RACE-001 leaves after the sweep's first page listed it. With a growing $skip the pages would
    // shift and RACE-005 would never be listed (and be marked off market); keyset paging lists it.
    server.onPropertyRequest((params) => {
      if (params.$select === "ListingKey" && params.$filter === "ListingKey gt 'RACE-004'") server.remove("RACE-001");
    });
    const { report } = await run();
    expect(report.sweep).toMatchObject({ keysInFeed: 12, markedOffMarket: 0, skippedReason: null });
    expect((await rows()).every((row) => row.off_market_at === null)).toBe(true);
    server.onPropertyRequest(null);
    const next = await run();
    expect(next.report.sweep).toMatchObject({ keysInFeed: 11, markedOffMarket: 1, skippedReason: null });
    expect((await rows()).filter((row) => row.off_market_at !== null).map((row) => row.listing_key)).toEqual(["RACE-001"]);
  });

  test("a redirect is reported with where it leads, not followed with the token", async () => {
    server.failRequest(1, "redirect", 1);
    const { report } = await run();
    expect(report.error).toBe(
      "The MLS feed redirected (HTTP 301) to https://feed.example/odata/Property?$orderby=ModificationTimestamp%20asc%2CListingKey%20asc&$expand=Media&$top=5: set LISTINGS_FEED_URL to the address it now answers at",
    );
  });

  test("a refused token: the message, and nothing changes", async () => {
    server.put(range("AUTH-", 3, (i) => i));
    const { report } = await run({ token: "wrong" });
    expect(report.outcome).toBe("failed");
    expect(report.error).toBe("The MLS feed refused the token (HTTP 401): The access token is missing, invalid or expired.");
    expect(await rows()).toEqual([]);
    expect(await queryRows(database.handle.db, sql`select 1 from listing_feed_state`)).toEqual([]);
    // Not retried: one request.
    expect(server.requests).toHaveLength(1);
  });

  test("invalid records are logged with their key and reason, skipped, and passed by the cursor", async () => {
    server.put(range("VALID-", 4, (i) => i));
    server.put([
      property("BAD-STATUS", 10, { StandardStatus: "Sold-ish" }),
      property("BAD-CITY", 11, { City: "" }),
      property("BAD-PRICE", 12, { ListPrice: "a lot" }),
    ]);
    const { report, log } = await run();
    expect(report.outcome).toBe("completed");
    expect(report.counts).toMatchObject({ fetched: 8, inserted: 4, rejected: 3, alreadyCommitted: 1 });
    expect(report.rejected.map((item) => item.listingKey)).toEqual(["BAD-STATUS", "BAD-CITY", "BAD-PRICE"]);
    expect(log).toContainEqual(expect.stringMatching(/^Skipped listing BAD-STATUS: StandardStatus: StandardStatus must be one of/));
    expect(log).toContainEqual("Skipped listing BAD-PRICE: ListPrice: ListPrice must be a number.");
    expect(report.cursor?.keysAtTimestamp).toEqual(["BAD-PRICE"]);
    expect((await rows()).length).toBe(4);
    // The broken records are not fetched again and again.
    const again = await run();
    expect(again.report.counts).toMatchObject({ fetched: 1, alreadyCommitted: 1, rejected: 0 });
  });

  test("429 and 5xx are retried (Retry-After honoured); a Retry-After past the cap stops with a message", async () => {
    server.put(range("RETRY-", 3, (i) => i));
    server.failRequest(1, "429", 1, 1);
    const started = Date.now();
    const ok = await run();
    expect(ok.report.outcome).toBe("completed");
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(server.requests[0]!.status).toBe(429);

    server.failRequest(1, "500", 2);
    expect((await run()).report.outcome).toBe("completed");

    server.failRequest(1, "429", 1, 120);
    const refused = await run();
    expect(refused.report.outcome).toBe("failed");
    expect(refused.report.error).toMatch(/asked to wait 120 s .*longer than the 2 s a run waits/);
  });

  test("an answer that is not JSON, or not an OData collection, stops the run with a clear message", async () => {
    server.put(range("FMT-", 3, (i) => i));
    server.failRequest(1, "html", 1);
    const html = await run();
    expect(html.report.error).toBe("The MLS feed answered with something other than JSON (text/html) at /odata/Property");
    server.failRequest(1, "not-collection", 1);
    const shape = await run();
    expect(shape.report.error).toBe('The MLS feed\'s answer is not an OData collection (no "value" array)');
    expect(await rows()).toEqual([]);
  });

  test("the fake server refuses what it does not implement (OData error body)", async () => {
    const get = async (query: string) => {
      const response = await fetch(`${server.root}/Property?${query}`, { headers: { authorization: `Bearer ${server.token}` } });
      return { status: response.status, body: (await response.json()) as { error?: { message: string } } };
    };
    expect((await get("$filter=NoSuchField%20eq%201")).body.error?.message).toBe("Could not find a property named 'NoSuchField' on type 'Property'.");
    expect((await get("$search=pool")).status).toBe(400);
    expect((await get("$filter=ModificationTimestamp%20gt%20'yesterday'")).status).toBe(400);
    expect((await get("$top=-1")).status).toBe(400);
    server.put(range("ODATA-", 4, (i) => i));
    const filtered = await get(
      `$filter=${encodeURIComponent(`ModificationTimestamp ge ${new Date(BASE_TIME + 60_000).toISOString()} and (ListingKey ne 'ODATA-002' or ListPrice gt 1)`)}&$select=ListingKey&$orderby=ListingKey%20desc&$count=true`,
    );
    expect(filtered.body).toMatchObject({ "@odata.count": 3, value: [{ ListingKey: "ODATA-003" }, { ListingKey: "ODATA-002" }, { ListingKey: "ODATA-001" }] });
  });

  test("--full replicates from the start again without duplicating rows", async () => {
    server.put(range("RE-", 6, (i) => i));
    await run();
    const { report } = await run({ full: true });
    expect(report.counts).toMatchObject({ fetched: 7, inserted: 0, unchanged: 6, alreadyCommitted: 1 });
    expect((await rows()).length).toBe(6);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
(postgresUrl ? describe : describe.skip)("listings sync on a PostgreSQL server", () => {
  test("one run at a time: a second is refused until the first releases its lock", async () => {
    const first = await acquirePostgresSyncLock(postgresUrl!);
    expect(first).not.toBeNull();
    expect(await acquirePostgresSyncLock(postgresUrl!)).toBeNull();
    await first!();
    const again = await acquirePostgresSyncLock(postgresUrl!);
    expect(again).not.toBeNull();
    await again!();
  });
});

// ---- the real command ------------------------------------------------------------------------

function cli(env: Record<string, string>, onStart?: (child: ChildProcess) => void) {
  return runCliProcess("listings-sync.ts", [], env, onStart);
}

async function countIn(dataDir: string): Promise<{ total: number; distinct: number }> {
  const handle = await openWhenUnlocked(dataDir);
  try {
    const [row] = await queryRows<{ total: number; distinct: number }>(
      handle.db,
      sql`select count(*)::int as total, count(distinct listing_key)::int as "distinct" from listings where source = 'mls'`,
    );
    return row!;
  } finally {
    await handle.close();
  }
}

describeEngineFree("listings:sync command", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-sync-cli-"));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("not configured: says so, exits 0, touches nothing", async () => {
    const result = await cli({ DATA_DIR: dataDir, LISTINGS_FEED_URL: "off", LISTINGS_FEED_TOKEN: "off" });
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(FEED_NOT_CONFIGURED);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  test("syncs into a PGlite DATA_DIR, reports counts, exits 1 on a refused token", async () => {
    server.put(range("CLI-", 7, (i) => i));
    await migratedDataDir(dataDir);
    const env = { DATA_DIR: dataDir, LISTINGS_FEED_URL: server.root, LISTINGS_FEED_TOKEN: server.token, LISTINGS_FEED_PAGE_SIZE: "3" };
    const first = await cli(env);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`Synced ${server.root}: 4 pages, 10 records fetched, 7 new, 0 updated, 0 unchanged, 0 rejected, 3 already committed.`);
    expect(first.stdout).toContain("Key sweep: 7 keys in the feed, 0 marked off market, 0 back on market.");

    const refused = await cli({ ...env, LISTINGS_FEED_TOKEN: "expired" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("The MLS feed refused the token (HTTP 401)");
    expect(await countIn(dataDir)).toEqual({ total: 7, distinct: 7 });
  }, 120_000);

  test("kill -9 in the middle of a run, then a rerun: every record once", async () => {
    server.put(range("KILL-", 12, (i) => i));
    await migratedDataDir(dataDir);
    // The third page is never answered: the command waits on it with two pages committed.
    server.failRequest(3, "hang", 1);
    const env = { DATA_DIR: dataDir, LISTINGS_FEED_URL: server.root, LISTINGS_FEED_TOKEN: server.token, LISTINGS_FEED_PAGE_SIZE: "4" };
    const killed = await cli(env, (child) => {
      const timer = setInterval(() => {
        if (server.requests.filter((request) => request.path.endsWith("/Property")).length >= 3) {
          clearInterval(timer);
          process.kill(-child.pid!, "SIGKILL");
        }
      }, 20);
    });
    expect(killed.signal).toBe("SIGKILL");
    // Pages 1 and 2 committed: KILL-000..003, then 003 (again, dropped) to 006.
    expect(await countIn(dataDir)).toEqual({ total: 7, distinct: 7 });

    const rerun = await cli(env);
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toContain("(resumed an interrupted run)");
    expect(rerun.stdout).toMatch(/5 new, 0 updated, 0 unchanged, 0 rejected, 2 already committed/);
    expect(await countIn(dataDir)).toEqual({ total: 12, distinct: 12 });
  }, 120_000);

  test("kill -9 while a page is being written: whole pages only, then the rerun resumes and has every record once", async () => {
    server.put(range("MID-", 40, (i) => i));
    await migratedDataDir(dataDir);
    const env = { DATA_DIR: dataDir, LISTINGS_FEED_URL: server.root, LISTINGS_FEED_TOKEN: server.token, LISTINGS_FEED_PAGE_SIZE: "4" };
    let pages = 0;
    const killed = await cli(env, (child) => {
      // Just after the fifth page is sent: the command is storing it (its upserts and cursor in one transaction).
      server.onPropertyRequest(() => {
        pages += 1;
        if (pages === 5) setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 25);
      });
    });
    server.onPropertyRequest(null);
    expect(killed.signal).toBe("SIGKILL");
    // Pages overlap by the record at their boundary (fetched again, dropped): k whole pages are 3k + 1 records.
    const { total, distinct } = await countIn(dataDir);
    expect(distinct).toBe(total);
    expect(total % 3).toBe(1);

    const rerun = await cli(env);
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toContain("(resumed an interrupted run)");
    expect(await countIn(dataDir)).toEqual({ total: 40, distinct: 40 });
  }, 120_000);
});
