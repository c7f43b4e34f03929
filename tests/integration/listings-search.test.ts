// The listing search against a real database: every filter of lib/listings/search.ts, their
// combinations, sorts, paging and totals, the exact monthly-payment maximum, and validation.
// All rows live in map areas over the open Pacific (no sample listing is there), and every
// query is fenced to them, so the tests do not depend on what else the database holds.
import { and, sql } from "drizzle-orm";
import fc from "fast-check";

import { DEFAULT_PAYMENT_SCENARIO, type PaymentScenario } from "@/lib/listings/search";
import { schema } from "@/lib/server/db/client";
import { InputError } from "@/lib/server/errors";
import { listingMonthlyPayment } from "@/lib/server/listings/listing-payment";
import { listingIdFromHashid } from "@/lib/server/listings/hashid";
import { getListingByHashid, toListingRecord } from "@/lib/server/listings/listing-service";
import { searchListings } from "@/lib/server/listings/search-service";

import { setUpApi } from "./support/api";
import { call, errorCode } from "./support/accounts";
import { insertListings, testRecord, type InsertedListing } from "./support/listing-rows";

let env: Awaited<ReturnType<typeof setUpApi>>;
const db = () => env.database.handle.db;

/** Area A: the filter fixtures. */
const BOX_A = { south: 10, north: 12, west: -150, east: -148 };
/** Area B: the payment-maximum fixtures. */
const BOX_B = { south: 20, north: 22, west: -140, east: -138 };

const named = new Map<string, InsertedListing>();

