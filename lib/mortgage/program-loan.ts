/**
 * The loan a program makes for a price and down payment, and its first monthly payment, without
 * building a schedule. computePurchase uses it to set up the schedule, and computeAffordability
 * calls it inside its search, so both show the same figures from one formula.
 */
import type { MortgageInsurancePlan } from "./amortization";
import { fhaAnnualMip, fhaMinimumDownPaymentPercent, fhaMonthlyMipByYear, fhaUpfront, FHA_UFMIP_BPS, type FhaAnnualMip, type FhaUpfront } from "./fha";
import { MONTHLY_RATE_DENOMINATOR, divHalfUp, mulDivHalfUp, toCents } from "./money";
import { paymentCents } from "./payment";
import { quotePmi, type PmiQuote } from "./pmi";
import type { CalcType } from "./types";
import { USDA_ANNUAL_BPS, USDA_UPFRONT_BPS, usdaUpfrontCents } from "./usda";
import { vaFundingFeeBps, vaFundingFeeCents } from "./va";

/** Minimum down payment by program, percent of the price (conventional 3%: Fannie Mae 97% LTV; FHA by credit score, see fha.ts; VA and USDA 0). */
export function minimumDownPaymentPercent(calcType: CalcType, creditScore: number): number | null {
  if (calcType === "conventional") return 3;
  if (calcType === "fha") return fhaMinimumDownPaymentPercent(creditScore);
  return 0;
}

export interface ProgramOptions {
  readonly creditScore: number;
  /** Conventional: include PMI in the payment when required. */
  readonly includePMI: boolean;
  readonly isVaDisabled: boolean;
  readonly isVaSubsequentUse: boolean;
}

export interface ProgramLoan {
  /** Base loan, cents: price - down, rounded down to the whole dollar. */
  readonly baseC: number;
  /** Upfront fee (UFMIP, VA funding fee, USDA guarantee fee), cents. */
  readonly upfrontC: number;
  /** Part of the upfront fee financed, cents. */
  readonly financedC: number;
  readonly upfrontBps: number;
  /** Amount amortized: base + financed fee, cents. */
  readonly totalC: number;
  /** Level monthly P&I, cents. */
  readonly payC: number;
  /** Mortgage insurance in the first payment, cents. */
  readonly firstMiC: number;
  readonly plan: MortgageInsurancePlan;
  readonly pmi: PmiQuote | null;
  readonly pmiIncluded: boolean;
  readonly fhaAnnual: FhaAnnualMip | null;
  readonly fhaUpfront: FhaUpfront | null;
}

/**
 * Loan, upfront fee, P&I and first-month mortgage insurance for a program.
 * @param priceC price, cents; @param downC down payment, cents (<= price)
 * @param rateScaled annual rate over RATE_SCALE; @param term months
 */
export function programLoan(calcType: CalcType, priceC: number, downC: number, rateScaled: number, term: number, opts: ProgramOptions): ProgramLoan {
  const baseC = Math.max(0, Math.floor((priceC - downC) / 100) * 100);
  let upfrontC = 0;
  let financedC = 0;
  let upfrontBps = 0;
  let plan: MortgageInsurancePlan = { kind: "none" };
  let pmi: PmiQuote | null = null;
  let pmiIncluded = false;
  let fhaAnnual: FhaAnnualMip | null = null;
  let fhaUp: FhaUpfront | null = null;

  if (calcType === "fha") {
    fhaUp = fhaUpfront(baseC);
    upfrontC = fhaUp.upfrontCents;
    financedC = fhaUp.financedCents;
    upfrontBps = FHA_UFMIP_BPS;
    if (priceC > 0 && baseC > 0) {
      fhaAnnual = fhaAnnualMip(term, baseC, priceC);
      plan = { kind: "fha", annualBps: fhaAnnual.rateBps, durationMonths: fhaAnnual.durationMonths, upfrontFinancedBps: FHA_UFMIP_BPS };
    }
  } else if (calcType === "va") {
    upfrontBps = vaFundingFeeBps({
      purpose: "purchase",
      subsequentUse: opts.isVaSubsequentUse,
      exempt: opts.isVaDisabled,
      downPaymentCents: downC,
      priceCents: priceC,
    });
    upfrontC = vaFundingFeeCents(baseC, upfrontBps);
    financedC = upfrontC;
  } else if (calcType === "usda") {
    upfrontBps = USDA_UPFRONT_BPS;
    upfrontC = usdaUpfrontCents(baseC);
    financedC = upfrontC;
    if (baseC > 0) plan = { kind: "usda" };
  } else {
    pmi = quotePmi(baseC, priceC, opts.creditScore, term);
    pmiIncluded = pmi.required && pmi.eligible && opts.includePMI;
    if (pmiIncluded) plan = { kind: "pmi", monthly: pmi.monthly, originalValue: priceC / 100 };
  }

  const totalC = baseC + financedC;
  const payC = paymentCents(totalC, rateScaled, term);
  let firstMiC = 0;
  if (plan.kind === "pmi") {
    firstMiC = toCents(plan.monthly);
  } else if (plan.kind === "fha") {
    firstMiC = fhaMonthlyMipByYear(totalC, rateScaled, payC, plan.annualBps, plan.upfrontFinancedBps, Math.min(12, plan.durationMonths))[0] ?? 0;
  } else if (plan.kind === "usda") {
    firstMiC = usdaFirstYearMonthlyCents(totalC, rateScaled, term, payC);
  }
  return { baseC, upfrontC, financedC, upfrontBps, totalC, payC, firstMiC, plan, pmi, pmiIncluded, fhaAnnual, fhaUpfront: fhaUp };
}

/** USDA first-year monthly fee from the first 12 scheduled balances (same rule as usda.ts). */
export function usdaFirstYearMonthlyCents(loanC: number, rateScaled: number, term: number, payC: number): number {
  let balance = loanC;
  let sum = 0;
  for (let m = 0; m < 12 && m < term && balance > 0; m++) {
    sum += balance;
    const interest = mulDivHalfUp(balance, rateScaled, MONTHLY_RATE_DENOMINATOR);
    balance -= m === term - 1 || payC - interest >= balance ? balance : payC - interest;
  }
  return divHalfUp(mulDivHalfUp(sum, USDA_ANNUAL_BPS, 120_000), 12);
}
