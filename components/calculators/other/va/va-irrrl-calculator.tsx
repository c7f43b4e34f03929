"use client";

import { useMemo, type ReactNode } from "react";
import { useShallow } from "zustand/react/shallow";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatMoney } from "@/components/calculators/ui/format";
import { SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { CalculatorState } from "@/lib/calculator/store";

import { ExtrasScope, useExtras, useSetExtra } from "../extras/extras-scope";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { useReadyMarker } from "../ready-marker";
import { liveLoader, ServerResults, useChangedSinceFirstRender, useLiveModule } from "../live";
import { VA_IRRRL_SHARE_PARAMS, VA_IRRRL_SPEC, type VaIrrrlExtras, type VaIrrrlSpec } from "./va-irrrl-spec";

const PATH = "/va-irrrl-calculator/";
const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));

/** The live half: the engine and the result components (loaded after the page is interactive). */
export const loadVaIrrrlLive = liveLoader(() => import("./va-irrrl-live"));

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, refi: s.refi, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, counts: s.counts, extraMonthly: s.extraMonthly };
}

interface Fallbacks {
  /** The main figure as the server computed it, for the phone bar until the live half arrives. */
  headline: number;
  /** The results as the server rendered them, shown until the live half arrives. */
  resultsFallback: ReactNode;
  belowFallback: ReactNode;
}

function VaIrrrlBody({ resultsFallback, belowFallback, headline }: Fallbacks) {
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<VaIrrrlSpec>();
  const setExtra = useSetExtra();
  const { refi, loanInputs: li } = inputs;
  const live = useLiveModule(loadVaIrrrlLive);
  const ready = useReadyMarker<HTMLDivElement>(live !== null);
  const result = useMemo(() => live?.compute(inputs, extras) ?? null, [live, inputs, extras]);
  const stale = useChangedSinceFirstRender([inputs, extras]);

  return (
    <div ref={ready} data-calculator="va-irrrl">
      <div className={ui.layout}>
        <div>
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
          <PhoneBar label="New payment" text={result?.monthlyPayment !== undefined ? formatMoney(result?.monthlyPayment) : stale ? "…" : formatMoney(headline)} />
        </div>
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            {live && result ? <live.VaIrrrlResults result={result} /> : <ServerResults stale={stale}>{resultsFallback}</ServerResults>}
          </div>
        </section>
      </div>
      <div className={ui.results}>
        {live && result ? (
          <live.VaIrrrlBelow
            result={result}
            chart={
              result.recoupmentMonths !== null ? (
                <live.BreakEvenChart monthlySaving={result.monthlySaving} closingCosts={extras.closingCosts} breakEvenMonths={result.recoupmentMonths} />
              ) : null
            }
          />
        ) : (
          <ServerResults stale={stale}>{belowFallback}</ServerResults>
        )}
        <ExtrasShareActions path={PATH} params={VA_IRRRL_SHARE_PARAMS} />
      </div>
    </div>
  );
}

export interface VaIrrrlCalculatorProps extends Fallbacks {
  initial: VaIrrrlExtras;
  fromLink: boolean;
}

/** The VA IRRRL calculator: computeVaIrrrl (lib/mortgage) on every keystroke. */
export function VaIrrrlCalculator({ initial, fromLink, ...fallbacks }: VaIrrrlCalculatorProps) {
  return (
    <ExtrasScope page="va-irrrl" path={PATH} spec={VA_IRRRL_SPEC} initial={initial} fromLink={fromLink}>
      <VaIrrrlBody {...fallbacks} />
    </ExtrasScope>
  );
}
