/**
 * VA cash-out refinance.
 *
 * - LTV limit: the loan with the financed funding fee may not exceed 100% of the home's value
 *   (38 CFR 36.4306(a)); many lenders stop at 90%, so the limit is an input (default 100%).
 * - Funding fee 2.15% first use, 3.3% subsequent use (VA Circular 26-23-06), 0 when exempt, financed.
 * - Cash available = largest base loan - existing balance - closing costs (when paid from the loan),
 *   where the largest base loan is the value x LTV limit / (1 + fee rate), rounded down to the dollar.
 */
import { fromCents, mulDivFloor, rateToScaled, RATE_SCALE, ratio, toCents } from "./money";
import { paymentCents } from "./payment";
import { buildSchedule } from "./amortization";
import { type Eligibility, Findings, formatUsd, readMoney, readRate, readTerm } from "./types";
import { vaFundingFeeBps, vaFundingFeeCents } from "./va";

/** VA's own cash-out LTV limit (38 CFR 36.4306). */
export const VA_CASH_OUT_MAX_LTV = 1;

export interface VaCashOutInput {
  readonly homeValue: number;
  /** Balance of the loans being paid off, dollars. */
  readonly existingBalance: number;
  /** New annual rate, fraction. */
  readonly rate: number;
  /** New term, months (default 360). */
  readonly term?: number;
  /** Cash wanted, dollars; when absent the most available is taken. */
  readonly cashOut?: number;
  /** Closing costs paid from the loan, dollars. */
  readonly closingCosts?: number;
  /** LTV limit as a fraction (default 1.0; 0.9 for a typical lender). */
  readonly maxLtv?: number;
  readonly isVaDisabled?: boolean;
  readonly isVaSubsequentUse?: boolean;
}

export interface VaCashOutResult {
  readonly maxLtv: number;
  readonly fundingFeeBps: number;
  /** Largest base loan the limit allows, dollars. */
  readonly maxLoanAmount: number;
  /** Most cash the limit allows, dollars. */
  readonly cashAvailable: number;
  /** Cash in this scenario (the amount asked for, or the most available). */
  readonly cashOut: number;
  readonly loanAmount: number;
  readonly fundingFee: number;
  readonly upfrontFee: number;
  readonly totalLoanAmount: number;
  readonly ltv: number;
  readonly principalAndInterest: number;
  readonly monthlyPayment: number;
  readonly totalInterest: number;
  readonly eligibility: Eligibility;
  readonly notes: string[];
}

/** Computes the cash available and the new loan of a VA cash-out refinance. */
export function computeVaCashOut(input: VaCashOutInput): VaCashOutResult {
  const f = new Findings();
  const valueC = toCents(Math.floor(readMoney(input.homeValue, "Home value", f)));
  const balanceC = toCents(readMoney(input.existingBalance, "Current balance", f));
  const rate = readRate(input.rate, "Interest rate", f);
  const term = readTerm(input.term, "Loan term", f);
  const closingC = toCents(readMoney(input.closingCosts, "Closing costs", f));
  const maxLtv = input.maxLtv !== undefined && input.maxLtv > 0 && input.maxLtv <= VA_CASH_OUT_MAX_LTV ? input.maxLtv : VA_CASH_OUT_MAX_LTV;
  if (input.maxLtv !== undefined && input.maxLtv > VA_CASH_OUT_MAX_LTV) f.note("VA does not allow a cash-out loan above 100% of the value.");
  if (valueC <= 0) f.fail("Enter the home's value.");
  if (term > 360) f.fail("VA loans have terms of 30 years (360 months) or less.");

  const bps = vaFundingFeeBps({ purpose: "cash_out", subsequentUse: input.isVaSubsequentUse === true, exempt: input.isVaDisabled === true });
  const limitC = mulDivFloor(valueC, rateToScaled(maxLtv), RATE_SCALE);
  const maxBaseC = Math.floor(mulDivFloor(limitC, 10_000, 10_000 + bps) / 100) * 100;
  const availableC = Math.max(0, maxBaseC - balanceC - closingC);
  let cashC: number;
  if (input.cashOut === undefined) {
    cashC = availableC;
  } else {
    cashC = toCents(readMoney(input.cashOut, "Cash out", f));
    if (cashC > availableC)
      f.fail(`At most ${formatUsd(fromCents(availableC))} of cash is available within ${Math.round(maxLtv * 10000) / 100}% of the value.`);
  }
  if (balanceC + closingC > maxBaseC && valueC > 0) f.fail("The current balance and closing costs already exceed the VA loan limit for this value.");

  const baseC = balanceC + closingC + cashC;
  const feeC = vaFundingFeeCents(baseC, bps);
  const totalC = baseC + feeC;
  const payC = paymentCents(totalC, rateToScaled(rate), term);
  const schedule = buildSchedule({ loanAmount: fromCents(totalC), rate, termMonths: term, includeRows: false });
  return {
    maxLtv,
    fundingFeeBps: bps,
    maxLoanAmount: fromCents(maxBaseC),
    cashAvailable: fromCents(availableC),
    cashOut: fromCents(cashC),
    loanAmount: fromCents(baseC),
    fundingFee: fromCents(feeC),
    upfrontFee: fromCents(feeC),
    totalLoanAmount: fromCents(totalC),
    ltv: ratio(totalC, valueC),
    principalAndInterest: fromCents(payC),
    monthlyPayment: fromCents(payC),
    totalInterest: schedule.totalInterest,
    eligibility: f.eligibility(),
    notes: f.notes,
  };
}
