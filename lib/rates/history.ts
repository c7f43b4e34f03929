/**
 * Rate history ranges and the periods they are shown in (pure: the page, the chart, the table
 * and the GraphQL resolver share it).
 *
 * A range ends at the newest figure the site holds (so a site whose data are a few weeks old
 * still shows a full year), and reaches back 1 or 5 calendar years, or to the first figure.
 */
import { addDays } from "./dates";
import { RATE_SERIES_IDS, type RateSeriesId } from "./series";

export const RATE_HISTORY_RANGES = ["1y", "5y", "all"] as const;
export type RateHistoryRange = (typeof RATE_HISTORY_RANGES)[number];
export const DEFAULT_RATE_HISTORY_RANGE: RateHistoryRange = "1y";

export const RANGE_LABELS: Readonly<Record<RateHistoryRange, string>> = { "1y": "1 year", "5y": "5 years", all: "All" };

/** Whether `value` names a range. */
export function isRateHistoryRange(value: string): value is RateHistoryRange {
  return (RATE_HISTORY_RANGES as readonly string[]).includes(value);
}

/** Years a range reaches back from its last date (null: to the first figure). */
export function rangeYears(range: RateHistoryRange): number | null {
  return range === "1y" ? 1 : range === "5y" ? 5 : null;
}

export type Period = "week" | "month" | "year";

/** A dated rate in percent. */
export interface RatePoint {
  readonly date: string;
  readonly ratePercent: number;
}

/** One series' points in a range, oldest first. */
export interface RateHistorySeries {
  readonly seriesId: RateSeriesId;
  readonly points: readonly RatePoint[];
}

/** The history of every series with data in a range. */
export interface RateHistory {
  readonly range: RateHistoryRange;
  /** First and last date of the range, or null when the site holds no figure at all. */
  readonly from: string | null;
  readonly to: string | null;
  /** The series with at least one point in the range, in lib/rates/series.ts order. */
  readonly series: readonly RateHistorySeries[];
}

/**
 * The period a date belongs to, named by its last day: the week ending Thursday (PMMS's survey
 * day, so a PMMS week is its own period), the month's first day, or the year's first day.
 */
export function periodOf(date: string, period: Period): string {
  if (period === "month") return `${date.slice(0, 7)}-01`;
  if (period === "year") return `${date.slice(0, 4)}-01-01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, (4 - weekday + 7) % 7);
}

/**
 * Daily observations thinned to one a week: the last observation of each week ending Thursday
 * (a real published figure, not an average).
 */
export function lastOfEachWeek(points: readonly RatePoint[]): RatePoint[] {
  const out: RatePoint[] = [];
  for (const point of points) {
    const last = out[out.length - 1];
    if (last && periodOf(last.date, "week") === periodOf(point.date, "week")) out[out.length - 1] = point;
    else out.push(point);
  }
  return out;
}

/** The periods the history table has rows for: weeks for a year, months for 5 years, years for all. */
export function tablePeriod(range: RateHistoryRange): Period {
  return range === "1y" ? "week" : range === "5y" ? "month" : "year";
}

/** The periods the chart draws: weeks up to 5 years, months for the whole history. */
export function chartPeriod(range: RateHistoryRange): Period {
  return range === "all" ? "month" : "week";
}

/** Averages of a series' points per period (rounded to 3 decimals), oldest first. */
export function averageByPeriod(points: readonly RatePoint[], period: Period): RatePoint[] {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const point of points) {
    const key = periodOf(point.date, period);
    const entry = sums.get(key) ?? { sum: 0, count: 0 };
    entry.sum += point.ratePercent;
    entry.count += 1;
    sums.set(key, entry);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, { sum, count }]) => ({ date, ratePercent: Math.round((sum / count) * 1000) / 1000 }));
}

/** One row of the history table: a period and each shown series' average in it (null: no figure). */
export interface RateTableRow {
  readonly period: string;
  readonly rates: Readonly<Partial<Record<RateSeriesId, number>>>;
}

/** The history as table rows, newest period first, for the series that have data. */
export function historyTable(history: RateHistory): RateTableRow[] {
  const period = tablePeriod(history.range);
  const rows = new Map<string, Partial<Record<RateSeriesId, number>>>();
  for (const series of history.series) {
    for (const point of averageByPeriod(series.points, period)) {
      const row = rows.get(point.date) ?? {};
      row[series.seriesId] = point.ratePercent;
      rows.set(point.date, row);
    }
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([key, rates]) => ({ period: key, rates }));
}

/** Series ids in the site's order, for the ones present in `history`. */
export function historySeriesIds(history: RateHistory): RateSeriesId[] {
  const present = new Set(history.series.map((s) => s.seriesId));
  return RATE_SERIES_IDS.filter((id) => present.has(id));
}
