/**
 * Display formatting for the pages in this folder: the calculator framework's formatters
 * (components/calculators/ui/format.ts), plus the few shapes only these pages show.
 * Formatting only: every number is computed by lib/mortgage or read from lib/reference first.
 */
import { formatCents, formatMoney, formatMonths, formatNumber, formatPercent } from "../ui/format";

export { formatCents, formatMoney, formatMonths, formatNumber, formatPercent };

/** A percent from basis points: 215 -> "2.15%", 50 -> "0.5%", 330 -> "3.3%". */
export function formatBps(bps: number): string {
  return formatPercent(bps / 100, 2);
}

/** A ratio (0.2834) as a percent with one decimal: "28.3%". */
export function formatRatio(ratio: number): string {
  return formatPercent(ratio * 100, 1);
}
