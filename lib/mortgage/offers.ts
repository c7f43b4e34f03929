/**
 * Offers: conventional, FHA, VA and USDA side by side for one purchase scenario, with whether
 * each fits and why not, its rate, monthly payment, cash to close and total cost. Pure: the
 * county's limits and USDA income limit, the tax and insurance, and the market rates are passed
 * in by the caller (from lib/reference and the database).
 *
 * Eligibility rules (plain reasons, each with its source):
 * - Conventional: credit score 620 or more and at least 3% down (97% LTV; Fannie Mae Selling Guide
 *   B3-5.1-01 and Eligibility Matrix); a loan above the county's 2026 conforming limit (FHFA) is
 *   a jumbo loan, not compared here. Without a county the 2026 baseline limit ($832,750) is the
 *   one that applies in most counties, so a larger loan asks for the county.
 * - FHA: credit score 500 or more; 3.5% down at 580 and above, 10% at 500-579 (HUD 4000.1, fha.ts);
 *   base loan within the county's 2026 FHA limit (estimated, lib/reference/fha-limits-2026.ts).
 * - VA: the buyer must be eligible for VA benefits (veteran, service member or surviving spouse
 *   with a Certificate of Eligibility). VA sets no minimum credit score and, with full
 *   entitlement, no down payment and no loan limit (38 U.S.C. 3703 since 2020).
 * - USDA: household income at or below the county's FY2026 limit for 1-4 persons (the household
 *   size assumed; the 5-8 person limit is shown), and an eligible rural address, which only
 *   USDA's map can confirm: the page says so and never claims it. No down payment.
 * - Qualifying ratios, when income is given (RATIO_LIMITS in affordability.ts): above the standard
 *   limits the program still fits with compensating factors (a note); above the stretch limits it
 *   does not (a reason). VA's 41% is a guideline that residual income can override: a note only.
 *
 * Rate: the program's own estimate (rate-estimate.ts) when its index is loaded. FHA, VA and USDA
 * without their own index are priced at the conventional 30-year average (Optimal Blue conforming
 * where loaded, else Freddie Mac's PMMS), unadjusted and labelled as such ("stand-in"): it makes the
 * programs' fees and insurance comparable at one rate and is not that program's rate. With no
 * index at all there is no rate and no payment.
 *
 * Figures (only for a program that fits and has a rate), all from the calculators' own engine:
 * monthly payment = computePurchase (30-year term, the calculator's inputs); cash to close =
 * computeDownPayment (down payment + closing costs 3% of the loan + prepaids + any upfront fee not
 * financed); total cost over N years = cash to close + the first N x 12 scheduled payments of
 * principal and interest and mortgage insurance (as it falls and ends: PMI at 78% LTV, FHA MIP after
 * 11 years or the life of the loan, the USDA fee by year) + N x 12 months of tax, insurance and
 * HOA; summed in cents.
 */
import { CONFORMING_BASELINE_2026, FHA_FLOOR_2026 } from "@/lib/reference/national-limits";
import { RATE_SERIES, type MarketRates, type RateSeries } from "@/lib/rates/series";

import { RATIO_LIMITS, type RatioLimits } from "./affordability";
import { computeDownPayment } from "./down-payment";
import { FHA_MIN_SCORE, FHA_MIN_SCORE_LOW_DOWN } from "./fha";
import { fromCents, toCents } from "./money";
import { computePurchase } from "./purchase";
import { CONVENTIONAL_MIN_SCORE, estimateRates, type RateEstimate } from "./rate-estimate";
import { type CalcType, formatUsd } from "./types";

/** The order of the columns. */
export const OFFER_PROGRAMS: readonly CalcType[] = ["conventional", "fha", "va", "usda"];

/** Every offer is a 30-year fixed loan (USDA guaranteed loans are 30-year only). */
export const OFFER_TERM_MONTHS = 360;

/** Years the total cost is given for. */
export const TOTAL_COST_YEARS = [5, 30] as const;

const NAMES: Readonly<Record<CalcType, string>> = { conventional: "Conventional", fha: "FHA", va: "VA", usda: "USDA" };

