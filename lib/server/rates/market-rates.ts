import "server-only";

import { inArray, sql } from "drizzle-orm";

import { RATE_SERIES_IDS, isRateSeriesId, type MarketRates, type RateObservation, type RateSeriesId } from "@/lib/rates/series";
import { schema, type Database } from "@/lib/server/db/client";
import { latestMortgageRates } from "@/lib/server/rates/rates-service";

/**
 * The newest observation of every series the site knows: PMMS 30- and 15-year from
 * mortgage_rates, the Optimal Blue indices from rate_index_observations. A series never loaded
 * is null, and pages show no figure for it.
 */
export async function getMarketRates(db: Database): Promise<MarketRates> {
  const pmms = await latestMortgageRates(db);
  const { rateIndexObservations: observations } = schema;
  const rows = await db
    .selectDistinctOn([observations.seriesId], {
      seriesId: observations.seriesId,
      date: observations.observationDate,
      rate: observations.rate,
    })
    .from(observations)
    // The mortgage rate series only: the table also holds index series (SOFR30DAYAVG), which are not rates.
    .where(inArray(observations.seriesId, [...RATE_SERIES_IDS]))
    .orderBy(observations.seriesId, sql`${observations.observationDate} desc`);

  const latest = Object.fromEntries(RATE_SERIES_IDS.map((id) => [id, null])) as Record<RateSeriesId, RateObservation | null>;
  if (pmms.rate30YearFixed) latest.MORTGAGE30US = { seriesId: "MORTGAGE30US", date: pmms.rate30YearFixed.weekDate, ratePercent: pmms.rate30YearFixed.rate };
  if (pmms.rate15YearFixed) latest.MORTGAGE15US = { seriesId: "MORTGAGE15US", date: pmms.rate15YearFixed.weekDate, ratePercent: pmms.rate15YearFixed.rate };
  for (const row of rows) {
    if (isRateSeriesId(row.seriesId)) latest[row.seriesId] = { seriesId: row.seriesId, date: row.date, ratePercent: row.rate };
  }
  return latest;
}
