// Next's cache handler (lib/cache/next-cache-handler.mjs) against a real database: entries are
// served until one of their tags expires, whoever expires it (the handler's revalidateTag, a
// service's expireCacheTags, the listings trigger a script's write fires); on PostgreSQL a second
// instance reads the first one's entries and sees its expiries; rendered pages keep their bytes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, like } from "drizzle-orm";

import NextCacheHandler, { clearMemoryEntries, decodeValue, encodeValue, SHARED_ENTRY_LIMIT } from "@/lib/cache/next-cache-handler.mjs";
import { resoListingSchema } from "@/lib/listings/reso";
import { COMMIT_MARGIN_MS, databaseCacheStore, expireCacheTags, registerCacheStore } from "@/lib/server/cache/cache-store";
import { listingTag, LISTINGS_TAG, rateSeriesTag, widgetOwnerTag } from "@/lib/server/cache/tags";
import { schema } from "@/lib/server/db/client";
import { upsertListings } from "@/lib/server/listings/upsert";
import { storeNewObservations } from "@/lib/server/rates/store-observations";

import { createTestDatabase, engineName, type TestDatabase } from "./support/test-database";

let database: TestDatabase;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until an expiry made now no longer expires what is read after (the commit margin). */
const pastCommitMargin = () => sleep(COMMIT_MARGIN_MS + 50);

function fetchEntry(body: unknown) {
  return { kind: "FETCH", data: { headers: {}, body: JSON.stringify(body), status: 200, url: "" }, revalidate: 31536000 };
}

/** A second app instance on the same database: its own handler, its own in-process entries. */
function otherInstance(): NextCacheHandler {
  clearMemoryEntries();
  return new NextCacheHandler({});
}

beforeAll(async () => {
  database = await createTestDatabase();
  registerCacheStore(databaseCacheStore(database.handle.db, database.handle.kind));
});

afterAll(async () => {
  registerCacheStore(undefined);
  await database.dispose();
});

beforeEach(() => clearMemoryEntries());

