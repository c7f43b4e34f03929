/**
 * Calendar dates (YYYY-MM-DD strings) for the rate series: checks, arithmetic, display, and how
 * old a figure is. Pure: the caller passes "today", so pages compute ages at request time and
 * tests fix the clock.
 */

import { formatMediumDate, formatMonthYear } from "@/lib/format/en-us";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whether `value` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

function toUtcMs(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** `iso` moved by `days` (negative: back). */
export function addDays(iso: string, days: number): string {
  return new Date(toUtcMs(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** `iso` moved by whole calendar years, clamped to the month's end (2024-02-29 - 1 year = 2023-02-28). */
export function addYears(iso: string, years: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const targetYear = year + years;
  const lastDay = new Date(Date.UTC(targetYear, month, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

/**
 * Today's date in the United States (America/New_York), where the series are published: the
 * "today" that ages and the import's "no future dates" check are measured from.
 */
export function usToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

// By hand, not Intl.DateTimeFormat: the ARM calculator's chunk imports these, and a date format
// made when the module loads was ICU's date data loaded in the middle of the calculator's start
// (lib/format/en-us.ts).

/** "Sep 24, 2026". */
export function formatDate(iso: string): string {
  return formatMediumDate(new Date(toUtcMs(iso)), { utc: true });
}

/** "Sep 2026". */
export function formatMonth(iso: string): string {
  return formatMonthYear(new Date(toUtcMs(iso)), { utc: true });
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * How old a figure dated `iso` is on `today`, in words: "today", "yesterday", "5 days ago"
 * (under 2 weeks), "9 weeks ago" (under 13 weeks), "4 months ago" (under 2 years, months of
 * 30.44 days), then "3 years ago". A date after today reads "today" (a publisher's time zone
 * can be ahead of ours).
 */
export function describeAge(iso: string, today: string): string {
  const days = daysBetween(iso, today);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 14) return plural(days, "day");
  if (days < 91) return plural(Math.floor(days / 7), "week");
  if (days < 730) return plural(Math.floor(days / 30.44), "month");
  return plural(Math.floor(days / 365.25), "year");
}
