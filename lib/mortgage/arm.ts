/**
 * Adjustable-rate mortgage (ARM) calculator: the SOFR hybrid ARMs Fannie Mae and Freddie Mac buy
 * today (5/6, 7/6, 10/6), the fully indexed rate, and the payment path under three index paths.
 *
 * The rules, as the agencies' ARM plan terms state them:
 * - Index: the 30-day Average SOFR published by the Federal Reserve Bank of New York (Fannie Mae /
 *   Freddie Mac Uniform Instrument Form 3138, Multistate Adjustable Rate Note - 30-day Average SOFR,
 *   section 4(B); Fannie Mae Selling Guide B2-1.4-02, ARM plan indexes).
 * - Change dates: the first with the payment due after the fixed period (the 61st, 85th or 121st
 *   payment), then every 6 months (Form 3138 section 4(A); Fannie Mae ARM plans 4927, 4928, 4929,
 *   Fannie Mae's SOFR ARM announcement of April 1, 2020).
 * - New rate: index + margin, rounded to the nearest one-eighth of a percentage point (Form 3138
 *   section 4(C)); a sum exactly halfway between two eighths rounds down (Selling Guide B2-1.4-02,
 *   calculating the fully indexed rate). The agencies accept margins up to 3.00%.
 * - Caps: at the first change date the rate moves at most 2 points up or down for a 5/6 and 5
 *   points for a 7/6 or 10/6; at each later one at most 1 point; never more than 5 points above
 *   the initial rate; never below the margin, the floor (Form 3138 section 4(D); the plan terms
 *   above: caps 2/1/5 for a 5/6, 5/1/5 for a 7/6 and 10/6).
 * - Payment: at each change date, the amount that repays the balance then owed by the maturity
 *   date at the new rate in substantially equal payments (Form 3138 section 4(C)), i.e. the
 *   remaining balance re-amortized over the remaining term; interest each month is the balance
 *   times the rate / 12, rounded half up to the cent (as the fixed-rate schedule, amortization.ts).
 * - Qualifying rate: for a 5/6, the greater of the fully indexed rate and the note rate + 2 points;
 *   for a 7/6 or 10/6, the greater of the fully indexed rate and the note rate (Selling Guide
 *   B3-6-02, qualifying rate for ARMs; the SOFR ARM plan terms).
 */
import { fromCents, MONTHLY_RATE_DENOMINATOR, monthlyInterestCents, RATE_SCALE, rateToScaled, toCents } from "./money";
import { paymentCents } from "./payment";
import { Findings, readMoney, readRate, readTerm, type Eligibility } from "./types";

export type ArmProduct = "5/6" | "7/6" | "10/6";

export const ARM_PRODUCTS: readonly ArmProduct[] = ["5/6", "7/6", "10/6"];

/** Each product's fixed period and caps (fractions), per the agencies' SOFR ARM plan terms. */
export const ARM_PLAN_TERMS: Readonly<
  Record<ArmProduct, { readonly fixedMonths: number; readonly initialCap: number; readonly periodicCap: number; readonly lifetimeCap: number }>
> = {
  "5/6": { fixedMonths: 60, initialCap: 0.02, periodicCap: 0.01, lifetimeCap: 0.05 },
  "7/6": { fixedMonths: 84, initialCap: 0.05, periodicCap: 0.01, lifetimeCap: 0.05 },
  "10/6": { fixedMonths: 120, initialCap: 0.05, periodicCap: 0.01, lifetimeCap: 0.05 },
};

/** Months between change dates after the fixed period (SOFR ARMs adjust every 6 months). */
export const ARM_ADJUSTMENT_MONTHS = 6;

/** The largest margin the agencies accept on a SOFR ARM (3.00%). */
export const ARM_MAX_MARGIN = 0.03;

/** One-eighth of a percentage point, over RATE_SCALE. */
const EIGHTH_SCALED = 125_000;

/**
 * index + margin rounded to the nearest 0.125 point, a tie rounding down (Selling Guide B2-1.4-02).
 * Scaled integers in and out (RATE_SCALE).
 */
