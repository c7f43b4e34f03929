/**
 * Refinance calculator: new payment, monthly saving, closing costs, break-even month, interest
 * left on the current loan against the new one, and cash-out limits by program.
 *
 * - The current loan is the first and second mortgage balances together at the current rate,
 *   paid by `currentPayment` when given, else amortized over `currentRemainingTerm` months.
 * - New loan = current balances + cash out + closing costs when rolled in (closing costs estimated
 *   at 3% of the balances plus cash out when not given). FHA adds the 1.75% UFMIP and annual MIP,
 *   VA the cash-out funding fee (2.15% first use / 3.3% subsequent; 0 when exempt), conventional PMI
 *   above 80% LTV.
 * - Maximum LTV: cash-out - conventional 80% (Fannie Mae Selling Guide B2-1.3-03), FHA 80%
 *   (HUD 4000.1 II.A.8.b), VA 100% (38 CFR 36.4306; many lenders stop at 90%); no cash out -
 *   conventional 97% (B2-1.3-02 limited cash-out, fixed rate), FHA 97.75% (rate-and-term), VA 100%.
 * - breakEvenMonths = ceil(closing costs / monthly saving), when the payment falls.
 */
import { buildSchedule } from "./amortization";
import { fromCents, mulDivFloor, mulDivHalfUp, rateToScaled, ratio, RATE_SCALE, toCents } from "./money";
import { paymentCents, simulatePayoff } from "./payment";
import { programLoan } from "./program-loan";
import { type Eligibility, Findings, formatUsd, readCreditScore, readMoney, readRate, readTerm } from "./types";
import { vaFundingFeeBps, vaFundingFeeCents } from "./va";
import { DEFAULT_CLOSING_COST_RATE } from "./down-payment";

export type RefinanceProgram = "conventional" | "fha" | "va";

/** Maximum loan-to-value by program, with and without cash out (sources in the module comment). */
export const REFINANCE_MAX_LTV: Readonly<Record<RefinanceProgram, { readonly cashOut: number; readonly rateTerm: number }>> = {
  conventional: { cashOut: 0.8, rateTerm: 0.97 },
  fha: { cashOut: 0.8, rateTerm: 0.9775 },
  va: { cashOut: 1, rateTerm: 1 },
};

export interface RefinanceInput {
  readonly program?: RefinanceProgram;
  /** Current home value, dollars. */
  readonly homeValue: number;
  readonly mortgageBalanceFirst: number;
  readonly mortgageBalanceSecond?: number;
  /** Current annual rate, fraction. */
  readonly currentRate: number;
  /** Months left on the current loan (default 360). */
  readonly currentRemainingTerm?: number;
  /** Current monthly P&I, dollars (overrides the term). */
  readonly currentPayment?: number;
  /** Current monthly mortgage insurance, dollars. */
  readonly currentMortgageInsurance?: number;
  /** New annual rate, fraction. */
  readonly newRate: number;
  /** New term, months (default 360). */
  readonly newTerm?: number;
  /** Cash taken out, dollars. */
  readonly cashOut?: number;
  readonly closingCosts?: number;
  readonly closingCostRate?: number;
  /** Finance the closing costs (default true). */
  readonly rollClosingCosts?: boolean;
  readonly creditScore?: number;
  readonly isVaDisabled?: boolean;
  readonly isVaSubsequentUse?: boolean;
  /** Override the program's maximum LTV (fraction). */
  readonly maxLtv?: number;
}

export interface RefinanceResult {
  readonly program: RefinanceProgram;
  readonly currentBalance: number;
  /** Current monthly P&I, dollars. */
  readonly currentPayment: number;
  readonly currentRemainingMonths: number;
  /** Interest still to pay on the current loan, dollars. */
  readonly interestLeftCurrent: number;
  /** New base loan (balances + cash out + rolled closing costs). */
  readonly loanAmount: number;
  /** With the financed FHA UFMIP or VA funding fee. */
  readonly totalLoanAmount: number;
  readonly upfrontFee: number;
  readonly closingCosts: number;
  readonly cashOut: number;
  readonly ltv: number;
  readonly maxLtv: number;
  /** Most cash the program's maximum LTV allows, dollars. */
  readonly maxCashOut: number;
  /** New monthly P&I. */
  readonly principalAndInterest: number;
  /** New monthly mortgage insurance (first payment). */
  readonly mortgageInsurance: number;
  /** New P&I + mortgage insurance. */
  readonly monthlyPayment: number;
  /** (Current P&I + MI) - new payment; negative when the payment rises. */
  readonly monthlySaving: number;
  /** Months of saving that repay the closing costs; null when the payment does not fall. */
  readonly breakEvenMonths: number | null;
  /** Interest over the new loan's life, dollars. */
  readonly totalInterest: number;
  /** interestLeftCurrent - totalInterest. */
  readonly interestSavings: number;
  readonly payoffMonths: number;
  readonly eligibility: Eligibility;
  readonly notes: string[];
}

