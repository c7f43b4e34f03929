/**
 * A piecewise-linear estimate, by list price, of the loan part of a home's monthly payment
 * (principal and interest + first-month mortgage insurance) for one loan scenario, with a
 * bound on its error. The listing search filters on a monthly payment maximum in SQL with it
 * (lib/server/listings/search-service.ts): rows certainly under the maximum pass by the estimate,
 * rows certainly above it drop, and the few in between are settled exactly with computePurchase.
 *
 * Why it is linear, and the bound (cents). For a price P (dollars) and down payment percent p
 * (fraction), computePurchase works on whole dollars: price floor(P), down payment
 * D = ceil(P x p) (lib/calculator downPaymentFromPercent), base loan B = floor(P) - D, so
 * (1 - p) x P - 3 < B <= (1 - p) x P whenever D < P. For a fixed "regime" (upfront fee rate,
 * mortgage-insurance kind and rate) every figure is B times a constant, rounded a few times:
 *   - the financed fee is B x fee, rounded half up (FHA: then cut to whole dollars, < $1 off);
 *   - P&I = paymentCents(B + fee) = (B + fee) x a, rounded half up (a: annuity factor);
 *   - PMI = B x rate / 12 half up; FHA MIP and USDA fee = HUD's 12-month average balance x rate,
 *     rounded three times (under 1.5 cents together; the balances' own roundings move the
 *     average by cents, which the rate, under 1% a year, turns into a hundredth of a cent).
 * So with k = the regime's cents a month per dollar of base loan (measured on a 10^11-dollar
 * loan with the same lib/mortgage functions, where roundings are 10^-13 of it),
 *   |f(P) - k x (1 - p) x P| <= 3k (the B range) + a (the FHA dollar cut) + 0.5 + 1.5 + 0.5
 *                             <= 4k + 3 cents,    delta = ceil(4k + 4).
 * The regime depends on the LTV B / floor(P) (PMI coverage tier and eligibility, FHA MIP row, VA
 * funding-fee band of D / floor(P) = 1 - LTV) and for FHA on B itself (the $726,200 base-loan
 * step). B / floor(P) lies in ((1 - p) - 2 / floor(P), 1 - p], so above a price Pz the regime of
 * the LTV 1 - p holds for every price; below Pz, in a window of a few dollars around each base-loan
 * step, and below 1 / (1 - p) + 2 (where the down payment rule can give 0 down), the estimate is an
 * envelope: the pure P&I slope below, the largest regime slope above. A property test
 * (payment-estimate.test.ts) compares the bounds to computePurchase over random scenarios and prices.
 */
import { FHA_MIP_ROWS } from "@/lib/reference/generated/programs";
import { fhaAnnualMip, fhaMonthlyMipByYear, fhaUpfront, FHA_UFMIP_BPS } from "./fha";
import { rateToScaled } from "./money";
import { paymentCents } from "./payment";
import { pmiMonthlyCents, quotePmi } from "./pmi";
import { usdaFirstYearMonthlyCents } from "./program-loan";
import { MAX_TERM_MONTHS } from "./purchase";
import type { CalcType } from "./types";
import { USDA_TERM_MONTHS, usdaUpfrontCents } from "./usda";
import { vaFundingFeeBps, vaFundingFeeCents } from "./va";

/** A purchase loan as the listing pages price every home: the calculator's inputs without a price. */
export interface LoanScenario {
  readonly calcType: CalcType;
  /** Percent of the price (20 = 20%), 0 to 99. */
  readonly downPaymentPercent: number;
  /** Annual rate, fraction (0.0675). */
  readonly rate: number;
  /** Months. */
  readonly term: number;
  readonly creditScore: number;
  readonly includePMI: boolean;
  readonly isVaDisabled: boolean;
  readonly isVaSubsequentUse: boolean;
}

/**
 * One price range of the estimate: for list prices in [from, to) (dollars), the loan part of the
 * payment in cents lies in [lowSlope x P - delta, highSlope x P + delta]. lowSlope = highSlope
 * where the regime is known; an envelope elsewhere.
 */
export interface EstimateSegment {
  readonly from: number;
  /** Exclusive; Infinity for the last range. */
  readonly to: number;
  /** Cents a month per dollar of list price. */
  readonly lowSlope: number;
  readonly highSlope: number;
  /** Cents. */
  readonly delta: number;
}

export interface PaymentEstimate {
  /** Consecutive ranges from 0 to Infinity. */
  readonly segments: readonly EstimateSegment[];
}

type Mi = { kind: "none" } | { kind: "pmi"; ratePct: number } | { kind: "fha"; bps: number } | { kind: "usda" };
interface Regime {
  readonly fee: "none" | "fha" | "va" | "usda";
  readonly feeBps: number;
  readonly mi: Mi;
}

function regimeKey(r: Regime): string {
  const mi = r.mi.kind === "pmi" ? `pmi${r.mi.ratePct}` : r.mi.kind === "fha" ? `fha${r.mi.bps}` : r.mi.kind;
  return `${r.fee}${r.feeBps}:${mi}`;
}