/** What the caller knows about the county (from lib/reference). */
export interface OffersCounty {
  readonly fips: string;
  /** "Los Angeles County". */
  readonly name: string;
  /** FHFA 2026 one-unit conforming limit, dollars. */
  readonly conformingLimit: number;
  /** FHA 2026 one-unit limit (estimated), dollars; null where none can be set. */
  readonly fhaLimit: number | null;
  /** USDA FY2026 Guaranteed income limits; null when the data has no row. */
  readonly usdaIncome: {
    /** Dollars a year, 1-4 persons; null when the county has no single figure. */
    readonly limit1To4: number | null;
    readonly limit5To8: number | null;
    readonly area: string;
    readonly note: string;
  } | null;
}

export interface OffersInput {
  /** Home price, dollars. */
  readonly price: number;
  /** Down payment, dollars. */
  readonly downPayment: number;
  /** Credit score (400-850). */
  readonly creditScore: number;
  /** The county, when chosen. */
  readonly county: OffersCounty | null;
  /** Property tax, dollars a year (the county's or state's effective rate x price, as the calculators default). */
  readonly taxAnnual: number;
  /** Homeowners insurance, dollars a year (the state's average premium). */
  readonly insuranceAnnual: number;
  /** HOA dues, dollars a month. */
  readonly hoa?: number;
  readonly isVeteran: boolean;
  /** Exempt from the VA funding fee (service-connected disability). */
  readonly isVaDisabled: boolean;
  readonly isVaSubsequentUse: boolean;
  /** Gross household income, dollars a year; null or absent when not given. */
  readonly income?: number | null;
  /** Monthly debt payments, dollars; null or absent when not given. */
  readonly monthlyDebt?: number | null;
  readonly market: MarketRates;
}

/** The rate a column uses. */
export interface OfferRate {
  /** "estimate": the program's own estimate; "stand-in": the conventional average, for comparison. */
  readonly kind: "estimate" | "stand-in";
  /** Percent (6.23). */
  readonly ratePercent: number;
  /** Fraction (0.0623). */
  readonly rate: number;
  readonly series: RateSeries;
  /** Date of the index figure (YYYY-MM-DD). */
  readonly date: string;
  /** The estimate with its working (kind "estimate"). */
  readonly estimate: RateEstimate | null;
  /** One sentence saying what the rate is. */
  readonly label: string;
}

/** Qualifying ratios at the offer's payment. */
export interface OfferRatios {
  /** Housing payment / gross monthly income, percent to 2 decimals. */
  readonly housingPercent: number;
  /** (Housing + debts) / gross monthly income, percent to 2 decimals. */
  readonly debtToIncomePercent: number;
  readonly standard: RatioLimits;
  readonly stretch: RatioLimits;
}

/** Dollar figures of an offer (names of docs/architecture.md, Results markup, prefixed by the program on the page). */
export interface OfferFigures {
  readonly loanAmount: number;
  readonly totalLoanAmount: number;
  readonly upfrontFee: number;
  readonly principalAndInterest: number;
  readonly propertyTax: number;
  readonly homeInsurance: number;
  readonly mortgageInsurance: number;
  readonly hoa: number;
  readonly monthlyPayment: number;
  /** Last payment with mortgage insurance (0 when none; 360 = the life of the loan). */
  readonly mortgageInsuranceEndMonth: number;
  readonly closingCosts: number;
  readonly prepaids: number;
  readonly cashToClose: number;
  readonly totalCost5Years: number;
  readonly totalCost30Years: number;
}

export interface ProgramOffer {
  readonly calcType: CalcType;
  readonly name: string;
  readonly eligible: boolean;
  /** Why the program does not fit (empty when it does). */
  readonly reasons: string[];
  /** What to know or check (limits used, assumptions, things we cannot verify). */
  readonly notes: string[];
  /** Minimum credit score the program's own rules set; null when none (VA, USDA). */
  readonly minimumCreditScore: number | null;
  /** Minimum down payment for this score, percent and dollars; null percent when the score is too low. */
  readonly minimumDownPaymentPercent: number | null;
  readonly minimumDownPayment: number;
  /** The loan limit applied, dollars; null when none applies. */
  readonly loanLimit: number | null;
  readonly rate: OfferRate | null;
  readonly ratios: OfferRatios | null;
  /** Null when the program does not fit or has no rate. */
  readonly figures: OfferFigures | null;
}