beforeAll(async () => {
  env = await setUpApi();
  const fixtures: [string, Parameters<typeof testRecord>[0]][] = [
    [
      "cheap-condo",
      {
        ListPrice: 150_000,
        PropertySubType: "Condominium",
        BedroomsTotal: 1,
        BathroomsTotalInteger: 1,
        YearBuilt: 1972,
        LivingArea: 650,
        AssociationFee: 900,
        AssociationFeeFrequency: "Quarterly",
        Latitude: 10.5,
        Longitude: -149.5,
      },
    ],
    [
      "town",
      {
        ListPrice: 320_000,
        PropertySubType: "Townhouse",
        BedroomsTotal: 2,
        BathroomsTotalInteger: 2,
        YearBuilt: 1988,
        LivingArea: 1200,
        Latitude: 10.6,
        Longitude: -149.4,
      },
    ],
    [
      "house-a",
      {
        ListPrice: 450_000,
        BedroomsTotal: 3,
        BathroomsTotalInteger: 2,
        YearBuilt: 1999,
        LivingArea: 1900,
        TaxAnnualAmount: 5400,
        Latitude: 11.2,
        Longitude: -148.6,
      },
    ],
    ["house-b", { ListPrice: 450_000, BedroomsTotal: 4, BathroomsTotalInteger: 3, YearBuilt: 2005, LivingArea: 2600, Latitude: 11.3, Longitude: -148.5 }],
    ["big", { ListPrice: 1_250_000, BedroomsTotal: 5, BathroomsTotalInteger: 4, YearBuilt: 2021, LivingArea: 4100, Latitude: 11.8, Longitude: -148.2 }],
    [
      "duplex",
      {
        ListPrice: 610_000,
        PropertyType: "Residential Income",
        PropertySubType: "Duplex",
        BedroomsTotal: 4,
        BathroomsTotalInteger: 2,
        YearBuilt: 1960,
        LivingArea: 2200,
        Latitude: 10.9,
        Longitude: -149.9,
      },
    ],
    [
      "land",
      {
        ListPrice: 90_000,
        PropertyType: "Land",
        PropertySubType: null,
        BedroomsTotal: null,
        BathroomsTotalInteger: null,
        YearBuilt: null,
        LivingArea: null,
        Latitude: 11.9,
        Longitude: -149.9,
      },
    ],
    [
      "texas",
      {
        ListPrice: 380_000,
        StateOrProvince: "TX",
        City: "Austin",
        PostalCode: "78701-1234",
        CountyOrParish: "Travis",
        BedroomsTotal: 3,
        BathroomsTotalInteger: 2,
        YearBuilt: 2010,
        Latitude: 10.2,
        Longitude: -148.1,
      },
    ],
    ["coming-soon", { ListPrice: 500_000, StandardStatus: "Coming Soon", BedroomsTotal: 3, YearBuilt: 2015, Latitude: 11.5, Longitude: -149.5 }],
    ["under-contract", { ListPrice: 520_000, StandardStatus: "Active Under Contract", BedroomsTotal: 3, YearBuilt: 2016, Latitude: 11.5, Longitude: -149.4 }],
    ["pending", { ListPrice: 530_000, StandardStatus: "Pending", Latitude: 11.5, Longitude: -149.3 }],
    ["closed", { ListPrice: 540_000, StandardStatus: "Closed", Latitude: 11.5, Longitude: -149.2 }],
    ["no-location", { ListPrice: 410_000, Latitude: null, Longitude: null, City: "Nowhere Test City" }],
  ];
  const rows = await insertListings(
    db(),
    fixtures.map(([, r]) => testRecord(r)),
  );
  fixtures.forEach(([name], i) => named.set(name, rows[i]!));
  const [off] = await insertListings(db(), [testRecord({ ListPrice: 430_000, Latitude: 11.1, Longitude: -149.1 })], { offMarketAt: new Date() });
  named.set("off-market", off!);

  // Area B: 240 homes with deterministic pseudo-random prices, taxes and dues, all for sale.
  let seed = 12345;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const states = [
    { StateOrProvince: "CA", PostalCode: "90210", CountyOrParish: "Los Angeles" },
    { StateOrProvince: "TX", PostalCode: "78701", CountyOrParish: "Travis" },
    { StateOrProvince: "NJ", PostalCode: "07030", CountyOrParish: "Hudson" },
    { StateOrProvince: "FL", PostalCode: "33101", CountyOrParish: null },
  ];
  const area = [];
  for (let i = 0; i < 240; i++) {
    const price =
      i % 17 === 0 ? 752_000 + Math.floor(rand() * 1200) : Math.round((60_000 + rand() * 1_400_000) * (i % 5 === 0 ? 1 : 1.0)) + (i % 7 === 0 ? 0.5 : 0);
    area.push(
      testRecord({
        ...states[i % states.length]!,
        ListPrice: price,
        TaxAnnualAmount: i % 3 === 0 ? Math.round(rand() * 12_000) : null,
        AssociationFee: i % 4 === 0 ? Math.round(rand() * 600) : null,
        AssociationFeeFrequency: i % 8 === 0 ? "Annually" : i % 4 === 0 ? "Monthly" : null,
        Latitude: 20 + rand() * 2,
        Longitude: -140 + rand() * 2,
      }),
    );
  }
  await insertListings(db(), area);
});
afterAll(async () => {
  await env.tearDown();
});

const idOf = (name: string) => named.get(name)!.hashid;

async function hashids(search: Record<string, unknown>, page = 1, pageSize = 100): Promise<string[]> {
  const result = await searchListings(db(), { geoRectangle: BOX_A, ...search }, page, pageSize);
  return result.items.map((item) => item.hashid);
}

const sorted = (ids: string[]) => [...ids].sort();
const names = (...list: string[]) => sorted(list.map(idOf));
const FOR_SALE_IN_A = ["cheap-condo", "town", "house-a", "house-b", "big", "duplex", "land", "texas", "coming-soon", "under-contract"];

