"use client";

import Link from "next/link";
import { useDeferredValue, useMemo } from "react";
import { useShallow } from "zustand/react/shallow";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import { BreakdownChart } from "@/components/calculators/payment/breakdown-chart";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorScope } from "@/components/calculators/ui/calculator-scope";
import { formatMoney } from "@/components/calculators/ui/format";
import { SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { Scenario } from "@/lib/calculator/scenario";
import type { CalculatorState } from "@/lib/calculator/store";
import { hoaMonthly } from "@/lib/calculator/transitions";
import { computeAffordability } from "@/lib/mortgage/affordability";

import { ExtrasScope, useExtras, useSetExtra } from "../extras/extras-scope";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { useReadyMarker } from "../ready-marker";
import { AffordabilityResults, compareProgramsAffordability, ProgramComparison } from "./affordability-results";
import {
  AFFORDABILITY_PROGRAMS,
  AFFORDABILITY_SHARE_PARAMS,
  affordabilityInput,
  FHA_AFFORDABILITY_SPEC,
  HOME_AFFORDABILITY_SPEC,
  PROGRAM_NAMES,
  type AffordabilityExtras,
  type AffordabilitySpec,
} from "./affordability-spec";

const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, refi: s.refi, counts: s.counts, extraMonthly: s.extraMonthly };
}

interface CalculatorBodyProps {
  /** The page's static path. */
  path: string;
  /** FHA affordability fixes the program; the home affordability page lets people choose. */
  fixedProgram: "fha" | null;
  /** States for the VA residual income region (name and USPS code). */
  states: readonly SelectOption[];
}

export interface AffordabilityCalculatorProps extends CalculatorBodyProps {
  /** The extra inputs the server rendered with (first values, or a link's). */
  initial: AffordabilityExtras;
  /** The server rendered a link: its values win over saved ones. */
  fromLink: boolean;
}

/** The calculator with its store: what the page's island renders (affordability-island.tsx). */
export function AffordabilityCalculatorRoot({ scenario, ...props }: AffordabilityCalculatorProps & { scenario: Scenario | null }) {
  return (
    <CalculatorScope scenario={scenario} path={props.path}>
      <AffordabilityCalculator {...props} />
    </CalculatorScope>
  );
}

/** The props of the page's island. */
export type AffordabilityCalculatorRootProps = Parameters<typeof AffordabilityCalculatorRoot>[0];

/** The affordability calculator with its extra inputs (see extras/extras-scope.tsx). */
export function AffordabilityCalculator({ initial, fromLink, ...props }: AffordabilityCalculatorProps) {
  const spec = props.fixedProgram ? FHA_AFFORDABILITY_SPEC : HOME_AFFORDABILITY_SPEC;
  return (
    <ExtrasScope page={props.fixedProgram ? "fha-affordability" : "home-affordability"} path={props.path} spec={spec} initial={initial} fromLink={fromLink}>
      <AffordabilityBody {...props} />
    </ExtrasScope>
  );
}

/**
 * How much home you can afford: the highest price under a program's qualifying ratios, with the
 * payment at that price and the ratios (computeAffordability, lib/mortgage), on every keystroke.
 */
