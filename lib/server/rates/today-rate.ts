import "server-only";

import { desc, isNotNull } from "drizzle-orm";

import type { RateObservation } from "@/lib/rates/series";
import { schema, type Database } from "@/lib/server/db/client";

/**
 * Today's rate as the home page shows it: the newest Freddie Mac PMMS 30-year fixed average
 * (series MORTGAGE30US) with its survey week, or null when none is loaded. One query, walking
 * the primary key (week_date) backwards to the first week with a 30-year figure, so the
 * dynamic home page pays one indexed lookup per request (getMarketRates reads every series).
 *
 * @param db the app's database
 * @returns `{ seriesId: "MORTGAGE30US", date: "YYYY-MM-DD" (the survey's Thursday), ratePercent: 6.23 }`
 */
export async function getTodayRate(db: Database): Promise<RateObservation | null> {
  const { mortgageRates } = schema;
  const [latest] = await db
    .select({ date: mortgageRates.weekDate, rate: mortgageRates.rate30YearFixed })
    .from(mortgageRates)
    .where(isNotNull(mortgageRates.rate30YearFixed))
    .orderBy(desc(mortgageRates.weekDate))
    .limit(1);
  if (!latest || latest.rate === null) return null;
  return { seriesId: "MORTGAGE30US", date: latest.date, ratePercent: latest.rate };
}
