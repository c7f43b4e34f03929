import { readScenarioQuery, type CalculatorPageInput, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";
import { initialInputs } from "@/lib/calculator/initial";
import type { Scenario } from "@/lib/calculator/scenario";
import { sanitizeRatePercent } from "@/lib/mortgage/sanitize";
import { annualFromRate } from "@/lib/mortgage/taxes-insurance";

import { hasExtras, initialExtras, readExtras, type ExtraSource, type ExtraSpec, type ExtraValues } from "./extra-fields";

/** What a page with extra inputs renders from: the shared scenario, and its own extra values. */
export interface OtherPageInput<S extends ExtraSpec> extends CalculatorPageInput {
  extras: ExtraValues<S>;
  /** The page renders a link (shared inputs or extras): it wins over what the browser saved. */
  extrasFromLink: boolean;
}

/** The static page's input: no scenario, the extras' first values. */
export function staticInput<S extends ExtraSpec>(spec: S): OtherPageInput<S> {
  return { scenario: null, extras: initialExtras(spec), extrasFromLink: false };
}

/** A scenario twin's input: the framework's scenario reading plus the page's extra fields. */
export async function readOtherQuery<S extends ExtraSpec>(searchParams: SearchParamsProp, spec: S): Promise<OtherPageInput<S>> {
  const query = await searchParams;
  const base = await readScenarioQuery(Promise.resolve(query));
  const scenario = ratesIntoScenario(base.scenario, query);
  return { ...base, scenario, extras: readExtras(spec, query), extrasFromLink: scenario !== null || hasExtras(spec, query) };
}

function firstText(source: ExtraSource, name: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(name) ?? undefined;
  const value = source[name];
  return typeof value === "string" ? value : value?.[0];
}

/**
 * Forms that ask for the property-tax and insurance *rates* (in percent) submit `taxRate` and
 * `insuranceRate`, which are not scenario parameters: they become the annual amounts on the
 * scenario's price, which the store turns back into the same rates (rate = annual / price).
 * Annual amounts already in the link win.
 */
export function ratesIntoScenario(scenario: Scenario | null, query: ExtraSource): Scenario | null {
  // From a no-JavaScript form (`shown`), a rate as the field showed it is unchanged: the amount then
  // follows the price at the exact rate, as in the live calculator (lib/calculator/scenario.ts).
  const shown = scenario?.shown;
  const changed = (text: string | undefined, shownRate: number | undefined) =>
    text === undefined || shownRate === undefined || sanitizeRatePercent(text) !== sanitizeRatePercent(shownRate * 100) ? text : undefined;
  const tax = changed(firstText(query, "taxRate"), shown?.taxRate);
  const insurance = changed(firstText(query, "insuranceRate"), shown?.insuranceRate);
  if (tax === undefined && insurance === undefined) return scenario;
  const next: Scenario = { ...(scenario ?? {}) };
  const price = initialInputs({ scenario }).loanInputs.price;
  if (tax !== undefined && next.taxAnnual === undefined) next.taxAnnual = annualFromRate(price, sanitizeRatePercent(tax));
  if (insurance !== undefined && next.insuranceAnnual === undefined) next.insuranceAnnual = annualFromRate(price, sanitizeRatePercent(insurance));
  return next;
}
