/**
 * Tax and insurance defaults for a location (server or lazy import: it reads the county tables).
 * Property tax: the county's effective rate, else the state's; insurance: the state's average HO-3
 * premium (NAIC 2022). The calculators turn the rate into an annual amount for the price with
 * lib/mortgage annualFromRate.
 */
import { countyByFips } from "./counties";
import { propertyTaxRateForCounty } from "./property-tax";
import { stateInsurancePremium, stateTaxRate, type SourcedFigure } from "./states";

export interface LocationDefaults {
  /** Effective property-tax rate, fraction of the value a year. */
  readonly taxRate: SourcedFigure | null;
  /** Average homeowners premium, dollars a year. */
  readonly insuranceAnnual: SourcedFigure | null;
}

/** Defaults for a state (USPS code) and, optionally, a county FIPS in it. */
export function taxAndInsuranceDefaults(state: string, countyFips?: string | null): LocationDefaults {
  const county = countyFips ? countyByFips(countyFips) : null;
  const st = county?.state ?? state.trim().toUpperCase();
  return {
    taxRate: county ? propertyTaxRateForCounty(county.fips) : stateTaxRate(st),
    insuranceAnnual: stateInsurancePremium(st),
  };
}
