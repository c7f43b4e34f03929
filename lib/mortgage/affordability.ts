/**
 * Affordability: the highest price a household can buy under a program's qualifying ratios.
 *
 * housing(P) = P&I on the program's loan for price P + tax + insurance + HOA + mortgage insurance
 * (the first payment, exactly as computePurchase shows it). The maximum price is the largest whole
 * dollar P with
 *   housing(P) <= front ratio x gross monthly income            (where the program has one)
 *   housing(P) + monthly debts <= back ratio x gross monthly income
 *   the down payment meets the program minimum, the loan fits the county limit given,
 *   and, for VA with take-home pay given, residual income meets VA's guideline.
 * housing(P) never falls as P rises (loan, taxes and every premium tier grow with P), so a binary
 * search over whole dollars finds it exactly.
 *
 * Ratio limits (fractions of gross monthly income):
 *  - conventional 28% / 36% (the traditional guideline; Fannie Mae Selling Guide B3-6-02 caps
 *    manual underwriting at 36%, 45% with compensating factors): stretch = 45% total, no housing cap;
 *  - FHA 31% / 43% (HUD Handbook 4000.1 II.A.5.d, manual underwriting): stretch = 40% / 50%
 *    (two compensating factors);
 *  - VA 41% total (38 CFR 36.4340(c)), no housing ratio, plus residual income (VA Pamphlet 26-7 ch. 4);
 *  - USDA 29% / 41% (7 CFR 3555.151(h)): stretch = 32% / 44% (GUS with compensating factors).
 */
import { FHA_MIN_SCORE } from "./fha";
import { divHalfUp, fromCents, rateToScaled, toCents } from "./money";
import { minimumDownPaymentPercent, programLoan, type ProgramLoan, type ProgramOptions } from "./program-loan";
import { annualFromRate } from "./taxes-insurance";
import { type CalcType, type Eligibility, Findings, readCalcType, readCreditScore, readMoney, readRate, readTerm } from "./types";
import { USDA_TERM_MONTHS } from "./usda";
import { VA_MAINTENANCE_PER_SQFT, type VaRegion, vaRegionForState, vaResidualIncomeRequired } from "./va";

/** Qualifying ratio limits of a program, as fractions; `front` null = no housing-ratio limit. */
export interface RatioLimits {
  readonly front: number | null;
  readonly back: number;
}

/** Standard and stretch ratio limits by program (sources in the module comment). */
export const RATIO_LIMITS: Readonly<Record<CalcType, { readonly standard: RatioLimits; readonly stretch: RatioLimits }>> = {
  conventional: { standard: { front: 0.28, back: 0.36 }, stretch: { front: null, back: 0.45 } },
  fha: { standard: { front: 0.31, back: 0.43 }, stretch: { front: 0.4, back: 0.5 } },
  va: { standard: { front: null, back: 0.41 }, stretch: { front: null, back: 0.41 } },
  usda: { standard: { front: 0.29, back: 0.41 }, stretch: { front: 0.32, back: 0.44 } },
};

