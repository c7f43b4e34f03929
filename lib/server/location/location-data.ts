import "server-only";

import { countiesOfState } from "@/lib/reference/counties";
import { loanLimitsForCounty } from "@/lib/reference/loan-limits";
import { CONFORMING_BASELINE_2026, CONFORMING_CEILING_2026, FHA_CEILING_2026, FHA_FLOOR_2026 } from "@/lib/reference/national-limits";
import { propertyTaxRateForCounty } from "@/lib/reference/property-tax";
import { getState, listStates, stateInsurancePremium, stateTaxRate } from "@/lib/reference/states";
import { countyFipsForZip } from "@/lib/reference/zip";

import type { CountyLocation, LimitSources, LocationStart, NationalLimits, StateLocation, StateOption } from "@/lib/calculator/location-types";

/** The sources named next to the limits (lib/mortgage SOURCES has the full citations for /accuracy/). */
export const LIMIT_SOURCES: LimitSources = {
  conforming: "conforming limits: FHFA, 2026 county list",
  fha: "FHA limits: 2026, estimated with HUD's method from its 2025 county medians and the official 2026 floor and ceiling (Mortgagee Letter 2025-23)",
};

export const NATIONAL_LIMITS: NationalLimits = {
  conformingBaseline: CONFORMING_BASELINE_2026[0],
  conformingCeiling: CONFORMING_CEILING_2026[0],
  fhaFloor: FHA_FLOOR_2026[0],
  fhaCeiling: FHA_CEILING_2026[0],
};

/** States and DC, then the territories, for the picker. */
export function stateOptions(): StateOption[] {
  return listStates({ includeTerritories: true }).map((s) => ({ code: s.abbr, name: s.name, fips: s.fips }));
}

function taxSource(basis: string, year: number): string {
  return basis === "county"
    ? `county effective rate, U.S. Census Bureau ACS ${year - 4}-${year}`
    : `state effective rate (no county figure), U.S. Census Bureau ACS ${year}`;
}

/**
 * One state's location data for the calculators: every county with its 2026 one-unit limits and
 * property-tax default, and the state's tax rate and average insurance premium. Null for an
 * unknown code.
 */
export function stateLocation(code: string): StateLocation | null {
  const state = getState(code);
  if (!state) return null;
  const insurance = stateInsurancePremium(state.abbr);
  const counties: CountyLocation[] = [];
  for (const county of countiesOfState(state.abbr)) {
    const limits = loanLimitsForCounty(county.fips);
    if (!limits) continue;
    const tax = propertyTaxRateForCounty(county.fips);
    counties.push({
      fips: county.fips,
      name: county.name,
      key: county.key,
      conformingLimit: limits.conforming2026[0],
      fhaLimit: limits.fha2026?.[0] ?? null,
      taxRate: tax?.value ?? null,
      taxSource: tax ? taxSource(tax.basis, tax.year) : "no published property-tax rate",
    });
  }
  return {
    code: state.abbr,
    name: state.name,
    taxRate: stateTaxRate(state.abbr)?.value ?? null,
    insuranceAnnual: insurance?.value ?? 0,
    insuranceSource: insurance ? `${insurance.basis === "state" ? "state" : "US"} average HO-3 premium, NAIC, data for ${insurance.year}` : "",
    counties,
  };
}

/** What a ZIP code resolves to: its state code and county key, or null when unknown. */
export function placeForZip(zip: string): { state: string; county: string; countyName: string; stateName: string } | null {
  const fips = countyFipsForZip(zip);
  if (!fips) return null;
  for (const s of listStates({ includeTerritories: true })) {
    if (s.fips !== fips.slice(0, 2)) continue;
    const county = countiesOfState(s.abbr).find((c) => c.fips === fips);
    return county ? { state: s.abbr, county: county.key, countyName: county.name, stateName: s.name } : null;
  }
  return null;
}

/**
 * The ZIP codes of a 3-digit prefix with their primary county FIPS: the static lookup file the
 * browser loads when someone types a ZIP code. Empty when no ZIP code starts with `prefix`.
 */
export function zipPrefixTable(prefix: string): Record<string, string> {
  const table: Record<string, string> = {};
  if (!/^\d{3}$/.test(prefix)) return table;
  for (let i = 0; i < 100; i++) {
    const zip = `${prefix}${String(i).padStart(2, "0")}`;
    const fips = countyFipsForZip(zip);
    if (fips) table[zip] = fips;
  }
  return table;
}

/** The 3-digit prefixes that have at least one ZIP code (the static files to build). */
export function zipPrefixes(): string[] {
  const prefixes: string[] = [];
  for (let p = 0; p < 1000; p++) {
    const prefix = String(p).padStart(3, "0");
    if (Object.keys(zipPrefixTable(prefix)).length > 0) prefixes.push(prefix);
  }
  return prefixes;
}

/**
 * Everything a payment calculator page needs about places, for the state it renders (the
 * scenario's or the default): the state list, that state's counties, the national limits.
 */
export function locationStart(stateCode: string, zipNote?: string): LocationStart {
  const initial = stateLocation(stateCode) ?? stateLocation("CA");
  if (!initial) throw new Error("Reference data has no California: the generated tables are missing.");
  return { states: stateOptions(), initial, national: NATIONAL_LIMITS, sources: LIMIT_SOURCES, ...(zipNote ? { zipNote } : {}) };
}