export function roundToEighthScaled(scaled: number): number {
  if (scaled <= 0) return 0;
  const q = Math.floor(scaled / EIGHTH_SCALED);
  const rem = scaled - q * EIGHTH_SCALED;
  return (2 * rem > EIGHTH_SCALED ? q + 1 : q) * EIGHTH_SCALED;
}

/** index + margin (scaled) rounded to the nearest 0.125 point: the rate a change date moves toward. */
function fullyIndexedScaled(indexScaled: number, marginScaled: number): number {
  return roundToEighthScaled(Math.max(0, indexScaled) + marginScaled);
}

/**
 * The fully indexed rate (fractions in and out): index + margin rounded to the nearest 0.125
 * point, a tie rounding down, as `computeArm` figures it. For a page that shows it for an index
 * other than the one typed (the newest 30-day Average SOFR the site holds).
 */
export function fullyIndexedRate(index: number, margin: number): number {
  return fullyIndexedScaled(rateToScaled(index), rateToScaled(margin)) / RATE_SCALE;
}

/**
 * An index as published, in percent (the New York Fed gives the 30-day Average SOFR to 5
 * decimals: 3.70668), as the fraction the engine takes (0.0370668), exact to those decimals.
 */
export function indexFraction(percent: number): number {
  return rateToScaled(percent / 100) / RATE_SCALE;
}

/** The index path a scenario assumes. */
export type ArmScenarioId = "unchanged" | "worst" | "custom";

export interface ArmInput {
  /** Loan amount, dollars. */
  readonly loanAmount: number;
  /** Initial (start) rate, fraction. */
  readonly initialRate: number;
  readonly product?: ArmProduct;
  /** Margin over the index, fraction (0.0275). */
  readonly margin: number;
  /** Today's 30-day Average SOFR, fraction. */
  readonly index: number;
  /** Term, months (default 360). */
  readonly termMonths?: number;
  /** The visitor's own path: the index at the first change date, fraction (default: today's). */
  readonly customIndexStart?: number;
  /** ... then changing by this much a year, fraction, may be negative (applied half at each 6-month change). */
  readonly customIndexChangePerYear?: number;
  /** Caps, fractions (default: the product's plan terms). */
  readonly initialCap?: number;
  readonly periodicCap?: number;
  readonly lifetimeCap?: number;
  /** A fixed rate to compare with (fraction); omitted or 0 for none. */
  readonly fixedRate?: number;
}

/** A run of months at one rate. */
export interface ArmPeriod {
  /** First and last payment numbers (1-based) at this rate. */
  readonly fromMonth: number;
  readonly toMonth: number;
  /** Rate, fraction. */
  readonly rate: number;
  /** Monthly principal and interest, dollars (the last payment of the loan may differ by cents). */
  readonly payment: number;
  /** Balance before the first payment of the period, dollars. */
  readonly startBalance: number;
}

export interface ArmPath {
  readonly id: ArmScenarioId;
  readonly periods: ArmPeriod[];
  /** Rate and payment from the first change date. */
  readonly firstAdjustedRate: number;
  readonly firstAdjustedPayment: number;
  /** Highest rate and payment along the path. */
  readonly maxRate: number;
  readonly maxPayment: number;
  /** Month of the first highest payment. */
  readonly maxPaymentMonth: number;
  readonly totalInterest: number;
  readonly totalPayments: number;
  /** Balance when the fixed period ends, dollars (the same on every path). */
  readonly balanceAtFirstChange: number;
}

export interface ArmResult {
  readonly product: ArmProduct;
  readonly fixedMonths: number;
  readonly initialCap: number;
  readonly periodicCap: number;
  readonly lifetimeCap: number;
  /** Index + margin rounded to the nearest 0.125 (fraction). */
  readonly fullyIndexedRate: number;
  /** The rate can never go above this (initial + lifetime cap) or below the margin. */
  readonly maxRate: number;
  readonly minRate: number;
  readonly qualifyingRate: number;
  /** P&I during the fixed period. */
  readonly initialPayment: number;
  readonly paths: Readonly<Record<ArmScenarioId, ArmPath>>;
  /** The fixed-rate comparison, when a fixed rate is given. */
  readonly fixed: { readonly rate: number; readonly payment: number; readonly totalInterest: number } | null;
  readonly eligibility: Eligibility;
  readonly notes: string[];
}

