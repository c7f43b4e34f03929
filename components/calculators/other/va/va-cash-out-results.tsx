import ui from "@/components/calculators/ui/calculator.module.css";
import { formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import type { VaCashOutResult } from "@/lib/mortgage/va-cash-out";

import { FindingsNotice } from "../results-parts";

/** The VA cash-out results beside the inputs (no hooks: rendered by the server and by the live chunk). */
export function VaCashOutResults({ result }: { result: VaCashOutResult }) {
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>Cash you can take out</span>
          <ResultFigure name="cashAvailable" value={result.cashAvailable} className={ui.headlineValue} />
        </p>
        <p>
          within {formatPercent(result.maxLtv * 100, 2)} of your home&apos;s value, after paying off your loans and closing costs and financing the funding fee.
        </p>
      </div>
      <FindingsNotice reasons={result.eligibility.reasons} notes={result.notes} lead="This cash-out refinance does not fit:" />
      <section className={ui.panel} aria-labelledby="cash-out-loan">
        <h2 id="cash-out-loan">The new loan</h2>
        <dl className={ui.figures}>
          <dt>Cash out</dt>
          <dd>
            <ResultFigure name="cashOut" value={result.cashOut} />
          </dd>
          <dt>Loan amount</dt>
          <dd>
            <ResultFigure name="loanAmount" value={result.loanAmount} />
          </dd>
          <dt>Funding fee ({result.fundingFeeBps === 0 ? "exempt" : formatPercent(result.fundingFeeBps / 100, 2)}, financed)</dt>
          <dd>
            <ResultFigure name="upfrontFee" value={result.upfrontFee} format="cents" />
          </dd>
          <dt>Total loan amount</dt>
          <dd>
            <ResultFigure name="totalLoanAmount" value={result.totalLoanAmount} format="cents" />
          </dd>
          <dt>Loan-to-value</dt>
          <dd>
            <ResultFigure name="ltv" value={result.ltv * 100} format="percent" />
          </dd>
          <dt>Largest loan before the fee</dt>
          <dd>
            <ResultFigure name="maxLoanAmount" value={result.maxLoanAmount} />
          </dd>
          <dt className={ui.total}>Principal and interest a month</dt>
          <dd className={ui.total}>
            <ResultFigure name="monthlyPayment" value={result.monthlyPayment} format="cents" />
          </dd>
          <dt>Total interest over the term</dt>
          <dd>
            <ResultFigure name="totalInterest" value={result.totalInterest} />
          </dd>
        </dl>
      </section>
    </>
  );
}
