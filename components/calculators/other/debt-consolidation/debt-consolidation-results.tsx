import ui from "@/components/calculators/ui/calculator.module.css";
import { formatCents, formatMoney, formatMonths } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import type { DebtConsolidationResult } from "@/lib/mortgage/debt-consolidation";

import { CompareBars, FindingsNotice } from "../results-parts";
import { TableScroll } from "../table-scroll";

/* The debt consolidation results (no hooks: rendered by the server and by the live chunk). */

export function DebtConsolidationResults({ result }: { result: DebtConsolidationResult }) {
  const saves = result.monthlySaving > 0;
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>Paid each month after consolidating</span>
          <ResultFigure name="monthlyOutflowAfter" value={result.monthlyOutflowAfter} format="cents" className={ui.headlineValue} />
        </p>
        <p>
          Today you pay <ResultFigure name="monthlyOutflowBefore" value={result.monthlyOutflowBefore} format="cents" /> a month on the mortgage and these debts:{" "}
          {saves ? "a saving of " : "an increase of "}
          <ResultFigure name="monthlySaving" value={result.monthlySaving} format="cents">
            {formatCents(Math.abs(result.monthlySaving))}
          </ResultFigure>{" "}
          a month.
        </p>
      </div>
      <FindingsNotice reasons={result.eligibility.reasons} notes={result.notes} lead="This consolidation does not fit the program:" />
      <section className={ui.panel} aria-labelledby="total-interest">
        <h2 id="total-interest">Total interest</h2>
        {result.totalInterestBefore === null ? (
          <p>At least one debt&apos;s payment does not cover its interest, so paying as you do now never ends.</p>
        ) : (
          <CompareBars
            rows={[
              { label: "Paying as you do now (mortgage left + debts)", value: result.totalInterestBefore, name: "totalInterestBefore" },
              { label: "After consolidating (the new loan)", value: result.totalInterestAfter, name: "totalInterestAfter" },
            ]}
          />
        )}
        {result.interestSavings !== null ? (
          <p>
            {result.interestSavings >= 0 ? "Consolidating saves " : "Consolidating costs "}
            <ResultFigure name="interestSavings" value={result.interestSavings}>
              {formatMoney(Math.abs(result.interestSavings))}
            </ResultFigure>{" "}
            {result.interestSavings >= 0 ? "in interest." : "more in interest, because the debts are repaid over the mortgage's long term."}
          </p>
        ) : null}
      </section>
      <section className={ui.panel} aria-labelledby="new-loan">
        <h2 id="new-loan">The new loan</h2>
        <dl className={ui.figures}>
          <dt>Debts paid off</dt>
          <dd>
            <ResultFigure name="totalDebt" value={result.totalDebt} />
          </dd>
          <dt>Loan amount</dt>
          <dd>
            <ResultFigure name="loanAmount" value={result.refinance.loanAmount} />
          </dd>
          <dt>Total loan amount (with any financed fee)</dt>
          <dd>
            <ResultFigure name="totalLoanAmount" value={result.refinance.totalLoanAmount} />
          </dd>
          <dt>Closing costs</dt>
          <dd>
            <ResultFigure name="closingCosts" value={result.refinance.closingCosts} format="cents" />
          </dd>
          <dt>Loan-to-value</dt>
          <dd>
            <ResultFigure name="ltv" value={result.refinance.ltv * 100} format="percent" />
          </dd>
        </dl>
      </section>
    </>
  );
}

export function DebtTable({ result }: { result: DebtConsolidationResult }) {
  if (result.debts.length === 0) return null;
  return (
    <section className={ui.panel} aria-labelledby="debts-today">
      <h2 id="debts-today">Your debts if you keep paying them</h2>
      <TableScroll label="Each debt paid at its current payment">
        <table className={ui.compare}>
          <caption className="visually-hidden">Each debt paid at its current payment</caption>
          <thead>
            <tr>
              <th scope="col">Debt</th>
              <th scope="col">Balance</th>
              <th scope="col">Payment</th>
              <th scope="col">Paid off in</th>
              <th scope="col">Interest</th>
            </tr>
          </thead>
          <tbody>
            {result.debts.map((debt, index) => (
              <tr key={index}>
                <th scope="row">{debt.name}</th>
                <td>{formatMoney(debt.balance)}</td>
                <td>{formatCents(debt.payment)}</td>
                <td>{debt.payoffMonths === null ? "Never" : formatMonths(debt.payoffMonths)}</td>
                <td>{debt.totalInterest === null ? "No end" : formatMoney(debt.totalInterest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
