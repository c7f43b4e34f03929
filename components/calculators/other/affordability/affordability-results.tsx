import type { ReactNode } from "react";

import { paymentParts, type BreakdownPart } from "@/components/calculators/payment/breakdown";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import type { CalculatorInputs } from "@/lib/calculator/types";
import { computeAffordability, type AffordabilityResult, type LimitingFactor } from "@/lib/mortgage/affordability";
import type { CalcType } from "@/lib/mortgage/types";

import styles from "../other.module.css";
import { FindingsNotice, PaymentBreakdown } from "../results-parts";
import { TableScroll } from "../table-scroll";
import { AFFORDABILITY_PROGRAMS, affordabilityInput, PROGRAM_NAMES, type AffordabilityExtras } from "./affordability-spec";

/* The affordability results (no hooks: rendered by the server and by the live chunk). */

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

/** The affordability results beside the inputs; `chart` draws the payment ring (browser only). */
export function AffordabilityResults({
  result,
  program,
  chart,
}: {
  result: AffordabilityResult;
  program: CalcType;
  chart?: (parts: readonly BreakdownPart[], total: number) => ReactNode;
}) {
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
        <PaymentBreakdown
          parts={parts}
          total={result.monthlyPayment}
          label="Monthly payment at the highest price"
          chart={chart?.(parts, result.monthlyPayment)}
        />
      </section>
      <section className={ui.panel} aria-labelledby="ratios">
        <h2 id="ratios">Your ratios</h2>
        <p>
          Gross monthly income <ResultFigure name="grossMonthlyIncome" value={result.grossMonthlyIncome} format="cents" />; the ratios allow a housing payment
          of up to <ResultFigure name="maxHousingPayment" value={result.maxHousingPayment} format="cents" /> a month.
        </p>
        <Ratio name="housingRatio" label="Housing ratio (payment / income)" value={result.housingRatio} limit={result.ratioLimits.front} />
        <Ratio
          name="debtToIncomeRatio"
          label="Debt-to-income ratio (payment + debts / income)"
          value={result.debtToIncomeRatio}
          limit={result.ratioLimits.back}
        />
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
export function ProgramComparison({ results }: { results: { program: CalcType; result: AffordabilityResult }[] }) {
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

/** The highest price under every program for the same inputs (the comparison table). */
export function compareProgramsAffordability(inputs: CalculatorInputs, extras: AffordabilityExtras): { program: CalcType; result: AffordabilityResult }[] {
  return AFFORDABILITY_PROGRAMS.map((program) => ({ program, result: computeAffordability(affordabilityInput(inputs, extras, program)) }));
}
