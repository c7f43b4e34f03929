/**
 * Down payment calculator: amount <-> percent, the program minimum, cash to close and months to save.
 *
 * cashToClose = down payment + estimated closing costs + prepaids + any upfront fee not financed
 * (the FHA UFMIP cents under $1.00). Estimates, each replaceable by the user's own figure:
 *  - closing costs: 3% of the loan amount (CFPB and Freddie Mac put typical closing costs at 2-5%
 *    of the loan; 3% is the common planning figure);
 *  - prepaids: the first year of homeowners insurance (lenders collect it at closing), 3 months of
 *    property tax into escrow, and 15 days of prepaid interest (loan x rate / 365 x 15; a mid-month
 *    closing).
 * monthsToSave = ceil((cashToClose - savings) / monthlySaving).
 */
import { fromCents, mulDivCeil, mulDivHalfUp, rateToScaled, RATE_SCALE, toCents } from "./money";
import { minimumDownPaymentPercent, programLoan } from "./program-loan";
import { type CalcType, type Eligibility, Findings, formatUsd, readCalcType, readCreditScore, readMoney, readRate, readTerm } from "./types";

/** Default closing-cost estimate, fraction of the loan amount. */
export const DEFAULT_CLOSING_COST_RATE = 0.03;
/** Default prepaid-interest days (closing mid-month). */
export const DEFAULT_PREPAID_INTEREST_DAYS = 15;
/** Default months of property tax collected into escrow at closing. */
export const DEFAULT_TAX_ESCROW_MONTHS = 3;

export interface DownPaymentInput {
  readonly calcType: CalcType;
  /** Home price, dollars. */
  readonly price: number;
  /** Down payment, dollars; when absent, downPaymentPercent is used. */
  readonly downPayment?: number;
  /** Down payment in percent of the price (20 = 20%). */
  readonly downPaymentPercent?: number;
  readonly creditScore?: number;
  /** Annual rate, fraction (for prepaid interest). */
  readonly rate?: number;
  readonly term?: number;
  /** Closing costs, dollars (overrides the estimate). */
  readonly closingCosts?: number;
  /** Closing-cost estimate as a fraction of the loan (default 0.03). */
  readonly closingCostRate?: number;
  readonly taxAnnual?: number;
  readonly insuranceAnnual?: number;
  /** Prepaids, dollars (overrides the estimate). */
  readonly prepaids?: number;
  /** Money already saved, dollars. */
  readonly savings?: number;
  /** Amount saved each month, dollars. */
  readonly monthlySaving?: number;
  readonly isVaDisabled?: boolean;
  readonly isVaSubsequentUse?: boolean;
}

export interface DownPaymentResult {
  readonly calcType: CalcType;
  readonly price: number;
  readonly downPayment: number;
  /** Percent of the price (20 = 20%). */
  readonly downPaymentPercent: number;
  readonly minimumDownPaymentPercent: number | null;
  readonly minimumDownPayment: number;
  readonly meetsMinimum: boolean;
  /** Down payment that avoids PMI on a conventional loan (20%); null for other programs. */
  readonly noPmiDownPayment: number | null;
  readonly loanAmount: number;
  readonly totalLoanAmount: number;
  readonly upfrontFee: number;
  /** Part of the upfront fee paid in cash. */
  readonly upfrontFeeCash: number;
  readonly closingCosts: number;
  readonly prepaids: number;
  readonly prepaidInsurance: number;
  readonly prepaidTaxes: number;
  readonly prepaidInterest: number;
  readonly cashToClose: number;
  readonly savings: number;
  /** Cash still to save (0 when savings cover it). */
  readonly amountToSave: number;
  /** Months to save it at monthlySaving; 0 when nothing is left to save; null when no monthly saving is given. */
  readonly monthsToSave: number | null;
  readonly eligibility: Eligibility;
  readonly notes: string[];
}

