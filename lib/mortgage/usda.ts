/**
 * USDA Section 502 Single Family Housing Guaranteed Loans (7 CFR 3555.107; data/usda_guarantee_fees.csv):
 * 1% upfront guarantee fee (may be financed), 0.35% annual fee on the average scheduled unpaid
 * principal balance of each loan year, paid monthly (1/12) for the life of the loan. No down payment
 * is required; the term is 30 years, so shorter terms are raised to 360 months.
 */
import { USDA_FEE_ROWS } from "@/lib/reference/generated/programs";
import { divHalfUp, mulDivHalfUp } from "./money";

function feeBps(fee: "upfront_guarantee_fee" | "annual_fee"): number {
  const row = USDA_FEE_ROWS.find((r) => r.fee === fee);
  if (!row) throw new Error(`usda_guarantee_fees.csv has no ${fee} row`);
  return row.rateBps;
}

/** Upfront guarantee fee, basis points of the loan (100 = 1%). */
export const USDA_UPFRONT_BPS = feeBps("upfront_guarantee_fee");
/** Annual fee, basis points of the average scheduled balance (35 = 0.35%). */
export const USDA_ANNUAL_BPS = feeBps("annual_fee");
/** USDA guaranteed loans are 30-year fixed: the term is at least (and at most) 360 months. */
export const USDA_TERM_MONTHS = 360;

/** Upfront guarantee fee in cents on the base loan (cents), half up. */
export function usdaUpfrontCents(baseLoanCents: number): number {
  return mulDivHalfUp(baseLoanCents, USDA_UPFRONT_BPS, 10_000);
}

/**
 * Monthly annual-fee installment for each loan year, in cents: the average of the year's 12
 * scheduled starting balances x 0.35%, rounded to the cent, / 12, rounded to the cent.
 *
 * @param scheduledBalancesCents balance before each scheduled payment (month 1 first), cents
 */
export function usdaMonthlyFeeByYear(scheduledBalancesCents: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let start = 0; start < scheduledBalancesCents.length; start += 12) {
    let sum = 0;
    for (let m = start; m < start + 12; m++) sum += m < scheduledBalancesCents.length ? scheduledBalancesCents[m]! : 0;
    const annual = mulDivHalfUp(sum, USDA_ANNUAL_BPS, 120_000);
    out.push(divHalfUp(annual, 12));
  }
  return out;
}
