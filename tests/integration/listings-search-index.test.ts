// The listing search's two ways agree: filtered, counted and ordered in SQL, or in the in-memory
// index of the homes for sale (lib/server/listings/search-index.ts), with PostgreSQL reading only
// the page's rows. Random searches over the seeded sample and rows made to sit on every edge
// (prices and points a filter names exactly, ties, nulls, ZIP+4s, homes not for sale, payments
// around their maximum, a down payment on a mortgage-insurance tier's edge) give the same total,
// the same homes in the same order and the same payments either way, on PGlite and PostgreSQL.
import fc from "fast-check";
import { sql } from "drizzle-orm";

import { parseEnv } from "@/lib/env";
import { DEFAULT_PAYMENT_SCENARIO, HOME_TYPES, LISTING_SORTS, type PaymentScenario } from "@/lib/listings/search";
import type { StandardStatus } from "@/lib/listings/reso";
import { listingDataVersion } from "@/lib/server/listings/data-version";
import { searchIndexAt, searchIndexReady } from "@/lib/server/listings/search-index";
import { searchListings } from "@/lib/server/listings/search-service";

import { insertListings, testRecord } from "./support/listing-rows";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
const db = () => database.handle.db;

// Values the rows hold and the searches name, so that filters fall exactly on rows.
const PRICES = [150_000, 249_999.99, 250_000, 250_000.01, 333_333.33, 400_000, 400_000, 612_500, 726_200, 1_000_000];
const LATITUDES = [30, 30.1, 30.2, 30.3, 30.25];
const LONGITUDES = [-160, -159.9, -159.8, -159.7, -159.75];
const ZIPS = ["96701", "96701-0001", "96701-9999", "96702", "96702-5000"];
const STATUSES: StandardStatus[] = ["Active", "Active", "Coming Soon", "Active Under Contract", "Pending", "Closed"];
const SUB_TYPES = ["Single Family Residence", "Condominium", "Townhouse", null];
const TIMES = ["2026-03-01T00:00:00Z", "2026-03-01T00:00:00.001Z", "2026-03-02T12:30:00Z"];

const SCENARIOS: PaymentScenario[] = [
  DEFAULT_PAYMENT_SCENARIO,
  { ...DEFAULT_PAYMENT_SCENARIO, calcType: "fha", downPaymentPercent: 3.5, ratePercent: 6.5 },
  // A conventional down payment just under 20%: mortgage insurance may apply or not, by price.
  { ...DEFAULT_PAYMENT_SCENARIO, downPaymentPercent: 19.9999 },
  { ...DEFAULT_PAYMENT_SCENARIO, calcType: "va", downPaymentPercent: 0, ratePercent: 6 },
];

/** Payment maxima that fall exactly on homes' payments: filled once the rows are in. */
const MAXIMA: number[] = [1500, 2500.1, 2899.99];

/** The default size bound. */
const HELD = 250_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const records = [];
  let n = 0;
  const pick = <T>(values: readonly T[], k: number): T => values[k % values.length]!;
  for (let i = 0; i < 240; i++) {
    n += 1;
    const located = i % 11 !== 0;
    const subType = pick(SUB_TYPES, i * 7);
    records.push(
      testRecord({
        StandardStatus: pick(STATUSES, i * 5),
        ListPrice: pick(PRICES, i * 3 + (i >> 3)),
        PropertyType: i % 13 === 0 ? "Residential Income" : "Residential",
        PropertySubType: subType,
        BedroomsTotal: i % 9 === 0 ? null : 1 + (i % 5),
        BathroomsTotalInteger: i % 10 === 0 ? null : 1 + (i % 3),
        LivingArea: i % 8 === 0 ? null : 800 + (i % 6) * 250.5,
        YearBuilt: i % 12 === 0 ? null : 1950 + (i % 7) * 10,
        StateOrProvince: "HI",
        CountyOrParish: "Honolulu",
        PostalCode: pick(ZIPS, i),
        Latitude: located ? pick(LATITUDES, i * 3 + 1) : null,
        Longitude: located ? pick(LONGITUDES, i * 2) : null,
        TaxAnnualAmount: i % 3 === 0 ? 1200 + (i % 4) * 1000 : null,
        AssociationFee: i % 4 === 0 ? 150 + (i % 5) * 25 : null,
        AssociationFeeFrequency: i % 4 === 0 ? "Monthly" : null,
        ModificationTimestamp: pick(TIMES, n),
      }),
    );
  }
  await insertListings(db(), records);
  for (const payment of SCENARIOS) {
    const { items } = await searchListings(db(), { state: "HI", payment, sort: "price-asc" }, 1, 100);
    for (const item of items.filter((_, k) => k % 9 === 0)) MAXIMA.push(item.payment.monthlyPayment, Math.round(item.payment.monthlyPayment * 100 - 1) / 100);
  }
}, 120_000);

afterAll(async () => {
  await database.dispose();
});

const rectangle = fc
  .record({
    south: fc.constantFrom(...LATITUDES, 29.9, 25),
    north: fc.constantFrom(...LATITUDES, 30.4, 48),
    west: fc.constantFrom(...LONGITUDES, -160.1, -125),
    east: fc.constantFrom(...LONGITUDES, -159.6, -70),
  })
  .map((r) => ({ south: Math.min(r.south, r.north), north: Math.max(r.south, r.north), west: Math.min(r.west, r.east), east: Math.max(r.west, r.east) }));

/** A filter in about one search of four, so that most searches still match homes. */
const sometimes = <T>(value: fc.Arbitrary<T>, weight = 1) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 - weight }, { arbitrary: value, weight });

