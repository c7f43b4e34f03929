/**
 * Location data a payment calculator needs in the browser, one state at a time: each county's
 * 2026 limits and property-tax default, and the state's defaults. Built on the server from
 * lib/reference (location-data.ts) and served as small static JSON per state
 * (app/calculator-data/), so no page ever ships the 3,000-county tables.
 */

/** One county (or equivalent) of a state. */
export interface CountyLocation {
  /** 5-digit FIPS code. */
  fips: string;
  /** Name as published ("Los Angeles County", "Orleans Parish"). */
  name: string;
  /** The calculator's form of the name: upper-cased, without the word COUNTY ("LOS ANGELES"). */
  key: string;
  /** FHFA 2026 conforming loan limit, one unit, dollars. */
  conformingLimit: number;
  /** FHA 2026 loan limit, one unit, dollars (estimated; see LimitSources.fha); null where none can be set. */
  fhaLimit: number | null;
  /** Effective property-tax rate, a fraction of the home's value a year (0.0071); null where none is published. */
  taxRate: number | null;
  /** Where the tax rate comes from ("ACS 2019-2023, county" or the state fallback). */
  taxSource: string;
}

/** A state (or DC, or a territory) with its counties. */
export interface StateLocation {
  /** USPS code ("CA"). */
  code: string;
  name: string;
  /** Effective property-tax rate of the state, a fraction a year; null where none is published. */
  taxRate: number | null;
  /** Average homeowners (HO-3) premium in the state, dollars a year. */
  insuranceAnnual: number;
  /** Source and year of the insurance average. */
  insuranceSource: string;
  counties: CountyLocation[];
}

/** A state in the state picker. */
export interface StateOption {
  code: string;
  name: string;
  /** 2-digit FIPS code: a county's FIPS starts with it (ZIP lookups return county FIPS). */
  fips: string;
}

/** The national 2026 one-unit limits, shown until a county is chosen. */
export interface NationalLimits {
  conformingBaseline: number;
  conformingCeiling: number;
  fhaFloor: number;
  fhaCeiling: number;
}

/** Sources named next to the limits. */
export interface LimitSources {
  conforming: string;
  fha: string;
}

/** Everything the server hands the calculator about places: small, and the same on every page. */
export interface LocationStart {
  states: StateOption[];
  /** The state the page renders, with its counties (so the no-JavaScript form has them). */
  initial: StateLocation;
  national: NationalLimits;
  sources: LimitSources;
  /** What a ZIP code in the address (no-JavaScript form) resolved to, for the message. */
  zipNote?: string;
}
