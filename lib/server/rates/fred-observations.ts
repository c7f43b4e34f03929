import "server-only";

import { z } from "zod";

import { addDays, isIsoDate } from "@/lib/rates/dates";
import { fredSeries, isIndexSeriesId, type FredSeriesId, type SeriesObservation } from "@/lib/rates/series";

/** FRED writes a missing observation as "." (its CSV downloads may also leave the cell empty). */
export const FRED_MISSING_VALUES: readonly string[] = [".", ""];

/**
 * Rates outside 0-25% (exclusive) are a broken file, not a market rate: PMMS peaked at 18.63%
 * (Oct 1981) and no series here has ever been at or below zero.
 */
export const RATE_PERCENT_RANGE = { above: 0, below: 25 } as const;

/**
 * An index may be 0: SOFR's averages were as low as 0.01% in 2021, and zero is a figure the New
 * York Fed could publish. 25% or more is a broken file (as is a negative value, which the number
 * format already refuses).
 */
export const INDEX_PERCENT_RANGE = { atLeast: 0, below: 25 } as const;

/** Decimals each publisher uses; more means the value is not the series' (and the column would round it). */
const PUBLISHER_DECIMALS = { "Freddie Mac": 2, "Optimal Blue": 3, "Federal Reserve Bank of New York": 5 } as const;

/** Decimals the publisher of `seriesId` gives (2 for PMMS, 3 for Optimal Blue, 5 for SOFR): the most a figure may have, and how reports write it. */
export function publishedDecimals(seriesId: FredSeriesId): number {
  return PUBLISHER_DECIMALS[fredSeries(seriesId).publisher];
}

function percentSchema(seriesId: FredSeriesId) {
  const number = z.number();
  if (isIndexSeriesId(seriesId)) {
    return number
      .gte(INDEX_PERCENT_RANGE.atLeast, `the index must be at least ${INDEX_PERCENT_RANGE.atLeast}%`)
      .lt(INDEX_PERCENT_RANGE.below, `the index must be below ${INDEX_PERCENT_RANGE.below}% (it is in percent: 4.31 means 4.31%)`);
  }
  return number
    .gt(RATE_PERCENT_RANGE.above, `the rate must be above ${RATE_PERCENT_RANGE.above}%`)
    .lt(RATE_PERCENT_RANGE.below, `the rate must be below ${RATE_PERCENT_RANGE.below}% (it is in percent: 6.27 means 6.27%)`);
}

function observationSchema(seriesId: FredSeriesId, today: string) {
  const decimals = publishedDecimals(seriesId);
  return z.object({
    date: z
      .string()
      .refine(isIsoDate, "the date must be a real calendar date written YYYY-MM-DD")
      // A day of slack: the publisher's day may already have started when ours has not.
      .refine((date) => !isIsoDate(date) || date <= addDays(today, 1), `the date is in the future (today is ${today})`),
    value: z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, "the rate must be a number in percent, like 6.27")
      .refine(
        (value) => (value.split(".")[1]?.length ?? 0) <= decimals,
        `the rate has more than ${decimals} decimals, which ${fredSeries(seriesId).publisher} does not publish`,
      )
      .transform(Number)
      .pipe(percentSchema(seriesId)),
  });
}

/** One FRED observation checked: a rate, a missing value, or the reasons it was refused. */
export type CheckedObservation<Id extends FredSeriesId = FredSeriesId> =
  | { readonly kind: "rate"; readonly observation: SeriesObservation<Id> }
  | { readonly kind: "missing"; readonly date: string }
  | { readonly kind: "invalid"; readonly reasons: readonly string[] };

/**
 * Checks one observation of `seriesId` as FRED gives it (a date and a value string, in its CSV
 * downloads and its API alike): the date must be a real YYYY-MM-DD date no later than tomorrow
 * (`today` is the US date), the value a plain number in percent above 0 (an index: at least 0) and
 * below 25 with no more decimals than the publisher uses (2 for Freddie Mac, 3 for Optimal Blue,
 * 5 for the New York Fed's SOFR averages). "." or an empty value is a missing observation (FRED's
 * own spelling), which callers skip.
 */
export function checkObservation<Id extends FredSeriesId>(seriesId: Id, date: string, value: string, today: string): CheckedObservation<Id> {
  const trimmedDate = date.trim();
  if (FRED_MISSING_VALUES.includes(value.trim()) && isIsoDate(trimmedDate)) return { kind: "missing", date: trimmedDate };
  const parsed = observationSchema(seriesId, today).safeParse({ date: trimmedDate, value });
  if (!parsed.success) return { kind: "invalid", reasons: parsed.error.issues.map((issue) => issue.message) };
  return { kind: "rate", observation: { seriesId, date: parsed.data.date, ratePercent: parsed.data.value } };
}