/** The term computePurchase uses: USDA 360 months, others at most 360. */
function effectiveTerm(s: LoanScenario): number {
  const term = Math.floor(s.term);
  return s.calcType === "usda" ? USDA_TERM_MONTHS : Math.min(term, MAX_TERM_MONTHS);
}

function creditScore(s: LoanScenario): number {
  return Math.min(850, Math.max(400, Math.floor(s.creditScore)));
}

/** The regime programLoan applies to a base loan and price (cents), from the same lookups. */
function regimeAt(s: LoanScenario, baseC: number, priceC: number): Regime {
  const term = effectiveTerm(s);
  switch (s.calcType) {
    case "conventional": {
      const q = quotePmi(baseC, priceC, creditScore(s), term);
      const included = q.required && q.eligible && s.includePMI;
      return { fee: "none", feeBps: 0, mi: included ? { kind: "pmi", ratePct: q.annualRate } : { kind: "none" } };
    }
    case "fha":
      return {
        fee: "fha",
        feeBps: FHA_UFMIP_BPS,
        mi: baseC > 0 && priceC > 0 ? { kind: "fha", bps: fhaAnnualMip(term, baseC, priceC).rateBps } : { kind: "none" },
      };
    case "va": {
      const bps = vaFundingFeeBps({
        purpose: "purchase",
        subsequentUse: s.isVaSubsequentUse,
        exempt: s.isVaDisabled,
        downPaymentCents: priceC - baseC,
        priceCents: priceC,
      });
      return { fee: "va", feeBps: bps, mi: { kind: "none" } };
    }
    case "usda":
      return { fee: "usda", feeBps: 0, mi: { kind: "usda" } };
  }
}

/** A loan large enough that the roundings are ~1e-13 of its payment: 10^11 dollars, in cents. */
const BIG_LOAN_CENTS = 1e13;

/** Cents a month of P&I + first-month mortgage insurance per dollar of base loan, in a regime. */
function regimeSlope(s: LoanScenario, r: Regime): number {
  const rs = rateToScaled(s.rate);
  const term = effectiveTerm(s);
  const base = BIG_LOAN_CENTS;
  const financed =
    r.fee === "fha" ? fhaUpfront(base).financedCents : r.fee === "va" ? vaFundingFeeCents(base, r.feeBps) : r.fee === "usda" ? usdaUpfrontCents(base) : 0;
  const total = base + financed;
  const pay = paymentCents(total, rs, term);
  let mi = 0;
  if (r.mi.kind === "pmi") mi = pmiMonthlyCents(base, r.mi.ratePct);
  else if (r.mi.kind === "fha") mi = fhaMonthlyMipByYear(total, rs, pay, r.mi.bps, FHA_UFMIP_BPS, 12)[0] ?? 0;
  else if (r.mi.kind === "usda") mi = usdaFirstYearMonthlyCents(total, rs, term, pay);
  return (pay + mi) / (base / 100);
}

function deltaFor(slope: number): number {
  return Math.ceil(4 * slope + 4);
}

/** FHA base-loan steps (dollars) of the annual MIP rows for the term; none for other programs. */
function baseLoanSteps(s: LoanScenario): number[] {
  if (s.calcType !== "fha") return [];
  const loanTerm = effectiveTerm(s) > 180 ? "gt_15_years" : "le_15_years";
  const steps = new Set<number>();
  for (const row of FHA_MIP_ROWS) {
    if (row.premium === "annual" && row.loanTerm === loanTerm && row.baseLoanMaxInclusive !== null) steps.add(row.baseLoanMaxInclusive);
  }
  return [...steps].sort((a, b) => a - b);
}

/** Regime at an LTV ratio for prices around `priceRef` dollars (the base loan stays in its step range). */
function regimeAtRatio(s: LoanScenario, ratio: number, priceRef: number): Regime {
  const priceC = Math.round(priceRef * 100);
  // Whole dollars, rounded down: the base loan never exceeds the ratio (1 - p is an upper bound).
  return regimeAt(s, Math.floor((ratio * priceC) / 100) * 100, priceC);
}

/**
 * The lowest LTV ratio from which the regime at the LTV 1 - p holds up to 1 - p (scan down in steps
 * of 1e-3 - the tiers are whole percents 2 or more apart - then bisect the change to ~1e-9); 0 when it holds all the way down.
 */
function stableRatioFloor(s: LoanScenario, priceRef: number): number {
  const top = (100 - s.downPaymentPercent) / 100;
  const key = regimeKey(regimeAtRatio(s, top, priceRef));
  let hi = top;
  let lo = top;
  for (;;) {
    const next = Math.max(0, lo - 1e-3);
    if (regimeKey(regimeAtRatio(s, next, priceRef)) !== key) {
      hi = lo;
      lo = next;
      break;
    }
    if (next === 0) return 0;
    lo = next;
  }
  // regime(hi) = key, regime(lo) != key: bisect.
  for (let i = 0; i < 40 && hi - lo > 1e-10; i++) {
    const mid = (lo + hi) / 2;
    if (regimeKey(regimeAtRatio(s, mid, priceRef)) === key) hi = mid;
    else lo = mid;
  }
  return lo;
}

