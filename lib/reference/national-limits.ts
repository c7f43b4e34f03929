/**
 * National loan-limit floors and ceilings, 2025 and 2026 (light module; data/loan_limits_national.csv):
 * FHFA conforming baseline and high-cost ceiling; FHA forward floor and ceiling (2026: ML 2025-23).
 */
import { NATIONAL_LIMIT_ROWS } from "./generated/programs";
import type { NationalLimitRow, UnitLimits } from "./types";

export type { NationalLimitRow } from "./types";

export { NATIONAL_LIMIT_ROWS };

function find(year: number, program: NationalLimitRow["program"], level: NationalLimitRow["level"]): UnitLimits {
  const row = NATIONAL_LIMIT_ROWS.find((r) => r.year === year && r.program === program && r.level === level);
  if (!row) throw new Error(`loan_limits_national.csv has no ${year} ${program} ${level} row`);
  return row.limits;
}

/** FHFA 2026 conforming baseline (1-4 units), dollars: $832,750 for one unit. */
export const CONFORMING_BASELINE_2026 = find(2026, "conforming", "baseline");
/** FHFA 2026 high-cost ceiling (150% of baseline): $1,249,125 for one unit. */
export const CONFORMING_CEILING_2026 = find(2026, "conforming", "high_cost_ceiling");
/** FHA 2026 national floor: $541,287 for one unit (ML 2025-23). */
export const FHA_FLOOR_2026 = find(2026, "fha", "floor");
/** FHA 2026 national ceiling: $1,249,125 for one unit (ML 2025-23). */
export const FHA_CEILING_2026 = find(2026, "fha", "ceiling");
/** FHA 2025 national floor and ceiling (HUD CHUMS cy2025). */
export const FHA_FLOOR_2025 = find(2025, "fha", "floor");
export const FHA_CEILING_2025 = find(2025, "fha", "ceiling");
