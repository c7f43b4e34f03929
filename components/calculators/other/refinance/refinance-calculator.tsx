"use client";

import dynamic from "next/dynamic";
import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { CalculatorState } from "@/lib/calculator/store";
import { computeRefinance, type RefinanceResult } from "@/lib/mortgage/refinance";

import { ExtrasScope, useExtras, useSetExtra } from "../extras/extras-scope";
import { ExtrasShareActions } from "../extras/extras-share";
import { useReadyMarker } from "../ready-marker";
import { CompareBars, FindingsNotice } from "../results-parts";
import {
  REFINANCE_PROGRAM_NAMES,
  REFINANCE_PROGRAMS,
  REFINANCE_SHARE_PARAMS,
  REFINANCE_SPEC,
  refinanceInput,
  type RefinanceExtras,
  type RefinanceSpec,
} from "./refinance-spec";

const PATH = "/refinance/";
const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));

const BreakEvenChart = dynamic(() => import("../break-even-chart").then((m) => m.BreakEvenChart), {
  ssr: false,
  loading: () => <div style={{ aspectRatio: "640 / 240" }} />,
});

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, refi: s.refi, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, counts: s.counts, extraMonthly: s.extraMonthly };
}

function Results({ result }: { result: RefinanceResult }) {
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
            {new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(Math.abs(result.monthlySaving))}
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
          <dt>Most cash out within the limit</dt>
          <dd>
            <ResultFigure name="maxCashOut" value={result.maxCashOut} />
          </dd>
        </dl>
      </section>
    </>
  );
}

function RefinanceBody() {
  const ready = useReadyMarker<HTMLDivElement>();
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<RefinanceSpec>();
  const setExtra = useSetExtra();
  const { refi, loanInputs: li } = inputs;
  const result = useMemo(() => computeRefinance(refinanceInput(inputs, extras)), [inputs, extras]);

  return (
    <div ref={ready} data-calculator="refinance">
      <div className={ui.layout}>
        <CalculatorForm action={PATH} label="Your current loan and the new one">
          <fieldset>
            <legend>Your home and current loan</legend>
            <MoneyField label="Home value" name="homeValue" value={refi.homeValue} onValueChange={(t) => actions.setRefi({ homeValue: t })} />
            <MoneyField
              label="Mortgage balance"
              name="mortgageBalanceFirst"
              value={refi.mortgageBalanceFirst}
              onValueChange={(t) => actions.setRefi({ mortgageBalanceFirst: t })}
            />
            <MoneyField
              label="Second mortgage or HELOC balance"
              name="mortgageBalanceSecond"
              value={refi.mortgageBalanceSecond}
              onValueChange={(t) => actions.setRefi({ mortgageBalanceSecond: t })}
              hint="0 if none; it is paid off by the new loan."
            />
            <PercentField label="Current interest rate" name="currentRate" value={refi.currentRate * 100} onValueChange={(t) => actions.setRefi({ currentRate: t })} />
            <NumberField label="Months left on the current loan" name="currentTerm" value={extras.currentTerm} onValueChange={(t) => setExtra("currentTerm", t)} />
            <MoneyField
              label="Current principal and interest a month (optional)"
              name="currentPayment"
              value={extras.currentPayment}
              onValueChange={(t) => setExtra("currentPayment", t)}
              hint="From your statement, without escrow. Leave 0 to work it out from the months left."
            />
          </fieldset>
          <fieldset>
            <legend>The new loan</legend>
            <SelectField
              label="Loan program"
              name="program"
              value={extras.program}
              options={REFINANCE_PROGRAMS.map((p) => ({ value: p, label: REFINANCE_PROGRAM_NAMES[p] }))}
              onValueChange={(v) => setExtra("program", v)}
            />
            <PercentField label="New interest rate" name="rate" value={li.rate * 100} onValueChange={actions.setRate} />
            <SelectField label="New loan term" name="term" value={String(li.term)} options={TERMS} onValueChange={actions.setTerm} />
            <MoneyField label="Cash out" name="cashOut" value={extras.cashOut} onValueChange={(t) => setExtra("cashOut", t)} hint="0 for a rate-and-term refinance." />
            <PercentField
              label="Closing costs, % of the loan"
              name="closingCostRate"
              value={extras.closingCostRate * 100}
              onValueChange={(t) => setExtra("closingCostRate", t)}
              hint="2-5% is typical."
            />
            <YesNoField
              label="Add the closing costs to the loan"
              name="rollClosingCosts"
              value={extras.rollClosingCosts}
              onValueChange={(v) => setExtra("rollClosingCosts", v)}
            />
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
              <NumberField label="Credit score" name="creditScore" value={li.creditScore} onValueChange={actions.setCreditScore} />
            )}
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
              {new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(Math.abs(result.interestSavings))}
            </ResultFigure>{" "}
            {result.interestSavings >= 0 ? "in interest" : "more in interest"}
            {li.term > extras.currentTerm ? ", though it stretches the loan over more months" : ""}.
          </p>
        </section>
        {result.breakEvenMonths !== null && result.monthlySaving > 0 ? (
          <section className={ui.panel} aria-labelledby="break-even">
            <h2 id="break-even">Break-even</h2>
            <BreakEvenChart monthlySaving={result.monthlySaving} closingCosts={result.closingCosts} breakEvenMonths={result.breakEvenMonths} />
            <p className="field-hint">The green line is what you have saved on payments; the dashed line the closing costs.</p>
          </section>
        ) : null}
        <ExtrasShareActions path={PATH} params={REFINANCE_SHARE_PARAMS} />
      </div>
    </div>
  );
}

export interface RefinanceCalculatorProps {
  initial: RefinanceExtras;
  fromLink: boolean;
}

/** The refinance calculator: computeRefinance (lib/mortgage) on every keystroke. */
export function RefinanceCalculator({ initial, fromLink }: RefinanceCalculatorProps) {
  return (
    <ExtrasScope page="refinance" path={PATH} spec={REFINANCE_SPEC} initial={initial} fromLink={fromLink}>
      <RefinanceBody />
    </ExtrasScope>
  );
}
