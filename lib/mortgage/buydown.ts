/**
 * Mortgage points and temporary buydowns: what a lower rate costs and when it pays for itself.
 *
 * Discount points (permanent buydown):
 * - cost = loan x points / 100 (one point is 1% of the loan amount), rounded half up to the cent;
 * - monthly saving = P&I at the rate without points - P&I at the rate with them (payment.ts);
 * - break-even month = ceil(cost / monthly saving), the month whose cumulative saving first covers
 *   the cost (the payment method the CFPB's "Explore interest rates" tool and lenders' points
 *   calculators use);
 * - over a holding period of H months the net saving counts both the payments and the lower
 *   balance at H: (sum of payments without - with) + (balance without - balance with) - cost.
 *
 * Temporary buydowns (2-1, 3-2-1, 1-0), as Fannie Mae Selling Guide B2-1.4-04 (Temporary Interest
 * Rate Buydowns) and Freddie Mac Seller/Servicer Guide 4204.2 (Temporary subsidy buydown plans)
 * define them:
 * - the note carries the permanent rate; for the first one, two or three years the borrower's
 *   payment is the P&I of the loan at a rate 1, 2 or 3 points lower (the reduction at most 3
 *   points, rising at most 1 point a year);
 * - the difference is paid from buydown funds deposited at closing, so the subsidy is
 *   sum over buydown months of (note-rate P&I - bought-down P&I), each payment on the full loan
 *   over the full term (the loan amortizes on the note-rate schedule);
 * - funds from the seller or another interested party count against the interested-party
 *   contribution limits (Fannie Mae Selling Guide B3-4.1-02; Freddie Mac Guide 5501.5): for a
 *   principal residence or second home 3% of the price above 90% LTV, 6% from 75.01% to 90%,
 *   9% at 75% or less.
 */
import { fromCents, MONTHLY_RATE_DENOMINATOR, monthlyInterestCents, mulDivHalfUp, RATE_SCALE, rateToScaled, ratio, toCents } from "./money";
import { paymentCents } from "./payment";
import { Findings, readMoney, readRate, readTerm, type Eligibility } from "./types";

export type TemporaryBuydown = "none" | "1-0" | "2-1" | "3-2-1";

export const TEMPORARY_BUYDOWNS: readonly TemporaryBuydown[] = ["none", "1-0", "2-1", "3-2-1"];

/** Points below the note rate in each buydown year (B2-1.4-04: at most 3, rising at most 1 a year). */
export const BUYDOWN_STEPS: Readonly<Record<TemporaryBuydown, readonly number[]>> = {
  none: [],
  "1-0": [0.01],
  "2-1": [0.02, 0.01],
  "3-2-1": [0.03, 0.02, 0.01],
};

/** Interested-party contribution limits by LTV, principal residence or second home (B3-4.1-02). */
export function interestedPartyLimitRate(ltv: number): number {
  if (ltv > 0.9) return 0.03;
  if (ltv > 0.75) return 0.06;
  return 0.09;
}

export interface BuydownInput {
  /** Price, dollars (for the seller-contribution limit). */
  readonly price: number;
  /** Loan amount, dollars. */
  readonly loanAmount: number;
  /** The rate without points, and the note rate of a temporary buydown (fraction). */
  readonly rate: number;
  readonly termMonths?: number;
  /** Discount points bought (1 = 1% of the loan). */
  readonly points?: number;
  /** The rate the points buy (fraction). */
  readonly pointsRate?: number;
  /** How long the loan is kept, months, for the net saving of points (default: the term). */
  readonly holdMonths?: number;
  readonly buydown?: TemporaryBuydown;
}

export interface BuydownYear {
  readonly year: number;
  /** Rate the borrower's payment is figured at, fraction. */
  readonly rate: number;
  /** The borrower's monthly P&I that year. */
  readonly payment: number;
  /** Paid each month from the buydown funds. */
  readonly monthlySubsidy: number;
  /** The year's subsidy (12 months). */
  readonly subsidy: number;
}

export interface BuydownResult {
  readonly loanAmount: number;
  /** P&I at the rate without points (the note rate). */
  readonly paymentWithoutPoints: number;
  readonly paymentWithPoints: number;
  readonly pointsCost: number;
  readonly pointsMonthlySaving: number;
  /** Months until the saving covers the points; null when the rate with points is not lower. */
  readonly pointsBreakEvenMonths: number | null;
  readonly holdMonths: number;
  /** Net saving of the points over the holding period, dollars (negative: they cost more). */
  readonly pointsNetSaving: number;
  /** Interest saved over the holding period. */
  readonly pointsInterestSaved: number;
  readonly buydown: TemporaryBuydown;
  readonly buydownYears: BuydownYear[];
  /** The funds the buydown needs at closing (the sum of the monthly subsidies). */
  readonly buydownSubsidy: number;
  /** The most an interested party (the seller) may contribute, dollars, and as a fraction of the price. */
  readonly sellerContributionLimit: number;
  readonly sellerContributionLimitRate: number;
  /** Seller-paid buydown funds within the limit (points paid by the seller count too). */
  readonly withinSellerLimit: boolean;
  readonly ltv: number;
  readonly eligibility: Eligibility;
  readonly notes: string[];
}

