import "server-only";

import fs from "node:fs";
import path from "node:path";

import { lte, sql } from "drizzle-orm";

import type { RateObservation } from "@/lib/rates/series";
import { schema, type DatabaseHandle } from "@/lib/server/db/client";
import { seedSampleAgents } from "@/lib/server/agents/sample-agents";
import { generateSampleListings } from "@/lib/server/listings/sample/generate";
import { refreshListingStatistics, upsertListings } from "@/lib/server/listings/upsert";
import { parsePmmsCsv } from "@/lib/server/rates/pmms-csv";
import { storeNewObservations } from "@/lib/server/rates/store-observations";

/** What `seedSampleData` inserted, per table (0 when the table already held data, or every shipped week). */
export interface SeedReport {
  readonly mortgageRates: number;
  /** Sample listings (lib/server/listings/sample), labelled as sample data wherever shown. */
  readonly listings: number;
  /** Sample agents (lib/server/agents/sample-agents), labelled as samples on their profiles. */
  readonly agents: number;
}

/** How many sample listings an empty database gets (`npm run listings:sample` makes more). */
export const SEED_LISTING_COUNT = 5_000;

/** The shipped PMMS file (read at run time: next.config.ts traces data/ with the server). */
export function pmmsCsvPath(): string {
  return path.join(process.cwd(), "data", "pmms_weekly_rates.csv");
}

/**
 * Seeds sample data into empty tables only, never over real data: 5,000 generated sample
 * listings. The shipped weekly mortgage-rate history (Freddie Mac PMMS, reference data rather
 * than samples) is added wherever the table lacks a shipped week or a term's figure for it, and
 * never overwrites a stored figure: a database loaded with `npm run rates:import` before its first
 * start still gets the history, and a newer shipped file reaches an existing database. Conflicting rows are skipped
 * (or left unchanged), so two instances seeding a shared PostgreSQL at the same moment still end
 * with one copy.
 */
export async function seedSampleData(handle: DatabaseHandle): Promise<SeedReport> {
  const mortgageRates = await seedMortgageRates(handle);
  const listings = await seedListings(handle);
  const agents = await seedSampleAgents(handle.db);
  return { mortgageRates, listings, agents };
}

async function seedMortgageRates(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  const weeks = parsePmmsCsv(fs.readFileSync(pmmsCsvPath(), "utf8"));
  const lastWeek = weeks[weeks.length - 1]?.weekDate;
  if (!lastWeek) return 0;
  // Every shipped week already there (the usual start): one count, nothing written.
  const [stored] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.mortgageRates)
    .where(lte(schema.mortgageRates.weekDate, lastWeek));
  if ((stored?.count ?? 0) >= weeks.length) return 0;

  const term = (seriesId: "MORTGAGE30US" | "MORTGAGE15US"): RateObservation[] =>
    weeks.flatMap((week) => {
      const rate = seriesId === "MORTGAGE30US" ? week.rate30YearFixed : week.rate15YearFixed;
      return rate === null ? [] : [{ seriesId, date: week.weekDate, ratePercent: rate }];
    });
  return db.transaction(async (tx) => {
    const thirty = await storeNewObservations(tx, "MORTGAGE30US", term("MORTGAGE30US"));
    const fifteen = await storeNewObservations(tx, "MORTGAGE15US", term("MORTGAGE15US"));
    // New week rows; a week's blank cell being filled is not a new row.
    return thirty.added.length - thirty.filled + fifteen.added.length - fifteen.filled;
  });
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
