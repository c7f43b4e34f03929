import type { ReactNode } from "react";

import ui from "@/components/calculators/ui/calculator.module.css";
import { formatCents, formatMoney, formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import type { RefinanceResult } from "@/lib/mortgage/refinance";

import type { RefinanceView } from "./refinance-view";

import { CompareBars, FindingsNotice } from "../results-parts";

/** The refinance results beside the inputs (no hooks: rendered by the server and by the live chunk). */
export function RefinanceResults({ view }: { view: RefinanceView }) {
  const { result, cashOut } = view;
  const saves = result.monthlySaving > 0;
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>New monthly payment</span>
          <ResultFigure name="monthlyPayment" value={result.monthlyPayment} format="cents" className={ui.headlineValue} />
        </p>
        <p>
          {saves ? "You save " : "Your payment rises by "}
          <ResultFigure name="monthlySaving" value={result.monthlySaving} format="cents">
            {formatCents(Math.abs(result.monthlySaving))}
          </ResultFigure>{" "}
          a month against your current <ResultFigure name="currentPayment" value={result.currentPayment} format="cents" />.{" "}
          {result.breakEvenMonths !== null ? (
            <>
              The closing costs are paid back in <ResultFigure name="breakEvenMonths" value={result.breakEvenMonths} format="months" />.
            </>
          ) : (
            "The closing costs are not paid back through the payment."
          )}
        </p>
      </div>
      <FindingsNotice reasons={result.eligibility.reasons} notes={result.notes} lead="This refinance does not fit the program:" />
      <section className={ui.panel} aria-labelledby="new-loan">
        <h2 id="new-loan">The new loan</h2>
        <dl className={ui.figures}>
          <dt>Loan amount</dt>
          <dd>
            <ResultFigure name="loanAmount" value={result.loanAmount} />
          </dd>
          {result.upfrontFee > 0 ? (
            <>
              <dt>Upfront fee (financed)</dt>
              <dd>
                <ResultFigure name="upfrontFee" value={result.upfrontFee} format="cents" />
              </dd>
            </>
          ) : null}
          <dt>Total loan amount</dt>
          <dd>
            <ResultFigure name="totalLoanAmount" value={result.totalLoanAmount} />
          </dd>
          <dt>Closing costs</dt>
          <dd>
            <ResultFigure name="closingCosts" value={result.closingCosts} format="cents" />
          </dd>
          <dt>Principal and interest</dt>
          <dd>
            <ResultFigure name="principalAndInterest" value={result.principalAndInterest} format="cents" />
          </dd>
          <dt>Mortgage insurance</dt>
          <dd>
            <ResultFigure name="mortgageInsurance" value={result.mortgageInsurance} format="cents" />
          </dd>
          <dt>Loan-to-value (limit {formatPercent(result.maxLtv * 100, 2)})</dt>
          <dd>
            <ResultFigure name="ltv" value={result.ltv * 100} format="percent" />
          </dd>
          <dt>Most cash out ({formatPercent(cashOut.maxLtv * 100, 2)} cash-out limit)</dt>
          <dd>
            <ResultFigure name="maxCashOut" value={cashOut.maxCashOut} />
          </dd>
        </dl>
      </section>
    </>
  );
}

export interface RefinanceBelowProps {
  result: RefinanceResult;
  /** The new term is longer than the months left on the current loan. */
  stretches: boolean;
  /** The break-even drawing (browser only). */
  chart: ReactNode;
}

/** Interest left on each loan, and the break-even section. */
export function RefinanceBelow({ result, stretches, chart }: RefinanceBelowProps) {
  return (
    <>
      <section className={ui.panel} aria-labelledby="interest-left">
        <h2 id="interest-left">Interest still to pay</h2>
        <CompareBars
          rows={[
            { label: "Current loan, as it stands", value: result.interestLeftCurrent, name: "interestLeftCurrent" },
            { label: "New loan, over its term", value: result.totalInterest, name: "totalInterest" },
          ]}
        />
        <p>
          {result.interestSavings >= 0 ? "The new loan saves " : "The new loan costs "}
          <ResultFigure name="interestSavings" value={result.interestSavings}>
            {formatMoney(Math.abs(result.interestSavings))}
          </ResultFigure>{" "}
          {result.interestSavings >= 0 ? "in interest" : "more in interest"}
          {stretches ? ", though it stretches the loan over more months" : ""}.
        </p>
      </section>
      {result.breakEvenMonths !== null && result.monthlySaving > 0 ? (
        <section className={ui.panel} aria-labelledby="break-even">
          <h2 id="break-even">Break-even</h2>
          {chart}
          <p className="field-hint">The green line is what you have saved on payments; the dashed line the closing costs.</p>
        </section>
      ) : null}
    </>
  );
}
