/**
 * Property tax and homeowners insurance: annual amount <-> rate of the price, and the monthly
 * escrow share. The location defaults (county effective tax rate, state average premium) come from
 * lib/reference (taxDefaultsForLocation there); these functions do the arithmetic.
 */
import { divHalfUp, fromCents, toCents } from "./money";

/**
 * Annual amount for a rate of the price: price x rate, rounded half up to the cent.
 * @param price home price, dollars
 * @param rate annual rate as a fraction of the price (0.02 = 2%)
 */
export function annualFromRate(price: number, rate: number): number {
  if (!(price > 0) || !(rate > 0) || !Number.isFinite(price * rate)) return 0;
  // A float product then the cent rounding on its decimal value: rates may carry any number of
  // decimals here (a rate derived from an annual amount), so it is not cut to RATE_SCALE.
  return fromCents(toCents(price * rate));
}

/**
 * Rate of the price for an annual amount: annual / price (a fraction); 0 when the price is 0.
 * Kept unrounded so that annualFromRate(price, rateFromAnnual(price, a)) gives back a.
 */
export function rateFromAnnual(price: number, annual: number): number {
  if (!(price > 0) || !(annual > 0) || !Number.isFinite(annual)) return 0;
  return annual / price;
}

/** Monthly share of an annual amount: annual / 12, rounded half up to the cent. */
export function monthlyFromAnnual(annual: number): number {
  const a = toCents(annual);
  return a > 0 ? fromCents(divHalfUp(a, 12)) : 0;
}
