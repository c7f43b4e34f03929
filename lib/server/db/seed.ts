import "server-only";

import fs from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import { schema, type DatabaseHandle } from "@/lib/server/db/client";
import { parsePmmsCsv } from "@/lib/server/rates/pmms-csv";

/** What `seedSampleData` inserted, per table (0 when the table already held data). */
export interface SeedReport {
  readonly mortgageRates: number;
}

const CHUNK = 500;

/** The shipped PMMS file (read at run time: next.config.ts traces data/ with the server). */
export function pmmsCsvPath(): string {
  return path.join(process.cwd(), "data", "pmms_weekly_rates.csv");
}

/**
 * Seeds sample data into empty tables only, never over real data: the weekly mortgage-rate
 * history (Freddie Mac PMMS). Conflicting rows are skipped, so two instances seeding a shared
 * PostgreSQL at the same moment still end with one copy.
 */
export async function seedSampleData(handle: DatabaseHandle): Promise<SeedReport> {
  const { db } = handle;
  const existing = await db.select({ count: sql<number>`count(*)::int` }).from(schema.mortgageRates);
  if ((existing[0]?.count ?? 0) > 0) return { mortgageRates: 0 };

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
  return { mortgageRates: inserted };
}
