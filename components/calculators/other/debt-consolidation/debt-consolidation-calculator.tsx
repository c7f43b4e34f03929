"use client";

import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatCents, formatMoney, formatMonths } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { SelectField, YesNoField, type SelectOption } from "@/components/calculators/ui/select-field";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { CalculatorState } from "@/lib/calculator/store";
import { computeDebtConsolidation, type DebtConsolidationResult } from "@/lib/mortgage/debt-consolidation";

import { ExtrasScope, useExtras, useSetExtra } from "../extras/extras-scope";
import { ExtrasShareActions } from "../extras/extras-share";
import styles from "../other.module.css";
import { useReadyMarker } from "../ready-marker";
import { CompareBars, FindingsNotice } from "../results-parts";
import {
  DEBT_CONSOLIDATION_SHARE_PARAMS,
  DEBT_CONSOLIDATION_SPEC,
  DEBT_SLOTS,
  debtAt,
  debtConsolidationInput,
  type DebtConsolidationExtras,
  type DebtConsolidationSpec,
} from "./debt-consolidation-spec";
import { TableScroll } from "../table-scroll";

const PATH = "/debt-consolidation/";
const TERMS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));
const COUNTS: readonly SelectOption[] = DEBT_SLOTS.map((n) => ({ value: String(n), label: String(n) }));
const PROGRAMS: readonly SelectOption[] = [
  { value: "conventional", label: "Conventional" },
  { value: "fha", label: "FHA" },
  { value: "va", label: "VA" },
];

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, refi: s.refi, hoa: s.hoa, income: s.income, monthlyDebt: s.monthlyDebt, counts: s.counts, extraMonthly: s.extraMonthly };
}

function DebtFields({ slot, extras }: { slot: number; extras: DebtConsolidationExtras }) {
  const setExtra = useSetExtra();
  const debt = debtAt(extras, slot);
  const nameId = `debt${slot}-name`;
  return (
    <fieldset className={styles.debtRow}>
      <legend>Debt {slot}</legend>
      <div className="field">
        <label htmlFor={nameId}>Name of debt {slot}</label>
        <input id={nameId} name={`debt${slot}Name`} type="text" value={String(extras[`debt${slot}Name`] ?? "")} maxLength={40} autoComplete="off" onChange={(e) => setExtra(`debt${slot}Name`, e.target.value)} />
      </div>
      <MoneyField label={`${debt.name} balance`} name={`debt${slot}Balance`} value={debt.balance} onValueChange={(t) => setExtra(`debt${slot}Balance`, t)} />
      <div className={ui.pair}>
        <PercentField label={`${debt.name} rate`} name={`debt${slot}Rate`} value={debt.rate * 100} onValueChange={(t) => setExtra(`debt${slot}Rate`, t)} />
        <MoneyField label={`${debt.name} payment a month`} name={`debt${slot}Payment`} value={debt.payment} onValueChange={(t) => setExtra(`debt${slot}Payment`, t)} />
      </div>
    </fieldset>
  );
}

function Results({ result }: { result: DebtConsolidationResult }) {
  const saves = result.monthlySaving > 0;
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>Paid each month after consolidating</span>
          <ResultFigure name="monthlyOutflowAfter" value={result.monthlyOutflowAfter} format="cents" className={ui.headlineValue} />
        </p>
        <p>
          Today you pay <ResultFigure name="monthlyOutflowBefore" value={result.monthlyOutflowBefore} format="cents" /> a month on the mortgage and these
          debts: {saves ? "a saving of " : "an increase of "}
          <ResultFigure name="monthlySaving" value={result.monthlySaving} format="cents">
            {formatCents(Math.abs(result.monthlySaving))}
          </ResultFigure>{" "}
          a month.
        </p>
      </div>
      <FindingsNotice reasons={result.eligibility.reasons} notes={result.notes} lead="This consolidation does not fit the program:" />
      <section className={ui.panel} aria-labelledby="total-interest">
        <h2 id="total-interest">Total interest</h2>
        {result.totalInterestBefore === null ? (
          <p>At least one debt&apos;s payment does not cover its interest, so paying as you do now never ends.</p>
        ) : (
          <CompareBars
            rows={[
              { label: "Paying as you do now (mortgage left + debts)", value: result.totalInterestBefore, name: "totalInterestBefore" },
              { label: "After consolidating (the new loan)", value: result.totalInterestAfter, name: "totalInterestAfter" },
            ]}
          />
        )}
        {result.interestSavings !== null ? (
          <p>
            {result.interestSavings >= 0 ? "Consolidating saves " : "Consolidating costs "}
            <ResultFigure name="interestSavings" value={result.interestSavings}>
              {formatMoney(Math.abs(result.interestSavings))}
            </ResultFigure>{" "}
            {result.interestSavings >= 0 ? "in interest." : "more in interest, because the debts are repaid over the mortgage's long term."}
          </p>
        ) : null}
      </section>
      <section className={ui.panel} aria-labelledby="new-loan">
        <h2 id="new-loan">The new loan</h2>
        <dl className={ui.figures}>
          <dt>Debts paid off</dt>
          <dd>
            <ResultFigure name="totalDebt" value={result.totalDebt} />
          </dd>
          <dt>Loan amount</dt>
          <dd>
            <ResultFigure name="loanAmount" value={result.refinance.loanAmount} />
          </dd>
          <dt>Total loan amount (with any financed fee)</dt>
          <dd>
            <ResultFigure name="totalLoanAmount" value={result.refinance.totalLoanAmount} />
          </dd>
          <dt>Closing costs</dt>
          <dd>
            <ResultFigure name="closingCosts" value={result.refinance.closingCosts} format="cents" />
          </dd>
          <dt>Loan-to-value</dt>
          <dd>
            <ResultFigure name="ltv" value={result.refinance.ltv * 100} format="percent" />
          </dd>
        </dl>
      </section>
    </>
  );
}

