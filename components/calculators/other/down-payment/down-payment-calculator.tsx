"use client";

import { useDeferredValue, useMemo } from "react";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorLayout } from "@/components/calculators/ui/calculator-layout";
import { formatMoney, formatMonths } from "@/components/calculators/ui/format";
import { LOAN_TERM_OPTIONS, SelectField } from "@/components/calculators/ui/select-field";
import { IntentLink } from "@/components/layout/intent-link";
import { computeDownPayment } from "@/lib/mortgage/down-payment";
import type { CalcType } from "@/lib/mortgage/types";

import { ExtrasCalculatorRoot, useExtrasCalculator, type ExtrasIslandProps } from "../extras/extras-calculator";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { VaBenefitFields } from "../va-benefit-fields";
import { DownPaymentOptions, DownPaymentResults } from "./down-payment-results";
import { DOWN_PAYMENT_PROGRAMS, DOWN_PAYMENT_SHARE_PARAMS, downPaymentInput, downPaymentSpec, type DownPaymentSpec } from "./down-payment-spec";

const PATH = "/down-payment-calculator/";
const NAMES: Readonly<Record<CalcType, string>> = { conventional: "Conventional", fha: "FHA", va: "VA", usda: "USDA" };

function DownPaymentBody() {
  const { inputs, actions, extras, setExtra } = useExtrasCalculator<DownPaymentSpec>();
  const li = inputs.loanInputs;
  const result = useMemo(() => computeDownPayment(downPaymentInput(inputs, extras)), [inputs, extras]);
  // The options table (four more purchase calculations) follows a moment after each keystroke.
  const later = useDeferredValue({ inputs, extras, minimum: result.minimumDownPaymentPercent });

  const onProgram = (value: string) => {
    setExtra("program", value);
    // The store's switching rules: FHA's 3.5% minimum, USDA's zero down, the term caps.
    const program = DOWN_PAYMENT_PROGRAMS.find((p) => p === value);
    if (program) actions.setCalcType(program);
  };

  return (
    <CalculatorLayout
      calculator="down-payment"
      form={
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
              <VaBenefitFields />
            ) : (
              <NumberField
                label="Credit score"
                name="creditScore"
                value={li.creditScore}
                onValueChange={actions.setCreditScore}
                hint="FHA: 580+ for 3.5% down."
              />
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
            <PercentField
              label="Interest rate"
              name="rate"
              value={li.rate * 100}
              onValueChange={actions.setRate}
              hint="Sets the interest prepaid at closing."
            />
            <SelectField label="Loan term" name="term" value={String(li.term)} options={LOAN_TERM_OPTIONS} onValueChange={actions.setTerm} />
            <MoneyField label="Property tax a year" name="taxAnnual" value={li.taxAnnual} onValueChange={actions.setTaxAnnual} />
            <MoneyField label="Home insurance a year" name="insuranceAnnual" value={li.insuranceAnnual} onValueChange={actions.setInsuranceAnnual} />
          </fieldset>
          <fieldset>
            <legend>Your savings</legend>
            <MoneyField label="Saved so far" name="savings" value={extras.savings} onValueChange={(t) => setExtra("savings", t)} />
            <MoneyField label="Saved each month" name="monthlySaving" value={extras.monthlySaving} onValueChange={(t) => setExtra("monthlySaving", t)} />
          </fieldset>
        </CalculatorForm>
      }
      phoneBar={<PhoneBar label="Cash to close" text={formatMoney(result.cashToClose)} />}
      results={<DownPaymentResults result={result} />}
      below={
        <>
          <DownPaymentOptions inputs={later.inputs} extras={later.extras} minimum={later.minimum} />
          <p>
            See the full monthly payment for this home with the <IntentLink href="/mortgage-calculator/">mortgage calculator</IntentLink>
            {result.monthsToSave !== null && result.monthsToSave > 0 ? `, or plan for ${formatMonths(result.monthsToSave)} of saving` : ""}.
          </p>
          <ExtrasShareActions path={PATH} params={DOWN_PAYMENT_SHARE_PARAMS} />
        </>
      }
    />
  );
}

export type DownPaymentCalculatorRootProps = ExtrasIslandProps<DownPaymentSpec>;

/** The down payment calculator with its stores, what the page's island renders: computeDownPayment (lib/mortgage) on every keystroke. */
export function DownPaymentCalculatorRoot(props: DownPaymentCalculatorRootProps) {
  return (
    <ExtrasCalculatorRoot {...props} page="down-payment" path={PATH} spec={(initial) => downPaymentSpec(initial.closingCostRate)}>
      <DownPaymentBody />
    </ExtrasCalculatorRoot>
  );
}
