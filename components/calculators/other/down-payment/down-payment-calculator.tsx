"use client";

import Link from "next/link";
import { useDeferredValue, useMemo } from "react";
import { useShallow } from "zustand/react/shallow";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatMonths, formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { CalculatorState } from "@/lib/calculator/store";
import { downPaymentFromPercent } from "@/lib/calculator/transitions";
import { computeDownPayment, DEFAULT_PREPAID_INTEREST_DAYS, DEFAULT_TAX_ESCROW_MONTHS, type DownPaymentResult } from "@/lib/mortgage/down-payment";
import { computePurchase } from "@/lib/mortgage/purchase";
import type { CalcType } from "@/lib/mortgage/types";

import { ExtrasScope, useExtras, useSetExtra } from "../extras/extras-scope";
import { ExtrasShareActions } from "../extras/extras-share";
import { useReadyMarker } from "../ready-marker";
import { FindingsNotice } from "../results-parts";
import {
  DOWN_PAYMENT_PROGRAMS,
  DOWN_PAYMENT_SHARE_PARAMS,
  DOWN_PAYMENT_SPEC,
  downPaymentInput,
  purchaseAt,
  type DownPaymentExtras,
  type DownPaymentSpec,
} from "./down-payment-spec";
import { TableScroll } from "../table-scroll";

const PATH = "/down-payment-calculator/";
const NAMES: Readonly<Record<CalcType, string>> = { conventional: "Conventional", fha: "FHA", va: "VA", usda: "USDA" };
const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, refi: s.refi, counts: s.counts, extraMonthly: s.extraMonthly };
}

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

/** The same home at the program's minimum and at common down payments. */
function Options({ inputs, extras, minimum }: { inputs: ReturnType<typeof selectInputs>; extras: DownPaymentExtras; minimum: number | null }) {
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

function Results({ result }: { result: DownPaymentResult }) {
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
              You have saved <ResultFigure name="savings" value={result.savings} />, so <ResultFigure name="amountToSave" value={result.amountToSave} /> is
              left to save
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

function DownPaymentBody() {
  const ready = useReadyMarker<HTMLDivElement>();
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<DownPaymentSpec>();
  const setExtra = useSetExtra();
  const li = inputs.loanInputs;
  const result = useMemo(() => computeDownPayment(downPaymentInput(inputs, extras)), [inputs, extras]);
  const later = useDeferredValue({ inputs, extras, minimum: result.minimumDownPaymentPercent });

  const onProgram = (value: string) => {
    setExtra("program", value);
    // The store's switching rules: FHA's 3.5% minimum, USDA's zero down, the term caps.
    const program = DOWN_PAYMENT_PROGRAMS.find((p) => p === value);
    if (program) actions.setCalcType(program);
  };

  return (
    <div ref={ready} data-calculator="down-payment">
      <div className={ui.layout}>
        <CalculatorForm action={PATH} label="Home, down payment and savings">
          <fieldset>
            <legend>Home and down payment</legend>
            <SelectField
              label="Loan program"
              name="program"
              value={extras.program}
              options={DOWN_PAYMENT_PROGRAMS.map((p) => ({ value: p, label: NAMES[p] }))}
              onValueChange={onProgram}
            />
            <MoneyField label="Home price" name="price" value={li.price} onValueChange={actions.setPrice} hint="Type 450000, $450,000 or 450k." />
            <div className={ui.pair}>
              <MoneyField label="Down payment" name="downPayment" value={li.downPayment} onValueChange={actions.setDownPayment} />
              <PercentField label="Down payment %" name="downPaymentPercent" value={li.downPaymentPercent} onValueChange={actions.setDownPaymentPercent} />
            </div>
            {extras.program === "va" ? (
              <>
                <YesNoField label="Exempt from the VA funding fee" name="isVaDisabled" value={li.isVaDisabled} onValueChange={(v) => actions.setLoanFlag("isVaDisabled", v)} />
                <YesNoField
                  label="Used your VA loan benefit before"
                  name="isVaSubsequentUse"
                  value={li.isVaSubsequentUse}
                  onValueChange={(v) => actions.setLoanFlag("isVaSubsequentUse", v)}
                />
              </>
            ) : (
              <NumberField label="Credit score" name="creditScore" value={li.creditScore} onValueChange={actions.setCreditScore} hint="FHA: 580+ for 3.5% down." />
            )}
          </fieldset>
          <fieldset>
            <legend>Closing costs and prepaids</legend>
            <PercentField
              label="Closing costs, % of the loan"
              name="closingCostRate"
              value={extras.closingCostRate * 100}
              onValueChange={(t) => setExtra("closingCostRate", t)}
              hint="Lender, title and recording fees; 2-5% is typical."
            />
            <PercentField label="Interest rate" name="rate" value={li.rate * 100} onValueChange={actions.setRate} hint={`For ${DEFAULT_PREPAID_INTEREST_DAYS} days of prepaid interest.`} />
            <SelectField label="Loan term" name="term" value={String(li.term)} options={TERMS} onValueChange={actions.setTerm} />
            <MoneyField label="Property tax a year" name="taxAnnual" value={li.taxAnnual} onValueChange={actions.setTaxAnnual} />
            <MoneyField label="Home insurance a year" name="insuranceAnnual" value={li.insuranceAnnual} onValueChange={actions.setInsuranceAnnual} />
          </fieldset>
          <fieldset>
            <legend>Your savings</legend>
            <MoneyField label="Saved so far" name="savings" value={extras.savings} onValueChange={(t) => setExtra("savings", t)} />
            <MoneyField label="Saved each month" name="monthlySaving" value={extras.monthlySaving} onValueChange={(t) => setExtra("monthlySaving", t)} />
          </fieldset>
        </CalculatorForm>
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            <Results result={result} />
          </div>
        </section>
      </div>
      <div className={ui.results}>
        <Options inputs={later.inputs} extras={later.extras} minimum={later.minimum} />
        <p>
          See the full monthly payment for this home with the <Link href="/mortgage-calculator/">mortgage calculator</Link>
          {result.monthsToSave !== null && result.monthsToSave > 0 ? `, or plan for ${formatMonths(result.monthsToSave)} of saving` : ""}.
        </p>
        <ExtrasShareActions path={PATH} params={DOWN_PAYMENT_SHARE_PARAMS} />
      </div>
    </div>
  );
}

export interface DownPaymentCalculatorProps {
  initial: DownPaymentExtras;
  fromLink: boolean;
}

/** The down payment calculator: computeDownPayment (lib/mortgage) on every keystroke. */
export function DownPaymentCalculator({ initial, fromLink }: DownPaymentCalculatorProps) {
  return (
    <ExtrasScope page="down-payment" path={PATH} spec={DOWN_PAYMENT_SPEC} initial={initial} fromLink={fromLink}>
      <DownPaymentBody />
    </ExtrasScope>
  );
}
