/**
 * Loan limits as the /loan-limits/ page shows them, read on the server from lib/reference (the
 * county tables never reach the browser: the page is HTML, the lookup is a GET form).
 */
import "server-only";

import { countiesOfState, countyByFips, findCounty, type County } from "@/lib/reference/counties";
import { loanLimitsForCounty, type CountyLoanLimits, type Fha2026Basis } from "@/lib/reference/loan-limits";
import { CONFORMING_BASELINE_2026, CONFORMING_CEILING_2026, FHA_CEILING_2026, FHA_FLOOR_2026 } from "@/lib/reference/national-limits";
import { getState, listStates, type StateRow } from "@/lib/reference/states";
import type { UnitLimits } from "@/lib/reference/types";
import { countyFipsForZip } from "@/lib/reference/zip";

export interface CountyLimitsRow {
  county: County;
  limits: CountyLoanLimits;
}

/** Every county of a state with its limits, alphabetical (empty for an unknown code). */
export function stateCountyLimits(code: string): CountyLimitsRow[] {
  return countiesOfState(code).flatMap((county) => {
    const limits = loanLimitsForCounty(county.fips);
    return limits ? [{ county, limits }] : [];
  });
}

export interface Range {
  min: number;
  max: number;
}

export interface StateSummary {
  state: StateRow;
  countyCount: number;
  /** One-unit 2026 conforming limits across the state's counties. */
  conforming: Range;
  /** One-unit 2026 FHA limits (estimated) across the state's counties; null when none has one. */
  fha: Range | null;
}

function range(values: number[]): Range | null {
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** Lowest and highest one-unit limits of every state, DC and territory (alphabetical). */
export function stateSummaries(): StateSummary[] {
  return listStates({ includeTerritories: true }).flatMap((state) => {
    const rows = stateCountyLimits(state.abbr);
    const conforming = range(rows.map((r) => r.limits.conforming2026[0]));
    if (!conforming) return [];
    const fha = range(rows.flatMap((r) => (r.limits.fha2026 ? [r.limits.fha2026[0]] : [])));
    return [{ state, countyCount: rows.length, conforming, fha }];
  });
}

/** The national 2026 figures, 1-4 units. */
export function nationalLimits2026(): { conformingBaseline: UnitLimits; conformingCeiling: UnitLimits; fhaFloor: UnitLimits; fhaCeiling: UnitLimits } {
  return {
    conformingBaseline: CONFORMING_BASELINE_2026,
    conformingCeiling: CONFORMING_CEILING_2026,
    fhaFloor: FHA_FLOOR_2026,
    fhaCeiling: FHA_CEILING_2026,
  };
}

/** What the lookup asks for: a state (USPS code), a county key ("LOS ANGELES") and/or a ZIP code. */
export interface LimitsQuery {
  state?: string;
  county?: string;
  zip?: string;
}

export interface LimitsSelection {
  /** The state shown (from the ZIP code, else the state asked for); null when none or unknown. */
  state: StateRow | null;
  county: County | null;
  limits: CountyLoanLimits | null;
  /** A sentence about the ZIP code or county lookup, when there is something to say. */
  message: string | null;
}

/**
 * Resolves a lookup. A ZIP code that finds its county wins (it is the most specific answer);
 * otherwise the county is looked up by name within the state. Unknown values give a message,
 * never an error.
 */
export function resolveSelection(query: LimitsQuery): LimitsSelection {
  const zip = query.zip?.trim() ?? "";
  let message: string | null = null;
  if (zip !== "") {
    const fips = countyFipsForZip(zip);
    const county = fips ? countyByFips(fips) : null;
    const state = county ? getState(county.state) : null;
    if (county && state) {
      return { state, county, limits: loanLimitsForCounty(county.fips), message: `ZIP code ${zip.slice(0, 5)} is in ${county.name}, ${state.name}.` };
    }
    message = /^\d{5}(-?\d{4})?$/.test(zip)
      ? `We could not find ZIP code ${zip.slice(0, 5)}. Choose the state and county instead.`
      : "Enter a 5-digit ZIP code, like 90210.";
  }
  const state = query.state ? getState(query.state) : null;
  if (!state) return { state: null, county: null, limits: null, message };
  const countyName = query.county?.trim() ?? "";
  const county = countyName ? findCounty(state.abbr, countyName) : null;
  if (countyName && !county) message = message ?? `We could not find “${countyName}” in ${state.name}. Choose a county from the list.`;
  return { state, county, limits: county ? loanLimitsForCounty(county.fips) : null, message };
}

/** How a county's 2026 FHA figure was set (the estimate's basis, fha-limits-2026.ts), in words. */
export function fhaBasisText(basis: Fha2026Basis | null): string {
  switch (basis) {
    case "conforming-high-cost":
      return "Equal to the county's 2026 conforming limit: a high-cost area, where FHA and FHFA both set 115% of the same median price.";
    case "median":
      return "115% of the area median price behind the county's 2025 FHA limit, rounded up to the next $25.";
    case "floor":
      return "The 2026 national floor: 115% of the area median price is below it.";
    case "ceiling":
      return "The 2026 national ceiling: 115% of the area median price is above it.";
    default:
      return "No 2026 estimate: HUD publishes no median price for this area.";
  }
}
