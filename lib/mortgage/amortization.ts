/**
 * Fixed-rate monthly amortization schedule, worked in integer cents.
 *
 * Each month: interest = balance x annual rate / 12, rounded half up to the cent; principal =
 * payment - interest. The level payment is the exact annuity payment rounded half up to the cent
 * (payment.ts); the last payment is whatever clears the balance, so the balance ends at exactly 0.00
 * and the principal paid sums to the loan. Extra payments (monthly, yearly, one-time) go to
 * principal after the scheduled payment and never past the balance.
 *
 * Mortgage insurance rides along:
 * - PMI: a level premium while the balance before the payment is above 78% of the original value,
 *   and never after the midpoint of the term (Homeowners Protection Act, 12 U.S.C. 4902(b)-(c):
 *   automatic termination at 78% by the amortization schedule, final termination at the midpoint).
 *   Without extra payments the actual balance is the scheduled one; with them, PMI stops when the
 *   actual balance reaches 78%.
 * - FHA annual MIP: HUD's yearly figure from the original schedule (fha.ts), for its duration.
 * - USDA annual fee: 0.35% of each year's average scheduled balance (usda.ts), for the life of the loan.
 */
import { fhaMonthlyMipByYear } from "./fha";
import { fromCents, MONTHLY_RATE_DENOMINATOR, monthlyInterestCents, rateToScaled, toCents } from "./money";
import { paymentCents } from "./payment";
import { PMI_AUTOMATIC_TERMINATION_LTV_PERCENT } from "./pmi";
import { usdaMonthlyFeeByYear } from "./usda";

/** Extra principal payments, in dollars. */
export interface ExtraPayments {
  /** Added to every monthly payment. */
  readonly monthly?: number;
  /** Paid once each loan year, in month `yearlyMonth` of that year. */
  readonly yearly?: number;
  /** Month of the loan year (1-12) the yearly extra is paid in; default 12 (the anniversary). */
  readonly yearlyMonth?: number;
  /** One-time extra payments: `month` is the payment number (1 = first payment). */
  readonly oneTime?: readonly { readonly month: number; readonly amount: number }[];
}

/** How mortgage insurance is charged along the schedule. */
export type MortgageInsurancePlan =
  | { readonly kind: "none" }
  /** Conventional PMI: `monthly` dollars while the balance is above 78% of `originalValue` (dollars). */
  | { readonly kind: "pmi"; readonly monthly: number; readonly originalValue: number }
  /** FHA annual MIP at `annualBps`, for `durationMonths`; `upfrontFinancedBps` is the financed UFMIP rate (0 if paid in cash). */
  | { readonly kind: "fha"; readonly annualBps: number; readonly durationMonths: number; readonly upfrontFinancedBps: number }
  /** USDA annual fee (0.35% of the average scheduled balance). */
  | { readonly kind: "usda" };

export interface ScheduleInput {
  /** Amount amortized (with any financed upfront fee), dollars. */
  readonly loanAmount: number;
  /** Annual interest rate, fraction (0.0675). */
  readonly rate: number;
  /** Term in months. */
  readonly termMonths: number;
  readonly extra?: ExtraPayments;
  readonly mortgageInsurance?: MortgageInsurancePlan;
  /** Build the month-by-month rows (default true); totals are computed either way. */
  readonly includeRows?: boolean;
}

/** One month of the schedule, dollars. */
export interface ScheduleRow {
  /** Payment number, 1-based. */
  readonly month: number;
  /** Scheduled principal and interest paid this month (the last one adjusted). */
  readonly payment: number;
  readonly principal: number;
  readonly interest: number;
  /** Extra principal paid this month. */
  readonly extra: number;
  /** PMI, FHA MIP or USDA fee paid with this payment. */
  readonly mortgageInsurance: number;
  /** Balance after this month's payment and extra. */
  readonly balance: number;
}

export interface Schedule {
  readonly rows: ScheduleRow[];
  /** Level monthly principal and interest, dollars. */
  readonly principalAndInterest: number;
  readonly totalInterest: number;
  readonly totalPrincipal: number;
  readonly totalExtra: number;
  /** All principal and interest paid, extras included (= loan + total interest). */
  readonly totalPayments: number;
  readonly totalMortgageInsurance: number;
  /** Number of payments until the balance is 0. */
  readonly payoffMonths: number;
  /** Mortgage insurance in the first payment, dollars (0 when none). */
  readonly firstMortgageInsurance: number;
  /** Last payment that includes mortgage insurance (0 when none). */
  readonly mortgageInsuranceEndMonth: number;
  /** With extra payments: interest and months saved against the same loan without them. */
  readonly interestSaved: number;
  readonly monthsSaved: number;
}

