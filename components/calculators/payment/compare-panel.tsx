import ui from "@/components/calculators/ui/calculator.module.css";
import { CompareTable, type CompareRow } from "@/components/calculators/ui/compare-table";
import { formatMoney, formatPercent } from "@/components/calculators/ui/format";
import type { PurchaseResult } from "@/lib/mortgage/purchase";

import type { PaymentProgram } from "@/lib/calculator/programs";

function rows(a: PurchaseResult, b: PurchaseResult): CompareRow[] {
  const both = (pick: (r: PurchaseResult) => number, format: "money" | "cents" = "money") => [
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

export interface CompareOption {
  value: string;
  label: string;
}

export interface ComparePanelProps {
  program: PaymentProgram;
  /** The loan on screen. */
  result: PurchaseResult;
  /** What it is compared with, and its name. */
  other: PurchaseResult;
  otherLabel: string;
  options: readonly CompareOption[];
  choice: string;
  /** Absent in the server's first HTML: the controls work once the page is live. */
  onChoice?: (value: string) => void;
  onKeep?: () => void;
}

/**
 * Two scenarios side by side: the loan on screen against the same home under another program
 * (the store's switching rules decide its down payment and term, as if you switched), or
 * against numbers kept earlier. Presentational: the choice is state held by the live calculator.
 */
export function ComparePanel({ program, result, other, otherLabel, options, choice, onChoice, onKeep }: ComparePanelProps) {
  return (
    <section className={ui.panel} aria-labelledby="compare-panel">
      <h2 id="compare-panel">Compare two scenarios</h2>
      <div className={`${ui.actions} no-print`}>
        <div className="field">
          <label htmlFor="compare-with">Compare this loan with</label>
          <select id="compare-with" {...(onChoice ? { value: choice, onChange: (event) => onChoice(event.target.value) } : { defaultValue: choice })}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button-secondary" onClick={onKeep}>
          Keep these numbers to compare
        </button>
      </div>
      <CompareTable
        caption={`This ${program.name} loan compared with: ${otherLabel}`}
        columns={[`This ${program.name} loan`, otherLabel]}
        columnKeys={["A", "B"]}
        rows={rows(result, other)}
      />
    </section>
  );
}
