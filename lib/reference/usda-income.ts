/**
 * USDA Rural Development Section 502 Guaranteed income limits, FY2026, by county (heavy module,
 * ~190 KB; server only or lazy import). Source: HB-1-3550 Appendix 9, "FY2026 Adjusted Income
 * Limits" (Procedure Notice 657, 2026-07-13), the moderate-income column, as parsed by a third
 * party (data/SOURCES.md: check before presenting as authoritative). 16 counties (New England
 * areas set by town) have no single county figure: their limit is null, with the note.
 */
import { USDA_INCOME_ROWS } from "./generated/usda-income";
import type { UsdaIncomeRow } from "./types";

/** Where the figures come from, for the page (year named). */
export const USDA_INCOME_SOURCE =
  "USDA Rural Development, FY2026 Section 502 Guaranteed income limits (HB-1-3550 Appendix 9), as parsed by the 3FS Rural Home site";

export interface UsdaIncomeLimit {
  readonly fips: string;
  /** Moderate-income limit for a household of 1-4 persons, dollars a year; null when not available for the county. */
  readonly limit1To4: number | null;
  /** The same for 5-8 persons. */
  readonly limit5To8: number | null;
  /** The HUD income area the county belongs to ("Montgomery, AL MSA"); "" when none. */
  readonly area: string;
  /** The parse's note (towns with other limits, corrections), "" when none. */
  readonly note: string;
  /** Fiscal year of the limits. */
  readonly fiscalYear: 2026;
}

let byFips: Map<string, UsdaIncomeRow> | null = null;

/** The FY2026 USDA income limits of a county by FIPS, or null for an unknown code. */
export function usdaIncomeLimitForCounty(fips: string): UsdaIncomeLimit | null {
  if (!byFips) byFips = new Map(USDA_INCOME_ROWS.map((r) => [r[0], r]));
  const row = byFips.get(fips.trim());
  if (!row) return null;
  return { fips: row[0], limit1To4: row[1], limit5To8: row[2], area: row[3], note: row[4], fiscalYear: 2026 };
}
