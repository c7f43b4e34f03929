/**
 * Numbers and dollars as US English, by hand rather than with `Intl.NumberFormat`: the first
 * number format a page creates loads ICU's locale data, 20-35 ms of one uninterruptible task on
 * a desktop core (four times that on Lighthouse's phone), paid while a calculator starts. The
 * output is the one Intl gives for "en-US" (en-us.test.ts checks it against Intl over random
 * values): the number's shortest decimal form, rounded half away from zero, thousands grouped
 * with commas. Used by the engine's messages (lib/mortgage) and the calculators' figures.
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
export function formatDecimal(value: number, minDigits: number, maxDigits: number): string {
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
export function formatUsdDigits(dollars: number, minDigits: number, maxDigits: number): string {
  const text = formatDecimal(dollars, minDigits, maxDigits);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** A date's year, month name and day, read in UTC (`utc`) or the browser's time zone. */
function dateParts(date: Date, utc: boolean): { year: number; month: string; day: number } {
  const month = utc ? date.getUTCMonth() : date.getMonth();
  return { year: utc ? date.getUTCFullYear() : date.getFullYear(), month: MONTHS[month]!, day: utc ? date.getUTCDate() : date.getDate() };
}

/**
 * A date as Intl's "en-US" long date ("January 5, 2026"), read in UTC (`utc`) or the browser's
 * time zone: the first date format a page creates loads ICU's date and time-zone data, the
 * longest task of the profile's load (158 ms at Lighthouse's 4x CPU slowdown).
 */
export function formatLongDate(date: Date, { utc }: { utc: boolean }): string {
  const { year, month, day } = dateParts(date, utc);
  return `${month} ${day}, ${year}`;
}

/** A date as Intl's "en-US" medium date ("Jan 5, 2026"), read as `formatLongDate` does. */
export function formatMediumDate(date: Date, { utc }: { utc: boolean }): string {
  const { year, month, day } = dateParts(date, utc);
  return `${month.slice(0, 3)} ${day}, ${year}`;
}

/** A month as Intl's "en-US" short month and year ("Sep 2026"), read as `formatLongDate` does. */
export function formatMonthYear(date: Date, { utc }: { utc: boolean }): string {
  const { year, month } = dateParts(date, utc);
  return `${month.slice(0, 3)} ${year}`;
}

/** A whole number grouped with commas, as `toLocaleString("en-US")` gives it ("12,345"). */
export function formatCount(value: number): string {
  return formatDecimal(value, 0, 0);
}
