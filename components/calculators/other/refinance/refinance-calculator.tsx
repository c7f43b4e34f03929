"use client";

import { useMemo, useState } from "react";
import { useShallow } from "zustand/react/shallow";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorScope } from "@/components/calculators/ui/calculator-scope";
import { formatMoney } from "@/components/calculators/ui/format";
import { SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { Scenario } from "@/lib/calculator/scenario";
import type { CalculatorState } from "@/lib/calculator/store";

import { ExtrasScope, useExtras, useSetExtra } from "../extras/extras-scope";
import { ExtrasShareActions } from "../extras/extras-share";
import { BreakEvenChart } from "../break-even-chart";
import { PhoneBar } from "../phone-bar";
import { useReadyMarker } from "../ready-marker";
import { RefinanceBelow, RefinanceResults } from "./refinance-results";
import {
  REFINANCE_PROGRAM_NAMES,
  REFINANCE_PROGRAMS,
  REFINANCE_SHARE_PARAMS,
  refinanceSpec,
  type RefinanceExtras,
  type RefinanceSpec,
} from "./refinance-spec";
import { refinanceView } from "./refinance-view";

const PATH = "/refinance/";
const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, refi: s.refi, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, counts: s.counts, extraMonthly: s.extraMonthly };
}

function RefinanceBody() {
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<RefinanceSpec>();
  const setExtra = useSetExtra();
  const { refi, loanInputs: li } = inputs;
  const ready = useReadyMarker<HTMLDivElement>();
  const view = useMemo(() => refinanceView(inputs, extras), [inputs, extras]);
  const { result } = view;

  return (
    <div ref={ready} data-calculator="refinance">
      <div className={ui.layout}>
        <div>
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
          <PhoneBar label="New payment" text={formatMoney(result.monthlyPayment)} />
        </div>
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            <RefinanceResults view={view} />
          </div>
        </section>
      </div>
      <div className={ui.results}>
        <RefinanceBelow
          result={result}
          stretches={li.term > extras.currentTerm}
          chart={
            result.breakEvenMonths !== null ? (
              <BreakEvenChart monthlySaving={result.monthlySaving} closingCosts={result.closingCosts} breakEvenMonths={result.breakEvenMonths} />
            ) : null
          }
        />
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
  // The readers are all the browser needs of the spec; the first values came from the server.
  const [spec] = useState(() => refinanceSpec(initial.closingCostRate));
  return (
    <ExtrasScope page="refinance" path={PATH} spec={spec} initial={initial} fromLink={fromLink}>
      <RefinanceBody />
    </ExtrasScope>
  );
}

export interface RefinanceCalculatorRootProps extends RefinanceCalculatorProps {
  /** The shared link's scenario (the dynamic twin), null on the static page. */
  scenario: Scenario | null;
}

/** The calculator with its store: what the page's island renders (refinance-island.tsx). */
export function RefinanceCalculatorRoot({ scenario, ...props }: RefinanceCalculatorRootProps) {
  return (
    <CalculatorScope scenario={scenario} path={PATH}>
      <RefinanceCalculator {...props} />
    </CalculatorScope>
  );
}
