/**
 * States, DC and territories with their state-level defaults (light module: 56 rows).
 * - Effective property-tax rate: ACS 2024 1-year (median taxes / median value), U.S. Census Bureau.
 * - Average HO-3 homeowners premium: NAIC, data for 2022 (non-government; via the Insurance
 *   Information Institute). Territories have no NAIC figure; the US average stands in, labelled.
 */
import { STATE_ROWS, US_AVERAGE_HO3_PREMIUM } from "./generated/states";
import type { StateRow } from "./types";

export type { StateRow } from "./types";

const BY_ABBR = new Map(STATE_ROWS.map((s) => [s.abbr, s]));
const BY_FIPS = new Map(STATE_ROWS.map((s) => [s.fips, s]));

/**
 * Names in alphabetical order, compared by character codes: the names are plain ASCII, where that
 * order is localeCompare's, and localeCompare's first call loads ICU's collation data (a long
 * task in the browser, where the agent profile's form lists the states).
 */
const byName = (a: StateRow, b: StateRow) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** States and DC (alphabetical by name); with `includeTerritories`, the 5 territories too. */
export function listStates(options: { includeTerritories?: boolean } = {}): StateRow[] {
  return STATE_ROWS.filter((s) => options.includeTerritories || s.type !== "territory").sort(byName);
}

/** A state by USPS code ("ca" or "CA"), or null. */
export function getState(abbr: string): StateRow | null {
  return BY_ABBR.get(abbr.trim().toUpperCase()) ?? null;
}

/** A state by 2-digit FIPS code, or null. */
export function getStateByFips(fips: string): StateRow | null {
  return BY_FIPS.get(fips) ?? null;
}

/** A figure with where it comes from. */
export interface SourcedFigure {
  readonly value: number;
  /** "county" / "state" / "us-average": the level the figure is for. */
  readonly basis: "county" | "state" | "us-average";
  readonly year: number;
  readonly source: string;
}

export const STATE_TAX_SOURCE = "U.S. Census Bureau, ACS 2024 1-year (B25103 / B25077)";
export const INSURANCE_SOURCE = "NAIC Homeowners Insurance Report, data for 2022 (via the Insurance Information Institute)";

/** State effective property-tax rate (fraction a year of the home value), or null (PR and the island areas). */
export function stateTaxRate(abbr: string): SourcedFigure | null {
  const s = getState(abbr);
  if (!s || s.taxRate === null) return null;
  return { value: s.taxRate, basis: "state", year: 2024, source: STATE_TAX_SOURCE };
}

/**
 * Average annual HO-3 premium for a state, dollars; the NAIC US average ($1,569) for a code NAIC
 * does not cover (territories), flagged as such. Null for an unknown code.
 */
export function stateInsurancePremium(abbr: string): SourcedFigure | null {
  const s = getState(abbr);
  if (!s) return null;
  if (s.ho3Premium === null) return { value: US_AVERAGE_HO3_PREMIUM, basis: "us-average", year: 2022, source: INSURANCE_SOURCE };
  return { value: s.ho3Premium, basis: "state", year: 2022, source: INSURANCE_SOURCE };
}

/** NAIC 2022 US average HO-3 premium, dollars a year. */
export { US_AVERAGE_HO3_PREMIUM };
