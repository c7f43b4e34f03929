// A listing changed by `listings:import` (the same function the script runs, and on PostgreSQL
// the script itself as a process outside this one) shows changed at the next request on its page,
// in the search and in the sitemap, while the page's data is otherwise served from Next's cache
// (docs/architecture.md, Caching): the listings trigger expires its tags in the database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";

import { COMMIT_MARGIN_MS } from "@/lib/server/cache/cache-store";
import { schema } from "@/lib/server/db/client";
import { listingHashid } from "@/lib/server/listings/hashid";
import { importListings } from "@/lib/server/listings/import/import-listings";
import { loadListingPage } from "@/lib/server/listings/load-listing-page";
import { searchListings } from "@/lib/server/listings/search-service";
import { sitemapPartXml } from "@/lib/server/seo/sitemap";

import { setUpApi } from "./support/api";
import { runCliProcess } from "./support/cli-process";
import { engineName, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
let dataDir: string;
let tearDown: () => Promise<void>;

beforeAll(async () => {
  ({ database, dataDir, tearDown } = await setUpApi());
});
afterAll(async () => tearDown());

const HEADER =
  "ListingKey,StandardStatus,ListPrice,PropertyType,PropertySubType,BedroomsTotal,BathroomsTotalInteger,City,StateOrProvince,PostalCode,CountyOrParish,Latitude,Longitude,TaxAnnualAmount,ModificationTimestamp";

function csv(price: number, modified: string): string {
  return [HEADER, `FRESH-1,Active,${price},Residential,Single Family Residence,3,2,Austin,TX,78701,Travis,30.27,-97.74,7000,${modified}`].join("\n");
}

const SEARCH = { priceMin: 1_234_000, priceMax: 1_236_000 };
const ORIGIN = new URL("http://localhost:3000");

async function shown(hashid: string) {
  const page = await loadListingPage(hashid, {});
  const search = await searchListings(database.handle.db, SEARCH);
  const sitemap = (await sitemapPartXml(database.handle.db, ORIGIN, "listings-1.xml", 50_000)) ?? "";
  const entry = new RegExp(`<loc>${ORIGIN.origin}/listings/${hashid}/</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap);
  return {
    page: page?.listing.listPrice,
    search: search.items.find((item) => item.hashid === hashid)?.listPrice,
    sitemap: entry?.[1],
  };
}

describe(`listing freshness (${engineName})`, () => {
  it("an import shows on the listing's page, in the search and in the sitemap at the next request", async () => {
    await importListings(database.handle.db, csv(1_234_500, "2026-10-01T00:00:00Z"), "csv");
    const [row] = await database.handle.db.select({ id: schema.listings.id }).from(schema.listings).where(eq(schema.listings.listingKey, "FRESH-1"));
    const hashid = listingHashid(row!.id);
    // Past the commit margin, what is read now stays cached until the next change.
    await new Promise((resolve) => setTimeout(resolve, COMMIT_MARGIN_MS + 50));
    expect(await shown(hashid)).toEqual({ page: 1_234_500, search: 1_234_500, sitemap: "2026-10-01T00:00:00.000Z" });

    // The page's data comes from the cache: a write the triggers do not see is not shown.
    await database.handle.db.execute(sql`alter table listings disable trigger user`);
    try {
      await database.handle.db.update(schema.listings).set({ listPrice: 1 }).where(eq(schema.listings.id, row!.id));
      expect((await loadListingPage(hashid, {}))?.listing.listPrice).toBe(1_234_500);
      await database.handle.db.update(schema.listings).set({ listPrice: 1_234_500 }).where(eq(schema.listings.id, row!.id));
    } finally {
      await database.handle.db.execute(sql`alter table listings enable trigger user`);
    }

    await importListings(database.handle.db, csv(1_235_000, "2026-10-02T00:00:00Z"), "csv");
    expect(await shown(hashid)).toEqual({ page: 1_235_000, search: 1_235_000, sitemap: "2026-10-02T00:00:00.000Z" });

    if (engineName === "PostgreSQL") {
      // The script itself, in its own process (as an operator runs it beside the servers).
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hmh-fresh-")), "listings.csv");
      fs.writeFileSync(file, csv(1_235_500, "2026-10-03T00:00:00Z"));
      const run = await runCliProcess("listings-import.ts", [file], { DATABASE_URL: database.handle.location, DATA_DIR: dataDir });
      expect({ code: run.code, stderr: run.stderr }).toMatchObject({ code: 0 });
      expect(await shown(hashid)).toEqual({ page: 1_235_500, search: 1_235_500, sitemap: "2026-10-03T00:00:00.000Z" });
    }
  });
});