function DebtTable({ result }: { result: DebtConsolidationResult }) {
  if (result.debts.length === 0) return null;
  return (
    <section className={ui.panel} aria-labelledby="debts-today">
      <h2 id="debts-today">Your debts if you keep paying them</h2>
      <TableScroll label="Each debt paid at its current payment">
        <table className={ui.compare}>
          <caption className="visually-hidden">Each debt paid at its current payment</caption>
          <thead>
            <tr>
              <th scope="col">Debt</th>
              <th scope="col">Balance</th>
              <th scope="col">Payment</th>
              <th scope="col">Paid off in</th>
              <th scope="col">Interest</th>
            </tr>
          </thead>
          <tbody>
            {result.debts.map((debt, index) => (
              <tr key={index}>
                <th scope="row">{debt.name}</th>
                <td>{formatMoney(debt.balance)}</td>
                <td>{formatCents(debt.payment)}</td>
                <td>{debt.payoffMonths === null ? "Never" : formatMonths(debt.payoffMonths)}</td>
                <td>{debt.totalInterest === null ? "No end" : formatMoney(debt.totalInterest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function DebtConsolidationBody() {
  const ready = useReadyMarker<HTMLDivElement>();
  const inputs = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const extras = useExtras<DebtConsolidationSpec>();
  const setExtra = useSetExtra();
  const { refi, loanInputs: li } = inputs;
  const result = useMemo(() => computeDebtConsolidation(debtConsolidationInput(inputs, extras)), [inputs, extras]);

  return (
    <div ref={ready} data-calculator="debt-consolidation">
      <div className={ui.layout}>
        <CalculatorForm action={PATH} label="Your mortgage, your debts and the new loan">
          <fieldset>
            <legend>Your debts</legend>
            <SelectField label="Number of debts" name="debtCount" value={String(extras.debtCount)} options={COUNTS} onValueChange={(v) => setExtra("debtCount", v)} />
            {DEBT_SLOTS.slice(0, extras.debtCount).map((slot) => (
              <DebtFields key={slot} slot={slot} extras={extras} />
            ))}
          </fieldset>
          <fieldset>
            <legend>Your home and mortgage</legend>
            <MoneyField label="Home value" name="homeValue" value={refi.homeValue} onValueChange={(t) => actions.setRefi({ homeValue: t })} />
            <MoneyField label="Mortgage balance" name="mortgageBalanceFirst" value={refi.mortgageBalanceFirst} onValueChange={(t) => actions.setRefi({ mortgageBalanceFirst: t })} />
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
            <SelectField label="New loan term" name="term" value={String(li.term)} options={TERMS} onValueChange={actions.setTerm} />
            <YesNoField
              label="Estimate closing costs (3% of the new loan)"
              name="estimateClosingCosts"
              value={extras.estimateClosingCosts}
              onValueChange={(v) => setExtra("estimateClosingCosts", v)}
            />
            {extras.estimateClosingCosts ? null : (
              <MoneyField label="Closing costs" name="closingCosts" value={extras.closingCosts} onValueChange={(t) => setExtra("closingCosts", t)} />
            )}
            <YesNoField label="Add the closing costs to the loan" name="rollClosingCosts" value={extras.rollClosingCosts} onValueChange={(v) => setExtra("rollClosingCosts", v)} />
            {extras.program === "va" ? (
              <>
                <YesNoField label="Exempt from the VA funding fee" name="isVaDisabled" value={li.isVaDisabled} onValueChange={(v) => actions.setLoanFlag("isVaDisabled", v)} />
                <YesNoField label="Used your VA loan benefit before" name="isVaSubsequentUse" value={li.isVaSubsequentUse} onValueChange={(v) => actions.setLoanFlag("isVaSubsequentUse", v)} />
              </>
            ) : (
              <NumberField label="Credit score" name="creditScore" value={li.creditScore} onValueChange={actions.setCreditScore} />
            )}
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
        <DebtTable result={result} />
        <ExtrasShareActions path={PATH} params={DEBT_CONSOLIDATION_SHARE_PARAMS} />
      </div>
    </div>
  );
}

export interface DebtConsolidationCalculatorProps {
  initial: DebtConsolidationExtras;
  fromLink: boolean;
}

/** The debt consolidation calculator: computeDebtConsolidation (lib/mortgage) on every keystroke. */
export function DebtConsolidationCalculator({ initial, fromLink }: DebtConsolidationCalculatorProps) {
  return (
    <ExtrasScope page="debt-consolidation" path={PATH} spec={DEBT_CONSOLIDATION_SPEC} initial={initial} fromLink={fromLink}>
      <DebtConsolidationBody />
    </ExtrasScope>
  );
}
