import { Fragment } from "react";

import { formatCents, formatMoney } from "@/components/calculators/ui/format";
import type { ScheduleRow, ScheduleYear } from "@/lib/mortgage/amortization";

import styles from "./payment.module.css";

export interface ScheduleTableProps {
  years: readonly ScheduleYear[];
  rows: readonly ScheduleRow[];
  /** Name of the program's mortgage insurance column ("PMI"), or null when the loan has none. */
  insuranceLabel: string | null;
  /** The loan years shown month by month. */
  open: ReadonlySet<number>;
  /** Opens or closes a year; absent in the server's first HTML (the buttons work once the page is live). */
  onToggle?: (year: number) => void;
}

/**
 * The amortization schedule by loan year; each year opens to its twelve months. Months are
 * rendered only for the years opened, so typing stays fast with a 30-year schedule.
 * Presentational: the open years are state held by the live calculator.
 */
export function ScheduleTable({ years, rows, insuranceLabel, open, onToggle }: ScheduleTableProps) {
  const hasExtra = years.some((y) => y.extra > 0);
  const hasInsurance = insuranceLabel !== null && years.some((y) => y.mortgageInsurance > 0);

  return (
    <div className="table-scroll" role="region" aria-labelledby="schedule-caption schedule-scrolls" tabIndex={0}>
      <span id="schedule-scrolls" hidden>
        (scrolls sideways)
      </span>
      <table className={styles.schedule}>
        <caption id="schedule-caption">Amortization schedule by year (open a year to see its months)</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Principal</th>
            <th scope="col">Interest</th>
            {hasExtra ? <th scope="col">Extra</th> : null}
            {hasInsurance ? <th scope="col">{insuranceLabel}</th> : null}
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {years.map((y) => {
            const isOpen = open.has(y.year);
            return (
              <Fragment key={y.year}>
                <tr className={styles.yearRow}>
                  <th scope="row">
                    <button type="button" className={styles.expand} aria-expanded={isOpen} onClick={onToggle ? () => onToggle(y.year) : undefined}>
                      <span aria-hidden="true">{isOpen ? "−" : "+"}</span> Year {y.year}
                    </button>
                  </th>
                  <td>{formatMoney(y.principal)}</td>
                  <td>{formatMoney(y.interest)}</td>
                  {hasExtra ? <td>{formatMoney(y.extra)}</td> : null}
                  {hasInsurance ? <td>{formatMoney(y.mortgageInsurance)}</td> : null}
                  <td>{formatMoney(y.balance)}</td>
                </tr>
                {isOpen
                  ? rows.slice((y.year - 1) * 12, y.year * 12).map((r) => (
                      <tr key={r.month} className={styles.monthRow}>
                        <th scope="row">Payment {r.month}</th>
                        <td>{formatCents(r.principal)}</td>
                        <td>{formatCents(r.interest)}</td>
                        {hasExtra ? <td>{formatCents(r.extra)}</td> : null}
                        {hasInsurance ? <td>{formatCents(r.mortgageInsurance)}</td> : null}
                        <td>{formatCents(r.balance)}</td>
                      </tr>
                    ))
                  : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
