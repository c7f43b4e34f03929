"use client";

import Link from "next/link";
import { useDeferredValue, useMemo, useState } from "react";
import { useShallow } from "zustand/react/shallow";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorScope } from "@/components/calculators/ui/calculator-scope";
import { formatMoney, formatMonths } from "@/components/calculators/ui/format";
import { SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { Scenario } from "@/lib/calculator/scenario";
import type { CalculatorState } from "@/lib/calculator/store";
import { computeDownPayment } from "@/lib/mortgage/down-payment";
import type { CalcType } from "@/lib/mortgage/types";

import { ExtrasScope, useExtras, useSetExtra } from "../extras/extras-scope";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { useReadyMarker } from "../ready-marker";
import { DownPaymentOptions, DownPaymentResults } from "./down-payment-results";
import {
  DOWN_PAYMENT_PROGRAMS,
  DOWN_PAYMENT_SHARE_PARAMS,
  downPaymentInput,
  downPaymentSpec,
  type DownPaymentExtras,
  type DownPaymentSpec,
} from "./down-payment-spec";

const PATH = "/down-payment-calculator/";
const NAMES: Readonly<Record<CalcType, string>> = { conventional: "Conventional", fha: "FHA", va: "VA", usda: "USDA" };
const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, refi: s.refi, counts: s.counts, extraMonthly: s.extraMonthly };
}

function DownPaymentBody() {
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<DownPaymentSpec>();
  const setExtra = useSetExtra();
  const li = inputs.loanInputs;
  const ready = useReadyMarker<HTMLDivElement>();
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
    <div ref={ready} data-calculator="down-payment">
      <div className={ui.layout}>
        <div>
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
              <PercentField label="Interest rate" name="rate" value={li.rate * 100} onValueChange={actions.setRate} hint="Sets the interest prepaid at closing." />
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
          <PhoneBar label="Cash to close" text={formatMoney(result.cashToClose)} />
        </div>
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            <DownPaymentResults result={result} />
          </div>
        </section>
      </div>
      <div className={ui.results}>
        <DownPaymentOptions inputs={later.inputs} extras={later.extras} minimum={later.minimum} />
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
  // The readers are all the browser needs of the spec; the first values came from the server.
  const [spec] = useState(() => downPaymentSpec(initial.closingCostRate));
  return (
    <ExtrasScope page="down-payment" path={PATH} spec={spec} initial={initial} fromLink={fromLink}>
      <DownPaymentBody />
    </ExtrasScope>
  );
}

export interface DownPaymentCalculatorRootProps extends DownPaymentCalculatorProps {
  /** The shared link's scenario (the dynamic twin), null on the static page. */
  scenario: Scenario | null;
}

/** The calculator with its store: what the page's island renders (down-payment-island.tsx). */
export function DownPaymentCalculatorRoot({ scenario, ...props }: DownPaymentCalculatorRootProps) {
  return (
    <CalculatorScope scenario={scenario} path={PATH}>
      <DownPaymentCalculator {...props} />
    </CalculatorScope>
  );
}