/** Computes a rate-and-term or cash-out refinance against the current loan. */
export function computeRefinance(input: RefinanceInput): RefinanceResult {
  const f = new Findings();
  const program: RefinanceProgram = input.program ?? "conventional";
  const valueC = toCents(Math.floor(readMoney(input.homeValue, "Home value", f)));
  const balanceC =
    toCents(readMoney(input.mortgageBalanceFirst, "First mortgage balance", f)) + toCents(readMoney(input.mortgageBalanceSecond, "Second mortgage balance", f));
  const currentRate = readRate(input.currentRate, "Current rate", f);
  const currentTerm = readTerm(input.currentRemainingTerm, "Months left on the current loan", f);
  const newRate = readRate(input.newRate, "New rate", f);
  const newTerm = readTerm(input.newTerm, "New loan term", f);
  const cashOutC = toCents(readMoney(input.cashOut, "Cash out", f));
  const currentMiC = toCents(readMoney(input.currentMortgageInsurance, "Current mortgage insurance", f));
  const creditScore = readCreditScore(input.creditScore, f);
  if (valueC <= 0) f.fail("Enter the home's value.");
  if (balanceC <= 0) f.fail("Enter the mortgage balance.");

  const curScaled = rateToScaled(currentRate);
  let currentPayC: number;
  let currentMonths: number;
  let interestLeftC: number;
  if (input.currentPayment !== undefined) {
    currentPayC = toCents(readMoney(input.currentPayment, "Current payment", f));
    const payoff = simulatePayoff(balanceC, curScaled, currentPayC);
    if (!payoff) {
      f.fail("The current payment does not cover the interest on the balance.");
      currentMonths = 0;
      interestLeftC = 0;
    } else {
      currentMonths = payoff.months;
      interestLeftC = payoff.interestCents;
    }
  } else {
    const current = buildSchedule({ loanAmount: fromCents(balanceC), rate: currentRate, termMonths: currentTerm, includeRows: false });
    currentPayC = toCents(current.principalAndInterest);
    currentMonths = current.payoffMonths;
    interestLeftC = toCents(current.totalInterest);
  }

  const roll = input.rollClosingCosts !== false;
  const closingC =
    input.closingCosts !== undefined
      ? toCents(readMoney(input.closingCosts, "Closing costs", f))
      : mulDivHalfUp(balanceC + cashOutC, rateToScaled(readRate(input.closingCostRate, "Closing cost rate", f, DEFAULT_CLOSING_COST_RATE)), RATE_SCALE);
  // Whole-dollar base loan, rounded up so the balances and costs are covered.
  const baseC = Math.ceil((balanceC + cashOutC + (roll ? closingC : 0)) / 100) * 100;

  const limits = REFINANCE_MAX_LTV[program];
  const maxLtv = input.maxLtv !== undefined && input.maxLtv > 0 && input.maxLtv <= 1 ? input.maxLtv : cashOutC > 0 ? limits.cashOut : limits.rateTerm;
  const maxLoanC = mulDivFloor(valueC, rateToScaled(maxLtv), RATE_SCALE);

  let upfrontC = 0;
  let financedC = 0;
  let firstMiC = 0;
  let newPayC: number;
  const vaBps =
    program === "va" ? vaFundingFeeBps({ purpose: "cash_out", subsequentUse: input.isVaSubsequentUse === true, exempt: input.isVaDisabled === true }) : 0;
  if (program === "va") {
    upfrontC = vaFundingFeeCents(baseC, vaBps);
    financedC = upfrontC;
    newPayC = paymentCents(baseC + financedC, rateToScaled(newRate), newTerm);
  } else {
    const loan = programLoan(program, valueC, Math.max(0, valueC - baseC), rateToScaled(newRate), newTerm, {
      creditScore,
      includePMI: true,
      isVaDisabled: false,
      isVaSubsequentUse: false,
    });
    upfrontC = loan.upfrontC;
    financedC = loan.financedC;
    firstMiC = loan.firstMiC;
    newPayC = loan.payC;
  }
  const totalC = baseC + financedC;
  // VA counts the financed funding fee against the value (38 CFR 36.4306); FHA and conventional the base loan.
  const limitedC = program === "va" ? totalC : baseC;
  if (valueC > 0 && limitedC > maxLoanC) {
    f.fail(`The new loan is above ${Math.round(maxLtv * 10000) / 100}% of the home's value (${formatUsd(fromCents(maxLoanC))}).`);
  }
  // The largest base loan: for VA, the one whose total with the financed fee stays within the limit.
  const headroomC = program === "va" ? mulDivFloor(maxLoanC, 10_000, 10_000 + vaBps) : maxLoanC;
  const maxCashOutC = Math.max(0, headroomC - balanceC - (roll ? closingC : 0));

  const schedule = buildSchedule({ loanAmount: fromCents(totalC), rate: newRate, termMonths: newTerm, includeRows: false });
  const savingC = currentPayC + currentMiC - (newPayC + firstMiC);
  const breakEven = savingC > 0 ? Math.ceil(closingC / savingC) : null;
  if (savingC <= 0) f.note("The new payment is not lower than the current one, so the closing costs are not recovered through the payment.");
  if (program === "va" && cashOutC > 0 && maxLtv > 0.9) f.note("VA allows cash-out refinancing up to 100% of the value; many lenders stop at 90%.");

  return {
    program,
    currentBalance: fromCents(balanceC),
    currentPayment: fromCents(currentPayC),
    currentRemainingMonths: currentMonths,
    interestLeftCurrent: fromCents(interestLeftC),
    loanAmount: fromCents(baseC),
    totalLoanAmount: fromCents(totalC),
    upfrontFee: fromCents(upfrontC),
    closingCosts: fromCents(closingC),
    cashOut: fromCents(cashOutC),
    ltv: ratio(baseC, valueC),
    maxLtv,
    maxCashOut: fromCents(maxCashOutC),
    principalAndInterest: fromCents(newPayC),
    mortgageInsurance: fromCents(firstMiC),
    monthlyPayment: fromCents(newPayC + firstMiC),
    monthlySaving: fromCents(savingC),
    breakEvenMonths: breakEven,
    totalInterest: schedule.totalInterest,
    interestSavings: fromCents(interestLeftC - toCents(schedule.totalInterest)),
    payoffMonths: schedule.payoffMonths,
    eligibility: f.eligibility(),
    notes: f.notes,
  };
}
