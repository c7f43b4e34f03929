// The listing search's plans: the map rectangle is answered by the GiST index on location and a
// price range by the covering btree of homes for sale by price, on PGlite and on PostgreSQL, with 5,000 listings
// spread over the country, vacuumed with fresh statistics. No planner setting is forced.
import { sql } from "drizzle-orm";

import { listingSearchSchema } from "@/lib/listings/search";
import { queryText } from "@/lib/server/db/client";
import { filterClause } from "@/lib/server/listings/search-sql";

import { setUpApi } from "./support/api";
import { insertListings, testRecord } from "./support/listing-rows";

let env: Awaited<ReturnType<typeof setUpApi>>;

beforeAll(async () => {
  env = await setUpApi();
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  // Ten places, as a national feed spreads its homes: a place holds a tenth of them.
  const places = [
    { StateOrProvince: "CA", CountyOrParish: "Los Angeles", PostalCode: "90210" },
    { StateOrProvince: "TX", CountyOrParish: "Travis", PostalCode: "78701" },
    { StateOrProvince: "NY", CountyOrParish: "Kings", PostalCode: "11201" },
    { StateOrProvince: "IL", CountyOrParish: "Cook", PostalCode: "60601" },
    { StateOrProvince: "FL", CountyOrParish: "Miami-Dade", PostalCode: "33130" },
    { StateOrProvince: "WA", CountyOrParish: "King", PostalCode: "98101" },
    { StateOrProvince: "CO", CountyOrParish: "Denver", PostalCode: "80202" },
    { StateOrProvince: "GA", CountyOrParish: "Fulton", PostalCode: "30303" },
    { StateOrProvince: "OH", CountyOrParish: "Franklin", PostalCode: "43215" },
    { StateOrProvince: "VT", CountyOrParish: "Chittenden", PostalCode: "05401" },
  ];
  const records = [];
  for (let i = 0; i < 5000; i++) {
    records.push(
      testRecord({
        ...places[i % places.length],
        ListPrice: Math.round(50_000 + rand() * 2_000_000),
        Latitude: 25 + rand() * 23,
        Longitude: -124 + rand() * 57,
      }),
    );
  }
  await insertListings(env.database.handle.db, records);
  // As the seed, import and sync leave it (upsert.ts): vacuumed, so index-only scans see visible pages.
  await env.database.handle.db.execute(sql`vacuum (analyze) listings`);
}, 120_000);
afterAll(async () => {
  await env.tearDown();
});

/** The plan of a search's page of ids, as the search service writes it (search-sql.ts). */
async function plan(search: Record<string, unknown>, order = "id asc"): Promise<string> {
  const where = filterClause(listingSearchSchema.parse(search));
  const rows = await queryText<{ "QUERY PLAN": string }>(
    env.database.handle.db,
    `explain select id from listings where ${where.text} order by ${order} limit 24`,
    where.values,
  );
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

it("a map rectangle uses the GiST index on location", async () => {
  const text = await plan({ geoRectangle: { south: 40, north: 41, west: -75, east: -73 } });
  expect(text).toMatch(/listings_location_cover_idx/);
});

it("a price range uses the covering btree of homes for sale by price", async () => {
  const text = await plan({ priceMin: 400_000, priceMax: 405_000 });
  expect(text).toMatch(/listings_for_sale_price_cover_idx/);
});

it("a price range with bedroom and bathroom minimums: its count and its page by price never visit the table", async () => {
  const where = filterClause(listingSearchSchema.parse({ priceMin: 250_000, priceMax: 500_000, bedroomsTotalMin: 3, bathroomsTotalMin: 2 }));
  const explain = async (text: string) =>
    (await queryText<{ "QUERY PLAN": string }>(env.database.handle.db, `explain ${text}`, where.values)).map((row) => row["QUERY PLAN"]).join("\n");
  expect(await explain(`select count(*) from listings where ${where.text}`)).toMatch(/Index Only Scan using listings_for_sale_price_cover_idx/);
  const page = await explain(`select id from listings where ${where.text} order by list_price asc, id asc limit 24`);
  expect(page).toMatch(/Index Only Scan using listings_for_sale_price_cover_idx/);
  expect(page).not.toMatch(/Sort/);
});

it("a state or a county uses its covering index of homes for sale", async () => {
  // Places with few homes (none here), where the index beats walking the ids in order.
  expect(await plan({ state: "NM" })).toMatch(/listings_state_cover_idx/);
  expect(await plan({ county: "35001" })).toMatch(/listings_county_cover_idx/);
});

it("a state or a county, newest first, reads its page in index order with no sort", async () => {
  const newest = "modification_timestamp desc, id desc";
  for (const [search, index] of [
    [{ state: "OH" }, "listings_state_cover_idx"],
    [{ county: "17031" }, "listings_county_cover_idx"],
  ] as const) {
    const text = await plan(search, newest);
    expect(text).toMatch(new RegExp(`Index Only Scan using ${index}`));
    expect(text).not.toMatch(/Sort/);
  }
});

it("queryText binds $n values on the driver, and inside a transaction (Drizzle underneath) alike", async () => {
  const db = env.database.handle.db;
  const text = "select $1::int + $2::int as n, $3::text as s, $4::text[] as a";
  const values = [40, 2, "it's", ["a", "b,c"]];
  expect(await queryText(db, text, values)).toEqual([{ n: 42, s: "it's", a: ["a", "b,c"] }]);
  expect(await db.transaction((tx) => queryText(tx, text, values))).toEqual([{ n: 42, s: "it's", a: ["a", "b,c"] }]);
});