interface RunResult {
  rows: ScheduleRow[];
  interest: number;
  extra: number;
  mi: number;
  months: number;
  firstMi: number;
  miEnd: number;
}

function extraSchedule(
  extra: ExtraPayments | undefined,
  n: number,
): { monthly: number; yearly: number; yearlyMonth: number; oneTime: Map<number, number> } | null {
  if (!extra) return null;
  const monthly = Math.max(0, toCents(extra.monthly ?? 0));
  const yearly = Math.max(0, toCents(extra.yearly ?? 0));
  const ym = Math.floor(extra.yearlyMonth ?? 12);
  const yearlyMonth = ym >= 1 && ym <= 12 ? ym : 12;
  const oneTime = new Map<number, number>();
  for (const o of extra.oneTime ?? []) {
    const month = Math.floor(o.month);
    const amount = toCents(o.amount);
    if (month >= 1 && month <= n && amount > 0) oneTime.set(month, (oneTime.get(month) ?? 0) + amount);
  }
  if (monthly === 0 && yearly === 0 && oneTime.size === 0) return null;
  return { monthly, yearly, yearlyMonth, oneTime };
}

/** Balances before each scheduled payment (no extras), cents: what USDA prices its fee on. */
function scheduledBalances(loan: number, rateScaled: number, n: number, pay: number): Float64Array {
  const out = new Float64Array(n);
  const monthlyRate = rateScaled / MONTHLY_RATE_DENOMINATOR;
  let balance = loan;
  for (let m = 0; m < n && balance > 0; m++) {
    out[m] = balance;
    const interest = monthlyInterestCents(balance, rateScaled, monthlyRate);
    const principal = m === n - 1 || pay - interest >= balance ? balance : pay - interest;
    balance -= principal;
  }
  return out;
}

/** Mortgage insurance resolved for the loop: one kind, with its figures in cents. */
interface MiPlan {
  /** 0 none, 1 PMI, 2 a premium by loan year (FHA, USDA). */
  readonly kind: 0 | 1 | 2;
  readonly pmiMonthly: number;
  /** PMI is charged while balance x 100 > this (78 x original value, cents). */
  readonly pmiThreshold: number;
  /** Last month PMI may be charged (the midpoint of the term). */
  readonly pmiLastMonth: number;
  /** Monthly premium for each loan year, and the last month it is due. */
  readonly byYear: readonly number[];
  readonly lastMonth: number;
}

const NO_MI: MiPlan = { kind: 0, pmiMonthly: 0, pmiThreshold: 0, pmiLastMonth: 0, byYear: [], lastMonth: 0 };

function run(loan: number, rateScaled: number, n: number, pay: number, extras: ReturnType<typeof extraSchedule>, mi: MiPlan, withRows: boolean): RunResult {
  // Kept as one flat loop with the insurance rules inlined: this runs 360 times per schedule and
  // is the engine's hot path (npm run bench).
  const rows: ScheduleRow[] = [];
  const monthlyRate = rateScaled / MONTHLY_RATE_DENOMINATOR;
  let balance = loan;
  let interestSum = 0;
  let extraSum = 0;
  let miSum = 0;
  let firstMi = 0;
  let miEnd = 0;
  let month = 0;
  while (balance > 0 && month < n) {
    month += 1;
    const interest = monthlyInterestCents(balance, rateScaled, monthlyRate);
    let principal = pay - interest;
    if (month === n || principal >= balance) principal = balance;
    let extra = 0;
    if (extras) {
      extra = extras.monthly + (extras.yearly > 0 && month % 12 === extras.yearlyMonth % 12 ? extras.yearly : 0) + (extras.oneTime.get(month) ?? 0);
      if (extra > balance - principal) extra = balance - principal;
    }
    let premium = 0;
    if (mi.kind === 1) {
      if (month <= mi.pmiLastMonth && balance * 100 > mi.pmiThreshold) premium = mi.pmiMonthly;
    } else if (mi.kind === 2 && month <= mi.lastMonth) {
      premium = mi.byYear[((month - 1) / 12) | 0] ?? 0;
    }
    if (premium > 0) {
      if (month === 1) firstMi = premium;
      miEnd = month;
      miSum += premium;
    }
    balance -= principal + extra;
    interestSum += interest;
    extraSum += extra;
    if (withRows) {
      rows.push({
        month,
        payment: (principal + interest) / 100,
        principal: principal / 100,
        interest: interest / 100,
        extra: extra / 100,
        mortgageInsurance: premium / 100,
        balance: balance / 100,
      });
    }
  }
  return { rows, interest: interestSum, extra: extraSum, mi: miSum, months: month, firstMi, miEnd };
}

