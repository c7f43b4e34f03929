"use client";

import { useMemo } from "react";
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
import { computeVaIrrrl } from "@/lib/mortgage/va-irrrl";

import { ExtrasScope, useExtras, useSetExtra } from "../extras/extras-scope";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { useReadyMarker } from "../ready-marker";
import { BreakEvenChart } from "../break-even-chart";
import { VaIrrrlBelow, VaIrrrlResults } from "./va-irrrl-results";
import { VA_IRRRL_SHARE_PARAMS, VA_IRRRL_SPEC, vaIrrrlInput, type VaIrrrlExtras, type VaIrrrlSpec } from "./va-irrrl-spec";

const PATH = "/va-irrrl-calculator/";
const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));


function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, refi: s.refi, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, counts: s.counts, extraMonthly: s.extraMonthly };
}

function VaIrrrlBody() {
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<VaIrrrlSpec>();
  const setExtra = useSetExtra();
  const { refi, loanInputs: li } = inputs;
  const ready = useReadyMarker<HTMLDivElement>();
  const result = useMemo(() => computeVaIrrrl(vaIrrrlInput(inputs, extras)), [inputs, extras]);

  return (
    <div ref={ready} data-calculator="va-irrrl">
      <div className={ui.layout}>
        <div>
          <CalculatorForm action={PATH} label="Your VA loan and the IRRRL">
            <fieldset>
              <legend>Your current VA loan</legend>
              <MoneyField label="Loan balance" name="mortgageBalanceFirst" value={refi.mortgageBalanceFirst} onValueChange={(t) => actions.setRefi({ mortgageBalanceFirst: t })} />
              <PercentField label="Current interest rate" name="currentRate" value={refi.currentRate * 100} onValueChange={(t) => actions.setRefi({ currentRate: t })} />
              <NumberField label="Months left on the loan" name="currentTerm" value={extras.currentTerm} onValueChange={(t) => setExtra("currentTerm", t)} />
              <MoneyField
                label="Current principal and interest a month (optional)"
                name="currentPayment"
                value={extras.currentPayment}
                onValueChange={(t) => setExtra("currentPayment", t)}
                hint="From your statement, without escrow. Leave 0 to work it out from the months left."
              />
            </fieldset>
            <fieldset>
              <legend>The IRRRL</legend>
              <PercentField label="New interest rate" name="rate" value={li.rate * 100} onValueChange={actions.setRate} />
              <SelectField label="New loan term" name="term" value={String(li.term)} options={TERMS} onValueChange={actions.setTerm} />
              <YesNoField label="The new loan has an adjustable rate" name="newLoanIsArm" value={extras.newLoanIsArm} onValueChange={(v) => setExtra("newLoanIsArm", v)} />
              <MoneyField
                label="Closing costs"
                name="closingCosts"
                value={extras.closingCosts}
                onValueChange={(t) => setExtra("closingCosts", t)}
                hint="Lender, title and recording fees; not the funding fee, prepaid interest or escrow."
              />
              <YesNoField label="Add the closing costs to the loan" name="rollClosingCosts" value={extras.rollClosingCosts} onValueChange={(v) => setExtra("rollClosingCosts", v)} />
              <YesNoField
                label="Exempt from the VA funding fee"
                name="isVaDisabled"
                value={li.isVaDisabled}
                onValueChange={(v) => actions.setLoanFlag("isVaDisabled", v)}
                hint="For example, you receive VA disability compensation."
              />
            </fieldset>
          </CalculatorForm>
          <PhoneBar label="New payment" text={formatMoney(result.monthlyPayment)} />
        </div>
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            <VaIrrrlResults result={result} />
          </div>
        </section>
      </div>
      <div className={ui.results}>
        <VaIrrrlBelow
          result={result}
          chart={
            result.recoupmentMonths !== null ? (
              <BreakEvenChart monthlySaving={result.monthlySaving} closingCosts={extras.closingCosts} breakEvenMonths={result.recoupmentMonths} />
            ) : null
          }
        />
        <ExtrasShareActions path={PATH} params={VA_IRRRL_SHARE_PARAMS} />
      </div>
    </div>
  );
}

export interface VaIrrrlCalculatorProps {
  initial: VaIrrrlExtras;
  fromLink: boolean;
}

/** The VA IRRRL calculator: computeVaIrrrl (lib/mortgage) on every keystroke. */
export function VaIrrrlCalculator({ initial, fromLink }: VaIrrrlCalculatorProps) {
  return (
    <ExtrasScope page="va-irrrl" path={PATH} spec={VA_IRRRL_SPEC} initial={initial} fromLink={fromLink}>
      <VaIrrrlBody />
    </ExtrasScope>
  );
}

export interface VaIrrrlCalculatorRootProps extends VaIrrrlCalculatorProps {
  /** The shared link's scenario (the dynamic twin), null on the static page. */
  scenario: Scenario | null;
}

/** The calculator with its store: what the page's island renders (va-irrrl-island.tsx). */
export function VaIrrrlCalculatorRoot({ scenario, ...props }: VaIrrrlCalculatorRootProps) {
  return (
    <CalculatorScope scenario={scenario} path={PATH}>
      <VaIrrrlCalculator {...props} />
    </CalculatorScope>
  );
}
