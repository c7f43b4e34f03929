/** The ARM page's extra fields with the index they start at (server, links, tests). */
import { indexFraction } from "@/lib/mortgage/arm";
import type { IndexReading, IndexSeriesId } from "@/lib/rates/series";

import { armSpec } from "./arm-spec";

/** The ARM's index: the New York Fed's 30-day Average SOFR, as FRED names the series. */
export const ARM_INDEX_SERIES: IndexSeriesId = "SOFR30DAYAVG";

/**
 * The index the page starts at when the site holds no 30-day Average SOFR (the series is loaded
 * by the operator, never shipped: FRED's terms): an example, named as one on the page.
 */
export const ARM_EXAMPLE_INDEX = 0.04;

/** The index field's first value: the newest 30-day Average SOFR the site holds, else the example. */
export function armIndexStart(reading: IndexReading): number {
  return reading.status === "loaded" ? indexFraction(reading.observation.ratePercent) : ARM_EXAMPLE_INDEX;
}

/** The page's extra fields, starting at `armIndexStart(reading)`. */
export function armSpecFor(reading: IndexReading) {
  return armSpec(armIndexStart(reading));
}

/** The extra fields with the example index (a site without the series; tests). */
export const ARM_SPEC = armSpec(ARM_EXAMPLE_INDEX);
