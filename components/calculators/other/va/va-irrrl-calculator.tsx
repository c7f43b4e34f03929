"use client";

import dynamic from "next/dynamic";
import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatCents, formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { CalculatorState } from "@/lib/calculator/store";
import { computeVaIrrrl, VA_IRRRL_MAX_RECOUPMENT_MONTHS, type VaIrrrlResult } from "@/lib/mortgage/va-irrrl";

import { ExtrasScope, useExtras, useSetExtra } from "../extras/extras-scope";
import { ExtrasShareActions } from "../extras/extras-share";
import { useReadyMarker } from "../ready-marker";
import { CompareBars } from "../results-parts";
import { VA_IRRRL_SHARE_PARAMS, VA_IRRRL_SPEC, vaIrrrlInput, type VaIrrrlExtras, type VaIrrrlSpec } from "./va-irrrl-spec";

const PATH = "/va-irrrl-calculator/";
const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));

const BreakEvenChart = dynamic(() => import("../break-even-chart").then((m) => m.BreakEvenChart), {
  ssr: false,
  loading: () => <div style={{ aspectRatio: "640 / 240" }} />,
});

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, refi: s.refi, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, counts: s.counts, extraMonthly: s.extraMonthly };
}

function Results({ result }: { result: VaIrrrlResult }) {
  const ntb = result.netTangibleBenefit;
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>New principal and interest</span>
          <ResultFigure name="monthlyPayment" value={result.monthlyPayment} format="cents" className={ui.headlineValue} />
        </p>
        <p>
          {result.monthlySaving >= 0 ? "You save " : "Your payment rises by "}
          <ResultFigure name="monthlySaving" value={result.monthlySaving} format="cents">
            {formatCents(Math.abs(result.monthlySaving))}
          </ResultFigure>{" "}
          a month against <ResultFigure name="currentPayment" value={result.currentPayment} format="cents" /> today.{" "}
          {result.recoupmentMonths !== null ? (
            <>
              Closing costs are recouped in <ResultFigure name="recoupmentMonths" value={result.recoupmentMonths} format="months" /> (VA&apos;s limit is{" "}
              {VA_IRRRL_MAX_RECOUPMENT_MONTHS} months).
            </>
          ) : (
            "The closing costs are never recouped through the payment."
          )}
        </p>
      </div>
      <div className={ntb.met ? "notice" : "notice notice-error"} data-eligible={ntb.met ? "true" : "false"}>
        <p>
          <strong>{ntb.met ? "This IRRRL passes VA's net tangible benefit and recoupment tests." : "This IRRRL does not pass VA's tests:"}</strong>
        </p>
        {ntb.reasons.length > 0 ? (
          <ul className={ui.reasons}>
            {ntb.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
        <ul className={ui.reasons}>
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
      <section className={ui.panel} aria-labelledby="irrrl-loan">
        <h2 id="irrrl-loan">The new loan</h2>
        <dl className={ui.figures}>
          <dt>Rate reduction</dt>
          <dd>
            <ResultFigure name="rateReduction" value={result.rateReduction * 100} format="percent" />
          </dd>
          <dt>Loan amount</dt>
          <dd>
            <ResultFigure name="loanAmount" value={result.loanAmount} format="cents" />
          </dd>
          <dt>Funding fee ({formatPercent(result.fundingFeeBps / 100, 2)}, financed)</dt>
          <dd>
            <ResultFigure name="upfrontFee" value={result.upfrontFee} format="cents" />
          </dd>
          <dt>Total loan amount</dt>
          <dd>
            <ResultFigure name="totalLoanAmount" value={result.totalLoanAmount} format="cents" />
          </dd>
        </dl>
      </section>
    </>
  );
}

function VaIrrrlBody() {
  const ready = useReadyMarker<HTMLDivElement>();
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<VaIrrrlSpec>();
  const setExtra = useSetExtra();
  const { refi, loanInputs: li } = inputs;
  const result = useMemo(() => computeVaIrrrl(vaIrrrlInput(inputs, extras)), [inputs, extras]);

  return (
    <div ref={ready} data-calculator="va-irrrl">
      <div className={ui.layout}>
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
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            <Results result={result} />
          </div>
        </section>
      </div>
      <div className={ui.results}>
        <section className={ui.panel} aria-labelledby="interest-left">
          <h2 id="interest-left">Interest still to pay</h2>
          <CompareBars
            rows={[
              { label: "Current loan, as it stands", value: result.interestLeftCurrent, name: "interestLeftCurrent" },
              { label: "IRRRL, over its term", value: result.totalInterest, name: "totalInterest" },
            ]}
          />
        </section>
        {result.recoupmentMonths !== null && result.monthlySaving > 0 ? (
          <section className={ui.panel} aria-labelledby="recoupment">
            <h2 id="recoupment">Recoupment</h2>
            <BreakEvenChart monthlySaving={result.monthlySaving} closingCosts={extras.closingCosts} breakEvenMonths={result.recoupmentMonths} />
            <p className="field-hint">The green line is what you have saved on payments; the dashed line the closing costs VA counts.</p>
          </section>
        ) : null}
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
