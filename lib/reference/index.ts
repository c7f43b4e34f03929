/**
 * Reference data: light lookups here; the county-sized tables are separate modules so a page that
 * needs only state figures or the program tables never ships 3,000 counties. Import those on the
 * server by path, or lazily from the browser with the loaders below (each a separate chunk).
 */
export {
  getState,
  getStateByFips,
  INSURANCE_SOURCE,
  listStates,
  STATE_TAX_SOURCE,
  stateInsurancePremium,
  stateTaxRate,
  US_AVERAGE_HO3_PREMIUM,
  type SourcedFigure,
  type StateRow,
} from "./states";
export { countyKey, looseCountyKey } from "./county-name";
export {
  CONFORMING_BASELINE_2026,
  CONFORMING_CEILING_2026,
  FHA_CEILING_2025,
  FHA_CEILING_2026,
  FHA_FLOOR_2025,
  FHA_FLOOR_2026,
  NATIONAL_LIMIT_ROWS,
} from "./national-limits";
export type { UnitLimits } from "./types";

/** Counties: listCounties, countiesOfState, countyByFips, findCounty. */
export const loadCounties = () => import("./counties");
/** Loan limits by county: loanLimitsForCounty, conformingLimit, fhaLimit, fhaLimit2025. */
export const loadLoanLimits = () => import("./loan-limits");
/** Property tax by county: propertyTaxRateForCounty, countyTaxRow. */
export const loadPropertyTax = () => import("./property-tax");
/** ZIP -> county: countyFipsForZip. */
export const loadZip = () => import("./zip");
/** Tax and insurance defaults for a state and county. */
export const loadLocationDefaults = () => import("./location-defaults");