/**
 * Builds the amortization schedule with totals. Invalid figures (negative, non-finite) are treated
 * as 0 here; the calculator functions report them to the user before calling this.
 */
export function buildSchedule(input: ScheduleInput): Schedule {
  const loan = Math.max(0, toCents(input.loanAmount));
  const rateScaled = rateToScaled(input.rate);
  const n = Number.isFinite(input.termMonths) ? Math.max(1, Math.floor(input.termMonths)) : 1;
  const pay = paymentCents(loan, rateScaled, n);
  const extras = extraSchedule(input.extra, n);
  const plan = input.mortgageInsurance ?? { kind: "none" };

  let mi: MiPlan = NO_MI;
  if (plan.kind === "pmi") {
    const monthly = Math.max(0, toCents(plan.monthly));
    const value = Math.max(0, toCents(plan.originalValue));
    if (monthly > 0)
      mi = { ...NO_MI, kind: 1, pmiMonthly: monthly, pmiThreshold: value * PMI_AUTOMATIC_TERMINATION_LTV_PERCENT, pmiLastMonth: Math.ceil(n / 2) };
  } else if (plan.kind === "fha") {
    const months = Math.min(n, Math.max(0, Math.floor(plan.durationMonths)));
    mi = { ...NO_MI, kind: 2, byYear: fhaMonthlyMipByYear(loan, rateScaled, pay, plan.annualBps, plan.upfrontFinancedBps, months), lastMonth: months };
  } else if (plan.kind === "usda") {
    mi = { ...NO_MI, kind: 2, byYear: usdaMonthlyFeeByYear(scheduledBalances(loan, rateScaled, n, pay)), lastMonth: n };
  }

  const main = run(loan, rateScaled, n, pay, extras, mi, input.includeRows !== false);
  let interestSaved = 0;
  let monthsSaved = 0;
  if (extras) {
    const base = run(loan, rateScaled, n, pay, null, NO_MI, false);
    interestSaved = base.interest - main.interest;
    monthsSaved = base.months - main.months;
  }
  return {
    rows: main.rows,
    principalAndInterest: fromCents(pay),
    totalInterest: fromCents(main.interest),
    totalPrincipal: fromCents(loan),
    totalExtra: fromCents(main.extra),
    totalPayments: fromCents(loan + main.interest),
    totalMortgageInsurance: fromCents(main.mi),
    payoffMonths: main.months,
    firstMortgageInsurance: fromCents(main.firstMi),
    mortgageInsuranceEndMonth: main.miEnd,
    interestSaved: fromCents(interestSaved),
    monthsSaved,
  };
}

/** A calendar month: `month` is 1-12. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/**
 * The calendar month of payment number `paymentNumber` (1-based) when the first payment falls in
 * `first`; the payoff date is paymentDate(first, payoffMonths).
 */
export function paymentDate(first: YearMonth, paymentNumber: number): YearMonth {
  const index = first.year * 12 + (first.month - 1) + Math.max(0, Math.floor(paymentNumber) - 1);
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** One loan year of a schedule, summed in cents. */
export interface ScheduleYear {
  readonly year: number;
  readonly principal: number;
  readonly interest: number;
  readonly extra: number;
  readonly mortgageInsurance: number;
  /** Balance at the end of the year. */
  readonly balance: number;
}

/** Sums schedule rows by loan year (months 1-12 = year 1), for the yearly table and chart. */
export function summarizeByYear(rows: readonly ScheduleRow[]): ScheduleYear[] {
  const years: ScheduleYear[] = [];
  for (let start = 0; start < rows.length; start += 12) {
    let principal = 0;
    let interest = 0;
    let extra = 0;
    let mi = 0;
    const end = Math.min(rows.length, start + 12);
    for (let i = start; i < end; i++) {
      const r = rows[i]!;
      principal += toCents(r.principal);
      interest += toCents(r.interest);
      extra += toCents(r.extra);
      mi += toCents(r.mortgageInsurance);
    }
    years.push({
      year: start / 12 + 1,
      principal: fromCents(principal),
      interest: fromCents(interest),
      extra: fromCents(extra),
      mortgageInsurance: fromCents(mi),
      balance: rows[end - 1]!.balance,
    });
  }
  return years;
}
