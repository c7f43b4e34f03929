/**
 * Loan limits by county (heavy module, ~30 KB gzip; server or lazy import):
 * - conforming 2026 (FHFA full county list), official;
 * - FHA 2025 (HUD CHUMS cy2025 forward limits), official, the newest HUD county file found;
 * - FHA 2026, estimated from HUD's method with the official 2026 floor and ceiling (fha-limits-2026.ts).
 */
import { countyByFips } from "./counties";
import { estimateFha2026, type Fha2026Basis } from "./fha-limits-2026";
import { LEGACY_CT_FHA_2025, LOAN_LIMIT_ROWS } from "./generated/loan-limits";
import { CONFORMING_BASELINE_2026, FHA_CEILING_2026, FHA_FLOOR_2026 } from "./national-limits";
import type { LoanLimitRow, UnitLimits } from "./types";

export type { Fha2026Basis } from "./fha-limits-2026";

/** Units in the property (1-4). */
export type Units = 1 | 2 | 3 | 4;

export interface CountyLoanLimits {
  readonly fips: string;
  /** FHFA 2026 conforming limits for 1-4 units, dollars (official). */
  readonly conforming2026: UnitLimits;
  /** HUD FHA 2025 limits for 1-4 units (official); null for the CT planning regions HUD 2025 did not use. */
  readonly fha2025: UnitLimits | null;
  /** FHA 2026 limits for 1-4 units, estimated (see fha-limits-2026.ts); null if no basis exists. */
  readonly fha2026: UnitLimits | null;
  readonly fha2026Basis: Fha2026Basis | null;
  /** HUD median price behind the 2025 FHA limit, and its year. */
  readonly fhaMedianPrice2025: number | null;
  readonly fhaMedianYear: number | null;
}

let byFips: Map<string, LoanLimitRow> | null = null;

function row(fips: string): LoanLimitRow | null {
  if (!byFips) byFips = new Map(LOAN_LIMIT_ROWS.map((r) => [r[0], r]));
  return byFips.get(fips.trim()) ?? null;
}

/** All loan limits of a county by FIPS, or null for an unknown code. */
export function loanLimitsForCounty(fips: string): CountyLoanLimits | null {
  const r = row(fips);
  if (!r) return null;
  const cbsa = countyByFips(r[0])?.cbsa ?? "";
  const fha2026 = estimateFha2026(r, cbsa, LEGACY_CT_FHA_2025, { baseline: CONFORMING_BASELINE_2026, floor: FHA_FLOOR_2026, ceiling: FHA_CEILING_2026 });
  return {
    fips: r[0],
    conforming2026: r[1],
    fha2025: r[2],
    fha2026: fha2026?.limits ?? null,
    fha2026Basis: fha2026?.basis ?? null,
    fhaMedianPrice2025: r[3],
    fhaMedianYear: r[4],
  };
}

/** FHFA 2026 conforming limit for a county, dollars (1 unit by default); null for an unknown code. */
export function conformingLimit(fips: string, units: Units = 1): number | null {
  return row(fips)?.[1][units - 1] ?? null;
}

/** HUD FHA 2025 limit for a county (official), dollars; null when HUD 2025 has no such county. */
export function fhaLimit2025(fips: string, units: Units = 1): number | null {
  return row(fips)?.[2]?.[units - 1] ?? null;
}

/** FHA 2026 limit for a county (estimated; see fha-limits-2026.ts), dollars; null for an unknown code. */
export function fhaLimit(fips: string, units: Units = 1): number | null {
  return loanLimitsForCounty(fips)?.fha2026?.[units - 1] ?? null;
}
