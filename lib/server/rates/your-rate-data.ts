/**
 * The "Your rate" estimate as the section shows it, computed on the server from the address and
 * the market rates (lib/mortgage/rate-estimate for the estimate, computePurchase for its payment,
 * with the county's tax and the state's insurance defaults as the calculators use them).
 */
import "server-only";

import { calculatorScenarioQuery, readOfferScenario, type OfferScenario } from "@/lib/server/offers/offer-scenario";
import { PAYMENT_PROGRAMS } from "@/lib/calculator/programs";
import type { Scenario, ScenarioSource } from "@/lib/calculator/scenario";
import { computePurchase } from "@/lib/mortgage/purchase";
import { estimateRates, type RateEstimate, type RateEstimates } from "@/lib/mortgage/rate-estimate";
import { CALC_TYPES, type CalcType } from "@/lib/mortgage/types";
import type { MarketRates } from "@/lib/rates/series";
import { CONFORMING_BASELINE_2026 } from "@/lib/reference/national-limits";

/** The payment an estimate gives, dollars (names of docs/architecture.md, Results markup). */
export interface EstimatePayment {
  readonly monthlyPayment: number;
  readonly principalAndInterest: number;
  readonly propertyTax: number;
  readonly homeInsurance: number;
  readonly mortgageInsurance: number;
  readonly loanAmount: number;
  readonly totalLoanAmount: number;
}

export interface YourRateRow {
  readonly estimate: RateEstimate;
  readonly payment: EstimatePayment;
  /** The program's calculator with this scenario and rate (works without JavaScript). */
  readonly calculatorHref: string;
  /** The calculator's own path, opened after the store is saved (with JavaScript). */
  readonly calculatorPath: string;
  /** The scenario saved into the calculator store, in its units (rate a fraction). */
  readonly storeScenario: Scenario;
}

export interface YourRateView {
  readonly scenario: OfferScenario;
  readonly program: CalcType;
  /** A sentence when the program in the address was not one we know. */
  readonly programMessage: string | null;
  readonly result: RateEstimates;
  readonly rows: YourRateRow[];
  /** The conforming limit the jumbo test used, and whether it is the county's or the national baseline. */
  readonly conformingLimit: number;
  readonly conformingLimitIsCounty: boolean;
}

function readProgram(source: ScenarioSource): { program: CalcType; message: string | null } {
  const raw =
    source instanceof URLSearchParams
      ? source.get("program")
      : (() => {
          const v = (source as Readonly<Record<string, string | readonly string[] | undefined>>).program;
          return typeof v === "string" ? v : (v?.[0] ?? null);
        })();
  if (raw === null || raw === "") return { program: "conventional", message: null };
  const value = raw.trim().toLowerCase();
  if ((CALC_TYPES as readonly string[]).includes(value)) return { program: value as CalcType, message: null };
  return { program: "conventional", message: `We don't know the loan program “${raw.slice(0, 40)}”: showing conventional.` };
}

/** Estimates for the scenario in the address, each with its payment and calculator link. */
export function yourRateView(source: ScenarioSource, market: MarketRates): YourRateView {
  const scenario = readOfferScenario(source);
  const { program, message } = readProgram(source);
  const conformingLimit = scenario.county?.conformingLimit ?? CONFORMING_BASELINE_2026[0];
  const result = estimateRates(
    { program, creditScore: scenario.creditScore, price: scenario.price, downPayment: scenario.downPayment, conformingLimit },
    market,
  );
  const calculatorPath = PAYMENT_PROGRAMS[program].path;
  const rows = result.estimates.map((estimate): YourRateRow => {
    const purchase = computePurchase({
      calcType: program,
      price: scenario.price,
      downPayment: scenario.downPayment,
      rate: estimate.rate,
      term: estimate.termMonths,
      taxAnnual: scenario.taxAnnual,
      insuranceAnnual: scenario.insuranceAnnual,
      creditScore: scenario.creditScore,
      includePMI: true,
      // The VA calculator is for people eligible for VA benefits, so it prices them as such.
      isVeteran: program === "va" ? true : scenario.isVeteran,
      isVaDisabled: scenario.isVaDisabled,
      isVaSubsequentUse: scenario.isVaSubsequentUse,
      ...(scenario.county ? { conformingLimit: scenario.county.conformingLimit } : {}),
      ...(scenario.county?.fhaLimit ? { fhaLimit: scenario.county.fhaLimit } : {}),
      includeSchedule: false,
    });
    const query = calculatorScenarioQuery(scenario, estimate.ratePercent, estimate.termMonths, program);
    return {
      estimate,
      payment: {
        monthlyPayment: purchase.monthlyPayment,
        principalAndInterest: purchase.principalAndInterest,
        propertyTax: purchase.propertyTax,
        homeInsurance: purchase.homeInsurance,
        mortgageInsurance: purchase.mortgageInsurance,
        loanAmount: purchase.loanAmount,
        totalLoanAmount: purchase.totalLoanAmount,
      },
      calculatorHref: `${calculatorPath}?${query.toString()}`,
      calculatorPath,
      storeScenario: {
        price: scenario.price,
        downPayment: scenario.downPayment,
        rate: estimate.rate,
        term: estimate.termMonths,
        creditScore: scenario.creditScore,
        taxAnnual: scenario.taxAnnual,
        insuranceAnnual: scenario.insuranceAnnual,
        state: scenario.state,
        ...(scenario.county ? { county: scenario.county.key } : {}),
        ...(program === "va" ? { isVeteran: true } : {}),
      },
    };
  });
  return { scenario, program, programMessage: message, result, rows, conformingLimit, conformingLimitIsCounty: scenario.county !== null };
}
