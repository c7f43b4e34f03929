import "server-only";

import { eq, isNotNull, max, sql } from "drizzle-orm";

import { fredSeries, type FredSeriesId, type SeriesObservation } from "@/lib/rates/series";
import { schema, type Database } from "@/lib/server/db/client";

/** What storing a batch of one series' observations did. */
export interface StoredObservations {
  readonly seriesId: FredSeriesId;
  /** Observations now stored that were not before (new rows, or PMMS cells that were blank), by date. */
  readonly added: readonly SeriesObservation[];
  /** Of `added`, PMMS weeks that existed with this term's cell blank (the other term's figure was there). */
  readonly filled: number;
  /** Dates the database already held a figure for: kept as they are, never overwritten. */
  readonly alreadyStored: number;
}

// Rows per statement: 2-3 parameters each, far under PostgreSQL's 65,535.
const CHUNK = 1_000;

/** Whether the series is a PMMS term (stored in mortgage_rates, one column per term). */
function isPmms(seriesId: FredSeriesId): seriesId is "MORTGAGE30US" | "MORTGAGE15US" {
  return fredSeries(seriesId).publisher === "Freddie Mac";
}

function pmmsColumn(seriesId: "MORTGAGE30US" | "MORTGAGE15US") {
  return seriesId === "MORTGAGE30US" ? schema.mortgageRates.rate30YearFixed : schema.mortgageRates.rate15YearFixed;
}

/**
 * Adds the observations of one series whose dates the database does not hold yet; an existing
 * figure is never overwritten. PMMS (MORTGAGE30US, MORTGAGE15US) goes to mortgage_rates: a new
 * week is inserted, and an existing week whose cell for this term is blank gets it filled. The
 * Optimal Blue indices and the index series (SOFR30DAYAVG) go to rate_index_observations (ON
 * CONFLICT DO NOTHING), whose trigger expires the series' cache tag (migration 0019). Run it
 * inside a transaction for all-or-nothing; observations must be validated and have distinct dates.
 */
export async function storeNewObservations(tx: Database, seriesId: FredSeriesId, observations: readonly SeriesObservation[]): Promise<StoredObservations> {
  const rates = new Map(observations.map((o) => [o.date, o.ratePercent]));
  const added: SeriesObservation[] = [];
  let filled = 0;
  for (let start = 0; start < observations.length; start += CHUNK) {
    const chunk = observations.slice(start, start + CHUNK);
    let stored: { date: string; inserted: boolean }[];
    if (isPmms(seriesId)) {
      const column = pmmsColumn(seriesId);
      const thirty = seriesId === "MORTGAGE30US";
      stored = await tx
        .insert(schema.mortgageRates)
        .values(chunk.map((o) => ({ weekDate: o.date, rate30YearFixed: thirty ? o.ratePercent : null, rate15YearFixed: thirty ? null : o.ratePercent })))
        .onConflictDoUpdate({
          target: schema.mortgageRates.weekDate,
          set: { [thirty ? "rate30YearFixed" : "rate15YearFixed"]: sql.raw(`excluded.${column.name}`) },
          // Only a blank cell is filled: a published figure is never replaced.
          setWhere: sql`${column} is null`,
        })
        // xmax is 0 on a row version this statement inserted, and set on one it updated.
        .returning({ date: schema.mortgageRates.weekDate, inserted: sql<boolean>`(xmax = 0)` });
    } else {
      const rows = await tx
        .insert(schema.rateIndexObservations)
        .values(chunk.map((o) => ({ seriesId, observationDate: o.date, rate: o.ratePercent })))
        .onConflictDoNothing()
        .returning({ date: schema.rateIndexObservations.observationDate });
      stored = rows.map((row) => ({ date: row.date, inserted: true }));
    }
    for (const row of stored) {
      const ratePercent = rates.get(row.date);
      if (ratePercent === undefined) continue;
      added.push({ seriesId, date: row.date, ratePercent });
      if (!row.inserted) filled += 1;
    }
  }
  added.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { seriesId, added, filled, alreadyStored: observations.length - added.length };
}

/** The date of the newest stored figure of a series (for PMMS, the newest week with this term's cell filled), or null. */
export async function newestStoredDate(db: Database, seriesId: FredSeriesId): Promise<string | null> {
  if (isPmms(seriesId)) {
    const column = pmmsColumn(seriesId);
    const [row] = await db
      .select({ date: max(schema.mortgageRates.weekDate) })
      .from(schema.mortgageRates)
      .where(isNotNull(column));
    return row?.date ?? null;
  }
  const { rateIndexObservations: observations } = schema;
  const [row] = await db
    .select({ date: max(observations.observationDate) })
    .from(observations)
    .where(eq(observations.seriesId, seriesId));
  return row?.date ?? null;
}
