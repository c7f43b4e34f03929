/**
 * Display formatting for calculator figures: presentation only (no arithmetic that a result
 * depends on; every figure is computed by lib/mortgage and arrives here ready to show). US
 * English without Intl (see lib/format/en-us.ts).
 */

import { formatDecimal, formatUsdDigits } from "@/lib/format/en-us";

/** How a figure is shown: money with or without cents, a percent, a count of months, a plain number. */
export type FigureFormat = "money" | "cents" | "percent" | "months" | "number";

/** "$2,594" (whole dollars, rounded half away from zero). Non-finite values show "$0". */
export function formatMoney(dollars: number): string {
  return formatUsdDigits(Number.isFinite(dollars) ? dollars : 0, 0, 0);
}

/** "$2,594.39". Non-finite values show "$0.00". */
export function formatCents(dollars: number): string {
  return formatUsdDigits(Number.isFinite(dollars) ? dollars : 0, 2, 2);
}

/**
 * A percent given in percent units (6.75 gives "6.75%"), up to `decimals` places, trailing zeros
 * dropped.
 */
export function formatPercent(percent: number, decimals = 3): string {
  const value = Number.isFinite(percent) ? percent : 0;
  return `${formatDecimal(value, 0, decimals)}%`;
}

/** A duration in months as people say it: "30 years", "12 years 4 months", "7 months". */
export function formatMonths(months: number): string {
  const m = Number.isFinite(months) ? Math.max(0, Math.round(months)) : 0;
  const years = Math.floor(m / 12);
  const rest = m % 12;
  const y = years === 1 ? "1 year" : `${years} years`;
  const mo = rest === 1 ? "1 month" : `${rest} months`;
  if (years === 0) return mo;
  return rest === 0 ? y : `${y} ${mo}`;
}

/** A plain number with thousands separators and at most 2 decimals ("1,234.5"). */
export function formatNumber(value: number): string {
  return formatDecimal(Number.isFinite(value) ? value : 0, 0, 2);
}

/** Formats a figure for display. */
export function formatFigure(value: number, format: FigureFormat): string {
  switch (format) {
    case "money":
      return formatMoney(value);
    case "cents":
      return formatCents(value);
    case "percent":
      return formatPercent(value);
    case "months":
      return formatMonths(value);
    case "number":
      return formatNumber(value);
  }
}

/**
 * The text an input shows for a stored value when it is not being edited: money as
 * "450,000" (cents kept only when there are some), percent as "6.75", counts as "360".
 */
export function inputText(value: number, kind: "money" | "percent" | "number", percentDecimals = 3): string {
  if (!Number.isFinite(value)) return "0";
  if (kind === "percent") return String(Number(value.toFixed(percentDecimals)));
  if (kind === "number") return formatDecimal(value, 0, 0).replace(/,/g, "");
  return formatDecimal(value, 0, Number.isInteger(value) ? 0 : 2);
}

/**
 * The plain number a `data-value` attribute carries (docs/architecture.md, Results markup): dollars with at most two
 * decimals, or a count; never NaN (a non-finite value is written as 0).
 */
export function dataValue(value: number): string {
  if (!Number.isFinite(value)) return "0";
  return String(Math.round(value * 100) / 100);
}
