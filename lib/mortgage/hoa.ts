/**
 * HOA dues a month from a fee and how often it is charged (RESO AssociationFeeFrequency names),
 * so a listing's "$900 Quarterly" and the calculator's monthly HOA field meet in one figure.
 */
import { fromCents, mulDivHalfUp, toCents } from "./money";

/**
 * Periods a year per RESO AssociationFeeFrequency value, as a fraction [numerator, denominator]
 * of a month: the monthly amount is fee x numerator / denominator. Bi-Monthly is "every two
 * months" (RESO's definition), not twice a month. A one-time fee is not a monthly cost.
 */
const MONTHLY_FACTOR: Readonly<Record<string, readonly [number, number]>> = {
  Monthly: [1, 1],
  Quarterly: [1, 3],
  "Semi-Annually": [1, 6],
  Annually: [1, 12],
  "Bi-Monthly": [1, 2],
  Weekly: [52, 12],
  "Bi-Weekly": [26, 12],
  Daily: [365, 12],
  "One Time": [0, 1],
};

/**
 * Monthly HOA dues in dollars, rounded half up to the cent: fee x periods a year / 12.
 * A missing frequency is read as Monthly (how US listings quote dues by default); an unknown
 * frequency, a missing or non-positive fee gives 0.
 * @param fee dollars per period
 * @param frequency RESO AssociationFeeFrequency ("Monthly", "Quarterly", ...), or null
 */
export function monthlyHoaFromFee(fee: number | null | undefined, frequency: string | null | undefined): number {
  if (fee === null || fee === undefined || !Number.isFinite(fee) || fee <= 0) return 0;
  const factor = MONTHLY_FACTOR[frequency ?? "Monthly"];
  if (!factor || factor[0] === 0) return 0;
  return fromCents(mulDivHalfUp(toCents(fee), factor[0], factor[1]));
}