/** Sum of P&I and balance after `months` payments of a level-payment loan, cents. */
function runFor(loanC: number, rateScaled: number, n: number, months: number): { paid: number; interest: number; balance: number } {
  const pay = paymentCents(loanC, rateScaled, n);
  const monthlyRate = rateScaled / MONTHLY_RATE_DENOMINATOR;
  let balance = loanC;
  let paid = 0;
  let interestSum = 0;
  for (let m = 1; m <= months && balance > 0; m++) {
    const interest = monthlyInterestCents(balance, rateScaled, monthlyRate);
    const principal = m === n || pay - interest >= balance ? balance : pay - interest;
    balance -= principal;
    paid += principal + interest;
    interestSum += interest;
  }
  return { paid, interest: interestSum, balance };
}

/** Points break-even and a temporary buydown's subsidy, year by year. */
export function computeBuydown(input: BuydownInput): BuydownResult {
  const f = new Findings();
  const priceC = toCents(readMoney(input.price, "Home price", f));
  const loanC = toCents(readMoney(input.loanAmount, "Loan amount", f));
  const rate = readRate(input.rate, "Rate", f);
  const n = readTerm(input.termMonths, "Loan term", f);
  const points = input.points ?? 0;
  if (!Number.isFinite(points) || points < 0 || points > 10) f.fail("Points must be between 0 and 10.");
  const pointsOk = Number.isFinite(points) && points >= 0 && points <= 10 ? points : 0;
  const pointsRate = readRate(input.pointsRate, "Rate with points", f, rate);
  const hold = readTerm(input.holdMonths, "Years you keep the loan", f, n);
  const holdMonths = Math.min(hold, n);
  const buydown: TemporaryBuydown = input.buydown !== undefined && TEMPORARY_BUYDOWNS.includes(input.buydown) ? input.buydown : "none";
  if (loanC <= 0) f.fail("Enter the loan amount.");

  const noteScaled = rateToScaled(rate);
  const pointsScaled = rateToScaled(pointsRate);
  const payWithout = paymentCents(loanC, noteScaled, n);
  const payWith = paymentCents(loanC, pointsScaled, n);
  // Points are a percent of the loan: cost = loan x points / 100, half up (points held to 1e-8 of a point).
  const costC = mulDivHalfUp(loanC, rateToScaled(pointsOk / 100), RATE_SCALE);
  const savingC = payWithout - payWith;
  const breakEven = savingC > 0 ? Math.ceil(costC / savingC) : null;
  if (pointsOk > 0 && savingC <= 0) f.note("The rate with points is not lower than the rate without them, so the points never pay for themselves.");
  const a = runFor(loanC, noteScaled, n, holdMonths);
  const b = runFor(loanC, pointsScaled, n, holdMonths);
  const netC = a.paid - b.paid + (a.balance - b.balance) - costC;

  const steps = BUYDOWN_STEPS[buydown];
  const years: BuydownYear[] = [];
  let subsidyC = 0;
  steps.forEach((step, i) => {
    const reduced = Math.max(0, noteScaled - rateToScaled(step));
    const pay = paymentCents(loanC, reduced, n);
    const monthly = payWithout - pay;
    const months = Math.max(0, Math.min(12, n - i * 12));
    subsidyC += monthly * months;
    years.push({ year: i + 1, rate: reduced / RATE_SCALE, payment: fromCents(pay), monthlySubsidy: fromCents(monthly), subsidy: fromCents(monthly * months) });
  });
  if (buydown !== "none" && rate <= (steps[0] ?? 0)) f.fail(`A ${buydown} buydown needs a note rate above ${(steps[0] ?? 0) * 100}%.`);

  const ltv = ratio(loanC, priceC);
  const limitRate = interestedPartyLimitRate(ltv);
  const limitC = mulDivHalfUp(priceC, rateToScaled(limitRate), RATE_SCALE);
  const within = subsidyC <= limitC;
  if (!within)
    f.note(
      "A seller-paid buydown this large is above the interested-party contribution limit for this down payment; the excess would reduce the price used for the loan.",
    );

  return {
    loanAmount: fromCents(loanC),
    paymentWithoutPoints: fromCents(payWithout),
    paymentWithPoints: fromCents(payWith),
    pointsCost: fromCents(costC),
    pointsMonthlySaving: fromCents(savingC),
    pointsBreakEvenMonths: breakEven,
    holdMonths,
    pointsNetSaving: fromCents(netC),
    pointsInterestSaved: fromCents(a.interest - b.interest),
    buydown,
    buydownYears: years,
    buydownSubsidy: fromCents(subsidyC),
    sellerContributionLimit: fromCents(limitC),
    sellerContributionLimitRate: limitRate,
    withinSellerLimit: within,
    ltv,
    eligibility: f.eligibility(),
    notes: f.notes,
  };
}
