/**
 * Debt consolidation: roll a list of debts into a cash-out refinance and compare the monthly
 * outflow and the total interest before and after.
 *
 * Before: the current mortgage P&I plus every debt's payment; interest = the mortgage's remaining
 * interest plus each debt paid off at its own payment (interest rounded to the cent monthly).
 * After: one new loan = mortgage balance + the debts' balances (+ closing costs when rolled in),
 * at the new rate and term (through computeRefinance, so program fees and LTV limits apply).
 */
import { fromCents, rateToScaled, toCents } from "./money";
import { simulatePayoff } from "./payment";
import { computeRefinance, type RefinanceProgram, type RefinanceResult } from "./refinance";
import { type Eligibility, Findings, formatUsd, readMoney, readRate } from "./types";

export interface Debt {
  /** Label shown with the debt (e.g. "Visa"). */
  readonly name?: string;
  /** Balance, dollars. */
  readonly balance: number;
  /** Annual rate, fraction. */
  readonly rate: number;
  /** Monthly payment, dollars. */
  readonly payment: number;
}

export interface DebtConsolidationInput {
  readonly program?: RefinanceProgram;
  readonly homeValue: number;
  readonly mortgageBalance: number;
  /** Current mortgage rate, fraction. */
  readonly mortgageRate: number;
  /** Months left on the mortgage (default 360). */
  readonly mortgageRemainingTerm?: number;
  /** Current mortgage P&I, dollars (overrides the term). */
  readonly mortgagePayment?: number;
  readonly debts: readonly Debt[];
  readonly newRate: number;
  readonly newTerm?: number;
  readonly closingCosts?: number;
  readonly rollClosingCosts?: boolean;
  readonly creditScore?: number;
  readonly isVaDisabled?: boolean;
  readonly isVaSubsequentUse?: boolean;
}

export interface DebtPayoff {
  readonly name: string;
  readonly balance: number;
  readonly payment: number;
  /** Months to pay it off at its payment; null when the payment does not cover the interest. */
  readonly payoffMonths: number | null;
  /** Interest until paid off; null when never paid off. */
  readonly totalInterest: number | null;
}

export interface DebtConsolidationResult {
  readonly debts: DebtPayoff[];
  readonly totalDebt: number;
  /** Mortgage P&I + debt payments today. */
  readonly monthlyOutflowBefore: number;
  /** New loan payment (P&I + mortgage insurance). */
  readonly monthlyOutflowAfter: number;
  readonly monthlySaving: number;
  /** Mortgage remaining interest + debts' interest; null when a debt is never paid off. */
  readonly totalInterestBefore: number | null;
  readonly totalInterestAfter: number;
  /** totalInterestBefore - totalInterestAfter; null when before is unbounded. */
  readonly interestSavings: number | null;
  readonly refinance: RefinanceResult;
  readonly eligibility: Eligibility;
  readonly notes: string[];
}

/** Compares paying debts separately with rolling them into a cash-out refinance. */
export function computeDebtConsolidation(input: DebtConsolidationInput): DebtConsolidationResult {
  const f = new Findings();
  const debts: DebtPayoff[] = [];
  let totalDebtC = 0;
  let debtPaymentsC = 0;
  let debtInterestC: number | null = 0;
  input.debts.forEach((d, i) => {
    const name = d.name?.trim() || `Debt ${i + 1}`;
    const balanceC = toCents(readMoney(d.balance, `${name} balance`, f));
    const paymentC = toCents(readMoney(d.payment, `${name} payment`, f));
    const rate = readRate(d.rate, `${name} rate`, f);
    const payoff = balanceC > 0 ? simulatePayoff(balanceC, rateToScaled(rate), paymentC) : { months: 0, interestCents: 0 };
    if (!payoff) {
      f.note(`${name}: a payment of ${formatUsd(fromCents(paymentC))} does not pay the balance off, so its interest has no end.`);
      debtInterestC = null;
    } else if (debtInterestC !== null) {
      debtInterestC += payoff.interestCents;
    }
    totalDebtC += balanceC;
    debtPaymentsC += paymentC;
    debts.push({
      name,
      balance: fromCents(balanceC),
      payment: fromCents(paymentC),
      payoffMonths: payoff ? payoff.months : null,
      totalInterest: payoff ? fromCents(payoff.interestCents) : null,
    });
  });
  if (input.debts.length === 0) f.fail("Add at least one debt to consolidate.");

  const refinance = computeRefinance({
    program: input.program,
    homeValue: input.homeValue,
    mortgageBalanceFirst: input.mortgageBalance,
    currentRate: input.mortgageRate,
    currentRemainingTerm: input.mortgageRemainingTerm,
    currentPayment: input.mortgagePayment,
    newRate: input.newRate,
    newTerm: input.newTerm,
    cashOut: fromCents(totalDebtC),
    closingCosts: input.closingCosts,
    rollClosingCosts: input.rollClosingCosts,
    creditScore: input.creditScore,
    isVaDisabled: input.isVaDisabled,
    isVaSubsequentUse: input.isVaSubsequentUse,
  });
  for (const r of refinance.eligibility.reasons) f.fail(r);

  const beforeC = toCents(refinance.currentPayment) + debtPaymentsC;
  const afterC = toCents(refinance.monthlyPayment);
  const interestBeforeC: number | null = debtInterestC === null ? null : toCents(refinance.interestLeftCurrent) + debtInterestC;
  const interestAfterC = toCents(refinance.totalInterest);
  return {
    debts,
    totalDebt: fromCents(totalDebtC),
    monthlyOutflowBefore: fromCents(beforeC),
    monthlyOutflowAfter: fromCents(afterC),
    monthlySaving: fromCents(beforeC - afterC),
    totalInterestBefore: interestBeforeC === null ? null : fromCents(interestBeforeC),
    totalInterestAfter: fromCents(interestAfterC),
    interestSavings: interestBeforeC === null ? null : fromCents(interestBeforeC - interestAfterC),
    refinance,
    eligibility: f.eligibility(),
    notes: [...f.notes, ...refinance.notes],
  };
}
