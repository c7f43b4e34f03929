"use client";

import { useMemo } from "react";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorLayout } from "@/components/calculators/ui/calculator-layout";
import { formatMoney } from "@/components/calculators/ui/format";
import { LOAN_TERM_OPTIONS, SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { computeDebtConsolidation } from "@/lib/mortgage/debt-consolidation";

import { ExtrasCalculatorRoot, useExtrasCalculator, type ExtrasIslandProps } from "../extras/extras-calculator";
import { useSetExtra } from "../extras/extras-scope";
import { ExtrasShareActions } from "../extras/extras-share";
import styles from "../other.module.css";
import { PhoneBar } from "../phone-bar";
import { VaBenefitFields } from "../va-benefit-fields";
import { DebtConsolidationResults, DebtTable } from "./debt-consolidation-results";
import {
  DEBT_CONSOLIDATION_SHARE_PARAMS,
  DEBT_CONSOLIDATION_SPEC,
  DEBT_SLOTS,
  debtAt,
  debtConsolidationInput,
  type DebtConsolidationExtras,
  type DebtConsolidationSpec,
} from "./debt-consolidation-spec";

const PATH = "/debt-consolidation/";
const COUNTS: readonly SelectOption[] = DEBT_SLOTS.map((n) => ({ value: String(n), label: String(n) }));
const PROGRAMS: readonly SelectOption[] = [
  { value: "conventional", label: "Conventional" },
  { value: "fha", label: "FHA" },
  { value: "va", label: "VA" },
];

function DebtFields({ slot, extras }: { slot: number; extras: DebtConsolidationExtras }) {
  const setExtra = useSetExtra();
  const debt = debtAt(extras, slot);
  const nameId = `debt${slot}-name`;
  return (
    <fieldset className={styles.debtRow}>
      <legend>Debt {slot}</legend>
      <div className="field">
        <label htmlFor={nameId}>Name of debt {slot}</label>
        <input
          id={nameId}
          name={`debt${slot}Name`}
          type="text"
          value={String(extras[`debt${slot}Name`] ?? "")}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => setExtra(`debt${slot}Name`, e.target.value)}
        />
      </div>
      <MoneyField label={`${debt.name} balance`} name={`debt${slot}Balance`} value={debt.balance} onValueChange={(t) => setExtra(`debt${slot}Balance`, t)} />
      <div className={ui.pair}>
        <PercentField label={`${debt.name} rate`} name={`debt${slot}Rate`} value={debt.rate * 100} onValueChange={(t) => setExtra(`debt${slot}Rate`, t)} />
        <MoneyField
          label={`${debt.name} payment a month`}
          name={`debt${slot}Payment`}
          value={debt.payment}
          onValueChange={(t) => setExtra(`debt${slot}Payment`, t)}
        />
      </div>
    </fieldset>
  );
}

function DebtConsolidationBody() {
  const { inputs, actions, extras, setExtra } = useExtrasCalculator<DebtConsolidationSpec>();
  const { refi, loanInputs: li } = inputs;
  const result = useMemo(() => computeDebtConsolidation(debtConsolidationInput(inputs, extras)), [inputs, extras]);

  return (
    <CalculatorLayout
      calculator="debt-consolidation"
      form={
        <CalculatorForm action={PATH} label="Your mortgage, your debts and the new loan">
          <fieldset>
            <legend>Your debts</legend>
            <SelectField
              label="Number of debts"
              name="debtCount"
              value={String(extras.debtCount)}
              options={COUNTS}
              onValueChange={(v) => setExtra("debtCount", v)}
            />
            {DEBT_SLOTS.slice(0, extras.debtCount).map((slot) => (
              <DebtFields key={slot} slot={slot} extras={extras} />
            ))}
          </fieldset>
          <fieldset>
            <legend>Your home and mortgage</legend>
            <MoneyField label="Home value" name="homeValue" value={refi.homeValue} onValueChange={(t) => actions.setRefi({ homeValue: t })} />
            <MoneyField
              label="Mortgage balance"
              name="mortgageBalanceFirst"
              value={refi.mortgageBalanceFirst}
              onValueChange={(t) => actions.setRefi({ mortgageBalanceFirst: t })}
            />
            <PercentField label="Mortgage rate" name="currentRate" value={refi.currentRate * 100} onValueChange={(t) => actions.setRefi({ currentRate: t })} />
            <NumberField label="Months left on the mortgage" name="currentTerm" value={extras.currentTerm} onValueChange={(t) => setExtra("currentTerm", t)} />
            <MoneyField
              label="Mortgage principal and interest a month (optional)"
              name="currentPayment"
              value={extras.currentPayment}
              onValueChange={(t) => setExtra("currentPayment", t)}
              hint="Leave 0 to work it out from the months left."
            />
          </fieldset>
          <fieldset>
            <legend>The new cash-out loan</legend>
            <SelectField label="Loan program" name="program" value={extras.program} options={PROGRAMS} onValueChange={(v) => setExtra("program", v)} />
            <PercentField label="New interest rate" name="rate" value={li.rate * 100} onValueChange={actions.setRate} />
            <SelectField label="New loan term" name="term" value={String(li.term)} options={LOAN_TERM_OPTIONS} onValueChange={actions.setTerm} />
            <YesNoField
              label="Estimate closing costs (3% of the new loan)"
              name="estimateClosingCosts"
              value={extras.estimateClosingCosts}
              onValueChange={(v) => setExtra("estimateClosingCosts", v)}
            />
            {extras.estimateClosingCosts ? null : (
              <MoneyField label="Closing costs" name="closingCosts" value={extras.closingCosts} onValueChange={(t) => setExtra("closingCosts", t)} />
            )}
            <YesNoField
              label="Add the closing costs to the loan"
              name="rollClosingCosts"
              value={extras.rollClosingCosts}
              onValueChange={(v) => setExtra("rollClosingCosts", v)}
            />
            {extras.program === "va" ? (
              <VaBenefitFields />
            ) : (
              <NumberField label="Credit score" name="creditScore" value={li.creditScore} onValueChange={actions.setCreditScore} />
            )}
          </fieldset>
        </CalculatorForm>
      }
      phoneBar={<PhoneBar label="Monthly after" text={formatMoney(result.monthlyOutflowAfter)} />}
      results={<DebtConsolidationResults result={result} />}
      below={
        <>
          <DebtTable result={result} />
          <ExtrasShareActions path={PATH} params={DEBT_CONSOLIDATION_SHARE_PARAMS} />
        </>
      }
    />
  );
}

export type DebtConsolidationCalculatorRootProps = ExtrasIslandProps<DebtConsolidationSpec>;

/** The debt consolidation calculator with its stores, what the page's island renders: computeDebtConsolidation (lib/mortgage) on every keystroke. */
export function DebtConsolidationCalculatorRoot(props: DebtConsolidationCalculatorRootProps) {
  return (
    <ExtrasCalculatorRoot {...props} page="debt-consolidation" path={PATH} spec={DEBT_CONSOLIDATION_SPEC}>
      <DebtConsolidationBody />
    </ExtrasCalculatorRoot>
  );
}