function AffordabilityBody({ path, fixedProgram, states }: CalculatorBodyProps) {
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<AffordabilitySpec>();
  const setExtra = useSetExtra();
  const li = inputs.loanInputs;
  const program = fixedProgram ?? extras.program;

  const ready = useReadyMarker<HTMLDivElement>();
  const result = useMemo(() => computeAffordability(affordabilityInput(inputs, extras, program)), [inputs, extras, program]);
  // The comparison (four more searches) follows a moment after each keystroke.
  const later = useDeferredValue({ inputs, extras });
  const comparison = useMemo(() => (fixedProgram ? null : compareProgramsAffordability(later.inputs, later.extras)), [fixedProgram, later]);

  return (
    <div ref={ready} data-calculator={fixedProgram ? "fha-affordability" : "home-affordability"}>
      <div className={ui.layout}>
        <div>
          <CalculatorForm action={path} label="Your income, debts and loan">
            <fieldset>
              <legend>Income and debts</legend>
              <MoneyField label="Gross income a year" name="income" value={inputs.income} onValueChange={(t) => actions.setAmount("income", t)} hint="Before taxes, for everyone on the loan." />
              <MoneyField
                label="Monthly debt payments"
                name="monthlyDebt"
                value={inputs.monthlyDebt}
                onValueChange={(t) => actions.setAmount("monthlyDebt", t)}
                hint="Minimum payments on cards, car, student and other loans."
              />
              <MoneyField label="Cash for the down payment" name="cash" value={extras.cash} onValueChange={(t) => setExtra("cash", t)} />
            </fieldset>
            <fieldset>
              <legend>Loan</legend>
              {fixedProgram ? null : (
                <SelectField
                  label="Loan program"
                  name="program"
                  value={extras.program}
                  options={AFFORDABILITY_PROGRAMS.map((p) => ({ value: p, label: PROGRAM_NAMES[p] }))}
                  onValueChange={(v) => setExtra("program", v)}
                />
              )}
              <PercentField label="Interest rate" name="rate" value={li.rate * 100} onValueChange={actions.setRate} hint="Annual rate, e.g. 6.75." />
              {program === "usda" ? (
                <p className="field-hint">Loan term: 30 years (USDA guaranteed loans are 30-year fixed).</p>
              ) : (
                <SelectField label="Loan term" name="term" value={String(li.term)} options={TERMS} onValueChange={actions.setTerm} />
              )}
              {program === "va" ? null : (
                <NumberField label="Credit score" name="creditScore" value={li.creditScore} onValueChange={actions.setCreditScore} hint="400-850." />
              )}
              <YesNoField
                label="Use the higher ratio limits lenders allow with strong files"
                name="stretch"
                value={extras.stretch}
                onValueChange={(v) => setExtra("stretch", v)}
                hint="Compensating factors such as cash reserves or a high credit score."
              />
            </fieldset>
            <fieldset>
              <legend>Taxes, insurance and dues</legend>
              <PercentField label="Property tax rate a year" name="taxRate" value={li.taxRate * 100} onValueChange={actions.setTaxRate} hint="Percent of the home's price." />
              <PercentField
                label="Home insurance rate a year"
                name="insuranceRate"
                value={li.insuranceRate * 100}
                onValueChange={actions.setInsuranceRate}
                hint="Percent of the home's price."
              />
              <MoneyField label="HOA dues a month" name="hoa" value={hoaMonthly(inputs.hoa)} onValueChange={(t) => actions.setHoa({ amount: t, divisor: 1 })} />
            </fieldset>
            {program === "va" ? (
              <fieldset>
                <legend>VA details</legend>
                <YesNoField
                  label="Exempt from the funding fee"
                  name="isVaDisabled"
                  value={li.isVaDisabled}
                  onValueChange={(v) => actions.setLoanFlag("isVaDisabled", v)}
                />
                <YesNoField
                  label="Used your VA loan benefit before"
                  name="isVaSubsequentUse"
                  value={li.isVaSubsequentUse}
                  onValueChange={(v) => actions.setLoanFlag("isVaSubsequentUse", v)}
                />
                <SelectField label="State" name="state" value={li.state} options={states} onValueChange={actions.setState} hint="Sets VA's residual income region." />
                <NumberField label="People in the household" name="familySize" value={extras.familySize} onValueChange={(t) => setExtra("familySize", t)} />
                <MoneyField
                  label="Take-home pay a month (optional)"
                  name="netIncome"
                  value={extras.netIncome}
                  onValueChange={(t) => setExtra("netIncome", t)}
                  hint="After taxes; checks VA's residual income guideline."
                />
              </fieldset>
            ) : program === "conventional" ? (
              <YesNoField
                label="Include PMI when it is required"
                name="includePMI"
                value={li.includePMI}
                onValueChange={(v) => actions.setLoanFlag("includePMI", v)}
                hint="With less than 20% down."
              />
            ) : null}
          </CalculatorForm>
          <PhoneBar label="Highest price" text={formatMoney(result.maxPrice)} />
        </div>
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            <AffordabilityResults result={result} program={program} chart={(parts, total) => <BreakdownChart parts={parts} total={total} />} />
          </div>
        </section>
      </div>
      <div className={ui.results}>
        {comparison ? <ProgramComparison results={comparison} /> : null}
        <p>
          Lenders also look at your credit, savings left after closing and job history. Price a home you found with the{" "}
          <Link href="/mortgage-calculator/">mortgage calculator</Link>.
        </p>
        <ExtrasShareActions path={path} params={AFFORDABILITY_SHARE_PARAMS} />
      </div>
    </div>
  );
}
