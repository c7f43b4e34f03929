/** Number formats for the accuracy tables (server-rendered, en-US). */

const usd0 = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const usd2 = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars: whole dollars when the amount has no cents, else to the cent. */
export function money(dollars: number): string {
  return Number.isInteger(dollars) ? usd0.format(dollars) : usd2.format(dollars);
}

/** A percent figure already in percent units (0.55 -> "0.55%"). */
export function percent(value: number, digits = 2): string {
  return `${value.toFixed(digits)}%`;
}

/** A ratio as a percent (0.28 -> "28%"). */
export function ratioPercent(value: number): string {
  return `${Number((value * 100).toFixed(2))}%`;
}