export interface AffordabilityInput {
  readonly calcType: CalcType;
  /** Gross annual income, dollars. */
  readonly income: number;
  /** Monthly debt payments (cards, cars, student loans...), dollars. */
  readonly monthlyDebt: number;
  /** Cash for the down payment, dollars. */
  readonly downPayment: number;
  /** Annual rate, fraction. */
  readonly rate: number;
  /** Term, months. */
  readonly term: number;
  /** Property tax as a fraction of the price a year (e.g. 0.011); ignored when taxAnnual is given. */
  readonly taxRate?: number;
  /** Property tax, fixed dollars a year. */
  readonly taxAnnual?: number;
  /** Insurance as a fraction of the price a year; ignored when insuranceAnnual is given. */
  readonly insuranceRate?: number;
  /** Insurance, fixed dollars a year. */
  readonly insuranceAnnual?: number;
  /** HOA, dollars a month. */
  readonly hoa?: number;
  readonly creditScore?: number;
  readonly includePMI?: boolean;
  /** Use the program's stretch ratio limits (compensating factors). */
  readonly stretch?: boolean;
  /** Override the ratio limits (fractions). */
  readonly frontRatioLimit?: number | null;
  readonly backRatioLimit?: number;
  /** County limit on the base loan for the program (FHA limit), dollars. */
  readonly loanLimit?: number;
  readonly isVaDisabled?: boolean;
  readonly isVaSubsequentUse?: boolean;
  /** VA residual income inputs: region (or the state's USPS code), family size, take-home pay, living area. */
  readonly vaRegion?: VaRegion;
  readonly state?: string;
  readonly familySize?: number;
  /** Monthly take-home pay after income taxes and FICA, dollars (VA residual income). */
  readonly monthlyNetIncome?: number;
  /** Living area, square feet (VA maintenance and utilities at $0.14 per sq ft). */
  readonly squareFeet?: number;
}

export type LimitingFactor = "housing-ratio" | "debt-ratio" | "down-payment" | "loan-limit" | "residual-income" | "none";

export interface AffordabilityResult {
  readonly calcType: CalcType;
  /** Highest price, whole dollars (0 when nothing is affordable). */
  readonly maxPrice: number;
  readonly downPayment: number;
  readonly loanAmount: number;
  readonly totalLoanAmount: number;
  readonly upfrontFee: number;
  readonly principalAndInterest: number;
  readonly propertyTax: number;
  readonly homeInsurance: number;
  readonly mortgageInsurance: number;
  readonly hoa: number;
  readonly monthlyPayment: number;
  readonly grossMonthlyIncome: number;
  /** Housing payment / gross monthly income at maxPrice. */
  readonly housingRatio: number;
  /** (Housing + debts) / gross monthly income at maxPrice. */
  readonly debtToIncomeRatio: number;
  readonly ratioLimits: RatioLimits;
  /** The highest housing payment the ratios allow, dollars. */
  readonly maxHousingPayment: number;
  /** What stops the price from going higher. */
  readonly limitingFactor: LimitingFactor;
  /** VA residual income at maxPrice (null when not VA or take-home pay not given). */
  readonly residualIncome: { readonly required: number; readonly actual: number } | null;
  readonly eligibility: Eligibility;
  readonly notes: string[];
}

interface Breakdown {
  loan: ProgramLoan;
  taxC: number;
  insC: number;
  housingC: number;
}

