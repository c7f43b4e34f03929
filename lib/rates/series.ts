/**
 * The market rate series the site shows and estimates from, by their FRED series ids.
 *
 * Freddie Mac PMMS (weekly, shipped in data/pmms_weekly_rates.csv) and the Optimal Blue
 * Mortgage Market Indices (daily, FRED release 473). The Optimal Blue series are not shipped
 * (FRED's terms forbid redistributing them; data/SOURCES.md): a site operator loads them with
 * `npm run rates:import` (a FRED CSV download) or `npm run rates:sync` (FRED's API and their own
 * key). A series with no observation shows no figure anywhere.
 *
 * Beside them, the index series the site loads the same ways but which are not mortgage rates
 * (INDEX_SERIES: the 30-day Average SOFR, the index of the ARM calculator): they never appear in
 * the rate tables, the estimates or the rate history, only where a page asks for them by id.
 *
 * Pure module: no I/O, safe on client and server.
 */

export type LoanProgram = "conventional" | "fha" | "va" | "usda";

export const RATE_SERIES_IDS = [
  "MORTGAGE30US",
  "MORTGAGE15US",
  "OBMMIC30YF",
  "OBMMIC15YF",
  "OBMMIFHA30YF",
  "OBMMIVA30YF",
  "OBMMIUSDA30YF",
  "OBMMIJUMBO30YF",
] as const;

export type RateSeriesId = (typeof RATE_SERIES_IDS)[number];

export interface RateSeries {
  readonly id: RateSeriesId;
  /** The series title as FRED names it. */
  readonly title: string;
  /** Short label for tables and charts. */
  readonly label: string;
  readonly publisher: "Freddie Mac" | "Optimal Blue";
  readonly frequency: "weekly" | "daily";
  /** Loan program and term the series measures; jumbo is a conventional loan above the conforming limit. */
  readonly program: LoanProgram;
  readonly termMonths: 180 | 360;
  readonly jumbo: boolean;
  /** The citation to show with every figure of the series. */
  readonly citation: string;
}

function pmms(id: RateSeriesId, years: 15 | 30): RateSeries {
  return {
    id,
    title: `${years}-Year Fixed Rate Mortgage Average in the United States`,
    label: `${years}-year fixed (PMMS)`,
    publisher: "Freddie Mac",
    frequency: "weekly",
    program: "conventional",
    termMonths: years === 30 ? 360 : 180,
    jumbo: false,
    citation: `Freddie Mac, Primary Mortgage Market Survey®, ${years}-Year Fixed Rate Mortgage Average in the United States [${id}], retrieved from FRED, Federal Reserve Bank of St. Louis`,
  };
}

function optimalBlue(id: RateSeriesId, title: string, label: string, program: LoanProgram, years: 15 | 30, jumbo = false): RateSeries {
  return {
    id,
    title,
    label,
    publisher: "Optimal Blue",
    frequency: "daily",
    program,
    termMonths: years === 30 ? 360 : 180,
    jumbo,
    citation: `Optimal Blue, ${title} [${id}], retrieved from FRED, Federal Reserve Bank of St. Louis`,
  };
}

export const RATE_SERIES: Readonly<Record<RateSeriesId, RateSeries>> = {
  MORTGAGE30US: pmms("MORTGAGE30US", 30),
  MORTGAGE15US: pmms("MORTGAGE15US", 15),
  OBMMIC30YF: optimalBlue("OBMMIC30YF", "30-Year Fixed Rate Conforming Mortgage Index", "30-year conforming", "conventional", 30),
  OBMMIC15YF: optimalBlue("OBMMIC15YF", "15-Year Fixed Rate Conforming Mortgage Index", "15-year conforming", "conventional", 15),
  OBMMIFHA30YF: optimalBlue("OBMMIFHA30YF", "30-Year Fixed Rate FHA Mortgage Index", "30-year FHA", "fha", 30),
  OBMMIVA30YF: optimalBlue("OBMMIVA30YF", "30-Year Fixed Rate Veterans Affairs Mortgage Index", "30-year VA", "va", 30),
  OBMMIUSDA30YF: optimalBlue("OBMMIUSDA30YF", "30-Year Fixed Rate USDA Mortgage Index", "30-year USDA", "usda", 30),
  OBMMIJUMBO30YF: optimalBlue("OBMMIJUMBO30YF", "30-Year Fixed Rate Jumbo Mortgage Index", "30-year jumbo", "conventional", 30, true),
};

