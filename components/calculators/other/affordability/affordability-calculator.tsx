"use client";

import Link from "next/link";
import { useDeferredValue, useMemo } from "react";
import { useShallow } from "zustand/react/shallow";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatMoney, formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { CalculatorState } from "@/lib/calculator/store";
import { hoaMonthly } from "@/lib/calculator/transitions";
import { computeAffordability, type AffordabilityResult, type LimitingFactor } from "@/lib/mortgage/affordability";
import type { CalcType } from "@/lib/mortgage/types";

import { ExtrasShareActions } from "../extras/extras-share";
import type { AffordabilityExtras } from "./affordability-spec";
import { ExtrasScope, useExtras, useSetExtra } from "../extras/extras-scope";
import styles from "../other.module.css";
import { useReadyMarker } from "../ready-marker";
import { FindingsNotice, PaymentBreakdown, paymentParts } from "../results-parts";
import {
  AFFORDABILITY_PROGRAMS,
  AFFORDABILITY_SHARE_PARAMS,
  affordabilityInput,
  FHA_AFFORDABILITY_SPEC,
  HOME_AFFORDABILITY_SPEC,
  PROGRAM_NAMES,
  type AffordabilitySpec,
} from "./affordability-spec";
import { TableScroll } from "../table-scroll";

const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, refi: s.refi, counts: s.counts, extraMonthly: s.extraMonthly };
}

const INSURANCE_LABEL: Readonly<Record<CalcType, string>> = {
  conventional: "PMI",
  fha: "FHA mortgage insurance (MIP)",
  va: "Mortgage insurance (none for VA)",
  usda: "USDA annual fee",
};

const LIMITING: Readonly<Record<LimitingFactor, string>> = {
  "housing-ratio": "The housing payment limit stops the price here: the payment would take more than the program allows of your income.",
  "debt-ratio": "The debt-to-income limit stops the price here: the payment plus your other debts would take more than the program allows.",
  "down-payment": "Your down payment stops the price here: a higher price would need more than the program's minimum down.",
  "loan-limit": "The county loan limit stops the price here.",
  "residual-income": "VA's residual income guideline stops the price here: less would be left each month than VA asks for.",
  none: "",
};

