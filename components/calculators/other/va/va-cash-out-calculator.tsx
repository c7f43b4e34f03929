"use client";

import { useMemo, useState, type ReactNode } from "react";
import { useShallow } from "zustand/react/shallow";

import { MoneyField, PercentField } from "@/components/calculators/ui/amount-field";
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
import { LENDER_LIMITS, VA_CASH_OUT_SHARE_PARAMS, vaCashOutSpec, type VaCashOutExtras, type VaCashOutSpec } from "./va-cash-out-spec";

const PATH = "/va-cash-out-refinance/";
const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));
const LIMIT_OPTIONS: readonly SelectOption[] = LENDER_LIMITS.map((l) => ({
  value: l,
  label: l === "100" ? "100% of the value (VA's limit)" : `${l}% of the value (common lender limit)`,
}));

/** The live half: the engine and the result components (loaded after the page is interactive). */
export const loadVaCashOutLive = liveLoader(() => import("./va-cash-out-live"));

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, refi: s.refi, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, counts: s.counts, extraMonthly: s.extraMonthly };
}

function VaCashOutBody({ resultsFallback, headline }: { resultsFallback: ReactNode; headline: number }) {
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<VaCashOutSpec>();
  const setExtra = useSetExtra();
  const { refi, loanInputs: li } = inputs;
  const live = useLiveModule(loadVaCashOutLive);
  const ready = useReadyMarker<HTMLDivElement>(live !== null);
  const result = useMemo(() => live?.compute(inputs, extras) ?? null, [live, inputs, extras]);
  const stale = useChangedSinceFirstRender([inputs, extras]);

  return (
    <div ref={ready} data-calculator="va-cash-out">
      <div className={ui.layout}>
        <div>
          <CalculatorForm action={PATH} label="Your home, your loans and the cash-out refinance">
            <fieldset>
              <legend>Your home and loans</legend>
              <MoneyField label="Home value" name="homeValue" value={refi.homeValue} onValueChange={(t) => actions.setRefi({ homeValue: t })} />
              <MoneyField label="Mortgage balance" name="mortgageBalanceFirst" value={refi.mortgageBalanceFirst} onValueChange={(t) => actions.setRefi({ mortgageBalanceFirst: t })} />
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
              <SelectField label="Loan term" name="term" value={String(li.term)} options={TERMS} onValueChange={actions.setTerm} />
              <SelectField label="Loan-to-value limit" name="lenderLimit" value={extras.lenderLimit} options={LIMIT_OPTIONS} onValueChange={(v) => setExtra("lenderLimit", v)} />
              <MoneyField label="Closing costs" name="closingCosts" value={extras.closingCosts} onValueChange={(t) => setExtra("closingCosts", t)} hint="Paid from the loan." />
              <YesNoField label="Take all the cash available" name="takeMax" value={extras.takeMax} onValueChange={(v) => setExtra("takeMax", v)} />
              {extras.takeMax ? null : <MoneyField label="Cash you want" name="cashOut" value={extras.cashOut} onValueChange={(t) => setExtra("cashOut", t)} />}
              <YesNoField label="Used your VA loan benefit before" name="isVaSubsequentUse" value={li.isVaSubsequentUse} onValueChange={(v) => actions.setLoanFlag("isVaSubsequentUse", v)} />
              <YesNoField
                label="Exempt from the VA funding fee"
                name="isVaDisabled"
                value={li.isVaDisabled}
                onValueChange={(v) => actions.setLoanFlag("isVaDisabled", v)}
                hint="For example, you receive VA disability compensation."
              />
            </fieldset>
          </CalculatorForm>
          <PhoneBar label="Cash available" text={result?.cashAvailable !== undefined ? formatMoney(result?.cashAvailable) : stale ? "…" : formatMoney(headline)} />
        </div>
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            {live && result ? <live.VaCashOutResults result={result} /> : <ServerResults stale={stale}>{resultsFallback}</ServerResults>}
          </div>
        </section>
      </div>
      <div className={ui.results}>
        <ExtrasShareActions path={PATH} params={VA_CASH_OUT_SHARE_PARAMS} />
      </div>
    </div>
  );
}

export interface VaCashOutCalculatorProps {
  /** The results as the server rendered them, shown until the live half arrives. */
  resultsFallback: ReactNode;
  /** The cash available as the server computed it, for the phone bar until the live half arrives. */
  headline: number;
  initial: VaCashOutExtras;
  fromLink: boolean;
}

/** The VA cash-out refinance calculator: computeVaCashOut (lib/mortgage) on every keystroke. */
export function VaCashOutCalculator({ initial, fromLink, resultsFallback, headline }: VaCashOutCalculatorProps) {
  // The readers are all the browser needs of the spec; the first values came from the server.
  const [spec] = useState(() => vaCashOutSpec(initial.closingCosts));
  return (
    <ExtrasScope page="va-cash-out" path={PATH} spec={spec} initial={initial} fromLink={fromLink}>
      <VaCashOutBody resultsFallback={resultsFallback} headline={headline} />
    </ExtrasScope>
  );
}
