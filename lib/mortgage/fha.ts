/**
 * FHA (HUD Title II forward mortgages): down payment minimums, upfront and annual MIP.
 *
 * - Minimum down payment: 3.5% at credit scores of 580 and above, 10% at 500-579, not eligible
 *   below 500 (HUD Handbook 4000.1 II.A.1.b / II.A.2.a, maximum LTV 96.5% and 90%).
 * - UFMIP 1.75% of the base loan (ML 2023-05, unchanged); when financed, the whole premium is
 *   financed except any amount under $1.00, and the mortgage amount is rounded down to the whole
 *   dollar (4000.1 II.A.2.e.i.(A); HUD FHA Resource Center KA-04667).
 * - Annual MIP by term, base loan amount and LTV (ML 2023-05, data/fha_mip_rates.csv); duration
 *   11 years at an LTV of 90% or less, else the life of the loan (ML 2013-04).
 * - Monthly MIP per HUD's published method (hud.gov "Monthly (Periodic) Mortgage Insurance Premium
 *   Calculation", ML 98-22): average of the 12 scheduled balances of the loan year, times the annual
 *   rate, rounded; divided by (1 + UFMIP rate) when the UFMIP is financed, rounded; / 12, rounded.
 */
import { FHA_MIP_ROWS } from "@/lib/reference/generated/programs";
import type { FhaMipRow } from "@/lib/reference/types";
import { divHalfUp, mulDivHalfUp } from "./money";

const upfrontRow = FHA_MIP_ROWS.find((r) => r.premium === "upfront");
if (!upfrontRow) throw new Error("fha_mip_rates.csv has no upfront row");

/** Upfront MIP, basis points of the base loan (175 = 1.75%). */
export const FHA_UFMIP_BPS: number = upfrontRow.rateBps;

/** Credit score at or above which the 3.5% minimum down payment applies. */
export const FHA_MIN_SCORE_LOW_DOWN = 580;
/** Lowest credit score FHA insures (with 10% down). */
export const FHA_MIN_SCORE = 500;

/**
 * Minimum down payment in percent of the price for a credit score: 3.5, 10, or null (below 500,
 * not eligible).
 */
export function fhaMinimumDownPaymentPercent(creditScore: number): 3.5 | 10 | null {
  if (creditScore >= FHA_MIN_SCORE_LOW_DOWN) return 3.5;
  if (creditScore >= FHA_MIN_SCORE) return 10;
  return null;
}

/** The UFMIP on a base loan, and how it splits between the loan and cash at closing. */
export interface FhaUpfront {
  /** 1.75% of the base loan, cents, half up. */
  readonly upfrontCents: number;
  /** The whole-dollar part financed into the loan. */
  readonly financedCents: number;
  /** Cents under $1.00 paid at closing. */
  readonly cashCents: number;
}

/** UFMIP for a base loan amount in cents (financed except any amount under $1.00). */
export function fhaUpfront(baseLoanCents: number): FhaUpfront {
  const upfrontCents = mulDivHalfUp(baseLoanCents, FHA_UFMIP_BPS, 10_000);
  const financedCents = Math.floor(upfrontCents / 100) * 100;
  return { upfrontCents, financedCents, cashCents: upfrontCents - financedCents };
}

/** The annual MIP that applies to a loan. */
export interface FhaAnnualMip {
  readonly rateBps: number;
  /** Months MIP is paid: 132 (11 years) at LTV <= 90%, else the term. */
  readonly durationMonths: number;
  readonly row: FhaMipRow;
}

function within(value: number, minExclusive: number | null, maxInclusive: number | null, scale: (n: number) => number): boolean {
  return (minExclusive === null || value > scale(minExclusive)) && (maxInclusive === null || value <= scale(maxInclusive));
}

/**
 * Annual MIP row for a term, base loan and LTV (ML 2023-05). LTV is the base loan over the
 * property value, compared exactly in cents; terms over 180 months use the "more than 15 years" rows.
 *
 * @param termMonths amortization term in months
 * @param baseLoanCents base loan (without UFMIP), cents
 * @param valueCents the lesser of price and appraised value, cents
 */
export function fhaAnnualMip(termMonths: number, baseLoanCents: number, valueCents: number): FhaAnnualMip {
  const loanTerm = termMonths > 180 ? "gt_15_years" : "le_15_years";
  const row = FHA_MIP_ROWS.find(
    (r) =>
      r.premium === "annual" &&
      r.loanTerm === loanTerm &&
      within(baseLoanCents, r.baseLoanMinExclusive, r.baseLoanMaxInclusive, (d) => d * 100) &&
      // LTV% bounds: loan / value > min%  <=>  loan x 100 > min x value.
      (r.ltvMinExclusive === null || baseLoanCents * 100 > r.ltvMinExclusive * valueCents) &&
      (r.ltvMaxInclusive === null || baseLoanCents * 100 <= r.ltvMaxInclusive * valueCents),
  );
  if (!row) throw new Error(`no FHA MIP row for term ${termMonths}, loan ${baseLoanCents}, value ${valueCents}`);
  return { rateBps: row.rateBps, durationMonths: row.duration === "11 years" ? Math.min(132, termMonths) : termMonths, row };
}

/**
 * Monthly MIP for each loan year, in cents, per HUD's method. The balances are HUD's own
 * sequence from the original amortization schedule: interest = round(round(balance x rate%) / 1200),
 * balance += interest - P&I, starting from the loan amount; a year's average is the sum of its
 * 12 starting balances / 12.
 *
 * @param loanCents the mortgage amount the schedule amortizes (with financed UFMIP), cents
 * @param rateScaled annual rate over RATE_SCALE (percent x 1e6)
 * @param paymentCentsValue monthly P&I, cents
 * @param annualBps annual MIP rate in basis points
 * @param upfrontFinancedBps UFMIP rate when financed (Step 3 of HUD's method), else 0
 * @param months number of months MIP is due (the duration, capped at the term)
 */
export function fhaMonthlyMipByYear(
  loanCents: number,
  rateScaled: number,
  paymentCentsValue: number,
  annualBps: number,
  upfrontFinancedBps: number,
  months: number,
): number[] {
  const years = Math.ceil(months / 12);
  const out: number[] = [];
  let balance = loanCents;
  for (let y = 0; y < years; y++) {
    let sum = 0;
    for (let m = 0; m < 12; m++) {
      sum += balance;
      if (balance > 0) {
        // Step 1 (balance x rate%, to the cent) then Step 2 (/ 1200, to the cent); rate% = scaled / 1e6.
        const x = mulDivHalfUp(balance, rateScaled, 1_000_000);
        const interest = divHalfUp(x, 1200);
        balance = Math.max(0, balance + interest - paymentCentsValue);
      }
    }
    out.push(fhaMonthlyMipFromBalanceSum(sum, annualBps, upfrontFinancedBps));
  }
  return out;
}

/**
 * Steps 2-4 of HUD's method, from the sum of a loan year's 12 balances (cents): average x annual
 * rate, to the cent; / (1 + UFMIP rate) when the UFMIP is financed, to the cent; / 12, to the cent.
 * HUD's worked example: average $106,160.654166..., 0.50%, UFMIP 2.25% -> $530.80 -> $519.12 -> $43.26.
 */
export function fhaMonthlyMipFromBalanceSum(sumCents: number, annualBps: number, upfrontFinancedBps: number): number {
  let annual = mulDivHalfUp(sumCents, annualBps, 120_000);
  if (upfrontFinancedBps > 0) annual = mulDivHalfUp(annual, 10_000, 10_000 + upfrontFinancedBps);
  return divHalfUp(annual, 12);
}
