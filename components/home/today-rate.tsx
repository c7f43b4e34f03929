import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { RATE_SERIES, type RateObservation } from "@/lib/rates/series";

import styles from "./home.module.css";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A survey date ("2026-01-08") as people read it ("January 8, 2026"); the text itself when it is not such a date. */
export function formatSurveyDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : isoDate;
}

/**
 * The newest Freddie Mac PMMS 30-year fixed average, labelled with its survey week (the newest
 * figure can be weeks old, so it is never called today's), and the citation the series asks for
 * (lib/rates/series.ts). Says so plainly when none is loaded.
 */
export function TodayRate({ today }: { today: RateObservation | null }) {
  if (!today) {
    return (
      <p className={styles.todayRate} data-today-rate="none">
        The average mortgage rate is not available right now; the calculator starts at 6.75%.
      </p>
    );
  }
  const series = RATE_SERIES[today.seriesId];
  return (
    <div className={styles.todayRate} data-today-rate={today.date}>
      <p className={styles.todayRateLine}>
        {`${series.termMonths / 12}-year fixed, week of `}
        <time dateTime={today.date}>{formatSurveyDate(today.date)}</time>:{" "}
        <ResultFigure name="todayRate" value={today.ratePercent} format="percent" className={styles.todayRateValue} /> <span>average rate</span>
      </p>
      <p className={styles.citation}>Source: {series.citation}.</p>
    </div>
  );
}