export interface OffersResult {
  readonly price: number;
  readonly downPayment: number;
  /** Percent of the price (20 = 20%). */
  readonly downPaymentPercent: number;
  readonly offers: ProgramOffer[];
  /** Number of programs that fit. */
  readonly eligibleCount: number;
}

/** Collects reasons and notes, each once. */
class Column {
  readonly reasons: string[] = [];
  readonly notes: string[] = [];
  fail(message: string): void {
    if (!this.reasons.includes(message)) this.reasons.push(message);
  }
  note(message: string): void {
    if (!this.notes.includes(message)) this.notes.push(message);
  }
}

function finite(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The conventional 30-year average a program without its own index is compared at. */
function standInRate(market: MarketRates, program: CalcType): OfferRate | null {
  for (const id of ["OBMMIC30YF", "MORTGAGE30US"] as const) {
    const observation = market[id];
    if (!observation) continue;
    const series = RATE_SERIES[id];
    const rateThousandths = Math.round(observation.ratePercent * 1000);
    return {
      kind: "stand-in",
      ratePercent: rateThousandths / 1000,
      rate: rateThousandths / 100_000,
      series,
      date: observation.date,
      estimate: null,
      label: `${series.publisher} ${series.label} average for conventional loans, ${observation.date}: no ${NAMES[program]} rate index is loaded, so ${NAMES[program]} is shown at the conventional average to compare its fees and insurance. It is not an ${NAMES[program]} rate.`,
    };
  }
  return null;
}

function programRate(input: OffersInput, program: CalcType, conformingLimit: number): OfferRate | null {
  const result = estimateRates(
    { program, creditScore: input.creditScore, price: input.price, downPayment: input.downPayment, conformingLimit, terms: [OFFER_TERM_MONTHS] },
    input.market,
  );
  const estimate = result.estimates[0];
  if (estimate) {
    return {
      kind: "estimate",
      ratePercent: estimate.ratePercent,
      rate: estimate.rate,
      series: estimate.series,
      date: estimate.indexDate,
      estimate,
      label: estimate.llpa
        ? `Estimate: ${estimate.series.label} index of ${estimate.indexDate} adjusted for your credit score and down payment.`
        : `Estimate: the ${estimate.series.label} index of ${estimate.indexDate}.`,
    };
  }
  return program === "conventional" ? null : standInRate(input.market, program);
}

/** Percent with 2 decimals of a monthly amount (cents) over an annual income (cents). */
function percentOfIncome(monthlyC: number, incomeC: number): number {
  return Math.round((monthlyC * 12 * 10_000) / incomeC) / 100;
}

/** Whether monthly cents exceed `limit` (fraction) of annual income cents / 12, exactly. */
function exceeds(monthlyC: number, incomeC: number, limit: number | null): boolean {
  return limit !== null && monthlyC * 12 * 10_000 > Math.round(limit * 10_000) * incomeC;
}

const pct = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

function checkRatios(column: Column, program: CalcType, housingC: number, debtC: number, incomeC: number): OfferRatios {
  const { standard, stretch } = RATIO_LIMITS[program];
  const ratios: OfferRatios = {
    housingPercent: percentOfIncome(housingC, incomeC),
    debtToIncomePercent: percentOfIncome(housingC + debtC, incomeC),
    standard,
    stretch,
  };
  const name = NAMES[program];
  const housing = `The payment of ${formatUsd(fromCents(housingC))} is ${ratios.housingPercent}% of your gross monthly income`;
  const total = `The payment of ${formatUsd(fromCents(housingC))} and your monthly debts of ${formatUsd(fromCents(debtC))} are ${ratios.debtToIncomePercent}% of your gross monthly income`;
  if (program === "va") {
    if (exceeds(housingC + debtC, incomeC, standard.back)) {
      column.note(
        `${total}, above VA's ${pct(standard.back)} guideline: VA lenders can approve it when your residual income is at least 120% of VA's guideline (38 CFR 36.4340).`,
      );
    }
    return ratios;
  }
  if (exceeds(housingC, incomeC, stretch.front)) {
    column.fail(`${housing}; ${name} allows up to ${pct(standard.front ?? 0)}, and ${pct(stretch.front ?? 0)} with compensating factors.`);
  } else if (exceeds(housingC, incomeC, standard.front)) {
    column.note(
      `${housing}, above ${name}'s standard ${pct(standard.front ?? 0)}: lenders can allow up to ${stretch.front === null ? "more" : pct(stretch.front)} with compensating factors (savings, credit history).`,
    );
  }
  if (exceeds(housingC + debtC, incomeC, stretch.back)) {
    column.fail(`${total}; ${name} allows up to ${pct(standard.back)}, and ${pct(stretch.back)} with compensating factors.`);
  } else if (exceeds(housingC + debtC, incomeC, standard.back)) {
    column.note(`${total}, above ${name}'s standard ${pct(standard.back)}: lenders can allow up to ${pct(stretch.back)} with compensating factors.`);
  }
  return ratios;
}

/** Program rules that do not depend on the rate; returns the limit applied. */
function checkProgram(
  column: Column,
  program: CalcType,
  input: OffersInput,
  loanC: number,
  income: number | null,
): { limit: number | null; minScore: number | null } {
  const { county, creditScore } = input;
  if (program === "conventional") {
    if (creditScore < CONVENTIONAL_MIN_SCORE)
      column.fail(`Conventional loans need a credit score of at least ${CONVENTIONAL_MIN_SCORE} (Fannie Mae Selling Guide); yours is ${creditScore}.`);
    const limit = county?.conformingLimit ?? CONFORMING_BASELINE_2026[0];
    if (loanC > toCents(limit)) {
      column.fail(
        county
          ? `The loan of ${formatUsd(fromCents(loanC))} is above ${county.name}'s 2026 conforming limit of ${formatUsd(limit)}: it would be a jumbo loan, which lenders price and approve on their own terms (not compared here).`
          : `The loan of ${formatUsd(fromCents(loanC))} is above the 2026 conforming limit of ${formatUsd(limit)} that applies in most counties. Choose the county: high-cost counties allow more; otherwise it is a jumbo loan.`,
      );
    }
    if (input.price > 0 && loanC * 5 > toCents(Math.floor(input.price)) * 4)
      column.note("With less than 20% down a conventional loan needs private mortgage insurance (PMI), which ends at 78% of the original value by schedule.");
    return { limit, minScore: CONVENTIONAL_MIN_SCORE };
  }
  if (program === "fha") {
    if (creditScore < FHA_MIN_SCORE)
      column.fail(`FHA insures loans to credit scores of ${FHA_MIN_SCORE} and above (HUD Handbook 4000.1); yours is ${creditScore}.`);
    const limit = county ? county.fhaLimit : null;
    if (county && limit !== null && loanC > toCents(limit)) {
      column.fail(`The loan of ${formatUsd(fromCents(loanC))} is above ${county.name}'s 2026 FHA limit of ${formatUsd(limit)} (estimated with HUD's method).`);
    } else if (!county && loanC > toCents(FHA_FLOOR_2026[0])) {
      column.fail(
        `The loan of ${formatUsd(fromCents(loanC))} is above the 2026 FHA floor of ${formatUsd(FHA_FLOOR_2026[0])}, the limit in most counties. Choose the county to check its FHA limit.`,
      );
    }
    if (county && limit !== null)
      column.note(`${county.name}'s 2026 FHA limit: ${formatUsd(limit)} (estimated from HUD's 2025 figures and the official 2026 floor and ceiling).`);
    column.note("FHA adds a 1.75% upfront premium (financed) and an annual premium, for 11 years with 10% or more down, else for the life of the loan.");
    return { limit: county ? limit : FHA_FLOOR_2026[0], minScore: FHA_MIN_SCORE };
  }
  if (program === "va") {
    if (!input.isVeteran) {
      column.fail(
        "VA loans are for veterans, service members and some surviving spouses with a VA Certificate of Eligibility. If that is you, tick “I am a veteran or service member”.",
      );
    }
    column.note("VA sets no minimum credit score; each lender sets its own.");
    column.note("With full entitlement VA needs no down payment and sets no loan limit (since 2020).");
    column.note(
      input.isVaDisabled
        ? "No funding fee: a service-connected disability exempts you."
        : "The VA funding fee is financed into the loan; a service-connected disability exempts you from it.",
    );
    return { limit: null, minScore: null };
  }
  // USDA
  const usda = county?.usdaIncome ?? null;
  if (!county) {
    column.note("Choose the county to check USDA's income limit.");
  } else if (!usda || usda.limit1To4 === null) {
    column.note(
      `USDA's FY2026 income limit for ${county.name} is not available here${usda?.note ? ` (it varies by town: ${usda.note})` : ""}: check it with USDA.`,
    );
  } else {
    const limit = usda.limit1To4;
    const area = usda.area ? ` (${usda.area})` : "";
    if (income === null) {
      column.note(
        `USDA's FY2026 income limit in ${county.name}${area} is ${formatUsd(limit)} for a household of 1–4 people. Add your household income to check it.`,
      );
    } else if (toCents(income) > toCents(limit)) {
      column.fail(`A household income of ${formatUsd(income)} is above USDA's FY2026 limit of ${formatUsd(limit)} for 1–4 people in ${county.name}${area}.`);
    } else {
      column.note(`A household income of ${formatUsd(income)} is within USDA's FY2026 limit of ${formatUsd(limit)} for 1–4 people in ${county.name}${area}.`);
    }
    if (usda.limit5To8 !== null)
      column.note(
        `Assumes a household of 1–4 people; for 5–8 people the limit is ${formatUsd(usda.limit5To8)}. USDA counts the adjusted income of every adult in the household.`,
      );
  }
  column.note("USDA loans need an eligible rural address. We have no map data: check the address on USDA's eligibility map before counting on this loan.");
  column.note("USDA sets no minimum credit score in its rules; lenders and USDA's underwriting weigh your credit.");
  column.note("USDA adds a 1% guarantee fee (financed) and a 0.35% annual fee.");
  return { limit: null, minScore: null };
}

function offerFor(program: CalcType, input: OffersInput, income: number | null, debt: number | null): ProgramOffer {
  const column = new Column();
  const price = Math.floor(finite(input.price) ?? 0);
  const down = Math.min(price, finite(input.downPayment) ?? 0);
  const loanC = Math.max(0, Math.floor((toCents(price) - toCents(down)) / 100) * 100);
  const { limit, minScore } = checkProgram(column, program, input, loanC, income);
  const conformingLimit = input.county?.conformingLimit ?? CONFORMING_BASELINE_2026[0];
  const rate = programRate(input, program, conformingLimit);

  const common = {
    calcType: program,
    creditScore: input.creditScore,
    price,
    downPayment: down,
    rate: rate?.rate ?? 0,
    term: OFFER_TERM_MONTHS,
    taxAnnual: input.taxAnnual,
    insuranceAnnual: input.insuranceAnnual,
    isVaDisabled: input.isVaDisabled,
    isVaSubsequentUse: input.isVaSubsequentUse,
  } as const;
  const dp = computeDownPayment(common);
  if (price <= 0) column.fail("Enter a home price above $0.");
  else if (down >= price) column.fail("The down payment covers the whole price, so there is no loan.");
  if (dp.minimumDownPaymentPercent !== null && !dp.meetsMinimum && price > 0) {
    const atScore = program === "fha" ? ` at a credit score of ${input.creditScore}` : "";
    column.fail(
      `${NAMES[program]} needs at least ${dp.minimumDownPaymentPercent}% down (${formatUsd(dp.minimumDownPayment)})${atScore}; the down payment is ${formatUsd(down)}.`,
    );
  }
  if (program === "fha" && input.creditScore >= FHA_MIN_SCORE && input.creditScore < FHA_MIN_SCORE_LOW_DOWN) {
    column.note(`At credit scores of ${FHA_MIN_SCORE}–${FHA_MIN_SCORE_LOW_DOWN - 1} FHA needs 10% down; from ${FHA_MIN_SCORE_LOW_DOWN} it needs 3.5%.`);
  }

  let figures: OfferFigures | null = null;
  let ratios: OfferRatios | null = null;
  if (!rate) {
    column.note(`No market rate is loaded for ${NAMES[program]} loans, so no payment is shown.`);
  } else if (price > 0 && loanC > 0) {
    const purchase = computePurchase({
      ...common,
      rate: rate.rate,
      hoa: finite(input.hoa) ?? 0,
      includePMI: true,
      isVeteran: program === "va" ? input.isVeteran : false,
      ...(input.county ? { conformingLimit: input.county.conformingLimit } : {}),
      ...(input.county?.fhaLimit ? { fhaLimit: input.county.fhaLimit } : {}),
    });
    const monthlyC = toCents(purchase.monthlyPayment);
    if (income !== null && income > 0) ratios = checkRatios(column, program, monthlyC, toCents(debt ?? 0), toCents(income));
    const fixedC = toCents(purchase.propertyTax) + toCents(purchase.homeInsurance) + toCents(purchase.hoa);
    const cashC = toCents(dp.cashToClose);
    const totals = TOTAL_COST_YEARS.map((years) => {
      let cents = cashC;
      for (const row of purchase.schedule.slice(0, years * 12)) cents += toCents(row.payment) + toCents(row.mortgageInsurance) + fixedC;
      return fromCents(cents);
    });
    figures = {
      loanAmount: purchase.loanAmount,
      totalLoanAmount: purchase.totalLoanAmount,
      upfrontFee: purchase.upfrontFee,
      principalAndInterest: purchase.principalAndInterest,
      propertyTax: purchase.propertyTax,
      homeInsurance: purchase.homeInsurance,
      mortgageInsurance: purchase.mortgageInsurance,
      hoa: purchase.hoa,
      monthlyPayment: purchase.monthlyPayment,
      mortgageInsuranceEndMonth: lastMiMonth(purchase.schedule),
      closingCosts: dp.closingCosts,
      prepaids: dp.prepaids,
      cashToClose: dp.cashToClose,
      totalCost5Years: totals[0] ?? 0,
      totalCost30Years: totals[1] ?? 0,
    };
  }
  if (income === null) column.note("Add your income and monthly debts to check the qualifying ratios.");

  const eligible = column.reasons.length === 0;
  return {
    calcType: program,
    name: NAMES[program],
    eligible,
    reasons: column.reasons,
    notes: column.notes,
    minimumCreditScore: minScore,
    minimumDownPaymentPercent: dp.minimumDownPaymentPercent,
    minimumDownPayment: dp.minimumDownPayment,
    loanLimit: limit,
    rate,
    ratios,
    figures: eligible ? figures : null,
  };
}

function lastMiMonth(schedule: readonly { readonly month: number; readonly mortgageInsurance: number }[]): number {
  for (let i = schedule.length - 1; i >= 0; i--) {
    const row = schedule[i];
    if (row && row.mortgageInsurance > 0) return row.month;
  }
  return 0;
}

/** The four programs for a scenario, in column order (conventional, FHA, VA, USDA). */
export function computeOffers(input: OffersInput): OffersResult {
  // An income of $0 is no income given: nothing to check ratios or the USDA limit against.
  const given = finite(input.income);
  const income = given !== null && given > 0 ? given : null;
  const debt = finite(input.monthlyDebt);
  const offers = OFFER_PROGRAMS.map((program) => offerFor(program, input, income, debt));
  const price = Math.floor(finite(input.price) ?? 0);
  const down = Math.min(price, finite(input.downPayment) ?? 0);
  return {
    price,
    downPayment: down,
    downPaymentPercent: price > 0 ? Math.round((down / price) * 1_000_000) / 10_000 : 0,
    offers,
    eligibleCount: offers.filter((o) => o.eligible).length,
  };
}
