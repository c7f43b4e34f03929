/**
 * Input sanitizers: the seed's validation rules (docs/architecture.md, Calculator rules), applied to
 * everything a calculator accepts (typed input, URL scenarios, restored browser storage).
 *
 * Every function here is total: any input (number, text, null, undefined, NaN, Infinity)
 * gives a finite number, never NaN and never a throw, so a page always has a value to show.
 *
 * Units, everywhere in the calculator state:
 * - money in dollars (a JS number; cents kept where the rule does not round to whole dollars);
 * - interest, tax and insurance rates as fractions (0.0675 = 6.75 %);
 * - a down payment percent in percent (20 = 20 %), as its name says.
 *
 * Text is read by two tolerant parsers so people can type what they see on listings and
 * lender sheets: {@link parseAmount} ("$450,000", "450k", "1.2m") and {@link parsePercent}
 * ("6.5%", " 6.5 ", "6,5"). Where the seed is silent (negative amounts, fractions of a month)
 * the choice is written next to the rule.
 */

import { roundToCents } from "./money";

/** What a sanitizer accepts: a number in the state's unit, or text as a person typed it. */
export type NumericInput = number | string | null | undefined;

/** The result of reading typed text: the number, or a sentence saying what was expected. */
export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

/** The seed's credit score range, 400-850. */
export const CREDIT_SCORE_MIN = 400;
export const CREDIT_SCORE_MAX = 850;

/**
 * Longest term a scenario may ask for, in months. The seed gives no upper bound, but the
 * engine divides by the term and 40-year (480-month) loans are the longest sold in the US;
 * the programs' own caps (360) are applied by the store's type rules.
 */
export const TERM_MAX_MONTHS = 480;

/**
 * Largest dollar amount read: $1 trillion, far above any home price, income or balance. The seed
 * sets no bound, but a typed "1e308" must not turn a later product (price x rate, cents)
 * into Infinity; larger amounts are read as this one.
 */
export const AMOUNT_MAX = 1e12;

const AMOUNT_HINT = "Enter a dollar amount, like 450,000 or 450k.";
const PERCENT_HINT = "Enter a percentage, like 6.5 or 6.5%.";
// Exponents are read too: share links carry numbers as JavaScript writes them (1e-7, 1e+21).
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const SUFFIX_MULTIPLIER: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, mm: 1e6, b: 1e9 };

/**
 * Strips binary floating-point noise (1.005 * 100 = 100.49999999999999) so that floor, ceil and
 * half-up rounding act on the decimal value a person means. Above 1e14 a double has no noise
 * below the cent left to strip, and 15 significant digits would drop real ones.
 */
function denoise(x: number): number {
  return Math.abs(x) < 1e14 ? Number(x.toPrecision(15)) : x;
}

/** Rounds half up to `decimals` places, on the decimal value (see {@link denoise}). */
export function roundHalfUp(x: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = denoise(x * factor);
  return Number.isFinite(scaled) ? Math.round(scaled) / factor : x;
}

/** Rounds down to whole dollars, on the decimal value ("1.15" x 100,000 is 115,000, not 114,999). */
export function floorDollars(x: number): number {
  return Math.floor(denoise(x));
}

/** Rounds up to whole dollars, on the decimal value (300,000 x 0.035 is 10,500, not 10,501). */
export function ceilDollars(x: number): number {
  return Math.ceil(denoise(x));
}