/** Whether `value` names a mortgage rate series the site knows. */
export function isRateSeriesId(value: string): value is RateSeriesId {
  return (RATE_SERIES_IDS as readonly string[]).includes(value);
}

/** The index series: loaded from FRED like the rates, shown only by the pages that use them. */
export const INDEX_SERIES_IDS = ["SOFR30DAYAVG"] as const;

export type IndexSeriesId = (typeof INDEX_SERIES_IDS)[number];

export interface IndexSeries {
  readonly id: IndexSeriesId;
  /** The series title as FRED names it. */
  readonly title: string;
  /** Short label for the sync's and the import's reports and the page that shows it. */
  readonly label: string;
  readonly publisher: "Federal Reserve Bank of New York";
  readonly frequency: "daily";
  /** The citation to show with every figure of the series (FRED's suggested citation). */
  readonly citation: string;
}

export const INDEX_SERIES: Readonly<Record<IndexSeriesId, IndexSeries>> = {
  SOFR30DAYAVG: {
    id: "SOFR30DAYAVG",
    title: "30-Day Average SOFR",
    label: "30-day Average SOFR",
    publisher: "Federal Reserve Bank of New York",
    frequency: "daily",
    citation: "Federal Reserve Bank of New York, 30-Day Average SOFR [SOFR30DAYAVG], retrieved from FRED, Federal Reserve Bank of St. Louis",
  },
};

/** Whether `value` names an index series the site knows. */
export function isIndexSeriesId(value: string): value is IndexSeriesId {
  return (INDEX_SERIES_IDS as readonly string[]).includes(value);
}

/** Every series the site loads from FRED (`rates:sync`, `rates:import`): the mortgage rates, then the indices. */
export const FRED_SERIES_IDS = [...RATE_SERIES_IDS, ...INDEX_SERIES_IDS] as const;

export type FredSeriesId = RateSeriesId | IndexSeriesId;

/** Whether `value` names a series the site loads from FRED. */
export function isFredSeriesId(value: string): value is FredSeriesId {
  return isRateSeriesId(value) || isIndexSeriesId(value);
}

/** A series the site loads from FRED, mortgage rate or index: what the loaders and their reports need of it. */
export function fredSeries(id: FredSeriesId): RateSeries | IndexSeries {
  return isIndexSeriesId(id) ? INDEX_SERIES[id] : RATE_SERIES[id];
}

/**
 * One observation of a series: its date (YYYY-MM-DD; for PMMS the survey's Thursday) and value in
 * percent (6.75 = 6.75%).
 */
export interface SeriesObservation<Id extends FredSeriesId = FredSeriesId> {
  readonly seriesId: Id;
  readonly date: string;
  readonly ratePercent: number;
}

/** An observation of a mortgage rate series. */
export type RateObservation = SeriesObservation<RateSeriesId>;

/** An observation of an index series. */
export type IndexObservation = SeriesObservation<IndexSeriesId>;

/**
 * What the site holds of an index series for a page: its newest observation, nothing (the
 * series was never loaded: FRED's terms do not let the site ship it), or no answer (the database
 * could not be read).
 */
export type IndexReading =
  | { readonly status: "loaded"; readonly observation: IndexObservation }
  | { readonly status: "not-loaded"; readonly seriesId: IndexSeriesId }
  | { readonly status: "unavailable"; readonly seriesId: IndexSeriesId };

/** The newest observation of every series, or null where the site holds none. */
export type MarketRates = Readonly<Record<RateSeriesId, RateObservation | null>>;
