"use client";

import { useMemo } from "react";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import { CalculatorLayout } from "@/components/calculators/ui/calculator-layout";
import { formatMoney } from "@/components/calculators/ui/format";
import { LOAN_TERM_OPTIONS, SelectField, YesNoField } from "@/components/calculators/ui/select-field";

import { ExtrasCalculatorRoot, useExtrasCalculator, type ExtrasIslandProps } from "../extras/extras-calculator";
import { ExtrasShareActions } from "../extras/extras-share";
import { BreakEvenChart } from "../break-even-chart";
import { PhoneBar } from "../phone-bar";
import { VaBenefitFields } from "../va-benefit-fields";
import { RefinanceBelow, RefinanceResults } from "./refinance-results";
import { REFINANCE_PROGRAM_NAMES, REFINANCE_PROGRAMS, REFINANCE_SHARE_PARAMS, refinanceSpec, type RefinanceSpec } from "./refinance-spec";
import { refinanceView } from "./refinance-view";

const PATH = "/refinance/";

function RefinanceBody() {
  const { inputs, actions, extras, setExtra } = useExtrasCalculator<RefinanceSpec>();
  const { refi, loanInputs: li } = inputs;
  const view = useMemo(() => refinanceView(inputs, extras), [inputs, extras]);
  const { result } = view;

  return (
    <CalculatorLayout
      calculator="refinance"
      form={
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
            <PercentField
              label="Current interest rate"
              name="currentRate"
              value={refi.currentRate * 100}
              onValueChange={(t) => actions.setRefi({ currentRate: t })}
            />
            <NumberField
              label="Months left on the current loan"
              name="currentTerm"
              value={extras.currentTerm}
              onValueChange={(t) => setExtra("currentTerm", t)}
            />
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
            <SelectField label="New loan term" name="term" value={String(li.term)} options={LOAN_TERM_OPTIONS} onValueChange={actions.setTerm} />
            <MoneyField
              label="Cash out"
              name="cashOut"
              value={extras.cashOut}
              onValueChange={(t) => setExtra("cashOut", t)}
              hint="0 for a rate-and-term refinance."
            />
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
              <VaBenefitFields />
            ) : (
              <NumberField label="Credit score" name="creditScore" value={li.creditScore} onValueChange={actions.setCreditScore} />
            )}
          </fieldset>
        </CalculatorForm>
      }
      phoneBar={<PhoneBar label="New payment" text={formatMoney(result.monthlyPayment)} />}
      results={<RefinanceResults view={view} />}
      below={
        <>
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
        </>
      }
    />
  );
}

export type RefinanceCalculatorRootProps = ExtrasIslandProps<RefinanceSpec>;

/** The refinance calculator with its stores, what the page's island renders: computeRefinance (lib/mortgage) on every keystroke. */
export function RefinanceCalculatorRoot(props: RefinanceCalculatorRootProps) {
  return (
    <ExtrasCalculatorRoot {...props} page="refinance" path={PATH} spec={(initial) => refinanceSpec(initial.closingCostRate)}>
      <RefinanceBody />
    </ExtrasCalculatorRoot>
  );
}
