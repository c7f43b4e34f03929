import "server-only";

import { locationStart, placeForZip, stateLocation } from "@/lib/server/location/location-data";
import type { LocationStart } from "@/lib/calculator/location-types";
import { initialInputs } from "@/lib/calculator/initial";
import { hasScenario, parseScenario, type Scenario, type ScenarioSource } from "@/lib/calculator/scenario";
import { changeTaxRate } from "@/lib/calculator/transitions";
import { sanitizeRatePercent } from "@/lib/mortgage/sanitize";

/** The program the quick calculator prices: a conventional loan, as /mortgage-calculator/ does. */
export const QUICK_CALC_TYPE = "conventional";

/** What the home page's quick calculator starts from, worked out on the server from the address. */
export interface QuickStart {
  /**
   * Today's rate (a fraction), when the site has one: the starting rate for a visitor who has no
   * saved rate. Saved inputs win over it (it is not a scenario), a rate in the address too.
   */
  defaults: Scenario | null;
  /** The address's scenario (docs/architecture.md, Scenario links), with the place's tax and insurance; null when none. */
  scenario: Scenario | null;
  /** The states and the rendered state's counties, as the payment calculators get them. */
  location: LocationStart;
  /** The ZIP code the address carried (digits only; "" when none or not a ZIP code). */
  zip: string;
}

function readText(source: ScenarioSource, name: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(name) ?? undefined;
  const value = source[name];
  return typeof value === "string" ? value : value?.[0];
}

interface Place {
  state: string;
  /** County key ("LOS ANGELES"), "" for the whole state. */
  county: string;
}

/**
 * The place in the address: a ZIP code wins over a state (the form has both, and a known ZIP code
 * names the county too). A ZIP code that is not five digits (ZIP+4 is read as its first five), or
 * that the reference data does not know, gets a sentence saying so, and the state, if any, is used.
 */
function placeOf(source: ScenarioSource, scenario: Scenario): { place: Place | null; zip: string; note?: string } {
  const statePlace: Place | null = scenario.state ? { state: scenario.state, county: scenario.county ?? "" } : null;
  const rawZip = readText(source, "zip")?.trim() ?? "";
  if (rawZip === "") return { place: statePlace, zip: "" };
  const zip = /^(\d{5})(?:-?\d{4})?$/.exec(rawZip)?.[1];
  if (!zip) return { place: statePlace, zip: "", note: `"${rawZip.slice(0, 20)}" is not a ZIP code: enter its 5 digits, or choose a state.` };
  const found = placeForZip(zip);
  if (!found) return { place: statePlace, zip, note: `We don't know ZIP code ${zip}. Choose the state instead.` };
  return { place: { state: found.state, county: found.county }, zip, note: `ZIP code ${zip} is in ${found.countyName}, ${found.stateName}.` };
}

/**
 * The place's property tax and homeowners insurance, as choosing it in the calculator sets them
 * (components/calculators/location/location-fields.tsx): the county's effective tax rate, or the
 * state's, and the state's average premium. Figures the address gives itself are kept.
 */
function withPlaceDefaults(scenario: Scenario, place: Place, defaults: Scenario | null): Scenario {
  const data = stateLocation(place.state);
  if (!data) return scenario;
  const county = data.counties.find((c) => c.key === place.county);
  const placed: Scenario = { ...scenario, state: data.code, ...(county ? { county: county.key } : { county: "" }) };
  const taxRate = county?.taxRate ?? data.taxRate;
  if (placed.taxAnnual === undefined && taxRate !== null) {
    // The annual amount at that rate of the scenario's price, through the store's own transition.
    const inputs = changeTaxRate(initialInputs({ calcType: QUICK_CALC_TYPE, defaults, scenario: placed }), taxRate);
    placed.taxAnnual = inputs.loanInputs.taxAnnual;
  }
  if (placed.insuranceAnnual === undefined && data.insuranceAnnual > 0) placed.insuranceAnnual = data.insuranceAnnual;
  return placed;
}

/**
 * Reads the home page's address into the quick calculator's start: `price`, `downPayment`,
 * `rate` (percent), `zip` or `state`, and any other scenario parameter (docs/architecture.md, Scenario links), every value
 * through the calculator's sanitizers, so a bad link still renders with the sanitized values
 * and a sentence about a bad ZIP code. Never throws.
 *
 * Rate rule: the address's rate, else the visitor's saved rate (restored in the browser), else
 * today's rate (the newest PMMS 30-year average), else the calculator's default (6.75 %).
 *
 * @param source the page's `searchParams` (or `URLSearchParams`)
 * @param todayRatePercent today's 30-year average in percent (6.23), null when none is loaded
 */
export function quickStart(source: ScenarioSource, todayRatePercent: number | null): QuickStart {
  const defaults: Scenario | null = todayRatePercent === null ? null : { rate: sanitizeRatePercent(todayRatePercent) };
  const parsed = hasScenario(source) ? parseScenario(source) : {};
  const { place, zip, note } = placeOf(source, parsed);
  // A no-JavaScript form sent again from the same place keeps the tax and insurance it showed
  // (they follow the price as the live calculator moves them); a new place sets its own.
  const samePlace = place !== null && parsed.shown?.state === place.state && parsed.shown.county === place.county;
  const placed = place === null ? parsed : samePlace ? { ...parsed, state: place.state, county: place.county } : withPlaceDefaults(parsed, place, defaults);
  const scenario = Object.keys(placed).length > 0 ? placed : null;
  const state = initialInputs({ calcType: QUICK_CALC_TYPE, defaults, scenario }).loanInputs.state;
  return { defaults, scenario, location: locationStart(state, note), zip };
}
