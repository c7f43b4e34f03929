// upsertListings against a real database: insert, update by ListingKey, an older record skipped,
// an identical one unchanged, the feed's seen stamp on every record of a sync page.
import { eq, sql } from "drizzle-orm";

import { resoListingSchema, type ResoListing, type ResoListingInput } from "@/lib/listings/reso";
import { schema } from "@/lib/server/db/client";
import { upsertListings } from "@/lib/server/listings/upsert";

import { createTestDatabase, engineName, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

function record(overrides: Partial<ResoListingInput> = {}): ResoListing {
  return resoListingSchema.parse({
    ListingKey: "UPSERT-1",
    StandardStatus: "Active",
    ListPrice: 350000,
    PropertyType: "Residential",
    PropertySubType: "Single Family Residence",
    City: "Austin",
    StateOrProvince: "TX",
    PostalCode: "78701",
    CountyOrParish: "Travis",
    Latitude: 30.27,
    Longitude: -97.74,
    TaxAnnualAmount: 7000,
    ModificationTimestamp: "2025-10-01T12:00:00Z",
    ...overrides,
  });
}

async function stored(key: string) {
  const rows = await database.handle.db.select().from(schema.listings).where(eq(schema.listings.listingKey, key));
  return rows[0];
}

describe(`upsertListings (${engineName})`, () => {
  test("inserts, updates when newer, skips older, leaves identical unchanged", async () => {
    const { db } = database.handle;
    expect(await upsertListings(db, [record(), record({ ListingKey: "UPSERT-2" })], "import")).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    const first = await stored("UPSERT-1");
    expect(first?.listPrice).toBe(350000);
    expect(first?.countyFips).toBe("48453");
    expect(first?.monthlyCarryCents).toBeGreaterThan(0);

    expect(await upsertListings(db, [record()], "import")).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await upsertListings(db, [record({ ListPrice: 340000, ModificationTimestamp: "2025-10-02T12:00:00Z" })], "import")).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    expect((await stored("UPSERT-1"))?.listPrice).toBe(340000);

    // Older than the stored record: not applied.
    expect(await upsertListings(db, [record({ ListPrice: 1, ModificationTimestamp: "2025-09-01T00:00:00Z" })], "import")).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
    expect((await stored("UPSERT-1"))?.listPrice).toBe(340000);

    // Same timestamp, different facts (a corrected file): applied.
    expect(await upsertListings(db, [record({ ListPrice: 345000, ModificationTimestamp: "2025-10-02T12:00:00Z" })], "import")).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    expect((await stored("UPSERT-1"))?.listPrice).toBe(345000);
  });

  test("seenAt stamps every record of the page and brings an off-market listing back", async () => {
    const { db } = database.handle;
    await upsertListings(db, [record({ ListingKey: "SEEN-1" })], "mls");
    await db
      .update(schema.listings)
      .set({ offMarketAt: new Date("2025-10-05T00:00:00Z") })
      .where(eq(schema.listings.listingKey, "SEEN-1"));
    const seenAt = new Date("2025-10-06T00:00:00Z");
    expect(await upsertListings(db, [record({ ListingKey: "SEEN-1" }), record({ ListingKey: "SEEN-2" })], "mls", { seenAt })).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 1,
    });
    for (const key of ["SEEN-1", "SEEN-2"]) {
      const row = await stored(key);
      expect(row?.feedSeenAt?.toISOString()).toBe(seenAt.toISOString());
      expect(row?.offMarketAt).toBeNull();
    }
  });

  test("more records than one chunk, inside a transaction that rolls back", async () => {
    const { db } = database.handle;
    const many = Array.from({ length: 1203 }, (_, i) => record({ ListingKey: `BULK-${i}` }));
    await expect(
      db.transaction(async (tx) => {
        expect(await upsertListings(tx, many, "import")).toEqual({ inserted: 1203, updated: 0, unchanged: 0 });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const count = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.listings)
      .where(sql`listing_key like 'BULK-%'`);
    expect(count[0]?.n).toBe(0);
  });
});
