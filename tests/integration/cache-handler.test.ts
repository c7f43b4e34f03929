// Next's cache handler (lib/cache/next-cache-handler.mjs) against a real database: entries are
// served until one of their tags expires, whoever expires it (the handler's revalidateTag, a
// service's expireCacheTags, the listings trigger a script's write fires); on PostgreSQL a second
// instance reads the first one's entries and sees its expiries; rendered pages keep their bytes.
import { eq } from "drizzle-orm";

import NextCacheHandler, { clearMemoryEntries, decodeValue, encodeValue } from "@/lib/cache/next-cache-handler.mjs";
import { resoListingSchema } from "@/lib/listings/reso";
import { databaseCacheStore, expireCacheTags, registerCacheStore } from "@/lib/server/cache/cache-store";
import { listingTag, LISTINGS_TAG } from "@/lib/server/cache/tags";
import { schema } from "@/lib/server/db/client";
import { upsertListings } from "@/lib/server/listings/upsert";

import { createTestDatabase, engineName, type TestDatabase } from "./support/test-database";

let database: TestDatabase;

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

  test("other pages stay with Next's own cache", async () => {
    const handler = new NextCacheHandler({});
    await handler.set("/route-cache/APP_PAGE/abc/$/blog/post", { kind: "APP_PAGE", html: "", headers: {} }, { cacheControl: { revalidate: 300 } });
    const rows = await database.handle.db.select().from(schema.cacheEntries).where(eq(schema.cacheEntries.key, "/route-cache/APP_PAGE/abc/$/blog/post"));
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

  test("encodes Buffers and Maps as JSON and back", () => {
    const value = { a: Buffer.from("hi"), m: new Map([["x", { b: Buffer.from([7]) }]]), n: [1, "s", null] };
    expect(decodeValue(JSON.parse(JSON.stringify(encodeValue(value))))).toEqual(value);
  });
});