describe("filters", () => {
  it("shows only homes for sale that are still in their feed", async () => {
    expect(sorted(await hashids({}))).toEqual(names(...FOR_SALE_IN_A));
    const result = await searchListings(db(), { geoRectangle: BOX_A });
    expect(result.total).toBe(FOR_SALE_IN_A.length);
  });

  it("price range (inclusive)", async () => {
    expect(sorted(await hashids({ priceMin: 320_000, priceMax: 450_000 }))).toEqual(names("town", "house-a", "house-b", "texas"));
    expect(sorted(await hashids({ priceMin: 1_000_000 }))).toEqual(names("big"));
    expect(sorted(await hashids({ priceMax: 150_000 }))).toEqual(names("cheap-condo", "land"));
  });

  it("map rectangle (GiST box), edges included; homes without coordinates never match a rectangle", async () => {
    expect(sorted(await hashids({ geoRectangle: { south: 11, north: 12, west: -149, east: -148 } }))).toEqual(names("house-a", "house-b", "big"));
    expect(sorted(await hashids({ geoRectangle: { south: 10.5, north: 10.5, west: -149.5, east: -149.5 } }))).toEqual(names("cheap-condo"));
    const all = await searchListings(db(), { state: "CA", priceMin: 410_000, priceMax: 410_000 });
    expect(all.items.map((i) => i.hashid)).toContain(idOf("no-location"));
  });

  it("year built range, bedrooms and bathrooms minimums", async () => {
    expect(sorted(await hashids({ yearBuiltMin: 2005, yearBuiltMax: 2016 }))).toEqual(names("house-b", "texas", "coming-soon", "under-contract"));
    expect(sorted(await hashids({ bedroomsTotalMin: 4 }))).toEqual(names("house-b", "big", "duplex"));
    expect(sorted(await hashids({ bathroomsTotalMin: 3 }))).toEqual(names("house-b", "big"));
  });

  it("home types match the sub-type or the type", async () => {
    expect(sorted(await hashids({ propertyTypes: ["Condominium", "Townhouse"] }))).toEqual(names("cheap-condo", "town"));
    expect(sorted(await hashids({ propertyTypes: ["Residential Income", "Land"] }))).toEqual(names("duplex", "land"));
  });

  it("state, county FIPS and ZIP (a ZIP+4 matches its ZIP)", async () => {
    expect(await hashids({ state: "TX" })).toEqual([idOf("texas")]);
    expect(await hashids({ state: "tx" })).toEqual([idOf("texas")]);
    expect(await hashids({ county: "48453" })).toEqual([idOf("texas")]);
    expect(await hashids({ zip: "78701" })).toEqual([idOf("texas")]);
    expect((await hashids({ county: "06037" })).length).toBe(FOR_SALE_IN_A.length - 1);
  });

  it("combines filters with AND", async () => {
    expect(sorted(await hashids({ priceMax: 500_000, bedroomsTotalMin: 3, state: "CA", yearBuiltMin: 1990 }))).toEqual(
      names("house-a", "house-b", "coming-soon"),
    );
    expect(await hashids({ propertyTypes: ["Condominium"], bedroomsTotalMin: 2 })).toEqual([]);
  });
});

describe("sorts and paging", () => {
  it("each sort, with the row id breaking ties", async () => {
    const byPrice = await searchListings(db(), { geoRectangle: BOX_A, sort: "price-asc" }, 1, 100);
    const prices = byPrice.items.map((i) => i.listPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Tie-break: the row id (decoded from the hashid: records carry no row id).
    const tie = byPrice.items.filter((i) => i.listPrice === 450_000).map((i) => listingIdFromHashid(i.hashid)!);
    expect(tie).toEqual([...tie].sort((a, b) => a - b));

    const desc = (await searchListings(db(), { geoRectangle: BOX_A, sort: "price-desc" }, 1, 100)).items.map((i) => i.listPrice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));

    const beds = (await searchListings(db(), { geoRectangle: BOX_A, sort: "beds-desc" }, 1, 100)).items.map((i) => i.bedroomsTotal);
    expect(beds[beds.length - 1]).toBeNull();
    expect(beds.filter((b): b is number => b !== null)).toEqual(beds.filter((b): b is number => b !== null).sort((a, b) => b - a));

    const sqft = (await searchListings(db(), { geoRectangle: BOX_A, sort: "sqft-desc" }, 1, 100)).items;
    expect(sqft[0]!.hashid).toBe(idOf("big"));

    const newest = (await searchListings(db(), { geoRectangle: BOX_A }, 1, 100)).items.map((i) => i.modificationTimestamp);
    expect(newest).toEqual([...newest].sort().reverse());

    const payment = (await searchListings(db(), { geoRectangle: BOX_A, sort: "payment-asc" }, 1, 100)).items.map((i) => i.payment.monthlyPayment);
    expect(payment).toEqual([...payment].sort((a, b) => a - b));
  });

  it("pages do not overlap, cover every result, and keep the total", async () => {
    for (const sort of ["newest", "price-asc", "payment-asc", "beds-desc"] as const) {
      const seen: string[] = [];
      let total = -1;
      for (let page = 1; page <= 4; page++) {
        const result = await searchListings(db(), { geoRectangle: BOX_A, sort }, page, 3);
        if (total === -1) total = result.total;
        expect(result.total).toBe(total);
        expect(result.page).toBe(page);
        expect(result.pageSize).toBe(3);
        seen.push(...result.items.map((i) => i.hashid));
      }
      expect(seen.length).toBe(FOR_SALE_IN_A.length);
      expect(new Set(seen).size).toBe(seen.length);
    }
    const beyond = await searchListings(db(), { geoRectangle: BOX_A }, 50, 24);
    expect(beyond).toMatchObject({ page: 50, total: FOR_SALE_IN_A.length, items: [] });
    // A search nobody made before, asked first past its last page: no row brings the total from
    // the page's scan, so it is counted apart.
    const coldBeyond = await searchListings(db(), { geoRectangle: BOX_A, priceMin: 0 }, 50, 24);
    expect(coldBeyond).toMatchObject({ page: 50, total: FOR_SALE_IN_A.length, items: [] });
  });
});

