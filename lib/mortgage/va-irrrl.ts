/**
 * VA Interest Rate Reduction Refinance Loan (IRRRL).
 *
 * - New loan = current balance + closing costs when rolled in; funding fee 0.5% of it (VA Circular
 *   26-23-06; 0 when exempt), financed.
 * - Recoupment (38 U.S.C. 3709(a); VA Circular 26-19-22): the fees and closing costs, excluding the
 *   funding fee, prepaid interest, taxes, insurance and escrow, divided by the monthly P&I
 *   reduction, must be recouped within 36 months.
 * - Net tangible benefit (38 U.S.C. 3709(a)(2)): from a fixed rate, the new fixed rate must be at
 *   least 0.50 percentage points lower (2.00 points for a new adjustable rate); the new P&I must
 *   be lower unless the term is shortened (38 CFR 36.4307(a)(8)).
 */
import { buildSchedule } from "./amortization";
import { fromCents, rateToScaled, toCents } from "./money";
import { paymentCents, simulatePayoff } from "./payment";
import { type Eligibility, Findings, readMoney, readRate, readTerm } from "./types";
import { vaFundingFeeBps, vaFundingFeeCents } from "./va";

/** VA's recoupment limit, months. */
export const VA_IRRRL_MAX_RECOUPMENT_MONTHS = 36;

export interface VaIrrrlInput {
  readonly currentBalance: number;
  /** Current annual rate, fraction. */
  readonly currentRate: number;
  /** Current monthly P&I, dollars (else from the remaining term). */
  readonly currentPayment?: number;
  /** Months left on the current loan (default 360). */
  readonly currentRemainingTerm?: number;
  readonly newRate: number;
  /** New term in months (default 360). */
  readonly newTerm?: number;
  /** Closing costs that count for recoupment, dollars. */
  readonly closingCosts: number;
  /** Finance the closing costs (default true). */
  readonly rollClosingCosts?: boolean;
  /** The new loan has an adjustable rate (the current one is taken to be fixed). */
  readonly newLoanIsArm?: boolean;
  readonly isVaDisabled?: boolean;
}

export interface VaIrrrlResult {
  readonly currentPayment: number;
  readonly currentRemainingMonths: number;
  /** New base loan: balance + rolled closing costs. */
  readonly loanAmount: number;
  readonly fundingFee: number;
  readonly fundingFeeBps: number;
  readonly totalLoanAmount: number;
  readonly upfrontFee: number;
  readonly principalAndInterest: number;
  readonly monthlyPayment: number;
  readonly monthlySaving: number;
  /** ceil(closing costs / monthly saving); null when the payment does not fall. */
  readonly recoupmentMonths: number | null;
  readonly rateReduction: number;
  readonly netTangibleBenefit: { readonly met: boolean; readonly reasons: string[] };
  readonly interestLeftCurrent: number;
  readonly totalInterest: number;
  readonly eligibility: Eligibility;
  readonly notes: string[];
}

/** Computes an IRRRL and checks VA's recoupment and net tangible benefit tests. */
export function computeVaIrrrl(input: VaIrrrlInput): VaIrrrlResult {
  const f = new Findings();
  const balanceC = toCents(readMoney(input.currentBalance, "Current balance", f));
  const currentRate = readRate(input.currentRate, "Current rate", f);
  const currentTerm = readTerm(input.currentRemainingTerm, "Months left on the current loan", f);
  const newRate = readRate(input.newRate, "New rate", f);
  const newTerm = readTerm(input.newTerm, "New loan term", f);
  const closingC = toCents(readMoney(input.closingCosts, "Closing costs", f));
  if (balanceC <= 0) f.fail("Enter the current loan balance.");

  let currentPayC: number;
  let currentMonths: number;
  let interestLeftC: number;
  if (input.currentPayment !== undefined) {
    currentPayC = toCents(readMoney(input.currentPayment, "Current payment", f));
    const payoff = simulatePayoff(balanceC, rateToScaled(currentRate), currentPayC);
    if (!payoff) f.fail("The current payment does not cover the interest on the balance.");
    currentMonths = payoff?.months ?? 0;
    interestLeftC = payoff?.interestCents ?? 0;
  } else {
    const current = buildSchedule({ loanAmount: fromCents(balanceC), rate: currentRate, termMonths: currentTerm, includeRows: false });
    currentPayC = toCents(current.principalAndInterest);
    currentMonths = current.payoffMonths;
    interestLeftC = toCents(current.totalInterest);
  }

  const baseC = balanceC + (input.rollClosingCosts !== false ? closingC : 0);
  const feeBps = vaFundingFeeBps({ purpose: "irrrl", subsequentUse: false, exempt: input.isVaDisabled === true });
  const feeC = vaFundingFeeCents(baseC, feeBps);
  const totalC = baseC + feeC;
  const newPayC = paymentCents(totalC, rateToScaled(newRate), newTerm);
  const schedule = buildSchedule({ loanAmount: fromCents(totalC), rate: newRate, termMonths: newTerm, includeRows: false });
  const savingC = currentPayC - newPayC;
  const recoup = savingC > 0 ? Math.ceil(closingC / savingC) : closingC === 0 ? 0 : null;

  const ntb: string[] = [];
  // Rate reduction in basis points, exact (rates are held to 1e-8).
  const reductionBps = (rateToScaled(currentRate) - rateToScaled(newRate)) / 10_000;
  const needBps = input.newLoanIsArm ? 200 : 50;
  if (reductionBps < needBps) ntb.push(`The new rate must be at least ${needBps / 100} percentage points below the current rate.`);
  if (recoup === null || recoup > VA_IRRRL_MAX_RECOUPMENT_MONTHS) {
    ntb.push(`The closing costs must be recouped within ${VA_IRRRL_MAX_RECOUPMENT_MONTHS} months of payment savings.`);
  }
  if (savingC <= 0 && newTerm >= currentMonths) ntb.push("The new payment must be lower unless the term is shortened.");
  for (const r of ntb) f.fail(r);
  f.note("VA also requires the current loan to be seasoned: 6 monthly payments made and 210 days since the first one.");

  return {
    currentPayment: fromCents(currentPayC),
    currentRemainingMonths: currentMonths,
    loanAmount: fromCents(baseC),
    fundingFee: fromCents(feeC),
    fundingFeeBps: feeBps,
    totalLoanAmount: fromCents(totalC),
    upfrontFee: fromCents(feeC),
    principalAndInterest: fromCents(newPayC),
    monthlyPayment: fromCents(newPayC),
    monthlySaving: fromCents(savingC),
    recoupmentMonths: recoup,
    rateReduction: Number((currentRate - newRate).toFixed(8)),
    netTangibleBenefit: { met: ntb.length === 0, reasons: ntb },
    interestLeftCurrent: fromCents(interestLeftC),
    totalInterest: schedule.totalInterest,
    eligibility: f.eligibility(),
    notes: f.notes,
  };
}