interface Caps {
  readonly initial: number;
  readonly periodic: number;
  readonly lifetimeMax: number;
  readonly floor: number;
}

/**
 * The rate at a change date (scaled): the rounded index + margin, held within the caps against
 * the rate in force and within the lifetime ceiling and the floor.
 */
export function adjustedRateScaled(indexScaled: number, marginScaled: number, currentScaled: number, first: boolean, caps: Caps): number {
  const target = fullyIndexedScaled(indexScaled, marginScaled);
  const step = first ? caps.initial : caps.periodic;
  const capped = Math.min(currentScaled + step, Math.max(currentScaled - step, target));
  return Math.max(caps.floor, Math.min(caps.lifetimeMax, capped));
}

function runPath(
  id: ArmScenarioId,
  loanC: number,
  n: number,
  fixedMonths: number,
  initialScaled: number,
  indexAt: (change: number) => number,
  marginScaled: number,
  caps: Caps,
): ArmPath {
  const periods: ArmPeriod[] = [];
  let balance = loanC;
  let rate = initialScaled;
  let pay = paymentCents(loanC, rate, n);
  let interestSum = 0;
  let paid = 0;
  let periodStart = 1;
  let periodBalance = balance;
  let firstRate = initialScaled;
  let firstPay = pay;
  let maxRate = rate;
  let maxPay = pay;
  let maxPayMonth = 1;
  let balanceAtFirst = loanC;
  let change = 0;
  for (let month = 1; month <= n && balance > 0; month++) {
    if (month > fixedMonths && (month - fixedMonths - 1) % ARM_ADJUSTMENT_MONTHS === 0) {
      if (month > 1)
        periods.push({ fromMonth: periodStart, toMonth: month - 1, rate: rate / RATE_SCALE, payment: fromCents(pay), startBalance: fromCents(periodBalance) });
      rate = adjustedRateScaled(indexAt(change), marginScaled, rate, change === 0, caps);
      pay = paymentCents(balance, rate, n - month + 1);
      if (change === 0) {
        firstRate = rate;
        firstPay = pay;
        balanceAtFirst = balance;
      }
      if (rate > maxRate) maxRate = rate;
      if (pay > maxPay) {
        maxPay = pay;
        maxPayMonth = month;
      }
      change += 1;
      periodStart = month;
      periodBalance = balance;
    }
    const interest = monthlyInterestCents(balance, rate, rate / MONTHLY_RATE_DENOMINATOR);
    const principal = month === n || pay - interest >= balance ? balance : pay - interest;
    balance -= principal;
    interestSum += interest;
    paid += principal + interest;
  }
  periods.push({ fromMonth: periodStart, toMonth: n, rate: rate / RATE_SCALE, payment: fromCents(pay), startBalance: fromCents(periodBalance) });
  if (fixedMonths >= n) balanceAtFirst = 0;
  return {
    id,
    periods,
    firstAdjustedRate: firstRate / RATE_SCALE,
    firstAdjustedPayment: fromCents(firstPay),
    maxRate: maxRate / RATE_SCALE,
    maxPayment: fromCents(maxPay),
    maxPaymentMonth: maxPayMonth,
    totalInterest: fromCents(interestSum),
    totalPayments: fromCents(paid),
    balanceAtFirstChange: fromCents(balanceAtFirst),
  };
}

function readCap(value: number | undefined, fallback: number, label: string, f: Findings): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0 || value > 0.2) {
    f.fail(`${label} must be between 0% and 20%.`);
    return fallback;
  }
  return value;
}

