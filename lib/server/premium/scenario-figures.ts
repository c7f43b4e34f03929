import "server-only";

import { stateLocation } from "@/lib/server/location/location-data";
import type { CountyLocation } from "@/lib/calculator/location-types";
import { computePaymentView, type PaymentView } from "@/lib/calculator/payment-view";
import { initialInputs } from "@/lib/calculator/initial";
import { parseScenario } from "@/lib/calculator/scenario";
import type { CalcType, CalculatorInputs } from "@/lib/calculator/types";
import { SOURCES, type Source, type SourceId } from "@/lib/mortgage/sources";

/** The payment calculators a report or comparison covers, by saved calcType (path slug). */
export const PAYMENT_CALC_TYPES: Readonly<Record<string, CalcType>> = {
  "mortgage-calculator": "conventional",
  "fha-loan-calculator": "fha",
  "usda-loan-calculator": "usda",
  "va-loan-calculator": "va",
};

/** Every figure of a saved payment scenario, as the calculator page shows it for the same link. */
export interface ScenarioFigures {
  readonly calcType: CalcType;
  readonly inputs: CalculatorInputs;
  readonly county: CountyLocation | null;
  readonly view: PaymentView;
  /** The official (and other) sources of the figures used. */
  readonly sources: readonly Source[];
}

const COMMON_SOURCES: readonly SourceId[] = ["conformingLimits2026", "propertyTaxCounty", "propertyTaxState", "homeInsurance", "zipToCounty"];
const PROGRAM_SOURCES: Readonly<Record<CalcType, readonly SourceId[]>> = {
  conventional: ["pmiRates", "pmiTermination", "conventionalMinScore"],
  fha: ["fhaMip", "fhaMipDuration", "fhaMipMethod", "fhaUfmipFinancing", "fhaDownPayment", "fhaLimits2026"],
  usda: ["usdaFees", "usdaEligibility", "usdaIncomeLimits2026"],
  va: ["vaFundingFee", "vaEntitlement", "vaCredit"],
};

/**
 * Computes a saved scenario the way its calculator page does for the same shared link: the
 * parameters through the same sanitizers (lib/calculator/scenario), the page's defaults, the
 * county's limits, and lib/mortgage's engine. Null for a calculator that is not a payment one.
 */
export function scenarioFigures(calcTypeSlug: string, params: Readonly<Record<string, string>>): ScenarioFigures | null {
  const calcType = PAYMENT_CALC_TYPES[calcTypeSlug];
  if (!calcType) return null;
  const scenario = parseScenario(new URLSearchParams(Object.entries(params)));
  const inputs = initialInputs({ calcType, scenario });
  const li = inputs.loanInputs;
  const county = li.county ? (stateLocation(li.state)?.counties.find((c) => c.key === li.county) ?? null) : null;
  const view = computePaymentView(calcType, li, inputs.hoa, inputs.extraMonthly, county);
  const ids = [...PROGRAM_SOURCES[calcType], ...COMMON_SOURCES];
  return { calcType, inputs, county, view, sources: ids.map((id) => SOURCES[id]) };
}