describe("monthly payment maximum", () => {
  async function areaRecords() {
    const rows = await db()
      .select()
      .from(schema.listings)
      .where(and(sql`${schema.listings.location} <@ box(point(-140, 20), point(-138, 22))`));
    return rows.map(toListingRecord);
  }

  async function allIds(search: Record<string, unknown>): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const result = await searchListings(db(), { geoRectangle: BOX_B, ...search }, page, 100);
      ids.push(...result.items.map((i) => i.hashid));
      if (ids.length >= result.total) return ids.sort();
    }
  }

  const scenarios: PaymentScenario[] = [
    DEFAULT_PAYMENT_SCENARIO,
    { ...DEFAULT_PAYMENT_SCENARIO, downPaymentPercent: 5, ratePercent: 7.125, creditScore: 680 },
    { ...DEFAULT_PAYMENT_SCENARIO, calcType: "fha", downPaymentPercent: 3.5, creditScore: 640 },
    { ...DEFAULT_PAYMENT_SCENARIO, calcType: "va", downPaymentPercent: 0, ratePercent: 6.25 },
    { ...DEFAULT_PAYMENT_SCENARIO, calcType: "usda", downPaymentPercent: 0, ratePercent: 6.5 },
    { ...DEFAULT_PAYMENT_SCENARIO, calcType: "conventional", downPaymentPercent: 19.99, ratePercent: 0, term: 180 },
    // 1 - p sits 1e-6 above the 80% PMI tier: below ~$3M the regime can vary, so every row is
    // bounded by the envelope and many are settled one by one.
    { ...DEFAULT_PAYMENT_SCENARIO, calcType: "conventional", downPaymentPercent: 19.9999, creditScore: 640 },
  ];

  it("matches computePurchase row by row, to the cent, at and around each row's own payment", async () => {
    const records = await areaRecords();
    expect(records.length).toBe(240);
    for (const scenario of scenarios) {
      const payments = records.map((r) => ({ hashid: r.hashid, pay: listingMonthlyPayment(r, scenario).monthlyPayment }));
      const sortedPays = payments.map((p) => p.pay).sort((a, b) => a - b);
      // Maxima exactly at a row's payment, a cent under it, and between.
      const probe = sortedPays[Math.floor(sortedPays.length / 3)]!;
      const maxima = [probe, Math.round((probe - 0.01) * 100) / 100, sortedPays[Math.floor(sortedPays.length * 0.8)]!, 1000.5];
      for (const max of maxima) {
        const expected = payments
          .filter((p) => p.pay <= max)
          .map((p) => p.hashid)
          .sort();
        // Sorted by payment first (the count is cached per search, whatever the sort): the order
        // is taken while counting, and holds the same homes.
        const byPayment = await searchListings(db(), { geoRectangle: BOX_B, monthlyPaymentMax: max, payment: scenario, sort: "payment-asc" }, 1, 100);
        expect(byPayment.total).toBe(expected.length);
        // Cheapest first by the payment shown, also where the insurance may or may not apply.
        const shown = byPayment.items.map((item) => item.payment.monthlyPayment);
        expect({ scenario, max, shown }).toEqual({ scenario, max, shown: [...shown].sort((a, b) => a - b) });
        if (expected.length <= 100) expect(byPayment.items.map((item) => item.hashid).sort()).toEqual(expected);
        const got = await allIds({ monthlyPaymentMax: max, payment: scenario });
        expect({ scenario: scenario.calcType, max, got }).toEqual({ scenario: scenario.calcType, max, got: expected });
      }
    }
  });

  it("counts a maximum nobody searched before in the scan that reads its first page, exactly, past the last page too", async () => {
    const records = await areaRecords();
    for (const scenario of scenarios) {
      const payments = records.map((r) => ({ hashid: r.hashid, pay: listingMonthlyPayment(r, scenario).monthlyPayment }));
      const sortedPays = payments.map((p) => p.pay).sort((a, b) => a - b);
      // Maxima no other test searches: the first request of each counts (countedPageRows).
      const max = sortedPays[Math.floor(sortedPays.length * 0.55)]!;
      const expected = payments
        .filter((p) => p.pay <= max)
        .map((p) => p.hashid)
        .sort();
      const first = await searchListings(db(), { geoRectangle: BOX_B, monthlyPaymentMax: max, payment: scenario, sort: "price-desc" }, 1, 100);
      expect({ scenario, max, total: first.total }).toEqual({ scenario, max, total: expected.length });
      const got = await allIds({ monthlyPaymentMax: max, payment: scenario, sort: "price-desc" });
      expect({ scenario, max, got }).toEqual({ scenario, max, got: expected });
      const pastMax = sortedPays[Math.floor(sortedPays.length * 0.45)]!;
      const past = await searchListings(db(), { geoRectangle: BOX_B, monthlyPaymentMax: pastMax, payment: scenario }, 50, 24);
      expect({ scenario, past }).toMatchObject({ scenario, past: { total: payments.filter((p) => p.pay <= pastMax).length, items: [] } });
    }
  });

  it("uses the calculator's defaults when no scenario is given, and each item carries its payment", async () => {
    const result = await searchListings(db(), { geoRectangle: BOX_B, monthlyPaymentMax: 3000, sort: "payment-asc" }, 1, 100);
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items) {
      expect(item.payment.monthlyPayment).toBeLessThanOrEqual(3000);
      expect(item.payment).toEqual(listingMonthlyPayment(item, DEFAULT_PAYMENT_SCENARIO));
      // No row id on a record: only the hashid may reach a page or a client.
      expect(Object.keys(item)).not.toContain("id");
    }
  });
});

