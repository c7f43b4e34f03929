"use client";

import { useDeferredValue, useMemo } from "react";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import { BreakdownChart } from "@/components/calculators/payment/breakdown-chart";
import { CalculatorLayout } from "@/components/calculators/ui/calculator-layout";
import { formatMoney } from "@/components/calculators/ui/format";
import { LOAN_TERM_OPTIONS, SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { IntentLink } from "@/components/layout/intent-link";
import { hoaMonthly } from "@/lib/calculator/transitions";
import { computeAffordability } from "@/lib/mortgage/affordability";

import { ExtrasCalculatorRoot, useExtrasCalculator, type ExtrasIslandProps } from "../extras/extras-calculator";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { AffordabilityResults, compareProgramsAffordability, ProgramComparison } from "./affordability-results";
import {
  AFFORDABILITY_PROGRAMS,
  AFFORDABILITY_SHARE_PARAMS,
  affordabilityInput,
  FHA_AFFORDABILITY_SPEC,
  HOME_AFFORDABILITY_SPEC,
  PROGRAM_NAMES,
  type AffordabilitySpec,
} from "./affordability-spec";

interface CalculatorBodyProps {
  /** The page's static path. */
  path: string;
  /** FHA affordability fixes the program; the home affordability page lets people choose. */
  fixedProgram: "fha" | null;
  /** States for the VA residual income region (name and USPS code). */
  states: readonly SelectOption[];
}

/** The props of the page's island. */
export interface AffordabilityCalculatorRootProps extends ExtrasIslandProps<AffordabilitySpec>, CalculatorBodyProps {}

/** The affordability calculator with its stores (see extras/extras-calculator.tsx): what the page's island renders. */
export function AffordabilityCalculatorRoot({ scenario, initial, fromLink, ...props }: AffordabilityCalculatorRootProps) {
  return (
    <ExtrasCalculatorRoot
      scenario={scenario}
      initial={initial}
      fromLink={fromLink}
      page={props.fixedProgram ? "fha-affordability" : "home-affordability"}
      path={props.path}
      spec={props.fixedProgram ? FHA_AFFORDABILITY_SPEC : HOME_AFFORDABILITY_SPEC}
    >
      <AffordabilityBody {...props} />
    </ExtrasCalculatorRoot>
  );
}

/**
 * How much home you can afford: the highest price under a program's qualifying ratios, with the
 * payment at that price and the ratios (computeAffordability, lib/mortgage), on every keystroke.
 */
function AffordabilityBody({ path, fixedProgram, states }: CalculatorBodyProps) {
  const { inputs, actions, extras, setExtra } = useExtrasCalculator<AffordabilitySpec>();
  const li = inputs.loanInputs;
  const program = fixedProgram ?? extras.program;

  const result = useMemo(() => computeAffordability(affordabilityInput(inputs, extras, program)), [inputs, extras, program]);
  // The comparison (four more searches) follows a moment after each keystroke.
  const later = useDeferredValue({ inputs, extras });
  const comparison = useMemo(() => (fixedProgram ? null : compareProgramsAffordability(later.inputs, later.extras)), [fixedProgram, later]);

  return (
    <CalculatorLayout
      calculator={fixedProgram ? "fha-affordability" : "home-affordability"}
      form={
        <CalculatorForm action={path} label="Your income, debts and loan">
          <fieldset>
            <legend>Income and debts</legend>
            <MoneyField
              label="Gross income a year"
              name="income"
              value={inputs.income}
              onValueChange={(t) => actions.setAmount("income", t)}
              hint="Before taxes, for everyone on the loan."
            />
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
              <SelectField label="Loan term" name="term" value={String(li.term)} options={LOAN_TERM_OPTIONS} onValueChange={actions.setTerm} />
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
            <PercentField
              label="Property tax rate a year"
              name="taxRate"
              value={li.taxRate * 100}
              onValueChange={actions.setTaxRate}
              hint="Percent of the home's price."
            />
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
              <SelectField
                label="State"
                name="state"
                value={li.state}
                options={states}
                onValueChange={actions.setState}
                hint="Sets VA's residual income region."
              />
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
      }
      phoneBar={<PhoneBar label="Highest price" text={formatMoney(result.maxPrice)} />}
      results={<AffordabilityResults result={result} program={program} chart={(parts, total) => <BreakdownChart parts={parts} total={total} />} />}
      below={
        <>
          {comparison ? <ProgramComparison results={comparison} /> : null}
          <p>
            Lenders also look at your credit, savings left after closing and job history. Price a home you found with the{" "}
            <IntentLink href="/mortgage-calculator/">mortgage calculator</IntentLink>.
          </p>
          <ExtrasShareActions path={path} params={AFFORDABILITY_SHARE_PARAMS} />
        </>
      }
    />
  );
}
