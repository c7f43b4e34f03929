/** Number formats for the accuracy tables (server-rendered, en-US). */
import { formatUsdDigits } from "@/lib/format/en-us";

/** Dollars: whole dollars when the amount has no cents, else to the cent. */
export function money(dollars: number): string {
  return Number.isInteger(dollars) ? formatUsdDigits(dollars, 0, 0) : formatUsdDigits(dollars, 2, 2);
}

/** A percent figure already in percent units (0.55 -> "0.55%"). */
export function percent(value: number, digits = 2): string {
  return `${value.toFixed(digits)}%`;
}

/** A ratio as a percent (0.28 -> "28%"). */
export function ratioPercent(value: number): string {
  return `${Number((value * 100).toFixed(2))}%`;
}
