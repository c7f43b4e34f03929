/**
 * "Your rate": an estimated interest rate for a purchase scenario, from a market index and, for
 * conventional conforming loans, Fannie Mae's loan-level price adjustments (LLPAs). Pure: no I/O,
 * no clock; the market figures are passed in (lib/rates/series MarketRates).
 *
 * The rule, step by step (every step is returned so a page can show the working):
 * 1. Index. The market index for the program and term: the Optimal Blue index where a site
 *    operator loaded it (OBMMIC30YF, OBMMIC15YF, OBMMIJUMBO30YF, OBMMIFHA30YF, OBMMIVA30YF,
 *    OBMMIUSDA30YF); otherwise, for conventional conforming loans only, the Freddie Mac PMMS
 *    average (MORTGAGE30US, MORTGAGE15US). FHA, VA, USDA and jumbo loans without their own index
 *    get no estimate: the PMMS measures conventional conforming loans only.
 * 2. LLPA (conventional conforming, terms over 15 years). The Fannie Mae LLPA Matrix, credit
 *    score x LTV, purchase grid (data/fannie_llpa_credit_score_ltv.csv). An index already prices
 *    its own reference borrower, so the adjustment is the borrower's cell MINUS the reference
 *    cell. Reference: credit score 780+ at 75.01-80% LTV (0.375 points). Why: Freddie Mac says
 *    the PMMS covers "conventional, conforming, fully amortizing home purchase loans for
 *    borrowers who put 20% down and have excellent credit"; 20% down is an 80% LTV, which is in
 *    the 75.01-80% column, and "excellent credit" is read as the matrix's best band, 780+.
 *    Optimal Blue publishes no single reference borrower for its conforming index (it averages
 *    every conforming lock of the day); the same reference cell is assumed for it, and said so.
 *    Fannie Mae's credit score x LTV grid applies to terms over 15 years, so a 15-year loan gets
 *    no adjustment. FHA, VA and USDA loans are not priced with Fannie Mae's grid: no LLPA.
 * 3. Points to rate. Rule of thumb, not a lender's price: 1 point of price (1% of the loan)
 *    is worth about 0.25 percentage point of rate. Adjustment = (cell - reference) x 0.25.
 * 4. Rounding. Index and adjustment are added in thousandths of a percent; the adjustment
 *    (an exact multiple of 1/32 of a percent) is rounded half up to the thousandth, the precision
 *    the calculators keep for a rate (6.261%).
 */
import { LLPA_LTV_BANDS, LLPA_PURCHASE_MILLI, LLPA_SCORE_BANDS } from "@/lib/reference/generated/llpa";
import { RATE_SERIES, RATE_SERIES_IDS, type LoanProgram, type MarketRates, type RateSeries } from "@/lib/rates/series";

import { FHA_MIN_SCORE } from "./fha";
import { toCents } from "./money";
import { formatUsd } from "./types";

export type LlpaScoreBand = (typeof LLPA_SCORE_BANDS)[number];
export type LlpaLtvBand = (typeof LLPA_LTV_BANDS)[number];

/** Fannie Mae's minimum credit score for a conventional loan (Selling Guide B3-5.1-01). */
export const CONVENTIONAL_MIN_SCORE = 620;
/** Highest LTV of a conventional purchase loan, percent (Fannie Mae's 97% LTV; 3% down). */
export const CONVENTIONAL_MAX_LTV_PERCENT = 97;
/** Loan terms the estimates cover, months: the index terms that exist (30- and 15-year fixed). */
export const ESTIMATE_TERMS = [360, 180] as const;
export type EstimateTerm = (typeof ESTIMATE_TERMS)[number];

/** Rule of thumb: percentage points of rate per point of price (1 point ~ 0.25%). */
export const RATE_PER_POINT = 0.25;

/** The LLPA cell an index's price already includes (see the module comment for why). */
export const LLPA_REFERENCE: { readonly scoreBand: LlpaScoreBand; readonly ltvBand: LlpaLtvBand; readonly why: string } = {
  scoreBand: "780+",
  ltvBand: "75.01-80",
  why: "Freddie Mac's PMMS describes borrowers who put 20% down (an 80% loan-to-value, in the 75.01–80% column) and have excellent credit (read as the best band, 780+). Optimal Blue names no reference borrower for its conforming index, so the same cell is assumed for it.",
};

/** Upper bounds of the LTV bands, percent (inclusive); the last band is open. */
const LTV_UPPER = [30, 60, 70, 75, 80, 85, 90, 95] as const;
/** Lower bounds of the credit-score bands, best first; the last band is "639 and below". */
const SCORE_LOWER = [780, 760, 740, 720, 700, 680, 660, 640] as const;

/** One cell of the LLPA grid. */
export interface LlpaCell {
  readonly scoreBand: LlpaScoreBand;
  readonly ltvBand: LlpaLtvBand;
  /** Points of the loan amount (0.375 = 0.375%). */
  readonly points: number;
}

