import "server-only";

import fs from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import { schema, type DatabaseHandle } from "@/lib/server/db/client";
import { generateSampleListings } from "@/lib/server/listings/sample/generate";
import { refreshListingStatistics, upsertListings } from "@/lib/server/listings/upsert";
import { parsePmmsCsv } from "@/lib/server/rates/pmms-csv";

/** What `seedSampleData` inserted, per table (0 when the table already held data). */
export interface SeedReport {
  readonly mortgageRates: number;
  /** Sample listings (lib/server/listings/sample), labelled as sample data wherever shown. */
  readonly listings: number;
}

/** How many sample listings an empty database gets (`npm run listings:sample` makes more). */
export const SEED_LISTING_COUNT = 5_000;

const CHUNK = 500;

/** The shipped PMMS file (read at run time: next.config.ts traces data/ with the server). */
export function pmmsCsvPath(): string {
  return path.join(process.cwd(), "data", "pmms_weekly_rates.csv");
}

/**
 * Seeds sample data into empty tables only, never over real data: the weekly mortgage-rate
 * history (Freddie Mac PMMS) and 5,000 generated sample listings. Conflicting rows are skipped
 * (or left unchanged), so two instances seeding a shared PostgreSQL at the same moment still end
 * with one copy.
 */
export async function seedSampleData(handle: DatabaseHandle): Promise<SeedReport> {
  const mortgageRates = await seedMortgageRates(handle);
  const listings = await seedListings(handle);
  return { mortgageRates, listings };
}

async function seedMortgageRates(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  const existing = await db.select({ count: sql<number>`count(*)::int` }).from(schema.mortgageRates);
  if ((existing[0]?.count ?? 0) > 0) return 0;

  const weeks = parsePmmsCsv(fs.readFileSync(pmmsCsvPath(), "utf8"));
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < weeks.length; start += CHUNK) {
      const rows = await tx
        .insert(schema.mortgageRates)
        .values(weeks.slice(start, start + CHUNK))
        .onConflictDoNothing()
        .returning({ weekDate: schema.mortgageRates.weekDate });
      inserted += rows.length;
    }
  });
  return inserted;
}

/**
 * Sample listings into an empty listings table (any listing, of any source, means the site has
 * listings of its own: none are added). One transaction; the same seed every time, so a second
 * instance racing this one finds its rows identical and changes nothing.
 */
async function seedListings(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  const existing = await db.select({ id: schema.listings.id }).from(schema.listings).limit(1);
  if (existing.length > 0) return 0;
  const records = generateSampleListings(SEED_LISTING_COUNT);
  const report = await db.transaction((tx) => upsertListings(tx, records, "sample"));
  if (report.inserted > 0) await refreshListingStatistics(db);
  return report.inserted;
}