describe("validation", () => {
  it("rejects bad filters with messages per field and changes nothing", async () => {
    await expect(searchListings(db(), { priceMin: 500_000, priceMax: 100_000 })).rejects.toMatchObject({
      fieldErrors: { priceMin: ["The minimum price is above the maximum."] },
    });
    await expect(searchListings(db(), { geoRectangle: { north: 95, south: 0, east: 10, west: 0 } })).rejects.toBeInstanceOf(InputError);
    await expect(searchListings(db(), {}, 0)).rejects.toMatchObject({ fieldErrors: { page: ["Page must be 1 or more."] } });
    await expect(searchListings(db(), {}, 1, 1000)).rejects.toMatchObject({ fieldErrors: { pageSize: [expect.stringMatching(/Page size/)] } });
  });

  it("through GraphQL: BAD_USER_INPUT with validationErrors", async () => {
    const query = "query ($dto: ListingSearchInput, $page: Int) { listings(dto: $dto, page: $page) { total } }";
    const minMax = await call(query, { dto: { priceMin: 5, priceMax: 1 } });
    expect(errorCode(minMax.body)).toBe("BAD_USER_INPUT");
    expect(minMax.body.errors![0]!.extensions!.validationErrors).toEqual({ priceMin: ["The minimum price is above the maximum."] });

    const offGlobe = await call(query, { dto: { geoRectangle: { north: 95, south: 0, east: 190, west: 0 } } });
    expect(errorCode(offGlobe.body)).toBe("BAD_USER_INPUT");
    expect(offGlobe.body.errors![0]!.extensions!.validationErrors).toMatchObject({
      "geoRectangle.north": ["North must be a latitude from -90 to 90."],
      "geoRectangle.east": ["East must be a longitude from -180 to 180."],
    });

    const page0 = await call(query, { page: 0 });
    expect(errorCode(page0.body)).toBe("BAD_USER_INPUT");
    expect(page0.body.errors![0]!.extensions!.validationErrors).toEqual({ page: ["Page must be 1 or more."] });

    const badScenario = await call(query, { dto: { payment: { ratePercent: 40 } } });
    expect(badScenario.body.errors![0]!.extensions!.validationErrors).toEqual({ "payment.ratePercent": ["Rate must be at most 25%."] });
    expect(minMax.status).toBe(200);
  });
});

