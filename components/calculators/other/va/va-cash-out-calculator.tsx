"use client";

import { useMemo } from "react";

import { MoneyField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import { CalculatorLayout } from "@/components/calculators/ui/calculator-layout";
import { formatMoney } from "@/components/calculators/ui/format";
import { LOAN_TERM_OPTIONS, SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { computeVaCashOut } from "@/lib/mortgage/va-cash-out";

import { ExtrasCalculatorRoot, useExtrasCalculator, type ExtrasIslandProps } from "../extras/extras-calculator";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { VaCashOutResults } from "./va-cash-out-results";
import { LENDER_LIMITS, VA_CASH_OUT_SHARE_PARAMS, vaCashOutInput, vaCashOutSpec, type VaCashOutSpec } from "./va-cash-out-spec";

const PATH = "/va-cash-out-refinance/";
const LIMIT_OPTIONS: readonly SelectOption[] = LENDER_LIMITS.map((l) => ({
  value: l,
  label: l === "100" ? "100% of the value (VA's limit)" : `${l}% of the value (common lender limit)`,
}));

function VaCashOutBody() {
  const { inputs, actions, extras, setExtra } = useExtrasCalculator<VaCashOutSpec>();
  const { refi, loanInputs: li } = inputs;
  const result = useMemo(() => computeVaCashOut(vaCashOutInput(inputs, extras)), [inputs, extras]);

  return (
    <CalculatorLayout
      calculator="va-cash-out"
      form={
        <CalculatorForm action={PATH} label="Your home, your loans and the cash-out refinance">
          <fieldset>
            <legend>Your home and loans</legend>
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
              hint="0 if none; it is paid off too."
            />
          </fieldset>
          <fieldset>
            <legend>The new VA loan</legend>
            <PercentField label="Interest rate" name="rate" value={li.rate * 100} onValueChange={actions.setRate} />
            <SelectField label="Loan term" name="term" value={String(li.term)} options={LOAN_TERM_OPTIONS} onValueChange={actions.setTerm} />
            <SelectField
              label="Loan-to-value limit"
              name="lenderLimit"
              value={extras.lenderLimit}
              options={LIMIT_OPTIONS}
              onValueChange={(v) => setExtra("lenderLimit", v)}
            />
            <MoneyField
              label="Closing costs"
              name="closingCosts"
              value={extras.closingCosts}
              onValueChange={(t) => setExtra("closingCosts", t)}
              hint="Paid from the loan."
            />
            <YesNoField label="Take all the cash available" name="takeMax" value={extras.takeMax} onValueChange={(v) => setExtra("takeMax", v)} />
            {extras.takeMax ? null : <MoneyField label="Cash you want" name="cashOut" value={extras.cashOut} onValueChange={(t) => setExtra("cashOut", t)} />}
            <YesNoField
              label="Used your VA loan benefit before"
              name="isVaSubsequentUse"
              value={li.isVaSubsequentUse}
              onValueChange={(v) => actions.setLoanFlag("isVaSubsequentUse", v)}
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
      phoneBar={<PhoneBar label="Cash available" text={formatMoney(result.cashAvailable)} />}
      results={<VaCashOutResults result={result} />}
      below={<ExtrasShareActions path={PATH} params={VA_CASH_OUT_SHARE_PARAMS} />}
    />
  );
}

export type VaCashOutCalculatorRootProps = ExtrasIslandProps<VaCashOutSpec>;

/** The VA cash-out refinance calculator with its stores, what the page's island renders: computeVaCashOut (lib/mortgage) on every keystroke. */
export function VaCashOutCalculatorRoot(props: VaCashOutCalculatorRootProps) {
  return (
    <ExtrasCalculatorRoot {...props} page="va-cash-out" path={PATH} spec={(initial) => vaCashOutSpec(initial.closingCosts)}>
      <VaCashOutBody />
    </ExtrasCalculatorRoot>
  );
}