/** Computes the down payment figures and the cash needed to close. */
export function computeDownPayment(input: DownPaymentInput): DownPaymentResult {
  const f = new Findings();
  const calcType = readCalcType(input.calcType, f);
  const priceC = toCents(Math.floor(readMoney(input.price, "Home price", f)));
  const creditScore = readCreditScore(input.creditScore, f);
  const rate = readRate(input.rate, "Interest rate", f);
  const term = readTerm(input.term, "Loan term", f);
  let downC: number;
  if (input.downPayment !== undefined) {
    downC = toCents(readMoney(input.downPayment, "Down payment", f));
  } else {
    const pct = readMoney(input.downPaymentPercent, "Down payment percent", f);
    if (pct > 100) f.fail("The down payment percent cannot be above 100%.");
    // The seed rounds the down payment up to the whole dollar.
    downC = Math.ceil(mulDivCeil(priceC, Math.round(Math.min(pct, 100) * 10_000), 1_000_000) / 100) * 100;
  }
  if (priceC <= 0) f.fail("Enter a home price above $0.");
  if (downC > priceC) {
    f.fail("The down payment is more than the price.");
    downC = priceC;
  }

  const minPct = minimumDownPaymentPercent(calcType, creditScore);
  if (minPct === null) f.fail("FHA loans need a credit score of at least 500.");
  const minDownC = minPct === null ? 0 : Math.ceil(mulDivCeil(priceC, minPct * 10, 1000) / 100) * 100;
  const meets = minPct !== null && downC >= minDownC;
  if (minPct !== null && !meets) f.fail(`This program needs at least ${minPct}% down (${formatUsd(fromCents(minDownC))}).`);

  const loan = programLoan(calcType, priceC, downC, rateToScaled(rate), term, {
    creditScore,
    includePMI: true,
    isVaDisabled: input.isVaDisabled === true,
    isVaSubsequentUse: input.isVaSubsequentUse === true,
  });
  const feeCashC = loan.upfrontC - loan.financedC;

  const closingC =
    input.closingCosts !== undefined
      ? toCents(readMoney(input.closingCosts, "Closing costs", f))
      : mulDivHalfUp(loan.baseC, rateToScaled(readRate(input.closingCostRate, "Closing cost rate", f, DEFAULT_CLOSING_COST_RATE)), RATE_SCALE);

  let insuranceC = 0;
  let taxesC = 0;
  let interestC = 0;
  let prepaidsC: number;
  if (input.prepaids !== undefined) {
    prepaidsC = toCents(readMoney(input.prepaids, "Prepaids", f));
  } else {
    insuranceC = toCents(readMoney(input.insuranceAnnual, "Home insurance", f));
    taxesC = mulDivHalfUp(toCents(readMoney(input.taxAnnual, "Property tax", f)), DEFAULT_TAX_ESCROW_MONTHS, 12);
    // Daily interest on a 365-day year, as lenders quote per-diem interest.
    interestC = mulDivHalfUp(loan.totalC, rateToScaled(rate) * DEFAULT_PREPAID_INTEREST_DAYS, 365 * RATE_SCALE);
    prepaidsC = insuranceC + taxesC + interestC;
  }

  const cashC = downC + closingC + prepaidsC + feeCashC;
  const savingsC = toCents(readMoney(input.savings, "Savings", f));
  const toSaveC = Math.max(0, cashC - savingsC);
  const monthlyC = toCents(readMoney(input.monthlySaving, "Monthly saving", f));
  let months: number | null = null;
  if (toSaveC === 0) months = 0;
  else if (monthlyC > 0) months = Math.ceil(toSaveC / monthlyC);
  else if (input.monthlySaving !== undefined) f.note("Enter a monthly saving above $0 to see how long saving the rest takes.");

  if (calcType === "conventional" && priceC > 0 && downC * 5 < priceC) f.note("With less than 20% down, a conventional loan needs PMI.");

  return {
    calcType,
    price: fromCents(priceC),
    downPayment: fromCents(downC),
    downPaymentPercent: priceC > 0 ? Number(((downC / priceC) * 100).toFixed(4)) : 0,
    minimumDownPaymentPercent: minPct,
    minimumDownPayment: fromCents(minDownC),
    meetsMinimum: meets,
    noPmiDownPayment: calcType === "conventional" ? fromCents(Math.ceil(priceC / 500) * 100) : null,
    loanAmount: fromCents(loan.baseC),
    totalLoanAmount: fromCents(loan.totalC),
    upfrontFee: fromCents(loan.upfrontC),
    upfrontFeeCash: fromCents(feeCashC),
    closingCosts: fromCents(closingC),
    prepaids: fromCents(prepaidsC),
    prepaidInsurance: fromCents(insuranceC),
    prepaidTaxes: fromCents(taxesC),
    prepaidInterest: fromCents(interestC),
    cashToClose: fromCents(cashC),
    savings: fromCents(savingsC),
    amountToSave: fromCents(toSaveC),
    monthsToSave: months,
    eligibility: f.eligibility(),
    notes: f.notes,
  };
}
