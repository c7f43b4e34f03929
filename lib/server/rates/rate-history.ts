import "server-only";

import { and, asc, gte, inArray, isNotNull, max, or } from "drizzle-orm";

import { addYears } from "@/lib/rates/dates";
import { lastOfEachWeek, rangeYears, type RateHistory, type RateHistoryRange, type RateHistorySeries, type RatePoint } from "@/lib/rates/history";
import { RATE_SERIES, RATE_SERIES_IDS, type RateSeriesId } from "@/lib/rates/series";
import { schema, type Database } from "@/lib/server/db/client";

/** The mortgage rate series stored in rate_index_observations (the Optimal Blue indices). */
const OPTIMAL_BLUE_IDS: readonly RateSeriesId[] = RATE_SERIES_IDS.filter((id) => RATE_SERIES[id].publisher === "Optimal Blue");

/**
 * The history of the rate series in a range ("1y", "5y" or "all"), ending at the newest figure
 * the site holds of any of them. PMMS comes weekly, as published. The Optimal Blue indices come
 * daily for a year, and thinned to the last observation of each week (ending Thursday) for 5
 * years and the whole history. Series without a figure in the range are left out; an empty
 * database gives no series and null dates. `seriesIds` narrows the answer (default: all).
 */
export async function rateHistory(db: Database, range: RateHistoryRange, seriesIds: readonly RateSeriesId[] = RATE_SERIES_IDS): Promise<RateHistory> {
  const { mortgageRates: weeks, rateIndexObservations: index } = schema;
  const wanted = new Set(seriesIds);
  const [[pmmsLast], [indexLast]] = await Promise.all([
    db
      .select({ date: max(weeks.weekDate) })
      .from(weeks)
      .where(or(isNotNull(weeks.rate30YearFixed), isNotNull(weeks.rate15YearFixed))),
    // The mortgage indices only: the table also holds index series that are not mortgage rates
    // (SOFR30DAYAVG), whose newer days must not move the history's end.
    db
      .select({ date: max(index.observationDate) })
      .from(index)
      .where(inArray(index.seriesId, [...OPTIMAL_BLUE_IDS])),
  ]);
  const candidates = [pmmsLast?.date, indexLast?.date].filter((date): date is string => typeof date === "string");
  if (candidates.length === 0) return { range, from: null, to: null, series: [] };
  const to = candidates.sort().at(-1) as string;
  const years = rangeYears(range);
  const start = years === null ? null : addYears(to, -years);

  const indexIds = seriesIds.filter((id) => OPTIMAL_BLUE_IDS.includes(id));
  const [pmmsRows, indexRows] = await Promise.all([
    wanted.has("MORTGAGE30US") || wanted.has("MORTGAGE15US")
      ? db
          .select({ date: weeks.weekDate, rate30: weeks.rate30YearFixed, rate15: weeks.rate15YearFixed })
          .from(weeks)
          .where(start ? gte(weeks.weekDate, start) : undefined)
          .orderBy(asc(weeks.weekDate))
      : Promise.resolve([]),
    indexIds.length > 0
      ? db
          .select({ seriesId: index.seriesId, date: index.observationDate, rate: index.rate })
          .from(index)
          .where(and(inArray(index.seriesId, indexIds), start ? gte(index.observationDate, start) : undefined))
          .orderBy(asc(index.seriesId), asc(index.observationDate))
      : Promise.resolve([]),
  ]);

  const points = new Map<RateSeriesId, RatePoint[]>();
  const push = (id: RateSeriesId, point: RatePoint) => {
    const list = points.get(id) ?? [];
    list.push(point);
    points.set(id, list);
  };
  for (const row of pmmsRows) {
    if (row.rate30 !== null && wanted.has("MORTGAGE30US")) push("MORTGAGE30US", { date: row.date, ratePercent: row.rate30 });
    if (row.rate15 !== null && wanted.has("MORTGAGE15US")) push("MORTGAGE15US", { date: row.date, ratePercent: row.rate15 });
  }
  for (const row of indexRows) {
    const id = RATE_SERIES_IDS.find((known) => known === row.seriesId);
    if (id) push(id, { date: row.date, ratePercent: row.rate });
  }
  const series: RateHistorySeries[] = [];
  for (const id of RATE_SERIES_IDS) {
    const list = points.get(id);
    if (!list || list.length === 0) continue;
    series.push({ seriesId: id, points: range !== "1y" && RATE_SERIES[id].frequency === "daily" ? lastOfEachWeek(list) : list });
  }
  return { range, from: start ?? series.map((s) => s.points[0]?.date ?? to).sort()[0] ?? to, to, series };
}