function readDecimal(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Reads a dollar amount as people type it: optional sign, "$", "USD", thousands separators
 * (commas, spaces, underscores, apostrophes), and a k / m / mm / b suffix ("450k" = 450,000,
 * "1.2m" = 1,200,000), and exponents ("1e6"). Several decimal points, or a result too large for
 * a number, are refused.
 *
 * @param text what was typed
 * @returns the amount in dollars (not rounded, sign kept), or a message saying what to type
 */
export function parseAmount(text: string): ParsedNumber {
  let s = text.trim().toLowerCase();
  if (s === "") return { ok: false, message: "Enter an amount." };
  // One sign at most, before or after the currency: "-$450" and "$-450" are both -450.
  const currency = /^([+-]?)\s*(?:\$|usd)?\s*([+-]?)/.exec(s);
  const signs = `${currency?.[1] ?? ""}${currency?.[2] ?? ""}`;
  if (signs.length > 1) return { ok: false, message: AMOUNT_HINT };
  const sign = signs === "-" ? -1 : 1;
  s = s
    .slice(currency?.[0].length ?? 0)
    .replace(/(?:usd|\$)$/, "")
    .replace(/[\s,_']/g, "");
  const suffix = /(mm|k|m|b)$/.exec(s);
  const multiplier = suffix ? (SUFFIX_MULTIPLIER[suffix[1] ?? ""] ?? 1) : 1;
  if (suffix) s = s.slice(0, -suffix[0].length);
  if (!/^\d|^\./.test(s)) return { ok: false, message: AMOUNT_HINT };
  const value = readDecimal(s);
  if (value === null) return { ok: false, message: AMOUNT_HINT };
  const amount = denoise(sign * value * multiplier);
  return Number.isFinite(amount) ? { ok: true, value: amount } : { ok: false, message: AMOUNT_HINT };
}

/**
 * Reads a percentage as people type it: "6.5%", " 6.5 ", "6.5 %", and "6,5" (a decimal comma:
 * no rate has a thousands separator, so a single comma can only be one).
 *
 * @param text what was typed
 * @returns the value in percent (6.5 for "6.5%"), or a message saying what to type
 */
export function parsePercent(text: string): ParsedNumber {
  let s = text.trim().replace(/\s+/g, "");
  if (s === "") return { ok: false, message: "Enter a percentage." };
  s = s.replace(/%$/, "");
  if (/^[+-]?\d*,\d+$/.test(s)) s = s.replace(",", ".");
  const value = readDecimal(s);
  return value === null ? { ok: false, message: PERCENT_HINT } : { ok: true, value };
}

/** A finite number from a number or typed text, read as `unit`; null when it is not numeric. */
function toFinite(value: NumericInput, unit: "amount" | "percent"): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value + 0 : null;
  if (typeof value !== "string") return null;
  const parsed = unit === "amount" ? parseAmount(value) : parsePercent(value);
  // `+ 0` turns -0 into 0: "-0" is typed, and String(-0) would be "0" in a link anyway.
  return parsed.ok ? parsed.value + 0 : null;
}

/**
 * Reads a non-negative dollar amount: non-numeric, empty or negative gives 0 (an amount owed
 * or paid cannot be negative; the seed does not say, and 0 is its value for bad input); above
 * {@link AMOUNT_MAX} gives AMOUNT_MAX.
 */
function nonNegativeAmount(value: NumericInput): number {
  const n = toFinite(value, "amount");
  return n === null || n < 0 ? 0 : Math.min(n, AMOUNT_MAX);
}

/**
 * Home price (seed): non-numeric or empty becomes 0; otherwise rounded down to whole dollars.
 * A negative price becomes 0.
 *
 * @param value dollars, or typed text ("$450,000", "450k")
 * @returns whole dollars >= 0
 */
export function sanitizePrice(value: NumericInput): number {
  return floorDollars(nonNegativeAmount(value));
}

/**
 * Down payment (seed): rounded up to whole dollars; if it is 0, empty, or at least the price,
 * it becomes 0. A negative amount becomes 0.
 *
 * @param value dollars, or typed text
 * @param price the home price in dollars
 * @returns whole dollars, 0 <= result < price (or 0)
 */
export function sanitizeDownPayment(value: NumericInput, price: number): number {
  const amount = ceilDollars(nonNegativeAmount(value));
  return amount === 0 || !(amount < price) ? 0 : amount;
}

/**
 * Interest rate (seed): a value below 0 or above 1 becomes 0; a percent string ("6.75%") is
 * converted to a fraction with 5 decimals (0.0675). Numbers, and text without "%", are
 * fractions already; non-numeric becomes 0. Use {@link sanitizeRatePercent} for a field where
 * people type the percentage itself.
 *
 * @param value a fraction (0.0675), or text: "6.75%" (percent) or "0.0675" (fraction)
 * @returns a fraction in [0, 1]
 */
export function sanitizeInterestRate(value: NumericInput): number {
  let rate: number | null;
  if (typeof value === "string" && value.trim().endsWith("%")) {
    const percent = toFinite(value, "percent");
    rate = percent === null ? null : roundHalfUp(percent / 100, 5);
  } else {
    rate = toFinite(typeof value === "string" ? value.trim() : value, "percent");
  }
  // `+ 0` turns -0 (from "-0%" or a tiny negative rounded) into 0, which links write as "0".
  return rate === null || rate < 0 || rate > 1 ? 0 : rate + 0;
}

/**
 * A rate typed in a percent field ("6.5", "6.5%", "6,5"), as a fraction with 5 decimals under
 * the seed's interest-rate rule: 6.5 gives 0.065; below 0 %, above 100 % or non-numeric gives 0.
 * A number is read as a percent too.
 *
 * @param value percent (6.5) or typed text
 * @returns a fraction in [0, 1], 5 decimals
 */
export function sanitizeRatePercent(value: NumericInput): number {
  const percent = toFinite(value, "percent");
  return percent === null ? 0 : sanitizeInterestRate(roundHalfUp(percent / 100, 5));
}

/**
 * Homeowners insurance or property tax per year (seed): non-numeric becomes 0. Negative becomes
 * 0 and the amount is kept to the cent (typed text may carry more decimals).
 *
 * @param value dollars a year, or typed text
 * @returns dollars a year, cents, >= 0
 */
export function sanitizeAnnualAmount(value: NumericInput): number {
  return roundToCents(nonNegativeAmount(value));
}

/**
 * Any other dollar amount the calculators take (HOA dues, income, monthly debts, extra
 * payments, VA entitlement used, PMI override): non-numeric or negative becomes 0, as the
 * seed's money rules do; kept to the cent.
 *
 * @param value dollars, or typed text
 * @returns dollars, cents, >= 0
 */
export function sanitizeAmount(value: NumericInput): number {
  return roundToCents(nonNegativeAmount(value));
}

/**
 * Refinance home value (seed): non-numeric becomes 0, otherwise rounded down.
 *
 * @param value dollars, or typed text
 * @returns whole dollars >= 0
 */
export function sanitizeRefiHomeValue(value: NumericInput): number {
  return floorDollars(nonNegativeAmount(value));
}

/**
 * Refinance base loan amount (seed): capped at the home value. Non-numeric or negative becomes 0;
 * kept to the cent.
 *
 * @param value dollars, or typed text
 * @param homeValue the refinance home value in dollars
 * @returns dollars, 0 <= result <= homeValue
 */
export function sanitizeRefiBaseLoanAmount(value: NumericInput, homeValue: number): number {
  return Math.min(roundToCents(nonNegativeAmount(value)), Math.max(0, homeValue));
}

/**
 * Refinance mortgage balance, first or second (seed): non-numeric becomes 0, otherwise rounded
 * down.
 *
 * @param value dollars, or typed text
 * @returns whole dollars >= 0
 */
export function sanitizeRefiBalance(value: NumericInput): number {
  return floorDollars(nonNegativeAmount(value));
}

/**
 * Rate count or homes count (seed): non-numeric becomes 0. A count is a whole number >= 0.
 *
 * @param value a count, or typed text
 * @returns an integer >= 0
 */
export function sanitizeCount(value: NumericInput): number {
  const n = toFinite(value, "amount");
  return n === null || n < 0 ? 0 : Math.floor(n);
}

/**
 * Credit score (seed): within 400-850, rounded to a whole point. Non-numeric input keeps
 * `fallback` (a score is never "0"; clamping it would quietly show the worst band).
 *
 * @param value a FICO score, or typed text
 * @param fallback the score to keep when `value` is not numeric
 * @returns an integer in [400, 850]
 */
export function sanitizeCreditScore(value: NumericInput, fallback: number): number {
  const n = toFinite(value, "amount") ?? fallback;
  const clamped = Math.min(CREDIT_SCORE_MAX, Math.max(CREDIT_SCORE_MIN, Math.round(n)));
  return Number.isFinite(clamped) ? clamped : CREDIT_SCORE_MIN;
}

/**
 * Loan term in months: a whole number of months in [1, {@link TERM_MAX_MONTHS}]; non-numeric
 * keeps `fallback`. The seed has no rule here; the engine needs at least one payment.
 *
 * @param value months, or typed text
 * @param fallback the term to keep when `value` is not numeric
 * @returns an integer in [1, 480]
 */
export function sanitizeTerm(value: NumericInput, fallback: number): number {
  const n = toFinite(value, "amount") ?? fallback;
  const clamped = Math.min(TERM_MAX_MONTHS, Math.max(1, Math.round(n)));
  return Number.isFinite(clamped) ? clamped : 1;
}

/**
 * Down payment as a percent of the price: within [0, 100]; non-numeric or negative becomes 0.
 * The store turns it into dollars with {@link sanitizeDownPayment}, so 100 % ends as 0 there.
 *
 * @param value percent (20) or typed text ("20%")
 * @returns percent in [0, 100]
 */
export function sanitizeDownPaymentPercent(value: NumericInput): number {
  const n = toFinite(value, "percent");
  return n === null || n < 0 ? 0 : Math.min(100, n);
}
