/**
 * The buyer's scenario of the /offers/ page and the "Your rate" estimate, read on the server from
 * the address (docs/architecture.md: names as in Scenario links; places as in Places in the address: `state`, `county` as a 5-digit FIPS code or a
 * name, or `zip`). Every value goes through the calculators' own sanitizers and transitions
 * (lib/calculator/scenario.ts), so a bad link still renders, with the sanitized value shown.
 * Tax and insurance default as the calculators' place picker sets them: the county's effective
 * property-tax rate (else the state's) x the price, and the state's average homeowners premium.
 */
import "server-only";

import { stateLocation, stateOptions } from "@/lib/server/location/location-data";
import type { CountyLocation, StateLocation } from "@/lib/calculator/location-types";
import { initialInputs } from "@/lib/calculator/initial";
import { parseScenario, type ScenarioSource } from "@/lib/calculator/scenario";
import type { OffersCounty } from "@/lib/mortgage/offers";
import { annualFromRate } from "@/lib/mortgage/taxes-insurance";
import { countyByFips, findCounty } from "@/lib/reference/counties";
import { usdaIncomeLimitForCounty } from "@/lib/reference/usda-income";
import { countyFipsForZip } from "@/lib/reference/zip";

/** What a picker option is. */
export interface PlaceOption {
  readonly value: string;
  readonly label: string;
}

export interface OfferScenario {
  /** Home price, whole dollars. */
  readonly price: number;
  /** Down payment, whole dollars (0 <= down < price). */
  readonly downPayment: number;
  /** Percent of the price. */
  readonly downPaymentPercent: number;
  readonly creditScore: number;
  /** USPS code of the state in force. */
  readonly state: string;
  readonly stateName: string;
  /** The county, when one is chosen (by FIPS, name or ZIP code). */
  readonly county: CountyLocation | null;
  readonly isVeteran: boolean;
  readonly isVaDisabled: boolean;
  readonly isVaSubsequentUse: boolean;
  /** Gross annual income, dollars; null when the address does not give it. */
  readonly income: number | null;
  /** Monthly debts, dollars; null when not given. */
  readonly monthlyDebt: number | null;
  /** Property tax a year, dollars, and where its rate comes from. */
  readonly taxAnnual: number;
  readonly taxSource: string;
  /** Homeowners insurance a year, dollars, and its source. */
  readonly insuranceAnnual: number;
  readonly insuranceSource: string;
  /** The ZIP code as typed ("" when none). */
  readonly zip: string;
  /** A sentence about the place lookup (ZIP code found or not, unknown county). */
  readonly placeMessage: string | null;
  /** The state list and the state's counties (value = FIPS) for the form. */
  readonly states: readonly PlaceOption[];
  readonly counties: readonly PlaceOption[];
}

function read(source: ScenarioSource, name: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(name) ?? undefined;
  const value = (source as Readonly<Record<string, string | readonly string[] | undefined>>)[name];
  return typeof value === "string" ? value : value?.[0];
}

function given(source: ScenarioSource, name: string): boolean {
  return (read(source, name) ?? "").trim() !== "";
}

/** The place in the address: a ZIP code that resolves wins, then the county (FIPS or name) within the state. */
function resolvePlace(
  source: ScenarioSource,
  fallbackState: string,
): { state: StateLocation; county: CountyLocation | null; zip: string; message: string | null } {
  const zip = (read(source, "zip") ?? "").trim().slice(0, 10);
  let message: string | null = null;
  if (zip !== "") {
    const fips = /^\d{5}(-?\d{4})?$/.test(zip) ? countyFipsForZip(zip.slice(0, 5)) : null;
    const found = fips ? countyByFips(fips) : null;
    const state = found ? stateLocation(found.state) : null;
    const county = state?.counties.find((c) => c.fips === fips) ?? null;
    if (state && county) return { state, county, zip, message: `ZIP code ${zip.slice(0, 5)} is in ${county.name}, ${state.name}.` };
    message = /^\d{5}(-?\d{4})?$/.test(zip)
      ? `We could not find ZIP code ${zip.slice(0, 5)}. Choose the state and county instead.`
      : "Enter a 5-digit ZIP code, like 90210.";
  }
  const countyText = (read(source, "county") ?? "").trim();
  // A county FIPS code names its state too.
  const byFips = /^\d{5}$/.test(countyText) ? countyByFips(countyText) : null;
  const state = stateLocation(byFips?.state ?? fallbackState) ?? stateLocation("CA");
  if (!state) throw new Error("Reference data has no California: the generated tables are missing.");
  if (countyText === "") return { state, county: null, zip, message };
  const fips = byFips?.fips ?? findCounty(state.code, countyText)?.fips ?? null;
  const county = state.counties.find((c) => c.fips === fips) ?? null;
  if (!county) message = message ?? `We could not find the county “${countyText.slice(0, 60)}” in ${state.name}. Choose one from the list.`;
  return { state, county, zip, message };
}