/** A ratio against its limit: the figure (in percent) and a bar. */
function Ratio({ name, label, value, limit }: { name: string; label: string; value: number; limit: number | null }) {
  const percent = value * 100;
  const width = limit ? Math.min(100, (value / limit) * 100) : Math.min(100, percent);
  return (
    <div>
      <p>
        {label}: <ResultFigure name={name} value={percent} format="percent" />
        {limit !== null ? <> (limit {formatPercent(limit * 100, 1)})</> : <> (no separate limit)</>}
      </p>
      <div className={`${styles.ratioBar} ${limit !== null && value > limit ? styles.ratioBarOver : ""}`} aria-hidden="true">
        <span style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

function Results({ result, program }: { result: AffordabilityResult; program: CalcType }) {
  const parts = paymentParts(result, INSURANCE_LABEL[program]);
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>You can afford a home up to</span>
          <ResultFigure name="maxPrice" value={result.maxPrice} className={ui.headlineValue} />
        </p>
        <p>
          with a {PROGRAM_NAMES[program]} loan of <ResultFigure name="loanAmount" value={result.loanAmount} /> and{" "}
          <ResultFigure name="downPayment" value={result.downPayment} /> down.
        </p>
      </div>
      <FindingsNotice reasons={result.eligibility.reasons} notes={result.notes} lead="We could not find a price that works:" />
      {result.limitingFactor !== "none" ? <p>{LIMITING[result.limitingFactor]}</p> : null}
      <section className={ui.panel} aria-labelledby="affordable-payment">
        <h2 id="affordable-payment">Monthly payment at that price</h2>
        <PaymentBreakdown parts={parts} total={result.monthlyPayment} label="Monthly payment at the highest price" />
      </section>
      <section className={ui.panel} aria-labelledby="ratios">
        <h2 id="ratios">Your ratios</h2>
        <p>
          Gross monthly income <ResultFigure name="grossMonthlyIncome" value={result.grossMonthlyIncome} format="cents" />; the ratios allow a housing
          payment of up to <ResultFigure name="maxHousingPayment" value={result.maxHousingPayment} format="cents" /> a month.
        </p>
        <Ratio name="housingRatio" label="Housing ratio (payment / income)" value={result.housingRatio} limit={result.ratioLimits.front} />
        <Ratio name="debtToIncomeRatio" label="Debt-to-income ratio (payment + debts / income)" value={result.debtToIncomeRatio} limit={result.ratioLimits.back} />
        {result.residualIncome ? (
          <p>
            VA residual income: <ResultFigure name="residualIncome" value={result.residualIncome.actual} /> left each month; VA asks for at least{" "}
            <ResultFigure name="residualIncomeRequired" value={result.residualIncome.required} />.
          </p>
        ) : null}
        {result.upfrontFee > 0 ? (
          <p>
            Upfront fee financed: <ResultFigure name="upfrontFee" value={result.upfrontFee} format="cents" /> (total loan{" "}
            <ResultFigure name="totalLoanAmount" value={result.totalLoanAmount} />
            ).
          </p>
        ) : null}
      </section>
    </>
  );
}

/** Maximum price under each program with the same inputs (home affordability page). */
function ProgramComparison({ results }: { results: { program: CalcType; result: AffordabilityResult }[] }) {
  return (
    <section className={ui.panel} aria-labelledby="by-program">
      <h2 id="by-program">By loan program</h2>
      <TableScroll label="Highest price and payment by loan program, same income, debts and cash">
        <table className={ui.compare}>
          <caption className="visually-hidden">Highest price and payment by loan program, same income, debts and cash</caption>
          <thead>
            <tr>
              <th scope="col">Program</th>
              <th scope="col">Highest price</th>
              <th scope="col">Payment</th>
            </tr>
          </thead>
          <tbody>
            {results.map(({ program, result }) => (
              <tr key={program}>
                <th scope="row">{PROGRAM_NAMES[program]}</th>
                <td>
                  <ResultFigure name={`maxPrice${PROGRAM_NAMES[program]}`} value={result.maxPrice} />
                </td>
                <td>
                  <ResultFigure name={`monthlyPayment${PROGRAM_NAMES[program]}`} value={result.monthlyPayment} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="field-hint">VA needs VA eligibility; USDA an eligible rural address and income. Each uses its own ratio limits.</p>
    </section>
  );
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
  const ready = useReadyMarker<HTMLDivElement>();
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<AffordabilitySpec>();
  const setExtra = useSetExtra();
  const li = inputs.loanInputs;
  const program = fixedProgram ?? extras.program;

  const result = useMemo(() => computeAffordability(affordabilityInput(inputs, extras, program)), [inputs, extras, program]);
  const later = useDeferredValue({ inputs, extras });
  const comparison = useMemo(
    () =>
      fixedProgram
        ? null
        : AFFORDABILITY_PROGRAMS.map((p) => ({ program: p, result: computeAffordability(affordabilityInput(later.inputs, later.extras, p)) })),
    [fixedProgram, later],
  );

  return (
    <div ref={ready} data-calculator={fixedProgram ? "fha-affordability" : "home-affordability"}>
      <div className={ui.layout}>
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
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            <Results result={result} program={program} />
          </div>
        </section>
      </div>
      <div className={ui.results}>
        {comparison ? <ProgramComparison results={comparison} /> : null}
        <p>
          Lenders also look at your credit, savings left after closing and job history. Price a home you found with the{" "}
          <Link href="/mortgage-calculator/">mortgage calculator</Link>; the highest price here is {formatMoney(result.maxPrice)}.
        </p>
        <ExtrasShareActions path={path} params={AFFORDABILITY_SHARE_PARAMS} />
      </div>
    </div>
  );
}
