import ui from "@/components/calculators/ui/calculator.module.css";
import { formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { downPaymentFromPercent } from "@/lib/calculator/transitions";
import type { CalculatorInputs } from "@/lib/calculator/types";
import { DEFAULT_PREPAID_INTEREST_DAYS, DEFAULT_TAX_ESCROW_MONTHS, type DownPaymentResult } from "@/lib/mortgage/down-payment";
import { computePurchase } from "@/lib/mortgage/purchase";

import { FindingsNotice } from "../results-parts";
import { TableScroll } from "../table-scroll";
import { purchaseAt, type DownPaymentExtras } from "./down-payment-spec";

/* The down payment results (no hooks: rendered by the server and by the live chunk). */

function CashToClose({ result }: { result: DownPaymentResult }) {
  return (
    <section className={ui.panel} aria-labelledby="cash-to-close">
      <h2 id="cash-to-close">Cash to close</h2>
      <dl className={ui.figures}>
        <dt>Down payment ({formatPercent(result.downPaymentPercent, 2)})</dt>
        <dd>
          <ResultFigure name="downPayment" value={result.downPayment} format="cents" />
        </dd>
        <dt>Closing costs (estimate)</dt>
        <dd>
          <ResultFigure name="closingCosts" value={result.closingCosts} format="cents" />
        </dd>
        <dt>First year of home insurance</dt>
        <dd>
          <ResultFigure name="prepaidInsurance" value={result.prepaidInsurance} format="cents" />
        </dd>
        <dt>Property tax into escrow ({DEFAULT_TAX_ESCROW_MONTHS} months)</dt>
        <dd>
          <ResultFigure name="prepaidTaxes" value={result.prepaidTaxes} format="cents" />
        </dd>
        <dt>Prepaid interest ({DEFAULT_PREPAID_INTEREST_DAYS} days)</dt>
        <dd>
          <ResultFigure name="prepaidInterest" value={result.prepaidInterest} format="cents" />
        </dd>
        {result.upfrontFeeCash > 0 ? (
          <>
            <dt>Upfront fee paid in cash</dt>
            <dd>
              <ResultFigure name="upfrontFeeCash" value={result.upfrontFeeCash} format="cents" />
            </dd>
          </>
        ) : null}
        <dt className={ui.total}>Cash needed at closing</dt>
        <dd className={ui.total}>
          <ResultFigure name="cashToClose" value={result.cashToClose} format="cents" />
        </dd>
      </dl>
    </section>
  );
}

/** The same home at the program's minimum and at common down payments (each priced by computePurchase). */
export function DownPaymentOptions({ inputs, extras, minimum }: { inputs: CalculatorInputs; extras: DownPaymentExtras; minimum: number | null }) {
  const price = inputs.loanInputs.price;
  const percents = [...new Set([minimum ?? 0, 5, 10, 20])].filter((p) => p >= (minimum ?? 0)).sort((a, b) => a - b);
  const rows = percents.map((percent) => {
    const down = downPaymentFromPercent(price, percent).downPayment;
    return { percent, down, result: computePurchase(purchaseAt(inputs, extras.program, down)) };
  });
  return (
    <section className={ui.panel} aria-labelledby="down-payment-options">
      <h2 id="down-payment-options">How the down payment changes your payment</h2>
      <TableScroll label="Down payment, loan and monthly payment at several down payments">
        <table className={ui.compare}>
          <caption className="visually-hidden">Down payment, loan and monthly payment at several down payments</caption>
          <thead>
            <tr>
              <th scope="col">Down</th>
              <th scope="col">Amount</th>
              <th scope="col">Loan</th>
              <th scope="col">Monthly payment</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ percent, down, result }) => (
              <tr key={percent}>
                <th scope="row">{formatPercent(percent, 2)}</th>
                <td>
                  <ResultFigure name={`downPaymentAt${percent}`} value={down} />
                </td>
                <td>
                  <ResultFigure name={`loanAmountAt${percent}`} value={result.totalLoanAmount} />
                </td>
                <td>
                  <ResultFigure name={`monthlyPaymentAt${percent}`} value={result.monthlyPayment} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="field-hint">Monthly payments include principal, interest, property tax, home insurance and any mortgage insurance.</p>
    </section>
  );
}

/** The down payment results beside the inputs. */
export function DownPaymentResults({ result }: { result: DownPaymentResult }) {
  const needed = result.amountToSave > 0;
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>Cash you need to buy</span>
          <ResultFigure name="cashToClose" value={result.cashToClose} className={ui.headlineValue} />
        </p>
        <p>
          {needed ? (
            <>
              You have saved <ResultFigure name="savings" value={result.savings} />, so <ResultFigure name="amountToSave" value={result.amountToSave} /> is left
              to save
              {result.monthsToSave !== null ? (
                <>
                  : <ResultFigure name="monthsToSave" value={result.monthsToSave} format="months" /> at your monthly saving.
                </>
              ) : (
                "."
              )}
            </>
          ) : (
            <>
              Your savings of <ResultFigure name="savings" value={result.savings} /> cover it.{" "}
              <ResultFigure name="monthsToSave" value={0} format="number">
                Nothing left to save.
              </ResultFigure>
            </>
          )}
        </p>
      </div>
      <FindingsNotice reasons={result.eligibility.reasons} notes={result.notes} lead="This down payment does not fit the program:" />
      <section className={ui.panel} aria-labelledby="minimum">
        <h2 id="minimum">Program minimum</h2>
        <p>
          {result.minimumDownPaymentPercent === null ? (
            "FHA does not insure loans at this credit score."
          ) : (
            <>
              The minimum down payment is {formatPercent(result.minimumDownPaymentPercent, 2)}:{" "}
              <ResultFigure name="minimumDownPayment" value={result.minimumDownPayment} />.{" "}
              {result.meetsMinimum ? "Your down payment meets it." : "Your down payment is below it."}
            </>
          )}
          {result.noPmiDownPayment !== null ? (
            <>
              {" "}
              To avoid PMI, put down 20%: <ResultFigure name="noPmiDownPayment" value={result.noPmiDownPayment} />.
            </>
          ) : null}
        </p>
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
              <dt>Total loan amount</dt>
              <dd>
                <ResultFigure name="totalLoanAmount" value={result.totalLoanAmount} />
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <CashToClose result={result} />
    </>
  );
}