/** Computes an ARM's payment path under rates unchanged, rising to the caps, and the visitor's own path. */
export function computeArm(input: ArmInput): ArmResult {
  const f = new Findings();
  const product: ArmProduct = input.product !== undefined && ARM_PRODUCTS.includes(input.product) ? input.product : "5/6";
  const plan = ARM_PLAN_TERMS[product];
  const loanC = toCents(readMoney(input.loanAmount, "Loan amount", f));
  const initial = readRate(input.initialRate, "Start rate", f);
  const margin = readRate(input.margin, "Margin", f);
  const index = readRate(input.index, "SOFR index", f);
  const n = readTerm(input.termMonths, "Loan term", f);
  const initialCap = readCap(input.initialCap, plan.initialCap, "First adjustment cap", f);
  const periodicCap = readCap(input.periodicCap, plan.periodicCap, "Adjustment cap", f);
  const lifetimeCap = readCap(input.lifetimeCap, plan.lifetimeCap, "Lifetime cap", f);
  if (loanC <= 0) f.fail("Enter the loan amount.");
  if (initial <= 0) f.fail("Enter the start rate.");
  if (margin > ARM_MAX_MARGIN) f.note("Fannie Mae and Freddie Mac accept SOFR ARM margins up to 3.00%; a larger margin is a non-agency loan.");
  if (n <= plan.fixedMonths) f.note(`A ${product} ARM's rate is fixed for ${plan.fixedMonths / 12} years, the whole of this term.`);

  const initialScaled = rateToScaled(initial);
  const marginScaled = rateToScaled(margin);
  const indexScaled = rateToScaled(index);
  const caps: Caps = {
    initial: rateToScaled(initialCap),
    periodic: rateToScaled(periodicCap),
    lifetimeMax: initialScaled + rateToScaled(lifetimeCap),
    floor: marginScaled,
  };
  const fullyIndexed = fullyIndexedScaled(indexScaled, marginScaled);
  const customStart = input.customIndexStart !== undefined ? rateToScaled(readRate(input.customIndexStart, "Your index path's start", f)) : indexScaled;
  const perYear = input.customIndexChangePerYear ?? 0;
  const perChange = Number.isFinite(perYear) && Math.abs(perYear) <= 0.2 ? Math.round((perYear * RATE_SCALE) / 2) : 0;
  if (perChange === 0 && perYear !== 0) f.fail("The index change a year must be between -20% and 20%.");

  const paths: Record<ArmScenarioId, ArmPath> = {
    unchanged: runPath("unchanged", loanC, n, plan.fixedMonths, initialScaled, () => indexScaled, marginScaled, caps),
    // An index high enough that every change date moves the rate by its full cap, up to the ceiling.
    worst: runPath("worst", loanC, n, plan.fixedMonths, initialScaled, () => caps.lifetimeMax + RATE_SCALE, marginScaled, caps),
    custom: runPath("custom", loanC, n, plan.fixedMonths, initialScaled, (k) => Math.max(0, customStart + k * perChange), marginScaled, caps),
  };
  const qualifying = product === "5/6" ? Math.max(fullyIndexed, initialScaled + rateToScaled(0.02)) : Math.max(fullyIndexed, initialScaled);
  const fixedRate = input.fixedRate !== undefined && input.fixedRate > 0 ? readRate(input.fixedRate, "Fixed rate", f) : 0;
  let fixed: ArmResult["fixed"] = null;
  if (fixedRate > 0) {
    const fr = runPath("unchanged", loanC, n, n, rateToScaled(fixedRate), () => 0, 0, caps);
    fixed = { rate: fixedRate, payment: fr.periods[0]?.payment ?? 0, totalInterest: fr.totalInterest };
  }
  if (fullyIndexed > initialScaled)
    f.note("Today's fully indexed rate is above the start rate: with the index unchanged, the payment rises at the first change date.");

  return {
    product,
    fixedMonths: plan.fixedMonths,
    initialCap,
    periodicCap,
    lifetimeCap,
    fullyIndexedRate: fullyIndexed / RATE_SCALE,
    maxRate: caps.lifetimeMax / RATE_SCALE,
    minRate: marginScaled / RATE_SCALE,
    qualifyingRate: qualifying / RATE_SCALE,
    initialPayment: fromCents(paymentCents(loanC, initialScaled, n)),
    paths,
    fixed,
    eligibility: f.eligibility(),
    notes: f.notes,
  };
}
