import "server-only";

import { desc, isNotNull } from "drizzle-orm";

import { schema, type Database } from "@/lib/server/db/client";
import type { PmmsWeek } from "@/lib/server/rates/pmms-csv";

/** The most weeks one request may ask for (about ten years). */
export const MAX_RATE_WEEKS = 520;

/** Where the rate figures come from, for display next to them. */
export const PMMS_SOURCE = "Freddie Mac Primary Mortgage Market Survey (PMMS), via FRED";

/**
 * The most recent `weeks` survey weeks, newest first. `weeks` must be 1..MAX_RATE_WEEKS
 * (callers validate user input; this throws a RangeError on a programming error).
 */
export async function listMortgageRates(db: Database, weeks: number): Promise<PmmsWeek[]> {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_RATE_WEEKS) {
    throw new RangeError(`weeks must be an integer from 1 to ${MAX_RATE_WEEKS}`);
  }
  return db.select().from(schema.mortgageRates).orderBy(desc(schema.mortgageRates.weekDate)).limit(weeks);
}

/** Latest published figure of each term, with its week (the 15-year series may end earlier). */
export interface LatestMortgageRates {
  readonly rate30YearFixed: { readonly weekDate: string; readonly rate: number } | null;
  readonly rate15YearFixed: { readonly weekDate: string; readonly rate: number } | null;
}

/** The newest non-blank 30-year and 15-year fixed rates (percent), each with its survey week. */
export async function latestMortgageRates(db: Database): Promise<LatestMortgageRates> {
  const { mortgageRates } = schema;
  const [latest30] = await db
    .select({ weekDate: mortgageRates.weekDate, rate: mortgageRates.rate30YearFixed })
    .from(mortgageRates)
    .where(isNotNull(mortgageRates.rate30YearFixed))
    .orderBy(desc(mortgageRates.weekDate))
    .limit(1);
  const [latest15] = await db
    .select({ weekDate: mortgageRates.weekDate, rate: mortgageRates.rate15YearFixed })
    .from(mortgageRates)
    .where(isNotNull(mortgageRates.rate15YearFixed))
    .orderBy(desc(mortgageRates.weekDate))
    .limit(1);
  return {
    rate30YearFixed: latest30 && latest30.rate !== null ? { weekDate: latest30.weekDate, rate: latest30.rate } : null,
    rate15YearFixed: latest15 && latest15.rate !== null ? { weekDate: latest15.weekDate, rate: latest15.rate } : null,
  };
}
