import { programBreakdownParts } from "@/components/calculators/payment/breakdown";
import { formatMonths } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import type { PaymentProgram } from "@/lib/calculator/programs";
import type { PurchaseResult } from "@/lib/mortgage/purchase";
import type { WidgetLayout } from "@/lib/widgets/choices";

import styles from "./widget.module.css";

/*
 * The widget's results, presentational (no hooks): the server renders them into the frame's
 * HTML, and the live calculator renders the same components from the figures it recomputes.
 * Every figure is lib/mortgage's, in an element with data-result (docs/architecture.md, Results markup).
 */

/** The monthly payment, above the inputs on phones and beside them on wider frames. */
export function CompactTotal({ result }: { result: PurchaseResult }) {
  return (
    <p className={styles.total} aria-live="polite" aria-atomic="true">
      <span className={styles.totalLabel}>Monthly payment</span>{" "}
      <ResultFigure name="monthlyPayment" value={result.monthlyPayment} className={styles.totalValue} />
    </p>
  );
}

/** The balance after `years` years of scheduled payments (0 once paid off). */
function balanceAfter(result: PurchaseResult, years: number): number {
  const months = years * 12;
  if (months >= result.schedule.length) return 0;
  return result.schedule[months - 1]?.balance ?? 0;
}

/** The loan over its life, from the same result: the "summary" layout. */
function LoanSummary({ result }: { result: PurchaseResult }) {
  return (
    <dl className={styles.summary} aria-label="Loan summary">
      <div>
        <dt>Loan amount</dt>
        <dd>
          <ResultFigure name="totalLoanAmount" value={result.totalLoanAmount} />
        </dd>
      </div>
      <div>
        <dt>Total interest</dt>
        <dd>
          <ResultFigure name="totalInterest" value={result.totalInterest} />
        </dd>
      </div>
      <div>
        <dt>Balance after 10 years</dt>
        <dd>
          <ResultFigure name="balanceAfter10Years" value={balanceAfter(result, 10)} />
        </dd>
      </div>
      <div>
        <dt>Paid off in</dt>
        <dd>
          <ResultFigure name="payoffMonths" value={result.payoffMonths} format="months">
            {formatMonths(result.payoffMonths)}
          </ResultFigure>
        </dd>
      </div>
    </dl>
  );
}

export interface CompactResultsProps {
  program: PaymentProgram;
  result: PurchaseResult;
  layout: WidgetLayout;
  /** The site's calculator with the same scenario. */
  fullHref: string;
  /** The quote form with the scenario, or null when the owner left the link off. */
  quoteHref: string | null;
}

/** The payment's parts, the loan summary when the layout has it, and the links out of the frame. */
export function CompactResults({ program, result, layout, fullHref, quoteHref }: CompactResultsProps) {
  const parts = programBreakdownParts(result, program);
  const reasons = result.eligibility.reasons;
  return (
    <section className={styles.results} aria-label="Payment breakdown">
      <dl className={styles.parts}>
        {parts.map((part) => (
          <div key={part.key}>
            <dt>
              <span className={styles.swatch} style={{ background: part.color }} aria-hidden="true" />
              {part.label}
            </dt>
            <dd>
              <ResultFigure name={part.key} value={part.value} format="cents" />
            </dd>
          </div>
        ))}
      </dl>
      {layout === "summary" ? <LoanSummary result={result} /> : null}
      {reasons.length > 0 ? (
        <p className={`notice notice-error ${styles.reason}`} data-eligible="false">
          {reasons[0]}
        </p>
      ) : null}
      <p className={styles.links}>
        <a href={fullHref} target="_blank" rel="noopener" data-full-breakdown="">
          See the full breakdown on How Much Home?
        </a>
        {quoteHref ? (
          <a href={quoteHref} target="_blank" rel="noopener" data-quote-link="">
            Get a personal quote
          </a>
        ) : null}
      </p>
    </section>
  );
}