describe(`Next cache handler (${engineName})`, () => {
  test("serves an entry until one of its tags expires, then misses until stored again", async () => {
    const handler = new NextCacheHandler({});
    expect(await handler.get("k1", { kind: "FETCH", tags: ["t:a"] })).toBeNull();
    await handler.set("k1", fetchEntry({ n: 1 }), { tags: ["t:a", "t:b"] });
    const hit = await handler.get("k1", { kind: "FETCH", tags: ["t:a", "t:b"] });
    expect(hit?.value).toEqual(fetchEntry({ n: 1 }));

    await expireCacheTags(database.handle.db, ["t:b"]);
    expect(await handler.get("k1", { kind: "FETCH", tags: ["t:a", "t:b"] })).toBeNull();

    await pastCommitMargin();
    expect(await handler.get("k1", { kind: "FETCH", tags: ["t:a", "t:b"] })).toBeNull();
    await handler.set("k1", fetchEntry({ n: 2 }), { tags: ["t:a", "t:b"] });
    expect((await handler.get("k1", { kind: "FETCH", tags: ["t:a", "t:b"] }))?.value).toEqual(fetchEntry({ n: 2 }));
  });

  test("revalidateTag expires the tag in the database, for every instance", async () => {
    const handler = new NextCacheHandler({});
    await handler.set("k2", fetchEntry("x"), { tags: ["t:c"] });
    await handler.revalidateTag(["t:c"]);
    expect(await handler.get("k2", { kind: "FETCH", tags: ["t:c"] })).toBeNull();
    const [row] = await database.handle.db.select().from(schema.cacheTagExpirations).where(eq(schema.cacheTagExpirations.tag, "t:c"));
    expect(row?.expiredAt).toBeGreaterThan(0);
  });

  test("an entry computed while its data changed is not kept as fresh", async () => {
    const handler = new NextCacheHandler({});
    expect(await handler.get("k3", { kind: "FETCH", tags: ["t:d"] })).toBeNull();
    // The data changes after the miss, while the old value is being computed, then that value is stored.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expireCacheTags(database.handle.db, ["t:d"]);
    await handler.set("k3", fetchEntry("old"), { tags: ["t:d"] });
    expect(await handler.get("k3", { kind: "FETCH", tags: ["t:d"] })).toBeNull();
  });

  test("a write to listings (as listings:import and listings:sync make) expires its listing's tag and the listings tag", async () => {
    const handler = new NextCacheHandler({});
    await handler.set("k4", fetchEntry("page"), { tags: [LISTINGS_TAG] });
    const record = resoListingSchema.parse({
      ListingKey: "CACHE-1",
      StandardStatus: "Active",
      PropertyType: "Residential",
      ListPrice: 300000,
      City: "Cachetown",
      StateOrProvince: "TX",
      PostalCode: "78701",
      ModificationTimestamp: "2026-10-02T10:00:00Z",
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await upsertListings(database.handle.db, [record], "import");
    const [listing] = await database.handle.db.select({ id: schema.listings.id }).from(schema.listings).where(eq(schema.listings.listingKey, "CACHE-1"));
    await pastCommitMargin();
    await handler.set("k5", fetchEntry("one listing"), { tags: [listingTag(listing!.id)] });
    expect(await handler.get("k4", { kind: "FETCH", tags: [LISTINGS_TAG] })).toBeNull();
    expect(await handler.get("k5", { kind: "FETCH", tags: [] })).not.toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 5));
    await database.handle.db.update(schema.listings).set({ listPrice: 310000 }).where(eq(schema.listings.id, listing!.id));
    expect(await handler.get("k5", { kind: "FETCH", tags: [] })).toBeNull();
  });

  test("keeps the rendered pages of listings, agents and widget frames, with their bytes and lifetime", async () => {
    const handler = new NextCacheHandler({});
    const key = "/route-cache/APP_PAGE/abc/$/listings/h1";
    const page = {
      kind: "APP_PAGE",
      html: "<p>home</p>",
      rscData: Buffer.from([0, 1, 2, 250]),
      headers: { "x-next-cache-tags": "listing:999,_N_T_/layout" },
      postponed: undefined,
      status: 200,
      segmentData: new Map([["/_tree", Buffer.from("tree")]]),
    };
    await handler.set(key, page, { cacheControl: { revalidate: 3600, expire: 86400 } });
    const hit = await handler.get(key, { kind: "APP_PAGE" });
    expect(hit?.value).toEqual(page);
    expect(hit?.cacheControl).toEqual({ revalidate: 3600, expire: 86400 });

    await expireCacheTags(database.handle.db, ["listing:999"]);
    expect(await handler.get(key, { kind: "APP_PAGE" })).toBeNull();
  });

  test("keeps the ARM calculator's page until a write to its index series (as rates:import and rates:sync make) expires it", async () => {
    const handler = new NextCacheHandler({});
    const key = "/route-cache/APP_PAGE/0a1b/$/arm-calculator";
    const page = {
      kind: "APP_PAGE",
      html: "<p>SOFR 3.70668%</p>",
      headers: { "x-next-cache-tags": `${rateSeriesTag("SOFR30DAYAVG")},_N_T_/layout` },
      status: 200,
    };
    await handler.set(key, page, { cacheControl: { revalidate: false } });
    expect((await handler.get(key, { kind: "APP_PAGE" }))?.value).toEqual(page);

    // Another series changing leaves it alone; a day of SOFR expires it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await database.handle.db.transaction((tx) => storeNewObservations(tx, "OBMMIC30YF", [{ seriesId: "OBMMIC30YF", date: "2026-10-05", ratePercent: 6.1 }]));
    expect(await handler.get(key, { kind: "APP_PAGE" })).not.toBeNull();
    await database.handle.db.transaction((tx) =>
      storeNewObservations(tx, "SOFR30DAYAVG", [{ seriesId: "SOFR30DAYAVG", date: "2026-10-05", ratePercent: 3.70668 }]),
    );
    expect(await handler.get(key, { kind: "APP_PAGE" })).toBeNull();
    const expired = await database.handle.db
      .select({ tag: schema.cacheTagExpirations.tag })
      .from(schema.cacheTagExpirations)
      .where(like(schema.cacheTagExpirations.tag, "rate-series:%"));
    expect(expired.map((row) => row.tag).sort()).toEqual(["rate-series:OBMMIC30YF", "rate-series:SOFR30DAYAVG"]);

    // A day already stored changes nothing, so it expires nothing (the page stored again as of a
    // read past the expiry's commit margin).
    await pastCommitMargin();
    expect(await handler.get(key, { kind: "APP_PAGE" })).toBeNull();
    await handler.set(key, page, { cacheControl: { revalidate: false } });
    await database.handle.db.transaction((tx) =>
      storeNewObservations(tx, "SOFR30DAYAVG", [{ seriesId: "SOFR30DAYAVG", date: "2026-10-05", ratePercent: 3.70668 }]),
    );
    expect(await handler.get(key, { kind: "APP_PAGE" })).not.toBeNull();
  });

  test("keeps a scenario link's page (a pure function of its address) with no tag", async () => {
    const handler = new NextCacheHandler({});
    const key = "/route-cache/APP_PAGE/def/$/scenario/mortgage-calculator/cHJpY2U9MQ";
    await handler.set(key, { kind: "APP_PAGE", html: "<p>scenario</p>", headers: {}, status: 200 }, { cacheControl: { revalidate: false } });
    expect((await handler.get(key, { kind: "APP_PAGE" }))?.value).toMatchObject({ html: "<p>scenario</p>" });
  });

  test("a new build does not serve the pages of the one before (their HTML names that build's scripts)", async () => {
    const buildDir = (id: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-build-"));
      fs.mkdirSync(path.join(dir, "server"));
      fs.writeFileSync(path.join(dir, "BUILD_ID"), id);
      return path.join(dir, "server");
    };
    const key = "/route-cache/APP_PAGE/abc/$/listings/build-check";
    const page = { kind: "APP_PAGE", html: "<p>old build</p>", headers: {}, status: 200 };
    await new NextCacheHandler({ serverDistDir: buildDir("build-one") }).set(key, page, { cacheControl: { revalidate: false } });
    expect(await new NextCacheHandler({ serverDistDir: buildDir("build-one") }).get(key, { kind: "APP_PAGE" })).not.toBeNull();
    expect(await new NextCacheHandler({ serverDistDir: buildDir("build-two") }).get(key, { kind: "APP_PAGE" })).toBeNull();
  });

  test("other pages stay with Next's own cache", async () => {
    const handler = new NextCacheHandler({});
    await handler.set("/route-cache/APP_PAGE/abc/$/blog/post", { kind: "APP_PAGE", html: "", headers: {} }, { cacheControl: { revalidate: 300 } });
    const rows = await database.handle.db.select().from(schema.cacheEntries).where(like(schema.cacheEntries.key, "%/blog/post"));
    expect(rows).toEqual([]);
  });

  test(
    engineName === "PostgreSQL" ? "a second instance reads the entries the first stored and sees its expiries" : "PGlite keeps entries in process",
    async () => {
      const first = new NextCacheHandler({});
      await first.set("k6", fetchEntry("shared"), { tags: ["t:e"] });
      const second = otherInstance();
      if (engineName === "PostgreSQL") {
        expect((await second.get("k6", { kind: "FETCH", tags: ["t:e"] }))?.value).toEqual(fetchEntry("shared"));
        await second.revalidateTag("t:e");
        expect(await first.get("k6", { kind: "FETCH", tags: ["t:e"] })).toBeNull();
      } else {
        // One process per PGlite directory: a second process starts with nothing held.
        expect(await second.get("k6", { kind: "FETCH", tags: ["t:e"] })).toBeNull();
      }
    },
  );

  (engineName === "PostgreSQL" ? test : test.skip)(
    "an expiry is stamped as its transaction commits: a read made while the change was uncommitted is expired by it",
    async () => {
      const handler = new NextCacheHandler({});
      await database.handle.db.transaction(async (tx) => {
        await expireCacheTags(tx, ["t:f"]);
        // Long after the statement, still before the commit: another request reads the old data and stores it.
        await sleep(COMMIT_MARGIN_MS + 300);
        expect(await handler.get("k7", { kind: "FETCH", tags: ["t:f"] })).toBeNull();
        await handler.set("k7", fetchEntry("read before the commit"), { tags: ["t:f"] });
      });
      expect(await handler.get("k7", { kind: "FETCH", tags: ["t:f"] })).toBeNull();
    },
  );

  (engineName === "PostgreSQL" ? test : test.skip)("writers expiring the same tag at once never wait on each other (no lock to deadlock on)", async () => {
    await database.handle.db.transaction(async (tx) => {
      await expireCacheTags(tx, ["t:g", "listings"]);
      // A second writer, on another connection, while the first holds its transaction open.
      const second = expireCacheTags(database.handle.db, ["listings", "t:g"]).then(() => "done");
      expect(await Promise.race([second, sleep(2000).then(() => "waiting")])).toBe("done");
    });
  });

  test("a membership's period end expires its owner's tag then, with no write", async () => {
    const handler = new NextCacheHandler({});
    const [user] = await database.handle.db
      .insert(schema.users)
      .values({
        hashid: `lapse${Date.now()}`,
        email: `lapse-${Date.now()}@example.com`,
        name: "Lapsing Member",
        passwordHash: "x",
        mustConfirmEmailBy: new Date(),
      })
      .returning({ id: schema.users.id });
    const periodEnd = new Date(Date.now() + COMMIT_MARGIN_MS + 1500);
    await database.handle.db.insert(schema.memberships).values({
      stripeSubscriptionId: `sub_lapse_${Date.now()}`,
      userId: user!.id,
      stripeCustomerId: "cus_lapse",
      status: "active",
      currentPeriodEnd: periodEnd,
    });
    const tag = widgetOwnerTag(user!.id);
    await pastCommitMargin();
    await handler.set("k8", fetchEntry("premium"), { tags: [tag] });
    expect(await handler.get("k8", { kind: "FETCH", tags: [tag] })).not.toBeNull();
    await sleep(periodEnd.getTime() - Date.now() + 100);
    expect(await handler.get("k8", { kind: "FETCH", tags: [tag] })).toBeNull();
  });

  test("trimming folds a tag's past expiries into its latest, which still expires what it should", async () => {
    const handler = new NextCacheHandler({});
    const store = databaseCacheStore(database.handle.db, database.handle.kind);
    await handler.set("k9", fetchEntry("before"), { tags: ["t:h"] });
    for (let i = 0; i < 3; i += 1) await expireCacheTags(database.handle.db, ["t:h"]);
    await store.trim(SHARED_ENTRY_LIMIT);
    const rows = await database.handle.db.select().from(schema.cacheTagExpirations).where(eq(schema.cacheTagExpirations.tag, "t:h"));
    expect(rows).toHaveLength(1);
    expect(await handler.get("k9", { kind: "FETCH", tags: ["t:h"] })).toBeNull();
  });

  (engineName === "PostgreSQL" ? test : test.skip)(
    "an instance serves its own copy while the entry's tags hold, and reads the shared row again once they expire",
    async () => {
      const store = databaseCacheStore(database.handle.db, database.handle.kind);
      const reads: string[] = [];
      registerCacheStore({ ...store, read: (key) => (reads.push(key), store.read(key)) });
      try {
        const first = new NextCacheHandler({});
        await first.set("k8", fetchEntry("one"), { tags: ["t:own-copy"] });
        // Stored here: served without reading the row, twice.
        expect((await first.get("k8", { kind: "FETCH", tags: ["t:own-copy"] }))?.value).toEqual(fetchEntry("one"));
        expect((await first.get("k8", { kind: "FETCH", tags: ["t:own-copy"] }))?.value).toEqual(fetchEntry("one"));
        expect(reads).toEqual([]);

        // Another instance reads the row once, then serves its copy.
        const second = otherInstance();
        expect((await second.get("k8", { kind: "FETCH", tags: ["t:own-copy"] }))?.value).toEqual(fetchEntry("one"));
        expect((await second.get("k8", { kind: "FETCH", tags: ["t:own-copy"] }))?.value).toEqual(fetchEntry("one"));
        expect(reads).toHaveLength(1);

        // The data changes and some instance stores the page afresh: the copy held here is no
        // longer served; the newer shared row is.
        await expireCacheTags(database.handle.db, ["t:own-copy"]);
        await pastCommitMargin();
        const now = await store.now();
        await store.write("unbuilt:k8", { value: JSON.stringify({ value: encodeValue(fetchEntry("two")) }), tags: ["t:own-copy"], lastModified: now });
        expect((await second.get("k8", { kind: "FETCH", tags: ["t:own-copy"] }))?.value).toEqual(fetchEntry("two"));
      } finally {
        registerCacheStore(store);
      }
    },
  );

  test("encodes Buffers and Maps as JSON and back", () => {
    const value = { a: Buffer.from("hi"), m: new Map([["x", { b: Buffer.from([7]) }]]), n: [1, "s", null] };
    expect(decodeValue(JSON.parse(JSON.stringify(encodeValue(value))))).toEqual(value);
  });
});
