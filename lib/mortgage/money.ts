/**
 * Money and rate arithmetic for the engine.
 *
 * Amounts cross the engine's boundary as dollars (JS numbers with at most 2 decimals) and are
 * worked in integer cents inside it, so sums are exact. Rates are held as exact rationals: an
 * annual rate is an integer count of 1e-8 (a millionth of a percent), so every product of a
 * balance and a rate is an integer division with a remainder, rounded half up without binary
 * floating-point error. Products above 2^53 fall back to BigInt, which only very large loans
 * at very high rates ever reach.
 */

/** Annual rates are represented as integers of this many parts per unit (1e-8 resolution). */
export const RATE_SCALE = 100_000_000;

/** Denominator of a monthly periodic rate: annual numerator / (12 x RATE_SCALE). */
export const MONTHLY_RATE_DENOMINATOR = 12 * RATE_SCALE;

/**
 * Strips binary noise (1.005 x 100 = 100.49999999999999) so rounding acts on the decimal value a
 * person means. Beyond 1e14 a double carries no digits below the cent to strip.
 */
function denoise(x: number): number {
  return Math.abs(x) < 1e14 ? Number(x.toPrecision(15)) : x;
}

/**
 * Dollars -> integer cents, rounded half away from zero on the decimal value (1.005 -> 101).
 * Non-finite input gives 0: callers validate first and report a message; this keeps the math total.
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) return 0;
  const raw = Math.abs(dollars * 100);
  const frac = raw - Math.floor(raw);
  // Only a value within float noise of a half cent needs the decimal-string repair; everything
  // else rounds the same either way, and this path is hot (affordability search).
  const rounded = Math.abs(frac - 0.5) > 1e-6 ? Math.round(raw) : Math.round(denoise(raw));
  return dollars < 0 ? -rounded : rounded;
}

/** Integer cents -> dollars (a number with at most 2 decimals). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** Dollars rounded half up to the cent (the engine's rounding point for every shown amount). */
export function roundToCents(dollars: number): number {
  return fromCents(toCents(dollars));
}

/** Annual rate fraction (0.0675) -> exact integer numerator over {@link RATE_SCALE}. */
export function rateToScaled(rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0) return 0;
  const x = rate * RATE_SCALE;
  const r = Math.round(x);
  // Rates given to 8 decimals or fewer land within float noise of an integer; only others need the repair.
  return Math.abs(x - r) < 1e-6 ? r : Math.round(denoise(x));
}

/**
 * round_half_up(balance x rateScaled / MONTHLY_RATE_DENOMINATOR): one month's interest in cents.
 * Below 1e8 cents of interest the float product is within ~1e-8 of the exact quotient, so it rounds
 * correctly unless it sits that close to a half cent; those rare ties, and larger amounts, take the
 * exact integer path. `monthlyRate` is rateScaled / MONTHLY_RATE_DENOMINATOR, passed in because the
 * schedule loop computes it once.
 */
export function monthlyInterestCents(balanceCents: number, rateScaled: number, monthlyRate: number): number {
  const x = balanceCents * monthlyRate;
  const f = x - Math.floor(x);
  if (x > 1e8 || (f > 0.4999999 && f < 0.5000001)) return mulDivHalfUp(balanceCents, rateScaled, MONTHLY_RATE_DENOMINATOR);
  return Math.floor(x + 0.5);
}

/** Basis points -> numerator over {@link RATE_SCALE}. */
export function bpsToScaled(bps: number): number {
  return Math.round(bps * (RATE_SCALE / 10_000));
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * round_half_up(a x b / d) for non-negative integers a, b and a positive integer d, exactly.
 * The quotient from a float division can be off by one, so it is corrected with the exact
 * integer remainder before rounding.
 */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  const p = a * b;
  if (p <= MAX_SAFE) {
    let q = Math.floor(p / d);
    let rem = p - q * d;
    if (rem < 0) {
      q -= 1;
      rem += d;
    } else if (rem >= d) {
      q += 1;
      rem -= d;
    }
    return 2 * rem >= d ? q + 1 : q;
  }
  const bp = BigInt(a) * BigInt(b);
  const bd = BigInt(d);
  return Number((2n * bp + bd) / (2n * bd));
}

/** floor(a x b / d) for non-negative integers, exactly (used where a rule rounds down). */
export function mulDivFloor(a: number, b: number, d: number): number {
  const p = a * b;
  if (p <= MAX_SAFE) {
    let q = Math.floor(p / d);
    const rem = p - q * d;
    if (rem < 0) q -= 1;
    else if (rem >= d) q += 1;
    return q;
  }
  return Number((BigInt(a) * BigInt(b)) / BigInt(d));
}

/** ceil(a x b / d) for non-negative integers, exactly. */
export function mulDivCeil(a: number, b: number, d: number): number {
  const q = mulDivFloor(a, b, d);
  const p = a * b;
  if (p <= MAX_SAFE) return q * d === p ? q : q + 1;
  return BigInt(q) * BigInt(d) === BigInt(a) * BigInt(b) ? q : q + 1;
}

/** round_half_up(n / d) for a non-negative integer n and a positive integer d. */
export function divHalfUp(n: number, d: number): number {
  return mulDivHalfUp(n, 1, d);
}

/** Sum of dollar amounts, in integer cents, returned in dollars. */
export function sumDollars(...amounts: number[]): number {
  let cents = 0;
  for (const a of amounts) cents += toCents(a);
  return fromCents(cents);
}

/**
 * a / b as a ratio, for reported percentages (LTV, DTI): 0 when b is 0, rounded to 6 decimals so
 * a displayed 96.5% is 0.965 and not 0.9650000000000001.
 */
export function ratio(a: number, b: number): number {
  if (!(b > 0) || !Number.isFinite(a)) return 0;
  return Number((a / b).toFixed(6));
}
