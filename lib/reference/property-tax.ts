/**
 * Effective property-tax rate by county (heavy module, ~25 KB gzip; server or lazy import).
 * County: ACS 2019-2023 5-year (median real estate taxes / median home value, as compiled by the Tax
 * Foundation); counties without a rate (14, suppressed) take the state's ACS 2024 1-year rate.
 */
import { countyByFips } from "./counties";
import { PROPERTY_TAX_ROWS } from "./generated/property-tax";
import { stateTaxRate, type SourcedFigure } from "./states";
import type { PropertyTaxRow } from "./types";

export const COUNTY_TAX_SOURCE = "U.S. Census Bureau, ACS 2019-2023 5-year (B25103 / B25077), compiled by the Tax Foundation";

let byFips: Map<string, PropertyTaxRow> | null = null;

/** The ACS row of a county: [fips, rate, median value, median taxes], or null. */
export function countyTaxRow(fips: string): PropertyTaxRow | null {
  if (!byFips) byFips = new Map(PROPERTY_TAX_ROWS.map((r) => [r[0], r]));
  return byFips.get(fips.trim()) ?? null;
}

/**
 * Effective property-tax rate (fraction of the home value a year) for a county, falling back to
 * its state's rate where ACS has none. Null for an unknown county or one with neither (3 PR municipios
 * and the island areas).
 */
export function propertyTaxRateForCounty(fips: string): SourcedFigure | null {
  const r = countyTaxRow(fips);
  if (r && r[1] !== null) return { value: r[1], basis: "county", year: 2023, source: COUNTY_TAX_SOURCE };
  const county = countyByFips(fips);
  return county ? stateTaxRate(county.state) : null;
}
