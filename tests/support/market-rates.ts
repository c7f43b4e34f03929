// Market rates for tests: the given series at the given percent on one date, every other series
// not loaded (null), as getMarketRates returns them.
import { RATE_SERIES_IDS, type MarketRates, type RateObservation, type RateSeriesId } from "@/lib/rates/series";

/** MarketRates with `values` (percent) observed on 2026-05-14 and the rest unloaded. */
export function marketRates(values: Partial<Record<RateSeriesId, number>>): MarketRates {
  const out = Object.fromEntries(RATE_SERIES_IDS.map((id) => [id, null])) as Record<RateSeriesId, RateObservation | null>;
  for (const [id, ratePercent] of Object.entries(values) as [RateSeriesId, number][]) out[id] = { seriesId: id, date: "2026-05-14", ratePercent };
  return out;
}

/** The site's default data: only the two PMMS series. */
export const PMMS_ONLY: MarketRates = marketRates({ MORTGAGE30US: 6.23, MORTGAGE15US: 5.5 });
