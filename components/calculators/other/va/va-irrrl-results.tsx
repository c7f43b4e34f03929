import type { ReactNode } from "react";

import ui from "@/components/calculators/ui/calculator.module.css";
import { formatCents, formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { VA_IRRRL_MAX_RECOUPMENT_MONTHS, type VaIrrrlResult } from "@/lib/mortgage/va-irrrl";

import { CompareBars } from "../results-parts";

/** The IRRRL results beside the inputs (no hooks: rendered by the server and by the live chunk). */
export function VaIrrrlResults({ result }: { result: VaIrrrlResult }) {
  const ntb = result.netTangibleBenefit;
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>New principal and interest</span>
          <ResultFigure name="monthlyPayment" value={result.monthlyPayment} format="cents" className={ui.headlineValue} />
        </p>
        <p>
          {result.monthlySaving >= 0 ? "You save " : "Your payment rises by "}
          <ResultFigure name="monthlySaving" value={result.monthlySaving} format="cents">
            {formatCents(Math.abs(result.monthlySaving))}
          </ResultFigure>{" "}
          a month against <ResultFigure name="currentPayment" value={result.currentPayment} format="cents" /> today.{" "}
          {result.recoupmentMonths !== null ? (
            <>
              Closing costs are recouped in <ResultFigure name="recoupmentMonths" value={result.recoupmentMonths} format="months" /> (VA&apos;s limit is{" "}
              {VA_IRRRL_MAX_RECOUPMENT_MONTHS} months).
            </>
          ) : (
            "The closing costs are never recouped through the payment."
          )}
        </p>
      </div>
      <div className={ntb.met ? "notice" : "notice notice-error"} data-eligible={ntb.met ? "true" : "false"}>
        <p>
          <strong>{ntb.met ? "This IRRRL passes VA's net tangible benefit and recoupment tests." : "This IRRRL does not pass VA's tests:"}</strong>
        </p>
        {ntb.reasons.length > 0 ? (
          <ul className={ui.reasons}>
            {ntb.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
        <ul className={ui.reasons}>
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
      <section className={ui.panel} aria-labelledby="irrrl-loan">
        <h2 id="irrrl-loan">The new loan</h2>
        <dl className={ui.figures}>
          <dt>Rate reduction</dt>
          <dd>
            <ResultFigure name="rateReduction" value={result.rateReduction * 100} format="percent" />
          </dd>
          <dt>Loan amount</dt>
          <dd>
            <ResultFigure name="loanAmount" value={result.loanAmount} format="cents" />
          </dd>
          <dt>Funding fee ({formatPercent(result.fundingFeeBps / 100, 2)}, financed)</dt>
          <dd>
            <ResultFigure name="upfrontFee" value={result.upfrontFee} format="cents" />
          </dd>
          <dt>Total loan amount</dt>
          <dd>
            <ResultFigure name="totalLoanAmount" value={result.totalLoanAmount} format="cents" />
          </dd>
        </dl>
      </section>
    </>
  );
}

/** Interest left on each loan, and the recoupment section (`chart`: the drawing, browser only). */
export function VaIrrrlBelow({ result, chart }: { result: VaIrrrlResult; chart: ReactNode }) {
  return (
    <>
      <section className={ui.panel} aria-labelledby="interest-left">
        <h2 id="interest-left">Interest still to pay</h2>
        <CompareBars
          rows={[
            { label: "Current loan, as it stands", value: result.interestLeftCurrent, name: "interestLeftCurrent" },
            { label: "IRRRL, over its term", value: result.totalInterest, name: "totalInterest" },
          ]}
        />
      </section>
      {result.recoupmentMonths !== null && result.monthlySaving > 0 ? (
        <section className={ui.panel} aria-labelledby="recoupment">
          <h2 id="recoupment">Recoupment</h2>
          {chart}
          <p className="field-hint">The green line is what you have saved on payments; the dashed line the closing costs VA counts.</p>
        </section>
      ) : null}
    </>
  );
}
