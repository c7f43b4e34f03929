import type { ReactNode } from "react";

import { TableScroll } from "@/components/calculators/other/table-scroll";
import { IntentLink } from "@/components/layout/intent-link";
import { Breadcrumbs } from "@/components/seo";
import { describeAge, formatDate, formatMonth } from "@/lib/rates/dates";
import { formatRate } from "@/lib/rates/format";
import { historySeriesIds, historyTable, RANGE_LABELS, RATE_HISTORY_RANGES, tablePeriod, type RateHistory, type RateHistoryRange } from "@/lib/rates/history";
import { RATE_SERIES, RATE_SERIES_IDS, type MarketRates, type RateObservation } from "@/lib/rates/series";

import { RateHistoryChart } from "./rate-history-chart";
import styles from "./rates.module.css";

const PMMS_IDS = ["MORTGAGE30US", "MORTGAGE15US"] as const;
const INDEX_IDS = RATE_SERIES_IDS.filter((id) => RATE_SERIES[id].publisher === "Optimal Blue");

/** Freddie Mac's notice, as FRED reprints PMMS (data/SOURCES.md). */
const PMMS_COPYRIGHT = "Copyright, 2016, Freddie Mac. Reprinted with permission.";

const PERIOD_WORDS: Readonly<Record<RateHistoryRange, string>> = {
  "1y": "one row per week (weeks ending Thursday, the survey's day; a daily index is averaged over its week)",
  "5y": "one row per month (the average of the month's figures)",
  all: "one row per year (the average of the year's figures)",
};

function AsOf({ date, today }: { date: string; today: string }) {
  return (
    <>
      as of <time dateTime={date}>{formatDate(date)}</time>, {describeAge(date, today)}
    </>
  );
}

function PmmsFigure({ id, observation, today }: { id: (typeof PMMS_IDS)[number]; observation: RateObservation | null; today: string }) {
  const years = RATE_SERIES[id].termMonths / 12;
  return (
    <div className={styles.figure}>
      <p className={styles.figureLabel}>{years}-year fixed</p>
      {observation ? (
        <>
          <p className={styles.figureValue}>
            <data value={observation.ratePercent} data-series={id} data-date={observation.date}>
              {formatRate(observation.ratePercent)}
            </data>
          </p>
          <p className={styles.figureDate}>
            Weekly average, <AsOf date={observation.date} today={today} />
          </p>
        </>
      ) : (
        <p className={styles.figureDate}>This site holds no {years}-year figure yet.</p>
      )}
    </div>
  );
}

function periodLabel(period: string, range: RateHistoryRange): string {
  const unit = tablePeriod(range);
  return unit === "week" ? `Week to ${formatDate(period)}` : unit === "month" ? formatMonth(period) : period.slice(0, 4);
}

