/**
 * The place every calculator starts in, and its figures from the reference data (the state's
 * effective property-tax rate, ACS 2024, and its average HO-3 premium, NAIC 2022), so that every
 * page (calculators, the home page, /offers/) starts from the same tax and insurance as choosing
 * that state sets. Copied here so the calculator store, which ships to every calculator page, does
 * not carry the 56-row state table; default-place.test.ts checks them against that table.
 */
export const DEFAULT_STATE = "CA";
/** California's effective property-tax rate, fraction of the value a year (ACS 2024 1-year). */
export const DEFAULT_STATE_TAX_RATE = 0.00707;
/** California's average homeowners (HO-3) premium, dollars a year (NAIC, data for 2022). */
export const DEFAULT_STATE_INSURANCE_ANNUAL = 1492;