function scoreIndex(creditScore: number): number {
  const i = SCORE_LOWER.findIndex((lower) => creditScore >= lower);
  return i === -1 ? SCORE_LOWER.length : i;
}

/** LTV band index from cents, exactly: loan / price <= upper%  <=>  loan x 100 <= upper x price. */
function ltvIndex(loanCents: number, priceCents: number): number {
  const i = LTV_UPPER.findIndex((upper) => loanCents * 100 <= upper * priceCents);
  return i === -1 ? LTV_UPPER.length : i;
}

function cellAt(si: number, li: number): LlpaCell {
  const milli = LLPA_PURCHASE_MILLI[si]?.[li];
  const scoreBand = LLPA_SCORE_BANDS[si];
  const ltvBand = LLPA_LTV_BANDS[li];
  if (milli === undefined || scoreBand === undefined || ltvBand === undefined) throw new Error(`LLPA grid has no cell ${si},${li}`);
  return { scoreBand, ltvBand, points: milli / 1000 };
}

/**
 * The purchase LLPA cell for a credit score and a loan and price in dollars (LTV = loan / price,
 * compared exactly in cents; band upper bounds inclusive: 80.00% is in 75.01–80%, anything above
 * 80% in 80.01–85%). Scores of 639 and below share the grid's lowest band.
 */
export function llpaCell(creditScore: number, loan: number, price: number): LlpaCell {
  return cellAt(scoreIndex(creditScore), ltvIndex(toCents(loan), toCents(price)));
}

/** The reference cell's points (0.375). */
export function referenceLlpaPoints(): number {
  return cellAt(LLPA_SCORE_BANDS.indexOf(LLPA_REFERENCE.scoreBand), LLPA_LTV_BANDS.indexOf(LLPA_REFERENCE.ltvBand)).points;
}

/** What a rate estimate is asked for. */
export interface RateScenario {
  readonly program: LoanProgram;
  /** Credit score (400-850). */
  readonly creditScore: number;
  /** Home price, dollars. */
  readonly price: number;
  /** Down payment, dollars. */
  readonly downPayment: number;
  /** The county's one-unit conforming limit, dollars (the national baseline when no county is chosen). */
  readonly conformingLimit: number;
  /** Terms to estimate (default both 30 and 15 years). */
  readonly terms?: readonly EstimateTerm[];
}

/** The LLPA step of an estimate. */
export interface LlpaAdjustment {
  readonly cell: LlpaCell;
  readonly reference: LlpaCell;
  /** cell.points - reference.points. */
  readonly pointsDifference: number;
}

/** One estimated rate with its working. */
export interface RateEstimate {
  readonly program: LoanProgram;
  readonly termMonths: EstimateTerm;
  /** A conventional loan above the conforming limit. */
  readonly jumbo: boolean;
  /** The index series used. */
  readonly series: RateSeries;
  /** Date of the index figure (YYYY-MM-DD). */
  readonly indexDate: string;
  /** Index, percent (6.23). */
  readonly indexPercent: number;
  /** The LLPA step; null when none applies (see `llpaNote`). */
  readonly llpa: LlpaAdjustment | null;
  /** Why no LLPA applies, when it does not. */
  readonly llpaNote: string | null;
  /** Adjustment to the index, percentage points, rounded to 0.001. */
  readonly adjustmentPercent: number;
  /** The estimate, percent (6.261). */
  readonly ratePercent: number;
  /** The estimate as the calculators take it, a fraction (0.06261). */
  readonly rate: number;
}

/** A term with no estimate, and why. */
export interface MissingEstimate {
  readonly termMonths: EstimateTerm;
  readonly reason: string;
}

export interface RateEstimates {
  readonly program: LoanProgram;
  /** Base loan, dollars (price - down payment). */
  readonly loanAmount: number;
  /** Loan / price, percent to 2 decimals (80 = 80%). */
  readonly ltvPercent: number;
  readonly jumbo: boolean;
  readonly estimates: RateEstimate[];
  readonly missing: MissingEstimate[];
  /** Why the scenario gets no estimate at all (empty when it gets some, or a term is merely missing). */
  readonly reasons: string[];
}

const PROGRAM_NAMES: Readonly<Record<LoanProgram, string>> = { conventional: "conventional", fha: "FHA", va: "VA", usda: "USDA" };

/** Index series for a program, term and size, in the order they are preferred (Optimal Blue first). */
export function candidateSeries(program: LoanProgram, termMonths: EstimateTerm, jumbo: boolean): RateSeries[] {
  return RATE_SERIES_IDS.map((id) => RATE_SERIES[id])
    .filter((s) => s.program === program && s.termMonths === termMonths && s.jumbo === (program === "conventional" && jumbo))
    .sort((a, b) => (a.publisher === b.publisher ? 0 : a.publisher === "Optimal Blue" ? -1 : 1));
}

/**
 * Estimates the rate of a purchase scenario for each term with an index, with the working.
 * Never invents a figure: a term or program without a loaded index is listed in `missing`.
 */
