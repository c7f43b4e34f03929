/**
 * The level monthly payment of a fixed-rate loan (principal and interest).
 *
 * Formula (standard annuity; e.g. CFPB/Reg. Z Appendix J amortization, Fannie Mae Selling Guide
 * B2-1.4): P = L x r / (1 - (1 + r)^-n), with r the monthly rate (annual / 12) and n the number of
 * monthly payments. At r = 0 it is L / n. The exact value is rounded half up to the cent.
 */
import { MONTHLY_RATE_DENOMINATOR, divHalfUp, fromCents, mulDivHalfUp, rateToScaled, toCents } from "./money";

/**
 * Exact monthly payment in cents, rounded half up.
 *
 * The double-precision formula is correct to ~1e-13 relative; only when its fraction of a cent
 * lies within that error of one half could it round the wrong way, and then the payment is
 * recomputed as an exact rational with BigInt (L x a x (D+a)^n / (D x ((D+a)^n - D^n)), r = a/D).
 *
 * @param loanCents loan amount, integer cents (>= 0)
 * @param rateScaled annual rate as an integer over RATE_SCALE (see money.ts)
 * @param months number of monthly payments (>= 1)
 */
export function paymentCents(loanCents: number, rateScaled: number, months: number): number {
  if (loanCents <= 0) return 0;
  if (months < 1) return loanCents;
  if (rateScaled <= 0) return divHalfUp(loanCents, months);
  const r = rateScaled / MONTHLY_RATE_DENOMINATOR;
  const x = (loanCents * r) / -Math.expm1(-months * Math.log1p(r));
  const frac = x - Math.floor(x);
  const tolerance = Math.max(1e-7, x * 1e-12);
  if (Math.abs(frac - 0.5) > tolerance) return Math.floor(x + 0.5);
  return exactPaymentCents(loanCents, rateScaled, months);
}

/** The payment as an exact rational, rounded half up; BigInt, used only near a half-cent tie. */
export function exactPaymentCents(loanCents: number, rateScaled: number, months: number): number {
  const a = BigInt(rateScaled);
  const d = BigInt(MONTHLY_RATE_DENOMINATOR);
  const growth = (d + a) ** BigInt(months);
  const base = d ** BigInt(months);
  const num = BigInt(loanCents) * a * growth;
  const den = d * (growth - base);
  return Number((2n * num + den) / (2n * den));
}

/**
 * Monthly principal-and-interest payment in dollars, rounded half up to the cent.
 *
 * @param loanAmount dollars
 * @param rate annual interest rate as a fraction (0.0675 = 6.75%)
 * @param months term in months
 */
export function monthlyPayment(loanAmount: number, rate: number, months: number): number {
  return fromCents(paymentCents(toCents(loanAmount), rateToScaled(rate), Math.floor(months)));
}

/**
 * The loan amount a monthly P&I payment supports: L = P x (1 - (1 + r)^-n) / r (L = P x n at r = 0),
 * rounded down to the cent so that paymentCents(result) never exceeds the payment given.
 *
 * @param paymentCentsValue monthly P&I budget, integer cents
 */
export function loanForPaymentCents(paymentCentsValue: number, rateScaled: number, months: number): number {
  if (paymentCentsValue <= 0 || months < 1) return 0;
  // paymentCents rounds half up, so the largest loan whose payment rounds to at most P lies just
  // under (P + 0.5) / factor; start there and settle the last cent with the exact forward formula.
  let loan: number;
  if (rateScaled <= 0) {
    loan = Math.floor((paymentCentsValue + 0.5) * months);
  } else {
    const r = rateScaled / MONTHLY_RATE_DENOMINATOR;
    loan = Math.floor(((paymentCentsValue + 0.5) * -Math.expm1(-months * Math.log1p(r))) / r);
  }
  while (loan > 0 && paymentCents(loan, rateScaled, months) > paymentCentsValue) loan -= 1;
  while (paymentCents(loan + 1, rateScaled, months) <= paymentCentsValue) loan += 1;
  return loan;
}

/** Months and interest to pay a balance off at a fixed payment. */
export interface Payoff {
  readonly months: number;
  /** Total interest, cents. */
  readonly interestCents: number;
}

/**
 * Pays a balance down at a fixed monthly payment (interest rounded half up to the cent each month).
 * The number of payments is the annuity's n = -ln(1 - rB/P) / ln(1 + r), rounded up; but when P
 * is exactly the rounded payment of the whole-month term just below n, that term is used and its
 * last payment absorbs the cents of rounding (as servicers adjust the final payment), so a loan
 * paid at its own payment ends in its own term instead of leaving a few dollars for one more month. Null when the payment does not cover the first month's interest or
 * the balance would outlive `maxMonths` (100 years by default).
 *
 * @param balanceCents balance, cents; @param rateScaled annual rate over RATE_SCALE
 * @param paymentCentsValue monthly payment, cents
 */
export function simulatePayoff(balanceCents: number, rateScaled: number, paymentCentsValue: number, maxMonths = 1200): Payoff | null {
  if (balanceCents <= 0) return { months: 0, interestCents: 0 };
  if (paymentCentsValue <= 0) return null;
  const r = rateScaled / MONTHLY_RATE_DENOMINATOR;
  let nReal: number;
  if (r === 0) {
    nReal = balanceCents / paymentCentsValue;
  } else {
    const x = 1 - (r * balanceCents) / paymentCentsValue;
    if (x <= 0) return null;
    nReal = -Math.log(x) / Math.log1p(r);
  }
  const whole = Math.floor(nReal);
  const target = whole >= 1 && (whole === nReal || paymentCents(balanceCents, rateScaled, whole) === paymentCentsValue) ? whole : whole + 1;
  if (target > maxMonths) return null;
  let balance = balanceCents;
  let interestSum = 0;
  let months = 0;
  while (balance > 0) {
    const interest = mulDivHalfUp(balance, rateScaled, MONTHLY_RATE_DENOMINATOR);
    if (paymentCentsValue <= interest && months < target - 1) return null;
    months += 1;
    interestSum += interest;
    balance -= months >= target ? balance : Math.min(balance, paymentCentsValue - interest);
  }
  return { months, interestCents: interestSum };
}
