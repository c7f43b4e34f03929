"use client";

import { useMemo, useState } from "react";
import { useShallow } from "zustand/react/shallow";

import { MoneyField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorScope } from "@/components/calculators/ui/calculator-scope";
import { formatMoney } from "@/components/calculators/ui/format";
import { SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { Scenario } from "@/lib/calculator/scenario";
import type { CalculatorState } from "@/lib/calculator/store";
import { computeVaCashOut } from "@/lib/mortgage/va-cash-out";

import { ExtrasScope, useExtras, useSetExtra } from "../extras/extras-scope";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { useReadyMarker } from "../ready-marker";
import { VaCashOutResults } from "./va-cash-out-results";
import { LENDER_LIMITS, VA_CASH_OUT_SHARE_PARAMS, vaCashOutInput, vaCashOutSpec, type VaCashOutExtras, type VaCashOutSpec } from "./va-cash-out-spec";

const PATH = "/va-cash-out-refinance/";
const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));
const LIMIT_OPTIONS: readonly SelectOption[] = LENDER_LIMITS.map((l) => ({
  value: l,
  label: l === "100" ? "100% of the value (VA's limit)" : `${l}% of the value (common lender limit)`,
}));


function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, refi: s.refi, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, counts: s.counts, extraMonthly: s.extraMonthly };
}

function VaCashOutBody() {
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<VaCashOutSpec>();
  const setExtra = useSetExtra();
  const { refi, loanInputs: li } = inputs;
  const ready = useReadyMarker<HTMLDivElement>();
  const result = useMemo(() => computeVaCashOut(vaCashOutInput(inputs, extras)), [inputs, extras]);

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
          <PhoneBar label="Cash available" text={formatMoney(result.cashAvailable)} />
        </div>
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            <VaCashOutResults result={result} />
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
  initial: VaCashOutExtras;
  fromLink: boolean;
}

/** The VA cash-out refinance calculator: computeVaCashOut (lib/mortgage) on every keystroke. */
export function VaCashOutCalculator({ initial, fromLink }: VaCashOutCalculatorProps) {
  // The readers are all the browser needs of the spec; the first values came from the server.
  const [spec] = useState(() => vaCashOutSpec(initial.closingCosts));
  return (
    <ExtrasScope page="va-cash-out" path={PATH} spec={spec} initial={initial} fromLink={fromLink}>
      <VaCashOutBody />
    </ExtrasScope>
  );
}

export interface VaCashOutCalculatorRootProps extends VaCashOutCalculatorProps {
  /** The shared link's scenario (the dynamic twin), null on the static page. */
  scenario: Scenario | null;
}

/** The calculator with its store: what the page's island renders (va-cash-out-island.tsx). */
export function VaCashOutCalculatorRoot({ scenario, ...props }: VaCashOutCalculatorRootProps) {
  return (
    <CalculatorScope scenario={scenario} path={PATH}>
      <VaCashOutCalculator {...props} />
    </CalculatorScope>
  );
}