describe("fuzzed search input", () => {
  it("any dto gives results or BAD_USER_INPUT / a GraphQL validation error, never an unexpected error or a 500", async () => {
    const number = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.constantFrom(0, -1, 1e15, 90.0001, -180.5));
    const anyValue = fc.oneof(number, fc.string({ maxLength: 8 }), fc.boolean(), fc.constant(null));
    const dto = fc.record(
      {
        priceMin: anyValue,
        priceMax: anyValue,
        geoRectangle: fc.oneof(fc.record({ north: number, south: number, east: number, west: number }), anyValue),
        yearBuiltMin: anyValue,
        bedroomsTotalMin: anyValue,
        propertyTypes: fc.oneof(fc.array(fc.constantFrom("Condominium", "Land", "Castle", ""), { maxLength: 8 }), anyValue),
        state: anyValue,
        county: anyValue,
        zip: anyValue,
        monthlyPaymentMax: anyValue,
        payment: fc.oneof(
          fc.record(
            {
              calcType: fc.constantFrom("FHA", "VA", "USDA", "CONVENTIONAL", "x"),
              downPaymentPercent: number,
              ratePercent: number,
              term: anyValue,
              creditScore: anyValue,
            },
            { requiredKeys: [] },
          ),
          anyValue,
        ),
        sort: fc.constantFrom("NEWEST", "PAYMENT_ASC", "PRICE_DESC", "bogus"),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        dto,
        fc.oneof(fc.integer({ min: -5, max: 500 }), fc.constant(null)),
        fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constant(null)),
        async (d, page, pageSize) => {
          const res = await call(
            "query ($dto: ListingSearchInput, $page: Int, $pageSize: Int) { listings(dto: $dto, page: $page, pageSize: $pageSize) { total items { hashid payment { monthlyPayment } } } }",
            { dto: d, page, pageSize },
          );
          expect(res.status).toBeLessThan(500);
          for (const error of res.body.errors ?? []) {
            expect(error.message).not.toBe("Unexpected error.");
            expect(["BAD_USER_INPUT", "GRAPHQL_VALIDATION_FAILED", undefined]).toContain(error.extensions?.code);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("GraphQL listings and listing", () => {
  it("serves a page with RESO fields, the payment and isFavorite false when signed out", async () => {
    const res = await call(
      `query ($dto: ListingSearchInput) { listings(dto: $dto, pageSize: 5) { page pageSize total items {
         hashid isSample listPrice bedroomsTotal bathroomsTotalInteger yearBuilt propertyType propertySubType livingArea city stateOrProvince
         countyOrParish countyFips postalCode latitude longitude taxAnnualAmount associationFee associationFeeFrequency photos photo streetAddress offMarket isFavorite
         payment { monthlyPayment principalAndInterest propertyTax homeInsurance mortgageInsurance hoa loanAmount totalLoanAmount downPayment estimated sources { figure source } }
         fha: payment(scenario: { calcType: FHA, downPaymentPercent: 3.5 }) { monthlyPayment mortgageInsurance totalLoanAmount }
      } } }`,
      { dto: { geoRectangle: BOX_A, propertyTypes: ["Condominium"], sort: "PRICE_ASC" } },
    );
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data!.listings as { total: number; items: Record<string, unknown>[] };
    expect(page.total).toBe(1);
    const item = page.items[0]!;
    expect(item).toMatchObject({
      hashid: idOf("cheap-condo"),
      isSample: false,
      listPrice: 150_000,
      propertySubType: "Condominium",
      countyFips: "06037",
      associationFee: 900,
      associationFeeFrequency: "Quarterly",
      isFavorite: false,
      photos: ["/sample-homes/1.jpg"],
      offMarket: false,
    });
    const record = (await getListingByHashid(db(), idOf("cheap-condo")))!;
    const expected = listingMonthlyPayment(record, DEFAULT_PAYMENT_SCENARIO);
    expect(item.payment).toMatchObject({ monthlyPayment: expected.monthlyPayment, hoa: 300, estimated: ["propertyTax", "homeInsurance"] });
    const fha = listingMonthlyPayment(record, { ...DEFAULT_PAYMENT_SCENARIO, calcType: "fha", downPaymentPercent: 3.5 });
    expect(item.fha).toEqual({ monthlyPayment: fha.monthlyPayment, mortgageInsurance: fha.mortgageInsurance, totalLoanAmount: fha.totalLoanAmount });
  });

  it("listing(hashid): the home, an off-market one flagged, null for unknown or malformed ids", async () => {
    const query = "query ($hashid: ID!) { listing(hashid: $hashid) { hashid offMarket standardStatus streetAddress } }";
    const house = await call(query, { hashid: idOf("house-a") });
    expect(house.body.data!.listing).toMatchObject({ hashid: idOf("house-a"), offMarket: false });
    expect((await call(query, { hashid: idOf("off-market") })).body.data!.listing).toMatchObject({ offMarket: true });
    expect((await call(query, { hashid: idOf("pending") })).body.data!.listing).toMatchObject({ offMarket: true, standardStatus: "Pending" });
    expect((await call(query, { hashid: "zzzzzzzz" })).body.data!.listing).toBeNull();
    expect((await call(query, { hashid: "not a hashid!" })).body.data!.listing).toBeNull();
    expect((await call(query, { hashid: "kkkkkkkkkkkkkkkkkkkkkkkkkkkk" })).body.data!.listing).toBeNull();
  });
});

describe("cached totals", () => {
  it("follow every write to listings at once (data version), for plain and payment-maximum searches", async () => {
    const box = { south: 30, north: 31, west: -130, east: -129 };
    const plain = { geoRectangle: box };
    const capped = { geoRectangle: box, monthlyPaymentMax: 4000 };
    await insertListings(db(), [testRecord({ Latitude: 30.5, Longitude: -129.5, ListPrice: 300_000 })]);
    expect((await searchListings(db(), plain)).total).toBe(1);
    expect((await searchListings(db(), capped)).total).toBe(1);
    // Same answers again (from the cache), then a second home: both totals move.
    expect((await searchListings(db(), plain)).total).toBe(1);
    const [second] = await insertListings(db(), [testRecord({ Latitude: 30.6, Longitude: -129.6, ListPrice: 310_000 })]);
    expect((await searchListings(db(), plain)).total).toBe(2);
    expect((await searchListings(db(), capped)).total).toBe(2);
    // An update (off market) and a delete move them too.
    await db()
      .update(schema.listings)
      .set({ offMarketAt: new Date() })
      .where(sql`${schema.listings.id} = ${second!.id}`);
    expect((await searchListings(db(), plain)).total).toBe(1);
    await db()
      .delete(schema.listings)
      .where(sql`${schema.listings.latitude} between 30 and 31`);
    expect((await searchListings(db(), plain)).total).toBe(0);
    expect((await searchListings(db(), capped)).total).toBe(0);
  });

  it("follow every write through the API too, where the version comes with the rate-limit count", async () => {
    const box = { south: 34, north: 35, west: -130, east: -129 };
    const query = "query ($dto: ListingSearchInput) { plain: listings(dto: $dto) { total } }";
    const total = async () => {
      const response = await call(query, { dto: { geoRectangle: box } });
      expect(response.body.errors).toBeUndefined();
      return (response.body.data!.plain as { total: number }).total;
    };
    await insertListings(db(), [testRecord({ Latitude: 34.5, Longitude: -129.5, ListPrice: 300_000 })]);
    expect(await total()).toBe(1);
    expect(await total()).toBe(1);
    await insertListings(db(), [testRecord({ Latitude: 34.6, Longitude: -129.6, ListPrice: 310_000 })]);
    expect(await total()).toBe(2);
    await db()
      .delete(schema.listings)
      .where(sql`${schema.listings.latitude} between 34 and 35`);
    expect(await total()).toBe(0);
  });
});

describe("cached pages", () => {
  it("serve a repeated search from one page per data version, priced per scenario, and follow every write at once", async () => {
    const box = { south: 36, north: 37, west: -130, east: -129 };
    const [home] = await insertListings(db(), [testRecord({ Latitude: 36.5, Longitude: -129.5, ListPrice: 300_000 })]);
    const fha: PaymentScenario = { ...DEFAULT_PAYMENT_SCENARIO, calcType: "fha", downPaymentPercent: 3.5 };
    const first = await searchListings(db(), { geoRectangle: box });
    const again = await searchListings(db(), { geoRectangle: box });
    const priced = await searchListings(db(), { geoRectangle: box, payment: fha });
    expect(again.items).toEqual(first.items);
    // The answers share the page's results, frozen so that no answer can change another's, and
    // the page's rows are priced for each search's scenario.
    expect(Object.isFrozen(again.items[0])).toBe(true);
    expect(Object.isFrozen(again.items[0]!.payment.sources)).toBe(true);
    expect(Object.isFrozen(again.items[0]!.photos)).toBe(true);
    expect(priced.items[0]!.payment).toEqual(listingMonthlyPayment(priced.items[0]!, fha));
    expect(priced.items[0]!.payment.monthlyPayment).not.toBe(first.items[0]!.payment.monthlyPayment);
    // A write to the listing shows in the very next search.
    await db()
      .update(schema.listings)
      .set({ listPrice: 320_000, publicRemarks: "New roof." })
      .where(sql`${schema.listings.id} = ${home!.id}`);
    const updated = await searchListings(db(), { geoRectangle: box });
    expect(updated.items[0]).toMatchObject({ listPrice: 320_000, publicRemarks: "New roof." });
    await db()
      .delete(schema.listings)
      .where(sql`${schema.listings.latitude} between 36 and 37`);
    expect((await searchListings(db(), { geoRectangle: box })).items).toEqual([]);
  });
});

describe("cached payment order", () => {
  it("pages a payment sort from one order per data version, and a write reorders at once", async () => {
    const box = { south: 32, north: 33, west: -130, east: -129 };
    const search = { geoRectangle: box, sort: "payment-asc" };
    const [cheap, dear] = await insertListings(db(), [
      testRecord({ Latitude: 32.5, Longitude: -129.5, ListPrice: 200_000 }),
      testRecord({ Latitude: 32.6, Longitude: -129.6, ListPrice: 600_000 }),
    ]);
    const order = async () => {
      const first = await searchListings(db(), search, 1, 1);
      const second = await searchListings(db(), search, 2, 1);
      expect(first.total).toBe(2);
      expect(second.total).toBe(2);
      return [...first.items, ...second.items].map((item) => item.hashid);
    };
    expect(await order()).toEqual([cheap!.hashid, dear!.hashid]);
    // The cheap home's price rises above the other's: the order follows the write.
    await db()
      .update(schema.listings)
      .set({ listPrice: 900_000 })
      .where(sql`${schema.listings.id} = ${cheap!.id}`);
    expect(await order()).toEqual([dear!.hashid, cheap!.hashid]);
    await db()
      .delete(schema.listings)
      .where(sql`${schema.listings.latitude} between 32 and 33`);
    expect((await searchListings(db(), search)).total).toBe(0);
  });
});
