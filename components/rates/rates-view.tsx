import type { ReactNode } from "react";

import { TableScroll } from "@/components/calculators/other/table-scroll";
import { SiteLink } from "@/components/layout/site-link";
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

/** A figure's label names its week, so an old figure never reads as today's ("30-year fixed, week of Sep 24, 2026"). */
function PmmsFigure({ id, observation, today }: { id: (typeof PMMS_IDS)[number]; observation: RateObservation; today: string }) {
  const years = RATE_SERIES[id].termMonths / 12;
  return (
    <div className={styles.figure}>
      <p className={styles.figureLabel}>
        {years}-year fixed, week of <time dateTime={observation.date}>{formatDate(observation.date)}</time>
      </p>
      <p className={styles.figureValue}>
        <data value={observation.ratePercent} data-series={id} data-date={observation.date}>
          {formatRate(observation.ratePercent)}
        </data>
      </p>
      <p className={styles.figureDate}>
        Weekly average, <AsOf date={observation.date} today={today} />
      </p>
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
  const pmms = PMMS_IDS.flatMap((id) => {
    const observation = market[id];
    return observation ? [{ id, observation }] : [];
  });
  const indices = INDEX_IDS.flatMap((id) => {
    const observation = market[id];
    return observation ? [{ id, observation }] : [];
  });
  const historyIds = historySeriesIds(history);
  const { from, to } = history;
  const hasHistory = from !== null && to !== null && historyIds.length > 0;
  if (pmms.length === 0 && indices.length === 0 && !hasHistory) {
    return (
      <div className="container">
        <Breadcrumbs path="/rates/" />
        <h1>Mortgage rates today</h1>
        <p className={styles.lead} data-testid="rates-unavailable">
          Mortgage rates are not available right now. You can still work out a payment with your own rate in the{" "}
          <SiteLink href="/mortgage-calculator/">mortgage calculator</SiteLink> or any of the <SiteLink href="/menu/">other calculators</SiteLink>.
        </p>
      </div>
    );
  }
  return (
    <div className="container">
      <Breadcrumbs path="/rates/" />
      <h1>Mortgage rates today</h1>
      <p className={styles.lead}>
        The average rates lenders offered, from Freddie Mac&apos;s weekly survey{indices.length > 0 ? ", and daily indices by loan program" : ""}. Each figure
        names its week. They are market averages for borrowers with strong credit, not an offer: your own rate depends on your credit score, down payment, loan
        size and points.
      </p>

      {pmms.length > 0 ? (
        <section aria-labelledby="pmms-heading" className={styles.section}>
          <h2 id="pmms-heading">Average rates by week</h2>
          <div className={styles.figures}>
            {pmms.map(({ id, observation }) => (
              <PmmsFigure key={id} id={id} observation={observation} today={today} />
            ))}
          </div>
          <p className={styles.source}>
            Source: Freddie Mac, Primary Mortgage Market Survey® (PMMS), weekly averages published on Thursdays, retrieved from FRED, Federal Reserve Bank of
            St. Louis (series {pmms.map(({ id }) => id).join(" and ")}). {PMMS_COPYRIGHT}
          </p>
        </section>
      ) : null}

      {/* "Your rate" (components/rates/your-rate.tsx): the estimate for the visitor's scenario, right after the current figures. */}
      <section id="your-rate" aria-labelledby={yourRate ? "your-rate-heading" : undefined} className={styles.yourRate}>
        {yourRate}
      </section>

      {indices.length > 0 ? (
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
                {indices.map(({ id, observation }) => (
                  <tr key={id}>
                    <th scope="row">{RATE_SERIES[id].label}</th>
                    <td>
                      <data value={observation.ratePercent} data-series={id} data-date={observation.date}>
                        {formatRate(observation.ratePercent)}
                      </data>
                    </td>
                    <td>
                      <time dateTime={observation.date}>{formatDate(observation.date)}</time>, {describeAge(observation.date, today)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <ul className={styles.citations}>
            {indices.map(({ id }) => (
              <li key={id}>Source: {RATE_SERIES[id].citation}.</li>
            ))}
          </ul>
        </section>
      ) : null}

      {hasHistory ? (
        <section aria-labelledby="history" className={`${styles.section} ${styles.belowFold}`}>
          <h2 id="history">Rate history</h2>
          <nav aria-label="History range" className={styles.ranges}>
            <ul>
              {RATE_HISTORY_RANGES.map((range) => (
                <li key={range}>
                  <SiteLink href={`/rates/?range=${range}#history`} aria-current={range === history.range ? "page" : undefined} keepScroll>
                    {RANGE_LABELS[range]}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          {rangeNotice ? (
            <p className="notice notice-error" role="status">
              {rangeNotice}
            </p>
          ) : null}
          <p>
            From <time dateTime={from}>{formatDate(from)}</time> to <time dateTime={to}>{formatDate(to)}</time>, the newest figure on this site, drawn{" "}
            {history.range === "all" ? "as monthly averages" : "week by week"}. The table has {PERIOD_WORDS[history.range]}.
          </p>
          <RateHistoryChart history={history} />
          <HistoryTable history={history} />
          <p className={styles.source}>
            Sources: {historyIds.map((id) => `${RATE_SERIES[id].citation}`).join("; ")}.{" "}
            {historyIds.some((id) => RATE_SERIES[id].publisher === "Freddie Mac") ? PMMS_COPYRIGHT : ""}
          </p>
        </section>
      ) : null}
    </div>
  );
}