export function estimateRates(scenario: RateScenario, market: MarketRates): RateEstimates {
  const { program } = scenario;
  const priceC = Math.max(0, toCents(Number.isFinite(scenario.price) ? Math.floor(scenario.price) : 0));
  const downC = Math.min(priceC, Math.max(0, toCents(Number.isFinite(scenario.downPayment) ? scenario.downPayment : 0)));
  const loanC = Math.floor((priceC - downC) / 100) * 100;
  const score = Number.isFinite(scenario.creditScore) ? Math.floor(scenario.creditScore) : 0;
  const jumbo = program === "conventional" && loanC > toCents(scenario.conformingLimit);
  const ltvPercent = priceC > 0 ? Math.round((loanC * 10_000) / priceC) / 100 : 0;
  const base = { program, loanAmount: loanC / 100, ltvPercent, jumbo };
  const terms = scenario.terms ?? ESTIMATE_TERMS;

  const reasons: string[] = [];
  if (priceC <= 0) reasons.push("Enter a home price above $0.");
  else if (loanC <= 0) reasons.push("The down payment covers the price, so there is no loan to price.");
  if (program === "conventional") {
    if (score < CONVENTIONAL_MIN_SCORE)
      reasons.push(
        `Conventional loans need a credit score of at least ${CONVENTIONAL_MIN_SCORE} (Fannie Mae Selling Guide), so there is no conventional estimate for ${score}.`,
      );
    if (priceC > 0 && loanC * 100 > CONVENTIONAL_MAX_LTV_PERCENT * priceC)
      reasons.push(`Conventional loans go up to ${CONVENTIONAL_MAX_LTV_PERCENT}% of the price (3% down); this loan is ${ltvPercent}%.`);
  } else if (program === "fha" && score < FHA_MIN_SCORE) {
    reasons.push(`FHA insures loans to credit scores of ${FHA_MIN_SCORE} and above, so there is no FHA estimate for ${score}.`);
  }
  if (reasons.length > 0) return { ...base, estimates: [], missing: [], reasons };

  const estimates: RateEstimate[] = [];
  const missing: MissingEstimate[] = [];
  const reference = cellAt(LLPA_SCORE_BANDS.indexOf(LLPA_REFERENCE.scoreBand), LLPA_LTV_BANDS.indexOf(LLPA_REFERENCE.ltvBand));
  for (const termMonths of terms) {
    const years = termMonths / 12;
    const candidates = candidateSeries(program, termMonths, jumbo);
    const series = candidates.find((s) => market[s.id] !== null);
    const observation = series ? market[series.id] : null;
    if (!series || !observation) {
      const kind = jumbo ? "jumbo" : PROGRAM_NAMES[program];
      missing.push({
        termMonths,
        reason:
          candidates.length === 0
            ? `No ${years}-year ${kind} rate index exists among the series we follow, so there is no ${years}-year estimate.`
            : `No ${years}-year ${kind} rate index is loaded (${candidates.map((s) => s.id).join(" or ")}), so there is no ${years}-year estimate.`,
      });
      continue;
    }
    let llpa: LlpaAdjustment | null = null;
    let llpaNote: string | null = null;
    if (program !== "conventional") {
      llpaNote = `${PROGRAM_NAMES[program]} loans are not priced with Fannie Mae's adjustments; the estimate is the ${PROGRAM_NAMES[program]} index itself.`;
    } else if (jumbo) {
      llpaNote = `The loan is above the conforming limit of ${formatUsd(scenario.conformingLimit)}: a jumbo loan, which Fannie Mae does not buy, so its grid does not apply; the estimate is the jumbo index itself.`;
    } else if (termMonths <= 180) {
      llpaNote = "Fannie Mae's credit score × LTV adjustments apply to terms over 15 years; a 15-year loan has none, so the estimate is the index itself.";
    } else {
      const cell = cellAt(scoreIndex(score), ltvIndex(loanC, priceC));
      llpa = { cell, reference, pointsDifference: (Math.round(cell.points * 1000) - Math.round(reference.points * 1000)) / 1000 };
    }
    const diffMilliPoints = llpa ? Math.round(llpa.pointsDifference * 1000) : 0;
    // Thousandths of a point x 0.25 = thousandths of a percent (exact in binary: eighths x 1/4),
    // rounded half up (toward the higher rate).
    const adjustmentThousandths = Math.floor(diffMilliPoints * RATE_PER_POINT + 0.5);
    const rateThousandths = Math.round(observation.ratePercent * 1000) + adjustmentThousandths;
    estimates.push({
      program,
      termMonths,
      jumbo,
      series,
      indexDate: observation.date,
      indexPercent: observation.ratePercent,
      llpa,
      llpaNote,
      adjustmentPercent: adjustmentThousandths / 1000,
      ratePercent: rateThousandths / 1000,
      rate: rateThousandths / 100_000,
    });
  }
  return { ...base, estimates, missing, reasons: [] };
}
