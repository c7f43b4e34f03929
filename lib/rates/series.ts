/**
 * The market rate series the site shows and estimates from, by their FRED series ids.
 *
 * Freddie Mac PMMS (weekly, shipped in data/pmms_weekly_rates.csv) and the Optimal Blue
 * Mortgage Market Indices (daily, FRED release 473). The Optimal Blue series are not shipped
 * (FRED's terms forbid redistributing them; data/SOURCES.md): a site operator loads them with
 * `npm run rates:import` (a FRED CSV download) or `npm run rates:sync` (FRED's API and their own
 * key). A series with no observation shows no figure anywhere.
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

/** Whether `value` names a series the site knows. */
export function isRateSeriesId(value: string): value is RateSeriesId {
  return (RATE_SERIES_IDS as readonly string[]).includes(value);
}

/** One observation of a series: its date (YYYY-MM-DD; for PMMS the survey's Thursday) and rate in percent (6.75 = 6.75%). */
export interface RateObservation {
  readonly seriesId: RateSeriesId;
  readonly date: string;
  readonly ratePercent: number;
}

/** The newest observation of every series, or null where the site holds none. */
export type MarketRates = Readonly<Record<RateSeriesId, RateObservation | null>>;
