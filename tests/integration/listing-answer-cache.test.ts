// Anonymous listing answers kept per listings data version (lib/server/api/plugins/
// listing-answer-cache.ts): a kept answer follows every write to listings, is never another
// visitor's (a signed-in one's isFavorite stays theirs), is kept per query and variables, and
// still counts against the per-IP rate limit.
import { sql } from "drizzle-orm";

import { createGraphQLServer } from "@/lib/server/api/graphql-server";
import { schema } from "@/lib/server/db/client";

import { ORIGIN, setUpApi } from "./support/api";
import { bearer, call, signUp } from "./support/accounts";
import { insertListings, testRecord, type InsertedListing } from "./support/listing-rows";
import { startInsideOneWindow } from "@/tests/support/rate-window";

let env: Awaited<ReturnType<typeof setUpApi>>;
let homes: InsertedListing[];
// Over the open Pacific, where no sample listing is.
const BOX = { south: 38, north: 39, west: -131, east: -130 };
const SEARCH = "query ($dto: ListingSearchInput, $page: Int) { listings(dto: $dto, page: $page, pageSize: 1) { total items { hashid listPrice isFavorite } } }";

beforeAll(async () => {
  env = await setUpApi();
  homes = await insertListings(env.database.handle.db, [
    testRecord({ Latitude: 38.5, Longitude: -130.5, ListPrice: 300_000 }),
    testRecord({ Latitude: 38.6, Longitude: -130.6, ListPrice: 400_000 }),
  ]);
});
afterAll(async () => {
  await env.tearDown();
});

type Page = { total: number; items: { hashid: string; listPrice: number; isFavorite: boolean }[] };

async function search(variables: Record<string, unknown>, headers?: Record<string, string>): Promise<Page> {
  const response = await call(SEARCH, variables, headers);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.listings as Page;
}

const priceAsc = { dto: { geoRectangle: BOX, sort: "PRICE_ASC" } };

test("a repeated search follows every write to listings, and each page and search is its own", async () => {
  expect((await search({ ...priceAsc, page: 1 })).items).toEqual([{ hashid: homes[0]!.hashid, listPrice: 300_000, isFavorite: false }]);
  expect((await search({ ...priceAsc, page: 1 })).items[0]!.listPrice).toBe(300_000);
  expect((await search({ ...priceAsc, page: 2 })).items).toEqual([{ hashid: homes[1]!.hashid, listPrice: 400_000, isFavorite: false }]);
  expect((await search({ dto: { ...priceAsc.dto, sort: "PRICE_DESC" }, page: 1 })).items[0]!.hashid).toBe(homes[1]!.hashid);
  await env.database.handle.db
    .update(schema.listings)
    .set({ listPrice: 305_000 })
    .where(sql`${schema.listings.id} = ${homes[0]!.id}`);
  expect((await search({ ...priceAsc, page: 1 })).items[0]!.listPrice).toBe(305_000);
});

test("a signed-in visitor's answer is their own, before and after an anonymous one is kept", async () => {
  const buyer = await signUp({ name: "Answer Cache" });
  const saved = await call("mutation ($hashid: ID!) { favoriteListing(hashid: $hashid) { hashid } }", { hashid: homes[1]!.hashid }, bearer(buyer.accessToken));
  expect(saved.body.errors).toBeUndefined();
  const variables = { ...priceAsc, page: 2 };
  expect((await search(variables)).items[0]!.isFavorite).toBe(false);
  expect((await search(variables)).items[0]!.isFavorite).toBe(false);
  expect((await search(variables, bearer(buyer.accessToken))).items[0]!.isFavorite).toBe(true);
  expect((await search(variables)).items[0]!.isFavorite).toBe(false);
  expect((await search(variables, bearer(buyer.accessToken))).items[0]!.isFavorite).toBe(true);
});

test("a kept answer still counts against the per-IP rate limit", async () => {
  const yoga = createGraphQLServer({ getDatabase: async () => env.database.handle, apiRatePerIp: { limit: 3, windowSeconds: 60 } });
  const send = () =>
    yoga.fetch(`${ORIGIN}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-source": "web", "x-forwarded-for": "203.0.113.91" },
      body: JSON.stringify({ query: SEARCH, variables: { ...priceAsc, page: 1 } }),
    });
  await startInsideOneWindow(60, 15);
  for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
  expect((await send()).status).toBe(429);
});
