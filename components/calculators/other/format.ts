/**
 * Display formatting for the calculators and charts in this folder. Formatting only: every
 * number shown is computed by lib/mortgage or read from lib/reference first.
 */

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plainNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "$1,234" (rounded to the dollar for display), or "$1,234.56" with `cents`. */
export function formatMoney(dollars: number, options: { cents?: boolean } = {}): string {
  if (!Number.isFinite(dollars)) return "$0";
  return options.cents ? dollarsAndCents.format(dollars) : wholeDollars.format(dollars);
}

/** A percent from basis points: 215 -> "2.15%", 50 -> "0.5%", 330 -> "3.3%". */
export function formatBps(bps: number): string {
  return `${plainNumber.format(bps / 100)}%`;
}

/** A percent from a fraction: 0.0675 -> "6.75%" (up to `digits` decimals, trailing zeros dropped). */
export function formatPercent(fraction: number, digits = 2): string {
  if (!Number.isFinite(fraction)) return "0%";
  return `${new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }).format(fraction * 100)}%`;
}

/** A whole count with separators: 1234 -> "1,234". */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? plainNumber.format(value) : "0";
}

/** Months as people say them: 132 -> "11 years", 30 -> "2 years 6 months", 1 -> "1 month". */
export function formatMonths(months: number): string {
  const whole = Math.max(0, Math.round(months));
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} year${years === 1 ? "" : "s"}`);
  if (rest > 0 || years === 0) parts.push(`${rest} month${rest === 1 ? "" : "s"}`);
  return parts.join(" ");
}
