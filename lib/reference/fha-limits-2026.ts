/**
 * FHA one- to four-unit limits for 2026 by county, estimated: HUD's CY2026 county file was not
 * available (data/SOURCES.md, "Not found / gaps"). HUD's method applied to the official 2026
 * national floor and ceiling (ML 2025-23) and the HUD 2025 medians:
 *  1. outside AK, HI, GU and VI, a county whose FHFA 2026 limit is above the FHFA baseline takes the
 *     FHFA figure (both agencies set such counties at 115% of the same median, with the same ceiling);
 *  2. otherwise 115% of the median price behind the county's 2025 limit, rounded up to the next $25,
 *     kept between the 2026 floor and ceiling; 2-4 units scale by the ratio of the 2026 floors
 *     (rounded to the nearest $25, kept between that unit count's floor and ceiling);
 *  3. the Connecticut planning regions (absent from HUD 2025) take the median of the legacy county
 *     with the same CBSA, else the highest legacy median in the state.
 * Applied to 2025's own figures, the method reproduces 3,230 of HUD's 3,234 one-unit limits.
 */
import type { LegacyFhaRow, LoanLimitRow, UnitLimits } from "./types";

export type Fha2026Basis = "conforming-high-cost" | "median" | "floor" | "ceiling";

export interface NationalFloorCeiling {
  readonly baseline: UnitLimits;
  readonly floor: UnitLimits;
  readonly ceiling: UnitLimits;
}

/** States and territories whose FHFA limits follow special statutory rules that FHA's do not. */
const SPECIAL_EXCEPTION = new Set(["02", "15", "66", "78"]);

const roundUp25 = (n: number) => Math.ceil(n / 25) * 25;
const round25 = (n: number) => Math.round(n / 25) * 25;

/** The 2026 FHA estimate for one county row; null when no median can be found (no such county today). */
export function estimateFha2026(
  row: LoanLimitRow,
  cbsa: string,
  legacy: readonly LegacyFhaRow[],
  national: NationalFloorCeiling,
): { limits: UnitLimits; basis: Fha2026Basis } | null {
  const [fips, conforming, , median2025] = row;
  if (!SPECIAL_EXCEPTION.has(fips.slice(0, 2)) && conforming[0] > national.baseline[0]) {
    return { limits: conforming, basis: "conforming-high-cost" };
  }
  let median = median2025;
  if (median === null && fips.startsWith("09")) {
    const ct = legacy.filter((l) => l[1] === cbsa);
    median = (ct.length > 0 ? ct : legacy).reduce((m, l) => Math.max(m, l[2]), 0) || null;
  }
  if (median === null) return null;
  const one = roundUp25(1.15 * median);
  if (one <= national.floor[0]) return { limits: national.floor, basis: "floor" };
  if (one >= national.ceiling[0]) return { limits: national.ceiling, basis: "ceiling" };
  const unit = (u: 1 | 2 | 3) => Math.min(national.ceiling[u], Math.max(national.floor[u], round25((one * national.floor[u]) / national.floor[0])));
  const limits: UnitLimits = [one, unit(1), unit(2), unit(3)];
  return { limits, basis: "median" };
}
