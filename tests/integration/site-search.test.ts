// The site search against a real database holding the seeded sample listings: places by ZIP,
// city, county and state, ranking together with pages and articles, the homes of the best
// place, the header's index, and hostile queries (SQL is parameterized; nothing may throw).
import { sql } from "drizzle-orm";

import { decodeIndex } from "@/lib/search/compact-index";
import { queryRows } from "@/lib/server/db/client";
import { placeCounts } from "@/lib/server/search/place-catalog";
import { searchIndex, siteSearch } from "@/lib/server/search/site-search";

import { setUpApi } from "./support/api";
import { insertListings, testRecord } from "./support/listing-rows";

let env: Awaited<ReturnType<typeof setUpApi>>;
const db = () => env.database.handle.db;

// A town no sample listing uses, in a real county (Travis County, TX: 48453), with its own ZIP.
const TOWN = "Quillmoor Springs";

beforeAll(async () => {
  env = await setUpApi();
  await insertListings(
    db(),
    Array.from({ length: 4 }, (_, i) =>
      testRecord({
        City: TOWN,
        StateOrProvince: "TX",
        CountyOrParish: "Travis",
        PostalCode: "78799",
        ListPrice: 300_000 + i * 10_000,
        Latitude: 30.2 + i * 0.001,
        Longitude: -97.7,
      }),
    ),
  );
});

afterAll(async () => {
  await env.tearDown();
});

const firstUrl = async (q: string) => (await siteSearch(db(), q)).hits[0]?.doc.url;

describe("site search with listings", () => {
  it("finds a ZIP code's homes first, with the homes themselves", async () => {
    const result = await siteSearch(db(), "78799");
    expect(result.hits[0]?.doc.url).toBe("/listings/?zip=78799");
    expect(result.hits[0]?.doc.description).toBe("4 homes for sale in ZIP code 78799.");
    expect(result.placeHomes?.total).toBe(4);
    expect(result.placeHomes?.homes).toHaveLength(3);
    expect(result.placeHomes?.homes.every((home) => home.city === TOWN)).toBe(true);
  });

  it("answers 90210 with that ZIP's homes, or its county's when none is for sale", async () => {
    const url = await firstUrl("90210");
    expect(["/listings/?zip=90210", "/listings/?state=CA&county=06037"]).toContain(url);
  });

  it("finds a city by name, linking to a map area around its homes", async () => {
    const result = await siteSearch(db(), TOWN.toLowerCase());
    expect(result.hits[0]?.doc.title).toBe(`${TOWN}, TX`);
    expect(result.hits[0]?.doc.url).toMatch(/^\/listings\/\?bounds=/);
    expect(result.placeHomes?.total).toBe(4);
  });

  it("finds the sample data's biggest city first by its name", async () => {
    const [top] = await queryRows<{ city: string; state: string }>(
      db(),
      sql`select city, state_or_province as state from listings where off_market_at is null group by 1, 2 order by count(*) desc, 1 limit 1`,
    );
    expect(top).toBeDefined();
    const result = await siteSearch(db(), `${top!.city} ${top!.state}`);
    expect(result.hits[0]?.doc.title).toBe(`${top!.city}, ${top!.state}`);
  });

  it("finds a county and a state, by name and by code", async () => {
    expect(await firstUrl("Travis County")).toBe("/listings/?state=TX&county=48453");
    expect(await firstUrl("texas")).toBe("/listings/?state=TX");
    expect(await firstUrl("TX")).toBe("/listings/?state=TX");
  });

  it("counts every place's homes once", async () => {
    const counts = await placeCounts(db());
    const [row] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from listings where standard_status in ('Active', 'Active Under Contract', 'Coming Soon') and off_market_at is null`,
    );
    const sum = (list: readonly { count: number }[]) => list.reduce((s, x) => s + x.count, 0);
    expect(sum(counts.states)).toBe(row!.count);
    expect(sum(counts.cities)).toBe(row!.count);
  });

  it("still ranks pages first for page words, with listings in the database", async () => {
    expect(await firstUrl("fha")).toBe("/fha-loan-calculator/");
    expect(await firstUrl("va funding fee")).toBe("/va-funding-fee-chart/");
    expect(await firstUrl("loan limits")).toBe("/loan-limits/");
    expect(await firstUrl("refinance")).toBe("/refinance/");
    expect((await siteSearch(db(), "pmi")).hits.map((hit) => hit.doc.url)).toContain("/blog/pmi-how-to-remove-it/");
  });

  it("never throws on hostile or odd input", async () => {
    for (const q of ["'; drop table listings; --", "%_\\", "\u0000", "🏠 90210", "x".repeat(5000), ["a", "b"], 42, null, "  "]) {
      await expect(siteSearch(db(), q)).resolves.toBeDefined();
    }
    expect((await siteSearch(db(), "x".repeat(5000))).query.status).toBe("invalid");
    expect((await siteSearch(db(), "")).query.status).toBe("empty");
    expect((await siteSearch(db(), "zebra quantum")).hits).toEqual([]);
  });

  it("builds the header's index with pages, posts and places", async () => {
    const decoded = decodeIndex(JSON.parse(JSON.stringify(await searchIndex(db()))));
    expect(decoded).not.toBeNull();
    const kinds = new Set(decoded!.docs.map((doc) => doc.kind));
    for (const kind of ["calculator", "chart", "post", "place"]) expect(kinds.has(kind as never)).toBe(true);
    expect(JSON.stringify(await searchIndex(db())).length).toBeLessThan(120_000);
  });
});
