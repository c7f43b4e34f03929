import type { ReactNode } from "react";

import type { BreakdownPart } from "@/components/calculators/payment/breakdown";
import ui from "@/components/calculators/ui/calculator.module.css";
import { ResultFigure } from "@/components/calculators/ui/result-figure";

import styles from "./other.module.css";

/*
 * Result building blocks with no hooks and no client-only code: the server renders them for the
 * first HTML, and the calculators' live chunks render them on every keystroke.
 */

/** A monthly payment's parts as a list of figures (data-result) beside the ring (`chart`, drawn in the browser). */
export function PaymentBreakdown({ parts, total, label, chart }: { parts: readonly BreakdownPart[]; total: number; label: string; chart?: ReactNode }) {
  return (
    <div className={styles.breakdown}>
      <div className={styles.chartSlot}>{chart}</div>
      <dl className={ui.figures} aria-label={label}>
        {parts.map((part) => (
          <div key={part.key} style={{ display: "contents" }}>
            <dt>
              <span className={ui.swatch} style={{ background: part.color }} aria-hidden="true" />
              {part.label}
            </dt>
            <dd>
              <ResultFigure name={part.key} value={part.value} format="cents" />
            </dd>
          </div>
        ))}
        <div style={{ display: "contents" }}>
          <dt className={ui.total}>Total a month</dt>
          <dd className={ui.total}>
            <ResultFigure name="monthlyPayment" value={total} format="cents" />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** Why a scenario does not work (the engine's reasons) and its notes; nothing when there are none. */
export function FindingsNotice({ reasons, notes, lead }: { reasons: readonly string[]; notes: readonly string[]; lead: ReactNode }) {
  return (
    <>
      {reasons.length > 0 ? (
        <div className="notice notice-error" data-eligible="false">
          <p>
            <strong>{lead}</strong>
          </p>
          <ul className={ui.reasons}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {notes.length > 0 ? (
        <div className="notice">
          <ul className={ui.reasons}>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** Two amounts as bars of one scale (the figures themselves are in the text beside them). */
export function CompareBars({ rows }: { rows: { label: string; value: number; name: string }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <dl className={ui.figures}>
      {rows.map((row) => (
        <div key={row.name} style={{ display: "contents" }}>
          <dt>
            {row.label}
            <div className={styles.ratioBar} aria-hidden="true">
              <span style={{ width: `${Math.max(0, (row.value / max) * 100)}%` }} />
            </div>
          </dt>
          <dd>
            <ResultFigure name={row.name} value={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
