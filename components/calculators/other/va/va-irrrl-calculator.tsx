"use client";

import { useMemo } from "react";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import { CalculatorLayout } from "@/components/calculators/ui/calculator-layout";
import { formatMoney } from "@/components/calculators/ui/format";
import { LOAN_TERM_OPTIONS, SelectField, YesNoField } from "@/components/calculators/ui/select-field";
import { computeVaIrrrl } from "@/lib/mortgage/va-irrrl";

import { ExtrasCalculatorRoot, useExtrasCalculator, type ExtrasIslandProps } from "../extras/extras-calculator";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { BreakEvenChart } from "../break-even-chart";
import { VaIrrrlBelow, VaIrrrlResults } from "./va-irrrl-results";
import { VA_IRRRL_SHARE_PARAMS, VA_IRRRL_SPEC, vaIrrrlInput, type VaIrrrlSpec } from "./va-irrrl-spec";

const PATH = "/va-irrrl-calculator/";

function VaIrrrlBody() {
  const { inputs, actions, extras, setExtra } = useExtrasCalculator<VaIrrrlSpec>();
  const { refi, loanInputs: li } = inputs;
  const result = useMemo(() => computeVaIrrrl(vaIrrrlInput(inputs, extras)), [inputs, extras]);

  return (
    <CalculatorLayout
      calculator="va-irrrl"
      form={
        <CalculatorForm action={PATH} label="Your VA loan and the IRRRL">
          <fieldset>
            <legend>Your current VA loan</legend>
            <MoneyField
              label="Loan balance"
              name="mortgageBalanceFirst"
              value={refi.mortgageBalanceFirst}
              onValueChange={(t) => actions.setRefi({ mortgageBalanceFirst: t })}
            />
            <PercentField
              label="Current interest rate"
              name="currentRate"
              value={refi.currentRate * 100}
              onValueChange={(t) => actions.setRefi({ currentRate: t })}
            />
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
            <SelectField label="New loan term" name="term" value={String(li.term)} options={LOAN_TERM_OPTIONS} onValueChange={actions.setTerm} />
            <YesNoField
              label="The new loan has an adjustable rate"
              name="newLoanIsArm"
              value={extras.newLoanIsArm}
              onValueChange={(v) => setExtra("newLoanIsArm", v)}
            />
            <MoneyField
              label="Closing costs"
              name="closingCosts"
              value={extras.closingCosts}
              onValueChange={(t) => setExtra("closingCosts", t)}
              hint="Lender, title and recording fees; not the funding fee, prepaid interest or escrow."
            />
            <YesNoField
              label="Add the closing costs to the loan"
              name="rollClosingCosts"
              value={extras.rollClosingCosts}
              onValueChange={(v) => setExtra("rollClosingCosts", v)}
            />
            <YesNoField
              label="Exempt from the VA funding fee"
              name="isVaDisabled"
              value={li.isVaDisabled}
              onValueChange={(v) => actions.setLoanFlag("isVaDisabled", v)}
              hint="For example, you receive VA disability compensation."
            />
          </fieldset>
        </CalculatorForm>
      }
      phoneBar={<PhoneBar label="New payment" text={formatMoney(result.monthlyPayment)} />}
      results={<VaIrrrlResults result={result} />}
      below={
        <>
          <VaIrrrlBelow
            result={result}
            chart={
              result.recoupmentMonths !== null ? (
                <BreakEvenChart monthlySaving={result.monthlySaving} closingCosts={extras.closingCosts} breakEvenMonths={result.recoupmentMonths} />
              ) : null
            }
          />
          <ExtrasShareActions path={PATH} params={VA_IRRRL_SHARE_PARAMS} />
        </>
      }
    />
  );
}

export type VaIrrrlCalculatorRootProps = ExtrasIslandProps<VaIrrrlSpec>;

/** The VA IRRRL calculator with its stores, what the page's island renders: computeVaIrrrl (lib/mortgage) on every keystroke. */
export function VaIrrrlCalculatorRoot(props: VaIrrrlCalculatorRootProps) {
  return (
    <ExtrasCalculatorRoot {...props} page="va-irrrl" path={PATH} spec={VA_IRRRL_SPEC}>
      <VaIrrrlBody />
    </ExtrasCalculatorRoot>
  );
}
