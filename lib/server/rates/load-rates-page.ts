import "server-only";

import { usToday } from "@/lib/rates/dates";
import { DEFAULT_RATE_HISTORY_RANGE, isRateHistoryRange, RANGE_LABELS, type RateHistory, type RateHistoryRange } from "@/lib/rates/history";
import type { MarketRates } from "@/lib/rates/series";
import { getDatabase } from "@/lib/server/db/database";
import { getMarketRates } from "@/lib/server/rates/market-rates";
import { rateHistory } from "@/lib/server/rates/rate-history";

/** What the /rates/ page shows, read at request time. */
export interface RatesPageData {
  readonly market: MarketRates;
  readonly history: RateHistory;
  /** The US date of the request: ages ("9 weeks ago") are measured from it. */
  readonly today: string;
  /** Said when the address asked for a range the page does not have (then the default is shown). */
  readonly rangeNotice: string | null;
}

/** The history range from the `range` query parameter, and a notice when it is not one of 1y, 5y, all. */
export function parseRangeParam(value: string | string[] | undefined): { range: RateHistoryRange; notice: string | null } {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === "") return { range: DEFAULT_RATE_HISTORY_RANGE, notice: null };
  if (isRateHistoryRange(raw)) return { range: raw, notice: null };
  return {
    range: DEFAULT_RATE_HISTORY_RANGE,
    notice: `“${raw.slice(0, 20)}” is not a history range this page has (1y, 5y or all): showing ${RANGE_LABELS[DEFAULT_RATE_HISTORY_RANGE]}.`,
  };
}

/** Loads the current figures and the history of the chosen range (the page is rendered per request). */
export async function loadRatesPage(rangeParam: string | string[] | undefined, now: Date = new Date()): Promise<RatesPageData> {
  const { range, notice } = parseRangeParam(rangeParam);
  const { db } = await getDatabase();
  const [market, history] = await Promise.all([getMarketRates(db), rateHistory(db, range)]);
  return { market, history, today: usToday(now), rangeNotice: notice };
}