/** Searches, made once the rows (and so MAXIMA) are in. */
const searchInput = () =>
  fc.record({
    priceMin: sometimes(fc.constantFrom(...PRICES, 0, 100_000.5), 2),
    priceMax: sometimes(fc.constantFrom(...PRICES, 2_000_000)),
    geoRectangle: sometimes(rectangle, 2),
    yearBuiltMin: sometimes(fc.constantFrom(1950, 1960, 1990, 2000)),
    yearBuiltMax: sometimes(fc.constantFrom(1960, 1990, 2010)),
    bedroomsTotalMin: sometimes(fc.integer({ min: 0, max: 5 })),
    bathroomsTotalMin: sometimes(fc.integer({ min: 0, max: 3 })),
    propertyTypes: sometimes(fc.subarray(HOME_TYPES.map((type) => type.value))),
    state: sometimes(fc.constantFrom("HI", "CA", "TX", "ZZ")),
    county: sometimes(fc.constantFrom("15003", "06037", "99999")),
    zip: sometimes(fc.constantFrom("96701", "96702", "96703", "90210")),
    // A home's own payment, or a cent under it (the rows' payments are added below), or any.
    monthlyPaymentMax: sometimes(fc.oneof(fc.constantFrom(...MAXIMA), fc.integer({ min: 800, max: 9000 })), 2),
    payment: sometimes(fc.constantFrom(...SCENARIOS)),
    sort: fc.constantFrom(...LISTING_SORTS),
  });

/** What a page shows: the total, and each home and its payment in order. */
async function shown(search: Record<string, unknown>, page: number, pageSize: number, maxIndexedHomes = HELD) {
  const result = await searchListings(db(), search, page, pageSize, undefined, maxIndexedHomes);
  return { total: result.total, items: result.items.map((item) => `${item.hashid} ${item.payment.monthlyPayment}`) };
}

describe("the in-memory index and SQL", () => {
  it("give the same totals, homes, order and payments for any search", async () => {
    const index = await searchIndexReady(db(), HELD);
    expect(index?.size).toBeGreaterThan(200);
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(searchInput(), fc.integer({ min: 1, max: 3 }), fc.constantFrom(5, 24), async (search, page, pageSize) => {
        if (search.priceMin != null && search.priceMax != null && search.priceMin > search.priceMax) return;
        if (search.yearBuiltMin != null && search.yearBuiltMax != null && search.yearBuiltMin > search.yearBuiltMax) return;
        const bySql = await shown(search, page, pageSize, 0);
        expect(searchIndexAt(db(), await listingDataVersion(db()), HELD)).toBe(index);
        const byIndex = await shown(search, page, pageSize);
        expect(byIndex).toEqual(bySql);
        if (bySql.items.length > 0) nonEmpty += 1;
      }),
      { numRuns: 250 },
    );
    // The property says something only if many searches show homes. Over 12 runs of 250 searches
    // 83-110 did (mean 93, SD 7), so a bound at 75 failed about once in a few hundred runs (72 in
    // one CI run); a fifth is six SDs under the mean, and still 50 searches with homes.
    expect(nonEmpty).toBeGreaterThanOrEqual(50);
  }, 240_000);

  it("is read again after a write, and a search before it is ready runs in SQL", async () => {
    const before = await searchIndexReady(db(), HELD);
    const search = { state: "HI", sort: "price-desc" };
    const first = await shown(search, 1, 24);
    const [home] = await insertListings(db(), [testRecord({ StateOrProvince: "HI", CountyOrParish: "Honolulu", PostalCode: "96701", ListPrice: 999_999_999 })]);
    const version = await listingDataVersion(db());
    // Not held yet at the new version: this search runs in SQL and starts the read.
    expect(searchIndexAt(db(), version, HELD)).toBeNull();
    const afterWrite = await shown(search, 1, 24);
    expect(afterWrite.total).toBe(first.total + 1);
    expect(afterWrite.items[0]).toMatch(new RegExp(`^${home!.hashid} `));
    const after = await searchIndexReady(db(), HELD);
    expect(after?.version).toBe(version);
    expect(after?.size).toBe(before!.size + 1);
    expect(await shown(search, 1, 24)).toEqual(afterWrite);
  });

  it("holds nothing past its size bound, and the search goes on in SQL", async () => {
    const version = await listingDataVersion(db());
    await db().execute(sql`update listings set list_price = list_price where false`);
    // Read with a bound of 10: too many homes, so the index of the version before stays, unused.
    expect((await searchIndexReady(db(), 10))?.version).toBe(version);
    const newer = await listingDataVersion(db());
    expect(newer).toBeGreaterThan(version);
    expect(searchIndexAt(db(), newer, 10)).toBeNull();
    const result = await searchListings(db(), { state: "HI" }, 1, 5, undefined, 10);
    expect(result.total).toBeGreaterThan(150);
  });

  it("takes its size bound from LISTING_SEARCH_INDEX_MAX_HOMES, a whole number of homes up to 5,000,000", () => {
    const bound = (value?: string) => parseEnv({ NODE_ENV: "test", LISTING_SEARCH_INDEX_MAX_HOMES: value }).LISTING_SEARCH_INDEX_MAX_HOMES;
    expect(bound()).toBe(250_000);
    expect(bound("0")).toBe(0);
    expect(bound("250000")).toBe(250_000);
    expect(bound("5000000")).toBe(5_000_000);
    expect(() => bound("-1")).toThrow(/LISTING_SEARCH_INDEX_MAX_HOMES cannot be negative/);
    expect(() => bound("1.5")).toThrow(/LISTING_SEARCH_INDEX_MAX_HOMES must be a whole number/);
    expect(() => bound("9000000")).toThrow(/LISTING_SEARCH_INDEX_MAX_HOMES must be at most 5000000/);
    expect(() => bound("abc")).toThrow(/LISTING_SEARCH_INDEX_MAX_HOMES must be a number of homes/);
  });
});
