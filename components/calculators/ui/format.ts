/**
 * Display formatting for calculator figures: presentation only (no arithmetic that a result
 * depends on; every figure is computed by lib/mortgage and arrives here ready to show).
 *
 * US English by hand rather than with `Intl.NumberFormat`: the first number format a page
 * creates loads ICU's locale data, 20-35 ms of one uninterruptible task on a desktop core (four
 * times that on Lighthouse's phone), paid while the calculator starts. The output is the one
 * Intl gives for "en-US" (format.test.ts checks it against Intl over random values): the number's
 * shortest decimal form, rounded half away from zero, thousands grouped with commas.
 */

/** A finite number's shortest decimal form without an exponent ("1e-7" gives "0.0000001"). */
function plainDecimal(abs: number): string {
  const text = String(abs);
  const e = text.indexOf("e");
  if (e < 0) return text;
  const exponent = Number(text.slice(e + 1));
  const [int = "", frac = ""] = text.slice(0, e).split(".");
  const digits = int + frac;
  const point = int.length + exponent;
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Adds one to a string of decimal digits ("0999" gives "1000", "99" gives "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}

/**
 * `value` with between `minDigits` and `maxDigits` decimals, grouped ("-1,234.5"): Intl's
 * "en-US" decimal format. A negative value keeps its sign even when it rounds to zero, as in Intl.
 */
function formatDecimal(value: number, minDigits: number, maxDigits: number): string {
  const negative = value < 0 || Object.is(value, -0);
  let [int = "0", frac = ""] = plainDecimal(Math.abs(value)).split(".");
  if (frac.length > maxDigits) {
    const roundUp = frac.charCodeAt(maxDigits) >= 53; // the next digit is 5 or more ("5" is 53)
    frac = frac.slice(0, maxDigits);
    if (roundUp) {
      const bumped = incrementDigits(int + frac);
      int = bumped.slice(0, bumped.length - frac.length);
      frac = bumped.slice(bumped.length - frac.length);
    }
  }
  frac = frac.replace(/0+$/, "");
  if (frac.length < minDigits) frac = frac.padEnd(minDigits, "0");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${grouped}${frac ? `.${frac}` : ""}`;
}

/** Dollars as Intl's "en-US" USD currency format ("-$1,234.50"). */
function usd(dollars: number, minDigits: number, maxDigits: number): string {
  const text = formatDecimal(dollars, minDigits, maxDigits);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/** How a figure is shown: money with or without cents, a percent, a count of months, a plain number. */
export type FigureFormat = "money" | "cents" | "percent" | "months" | "number";

/** "$2,594" (whole dollars, rounded half away from zero). Non-finite values show "$0". */
export function formatMoney(dollars: number): string {
  return usd(Number.isFinite(dollars) ? dollars : 0, 0, 0);
}

/** "$2,594.39". Non-finite values show "$0.00". */
export function formatCents(dollars: number): string {
  return usd(Number.isFinite(dollars) ? dollars : 0, 2, 2);
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
export function inputText(value: number, kind: "money" | "percent" | "number"): string {
  if (!Number.isFinite(value)) return "0";
  if (kind === "percent") return String(Number(value.toFixed(3)));
  if (kind === "number") return formatDecimal(value, 0, 0).replace(/,/g, "");
  return formatDecimal(value, 0, Number.isInteger(value) ? 0 : 2);
}

/**
 * The plain number a `data-value` attribute carries (DESIGN §3.2): dollars with at most two
 * decimals, or a count; never NaN (a non-finite value is written as 0).
 */
export function dataValue(value: number): string {
  if (!Number.isFinite(value)) return "0";
  return String(Math.round(value * 100) / 100);
}
