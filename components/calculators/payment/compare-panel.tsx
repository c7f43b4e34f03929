"use client";

import { useMemo, useState } from "react";

import type { CountyLocation } from "@/components/calculators/location/types";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CompareTable, type CompareRow } from "@/components/calculators/ui/compare-table";
import { formatMoney, formatPercent } from "@/components/calculators/ui/format";
import { SelectField, type SelectOption } from "@/components/calculators/ui/select-field";
import { switchCalcType } from "@/lib/calculator/transitions";
import type { CalcType, CalculatorInputs } from "@/lib/calculator/types";
import { computePurchase, type PurchaseResult } from "@/lib/mortgage/purchase";

import { PAYMENT_PROGRAMS, PROGRAM_ORDER, type PaymentProgram } from "./programs";
import { purchaseInput } from "./purchase-input";

interface Snapshot {
  label: string;
  calcType: CalcType;
  inputs: CalculatorInputs;
  county: CountyLocation | null;
}

function rows(a: PurchaseResult, b: PurchaseResult): CompareRow[] {
  const both = (pick: (r: PurchaseResult) => number, format: "money" | "cents" | "months" = "money") => [
    { value: pick(a), format },
    { value: pick(b), format },
  ];
  return [
    { label: "Monthly payment", name: "monthlyPayment", cells: both((r) => r.monthlyPayment, "cents") },
    { label: "Principal and interest", name: "principalAndInterest", cells: both((r) => r.principalAndInterest, "cents") },
    { label: "Mortgage insurance a month", name: "mortgageInsurance", cells: both((r) => r.mortgageInsurance, "cents") },
    {
      label: "Down payment",
      name: "downPayment",
      cells: [a, b].map((r) => ({ value: r.downPayment, text: `${formatMoney(r.downPayment)} (${formatPercent(r.downPaymentPercent, 2)})` })),
    },
    { label: "Upfront fee", name: "upfrontFee", cells: both((r) => r.upfrontFee) },
    { label: "Total loan amount", name: "totalLoanAmount", cells: both((r) => r.totalLoanAmount) },
    { label: "Total interest", name: "totalInterest", cells: both((r) => r.totalInterest) },
    { label: "Mortgage insurance in all", name: "totalMortgageInsurance", cells: both((r) => r.totalMortgageInsurance) },
    {
      label: "Fits the program",
      name: "eligible",
      cells: [a, b].map((r) => ({ value: r.eligibility.eligible ? 1 : 0, text: r.eligibility.eligible ? "Yes" : "No" })),
    },
  ];
}

/**
 * Two scenarios side by side: the loan on screen against the same home under another program
 * (the store's switching rules decide its down payment and term, as if you switched), or
 * against numbers saved earlier with "Keep these numbers to compare".
 */
export function ComparePanel({
  program,
  inputs,
  county,
  result,
}: {
  program: PaymentProgram;
  inputs: CalculatorInputs;
  county: CountyLocation | null;
  result: PurchaseResult;
}) {
  const others = PROGRAM_ORDER.filter((t) => t !== program.calcType);
  const [choice, setChoice] = useState<string>(others[0] ?? "conventional");
  const [saved, setSaved] = useState<Snapshot | null>(null);

  const other = useMemo((): { label: string; result: PurchaseResult } => {
    if (choice === "saved" && saved) {
      return { label: saved.label, result: computePurchase(purchaseInput(saved.calcType, saved.inputs.loanInputs, saved.inputs.hoa, saved.inputs.extraMonthly, saved.county)) };
    }
    const calcType = PROGRAM_ORDER.find((t) => t === choice) ?? others[0] ?? "conventional";
    const switched = switchCalcType(inputs, calcType);
    return {
      label: `${PAYMENT_PROGRAMS[calcType].name}, same home`,
      result: computePurchase({ ...purchaseInput(calcType, switched.loanInputs, switched.hoa, switched.extraMonthly, county), includeSchedule: false }),
    };
  }, [choice, saved, inputs, county, others]);

  const options: SelectOption[] = others.map((t) => ({ value: t, label: `${PAYMENT_PROGRAMS[t].name} loan on the same home` }));
  if (saved) options.push({ value: "saved", label: `Numbers you kept (${saved.label})` });

  const keep = () => {
    setSaved({ label: `${program.name}, ${formatMoney(inputs.loanInputs.price)} home`, calcType: program.calcType, inputs, county });
    setChoice("saved");
  };

  return (
    <section className={ui.panel} aria-labelledby="compare-panel">
      <h2 id="compare-panel">Compare two scenarios</h2>
      <div className={`${ui.actions} no-print`}>
        <SelectField label="Compare this loan with" value={choice === "saved" && !saved ? (others[0] ?? "") : choice} options={options} onValueChange={setChoice} />
        <button type="button" className="button button-secondary" onClick={keep}>
          Keep these numbers to compare
        </button>
      </div>
      <CompareTable
        caption={`This ${program.name} loan compared with: ${other.label}`}
        columns={[`This ${program.name} loan`, other.label]}
        columnKeys={["A", "B"]}
        rows={rows(result, other.result)}
      />
    </section>
  );
}