/** Computes the maximum price and the payment at that price. */
export function computeAffordability(input: AffordabilityInput): AffordabilityResult {
  const f = new Findings();
  const calcType = readCalcType(input.calcType, f);
  const incomeC = toCents(readMoney(input.income, "Income", f));
  const debtC = toCents(readMoney(input.monthlyDebt, "Monthly debts", f));
  const downC = toCents(Math.floor(readMoney(input.downPayment, "Down payment", f)));
  const rate = readRate(input.rate, "Interest rate", f);
  let term = readTerm(input.term, "Loan term", f);
  if (calcType === "usda") term = USDA_TERM_MONTHS;
  else if (term > 360) term = 360;
  const creditScore = readCreditScore(input.creditScore, f);
  const hoaC = toCents(readMoney(input.hoa, "HOA dues", f));
  const taxRate = readRate(input.taxRate, "Property tax rate", f);
  const insRate = readRate(input.insuranceRate, "Insurance rate", f);
  const taxFixedC = input.taxAnnual === undefined ? null : toCents(readMoney(input.taxAnnual, "Property tax", f));
  const insFixedC = input.insuranceAnnual === undefined ? null : toCents(readMoney(input.insuranceAnnual, "Home insurance", f));
  const limitC = input.loanLimit !== undefined && input.loanLimit > 0 ? toCents(input.loanLimit) : null;
  const rateScaled = rateToScaled(rate);
  const opts: ProgramOptions = {
    creditScore,
    includePMI: input.includePMI !== false,
    isVaDisabled: input.isVaDisabled === true,
    isVaSubsequentUse: input.isVaSubsequentUse === true,
  };

  const defaults = input.stretch ? RATIO_LIMITS[calcType].stretch : RATIO_LIMITS[calcType].standard;
  const limits: RatioLimits = {
    front: input.frontRatioLimit === undefined ? defaults.front : input.frontRatioLimit,
    back: input.backRatioLimit ?? defaults.back,
  };
  if (incomeC <= 0) f.fail("Enter your gross annual income.");
  if (calcType === "fha" && creditScore < FHA_MIN_SCORE) f.fail("FHA loans need a credit score of at least 500.");

  // Monthly budget in cents, from annual income: ratio x income / 12, rounded down (a budget is never rounded up).
  const monthlyIncomeC = Math.floor(incomeC / 12);
  const frontBudget = limits.front === null ? Infinity : Math.floor((limits.front * incomeC) / 12);
  const backBudget = Math.floor((limits.back * incomeC) / 12) - debtC;
  const budget = Math.min(frontBudget, backBudget);

  // VA residual income (needs take-home pay).
  const region = input.vaRegion ?? (input.state ? vaRegionForState(input.state) : null);
  const netC = input.monthlyNetIncome === undefined ? null : toCents(readMoney(input.monthlyNetIncome, "Take-home pay", f));
  const maintenanceC = toCents(VA_MAINTENANCE_PER_SQFT * Math.max(0, input.squareFeet ?? 0));
  const checkResidual = calcType === "va" && netC !== null && region !== null;
  if (calcType === "va" && !checkResidual) {
    f.note(netC === null ? "Add your monthly take-home pay to check VA residual income." : "Choose a state to check VA residual income.");
  }
  const residualRequiredC = (loanC: number) => (region ? toCents(vaResidualIncomeRequired(region, input.familySize ?? 1, loanC / 100)) : 0);

  const minPct = minimumDownPaymentPercent(calcType, creditScore);

  const at = (priceC: number): Breakdown => {
    const loan = programLoan(calcType, priceC, Math.min(downC, priceC), rateScaled, term, opts);
    const taxM = divHalfUp(taxFixedC ?? toCents(annualFromRate(priceC / 100, taxRate)), 12);
    const insM = divHalfUp(insFixedC ?? toCents(annualFromRate(priceC / 100, insRate)), 12);
    return { loan, taxC: taxM, insC: insM, housingC: loan.payC + taxM + insM + loan.firstMiC + hoaC };
  };

  /** Which rule a price breaks (null when affordable) and the payment room left there, cents. */
  const evaluate = (priceC: number): { breaks: LimitingFactor | null; slack: number } => {
    const b = at(priceC);
    let slack = Math.min(frontBudget, backBudget) - b.housingC;
    const residualSlack = checkResidual && netC !== null ? netC - b.housingC - debtC - maintenanceC - residualRequiredC(b.loan.baseC) : Infinity;
    slack = Math.min(slack, residualSlack);
    let breaks: LimitingFactor | null = null;
    if (minPct !== null && minPct > 0 && downC * 1000 < minPct * 10 * priceC) breaks = "down-payment";
    else if (limitC !== null && b.loan.baseC > limitC) breaks = "loan-limit";
    else if (calcType === "conventional" && b.loan.pmi && !b.loan.pmi.eligible) breaks = "down-payment";
    else if (b.housingC > frontBudget) breaks = "housing-ratio";
    else if (b.housingC > backBudget) breaks = "debt-ratio";
    else if (residualSlack < 0) breaks = "residual-income";
    return { breaks, slack };
  };

  let maxDollars = 0;
  let limiting: LimitingFactor = "none";
  const eligibleProgram = f.reasons.length === 0 && minPct !== null;
  const downDollars = Math.floor(downC / 100);
  const atDown = evaluate(downDollars * 100);
  if (eligibleProgram && budget > 0 && atDown.breaks === null) {
    // Bounds: P&I >= loan / n, so the loan cannot exceed budget x n; the down payment minimum and
    // the loan limit cap the price directly.
    let hi = downDollars + Math.ceil((budget * term) / 100) + 1;
    if (minPct !== null && minPct > 0) hi = Math.min(hi, Math.floor(Math.floor((downC * 1000) / (minPct * 10)) / 100) + 1);
    if (limitC !== null) hi = Math.min(hi, downDollars + Math.floor(limitC / 100) + 1);
    let lo = downDollars;
    // Regula falsi with the Illinois modification on the payment slack (nearly linear in the
    // price): ~10 evaluations instead of ~30 for bisection. The slack of a kept endpoint is halved
    // so the bracket closes from both sides; any step is clamped inside the bracket.
    let gLo = atDown.slack;
    let gHi = evaluate(hi * 100).slack;
    let side = 0;
    while (hi - lo > 1) {
      let mid = Math.floor((lo + hi) / 2);
      if (gLo >= 0 && gHi < 0 && hi - lo > 4) {
        mid = Math.min(hi - 1, Math.max(lo + 1, lo + Math.round(((hi - lo) * gLo) / (gLo - gHi))));
      }
      const e = evaluate(mid * 100);
      if (e.breaks === null) {
        lo = mid;
        gLo = e.slack;
        if (side === 1) gHi /= 2;
        side = 1;
      } else {
        hi = mid;
        gHi = Math.min(e.slack, -1);
        if (side === -1) gLo /= 2;
        side = -1;
      }
    }
    maxDollars = lo;
    limiting = evaluate((lo + 1) * 100).breaks ?? "none";
  } else if (eligibleProgram && incomeC > 0) {
    if (budget <= 0) f.fail("Monthly debts already use the whole debt-to-income allowance.");
    else if (downC === 0 && minPct !== null && minPct > 0) f.fail(`This program needs a down payment of at least ${minPct}% of the price.`);
    else f.fail("The income does not cover the taxes, insurance and dues of a home at the down payment's price.");
  }

  const priceC = maxDollars * 100;
  const b = at(priceC);
  const housingC = maxDollars > 0 ? b.housingC : 0;
  let residual: AffordabilityResult["residualIncome"] = null;
  if (checkResidual && netC !== null) {
    residual = { required: fromCents(residualRequiredC(b.loan.baseC)), actual: fromCents(netC - housingC - debtC - maintenanceC) };
  }
  const ratioOf = (c: number) => (monthlyIncomeC > 0 ? Number((c / (incomeC / 12)).toFixed(6)) : 0);
  return {
    calcType,
    maxPrice: maxDollars,
    downPayment: fromCents(Math.min(downC, priceC)),
    loanAmount: fromCents(b.loan.baseC),
    totalLoanAmount: fromCents(b.loan.totalC),
    upfrontFee: fromCents(b.loan.upfrontC),
    principalAndInterest: fromCents(maxDollars > 0 ? b.loan.payC : 0),
    propertyTax: fromCents(maxDollars > 0 ? b.taxC : 0),
    homeInsurance: fromCents(maxDollars > 0 ? b.insC : 0),
    mortgageInsurance: fromCents(maxDollars > 0 ? b.loan.firstMiC : 0),
    hoa: fromCents(maxDollars > 0 ? hoaC : 0),
    monthlyPayment: fromCents(housingC),
    grossMonthlyIncome: fromCents(monthlyIncomeC),
    housingRatio: ratioOf(housingC),
    debtToIncomeRatio: ratioOf(housingC + debtC),
    ratioLimits: limits,
    maxHousingPayment: fromCents(Math.max(0, budget)),
    limitingFactor: limiting,
    residualIncome: residual,
    eligibility: f.eligibility(),
    notes: f.notes,
  };
}