/**
 * Reads the scenario in the address. Absent values take the calculators' defaults (price
 * $500,000, 20% down, credit score 760, California); income and debts stay "not given".
 */
export function readOfferScenario(source: ScenarioSource): OfferScenario {
  const { county: _countyKey, ...scenario } = parseScenario(source);
  const inputs = initialInputs({ scenario });
  const li = inputs.loanInputs;
  const place = resolvePlace(source, li.state);
  const taxRate = place.county?.taxRate ?? place.state.taxRate;
  return {
    price: li.price,
    downPayment: li.downPayment,
    downPaymentPercent: li.downPaymentPercent,
    creditScore: li.creditScore,
    state: place.state.code,
    stateName: place.state.name,
    county: place.county,
    isVeteran: li.isVeteran,
    isVaDisabled: li.isVaDisabled,
    isVaSubsequentUse: li.isVaSubsequentUse,
    // A blank form field means "not given", not $0.
    income: given(source, "income") ? inputs.income : null,
    monthlyDebt: given(source, "monthlyDebt") ? inputs.monthlyDebt : null,
    taxAnnual: taxRate === null ? 0 : annualFromRate(li.price, taxRate),
    taxSource: place.county ? place.county.taxSource : taxRate === null ? "no published property-tax rate" : `state effective rate, ${place.state.name}`,
    insuranceAnnual: place.state.insuranceAnnual,
    insuranceSource: place.state.insuranceSource,
    zip: place.zip,
    placeMessage: place.message,
    states: stateOptions().map((s) => ({ value: s.code, label: s.name })),
    counties: place.state.counties.map((c) => ({ value: c.fips, label: c.name })),
  };
}

/** The county as lib/mortgage/offers takes it, with its USDA FY2026 income limit. */
export function offersCounty(county: CountyLocation | null): OffersCounty | null {
  if (!county) return null;
  const usda = usdaIncomeLimitForCounty(county.fips);
  return {
    fips: county.fips,
    name: county.name,
    conformingLimit: county.conformingLimit,
    fhaLimit: county.fhaLimit,
    usdaIncome: usda ? { limit1To4: usda.limit1To4, limit5To8: usda.limit5To8, area: usda.area, note: usda.note } : null,
  };
}

/**
 * The calculator address for a scenario (docs/architecture.md, Scenario links), so the calculator shows the same figures
 * without JavaScript: price, down payment, rate, term, credit score, the very tax and insurance
 * used, the place (county as the calculator keys it), and the VA flags.
 */
export function calculatorScenarioQuery(
  s: OfferScenario,
  ratePercent: number | null,
  term: number,
  program: "conventional" | "fha" | "va" | "usda",
): URLSearchParams {
  const params = new URLSearchParams();
  params.set("price", String(s.price));
  params.set("downPayment", String(s.downPayment));
  if (ratePercent !== null) params.set("rate", String(ratePercent));
  params.set("term", String(term));
  params.set("creditScore", String(s.creditScore));
  params.set("taxAnnual", String(s.taxAnnual));
  params.set("insuranceAnnual", String(s.insuranceAnnual));
  params.set("state", s.state);
  if (s.county) params.set("county", s.county.key);
  if (program === "va") {
    params.set("isVeteran", "true");
    if (s.isVaDisabled) params.set("isVaDisabled", "true");
    if (s.isVaSubsequentUse) params.set("isVaSubsequentUse", "true");
  }
  return params;
}