/** Every regime an LTV in [0, 1] can give at the price (grid of 1/1000: the tiers are whole percents, 2 or more apart). */
function allRegimeSlopes(s: LoanScenario, priceRef: number, into: Map<string, number>): void {
  for (let i = 0; i <= 1000; i++) {
    const r = regimeAtRatio(s, i / 1000, priceRef);
    const key = regimeKey(r);
    if (!into.has(key)) into.set(key, regimeSlope(s, r));
  }
}

/**
 * The estimate of the loan part of the monthly payment by list price for a scenario (see the
 * module comment for the bound). Pure and deterministic; callers may cache it by scenario.
 */
export function loanPaymentEstimate(s: LoanScenario): PaymentEstimate {
  const keep = (100 - s.downPaymentPercent) / 100;
  const rs = rateToScaled(s.rate);
  const term = effectiveTerm(s);
  const pureSlope = paymentCents(BIG_LOAN_CENTS, rs, term) / (BIG_LOAN_CENTS / 100);

  // Price ranges where the base loan is within one FHA step range: [start, end) in dollars.
  const steps = baseLoanSteps(s);
  const stepPrices = steps.map((b) => b / keep);
  const ranges: { start: number; end: number; priceRef: number }[] = [];
  let start = 0;
  for (let i = 0; i <= steps.length; i++) {
    const end = i < steps.length ? stepPrices[i]! : Infinity;
    // A reference price whose base loan at any LTV stays in this step range.
    const priceRef = i < steps.length ? steps[i]! : Math.max(1e9, (steps[steps.length - 1] ?? 0) * 4);
    ranges.push({ start, end, priceRef });
    start = end;
  }

  const slopes = new Map<string, number>();
  for (const range of ranges) allRegimeSlopes(s, range.priceRef, slopes);
  const maxSlope = Math.max(pureSlope, ...slopes.values());

  // Breakpoints and the envelope zones between them.
  const tinyEnd = 1 / keep + 2;
  const envelopes: [number, number][] = [[0, tinyEnd]];
  for (const range of ranges) {
    const floor = stableRatioFloor(s, range.priceRef);
    const gap = keep - floor;
    const pz = gap > 1e-7 ? 3 / gap + 2 : Infinity;
    if (pz > range.start) envelopes.push([range.start, Math.min(pz, range.end)]);
  }
  for (const b of steps) envelopes.push([Math.max(0, Math.floor((b - 1) / keep) - 1), Math.ceil((b + 3) / keep) + 1]);

  const cuts = new Set<number>([0]);
  for (const [a, b] of envelopes) {
    cuts.add(a);
    if (Number.isFinite(b)) cuts.add(b);
  }
  for (const price of stepPrices) cuts.add(price);
  const points = [...cuts].sort((a, b) => a - b);

  const segments: EstimateSegment[] = [];
  const push = (seg: EstimateSegment) => {
    const last = segments[segments.length - 1];
    if (last && last.lowSlope === seg.lowSlope && last.highSlope === seg.highSlope && last.delta === seg.delta) {
      segments[segments.length - 1] = { ...last, to: seg.to };
    } else {
      segments.push(seg);
    }
  };
  for (let i = 0; i < points.length; i++) {
    const from = points[i]!;
    const to = i + 1 < points.length ? points[i + 1]! : Infinity;
    if (!(to > from)) continue;
    const mid = Number.isFinite(to) ? (from + to) / 2 : Math.max(from * 2, 1e9);
    if (mid < tinyEnd) {
      // The down payment rule may give 0 down: B can be the whole price.
      push({ from, to, lowSlope: 0, highSlope: maxSlope, delta: deltaFor(maxSlope) });
    } else if (envelopes.some(([a, b]) => mid >= a && mid < b)) {
      push({ from, to, lowSlope: pureSlope * keep, highSlope: maxSlope * keep, delta: deltaFor(maxSlope) });
    } else {
      const r = regimeAtRatio(s, keep, mid);
      const k = slopes.get(regimeKey(r)) ?? regimeSlope(s, r);
      push({ from, to, lowSlope: k * keep, highSlope: k * keep, delta: deltaFor(k) });
    }
  }
  return { segments };
}

/** The segment of the estimate a list price (dollars) falls in; past the last, the last. */
export function estimateSegment(estimate: PaymentEstimate, price: number): EstimateSegment {
  return estimate.segments.find((s) => price >= s.from && price < s.to) ?? estimate.segments[estimate.segments.length - 1]!;
}

/** The bounds the estimate gives for a list price (dollars), in cents: low <= f(price) <= high. */
export function estimateBounds(estimate: PaymentEstimate, price: number): { low: number; high: number } {
  const seg = estimateSegment(estimate, price);
  return { low: seg.lowSlope * price - seg.delta, high: seg.highSlope * price + seg.delta };
}