function HistoryTable({ history }: { history: RateHistory }) {
  const ids = historySeriesIds(history);
  const rows = historyTable(history);
  const caption = `Mortgage rates, ${RANGE_LABELS[history.range].toLowerCase()}${history.range === "all" ? " history" : ""}: ${PERIOD_WORDS[history.range].split(" (")[0]}, newest first`;
  return (
    <TableScroll label={caption}>
      <table className={styles.history}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{tablePeriod(history.range) === "week" ? "Week" : tablePeriod(history.range) === "month" ? "Month" : "Year"}</th>
            {ids.map((id) => (
              <th key={id} scope="col">
                {RATE_SERIES[id].label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <th scope="row">
                <time dateTime={row.period}>{periodLabel(row.period, history.range)}</time>
              </th>
              {ids.map((id) => {
                const rate = row.rates[id];
                // The dash is shown, "no figure" is read: aria-label is not allowed on a span without a role.
                return (
                  <td key={id}>
                    {rate === undefined ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="visually-hidden">no figure</span>
                      </>
                    ) : (
                      formatRate(Math.round(rate * 100) / 100)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export interface RatesViewProps {
  readonly market: MarketRates;
  readonly history: RateHistory;
  readonly today: string;
  readonly rangeNotice: string | null;
  /** The "Your rate" estimate, placed right after the current figures. */
  readonly yourRate?: ReactNode;
}

/**
 * The /rates/ page: PMMS 30- and 15-year averages with their week and how old they are, the
 * Optimal Blue index of each program where the site holds one (and plainly none where it does
 * not), and the history as a chart and a table, ranges by plain links (?range=), so everything
 * works without JavaScript. Every figure names its source.
 */
export function RatesView({ market, history, today, rangeNotice, yourRate }: RatesViewProps) {
  const loaded = INDEX_IDS.filter((id) => market[id] !== null);
  const missing = INDEX_IDS.filter((id) => market[id] === null);
  const historyIds = historySeriesIds(history);
  return (
    <div className="container">
      <Breadcrumbs path="/rates/" />
      <h1>Mortgage rates today</h1>
      <p className={styles.lead}>
        The average rates lenders offered this week, from Freddie Mac&apos;s weekly survey, and daily indices by loan program where this site
        has them. They are market averages for borrowers with strong credit, not an offer: your own rate depends on your credit score, down
        payment, loan size and points.
      </p>

      <section aria-labelledby="pmms-heading" className={styles.section}>
        <h2 id="pmms-heading">Average rates this week</h2>
        <div className={styles.figures}>
          {PMMS_IDS.map((id) => (
            <PmmsFigure key={id} id={id} observation={market[id]} today={today} />
          ))}
        </div>
        <p className={styles.source}>
          Source: Freddie Mac, Primary Mortgage Market Survey® (PMMS), weekly averages published on Thursdays, retrieved from FRED, Federal
          Reserve Bank of St. Louis (series {PMMS_IDS.join(" and ")}). {PMMS_COPYRIGHT}
        </p>
      </section>

      {/* "Your rate" (components/rates/your-rate.tsx): the estimate for the visitor's scenario, right after the current figures. */}
      <section id="your-rate" aria-labelledby={yourRate ? "your-rate-heading" : undefined} className={styles.yourRate}>
        {yourRate}
      </section>

      <section aria-labelledby="programs-heading" className={styles.section}>
        <h2 id="programs-heading">Rates by loan program</h2>
        <p>Optimal Blue&apos;s daily Mortgage Market Indices: the average rate locked each day for each kind of loan.</p>
        <TableScroll label="Daily rate index by loan program">
          <table className={styles.programs}>
            <caption>Daily rate index by loan program (Optimal Blue)</caption>
            <thead>
              <tr>
                <th scope="col">Loan</th>
                <th scope="col">Rate</th>
                <th scope="col">As of</th>
              </tr>
            </thead>
            <tbody>
              {INDEX_IDS.map((id) => {
                const observation = market[id];
                return (
                  <tr key={id}>
                    <th scope="row">{RATE_SERIES[id].label}</th>
                    {observation ? (
                      <>
                        <td>
                          <data value={observation.ratePercent} data-series={id} data-date={observation.date}>
                            {formatRate(observation.ratePercent)}
                          </data>
                        </td>
                        <td>
                          <time dateTime={observation.date}>{formatDate(observation.date)}</time>, {describeAge(observation.date, today)}
                        </td>
                      </>
                    ) : (
                      <td colSpan={2} data-series={id} data-missing="">
                        No data on this site
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        {loaded.length > 0 ? (
          <ul className={styles.citations}>
            {loaded.map((id) => (
              <li key={id}>Source: {RATE_SERIES[id].citation}.</li>
            ))}
          </ul>
        ) : null}
        {missing.length > 0 ? (
          <p className="notice" data-testid="missing-indices">
            {loaded.length === 0 ? "This site has no data for any of these indices" : `This site has no data for ${missing.map((id) => RATE_SERIES[id].label).join(", ")}`}, so
            it shows no figure for {missing.length === 1 ? "it" : "them"}. Optimal Blue&apos;s indices are copyrighted and are not shipped with
            the site; an operator adds them from FRED with their own API key (<code>npm run rates:sync</code>) or a FRED CSV download (
            <code>npm run rates:import</code>), as the README explains.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="history" className={`${styles.section} ${styles.belowFold}`}>
        <h2 id="history">Rate history</h2>
        <nav aria-label="History range" className={styles.ranges}>
          <ul>
            {RATE_HISTORY_RANGES.map((range) => (
              <li key={range}>
                <IntentLink href={`/rates/?range=${range}#history`} aria-current={range === history.range ? "page" : undefined} scroll={false}>
                  {RANGE_LABELS[range]}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        {rangeNotice ? (
          <p className="notice notice-error" role="status">
            {rangeNotice}
          </p>
        ) : null}
        {history.from && history.to && historyIds.length > 0 ? (
          <>
            <p>
              From <time dateTime={history.from}>{formatDate(history.from)}</time> to <time dateTime={history.to}>{formatDate(history.to)}</time>, the newest
              figure on this site, drawn {history.range === "all" ? "as monthly averages" : "week by week"}. The table has {PERIOD_WORDS[history.range]}.
            </p>
            <RateHistoryChart history={history} />
            <HistoryTable history={history} />
            <p className={styles.source}>
              Sources: {historyIds.map((id) => `${RATE_SERIES[id].citation}`).join("; ")}.{" "}
              {historyIds.some((id) => RATE_SERIES[id].publisher === "Freddie Mac") ? PMMS_COPYRIGHT : ""}
            </p>
          </>
        ) : (
          <p>This site holds no rate figures yet.</p>
        )}
      </section>
    </div>
  );
}
