/**
 * The FHA mortgage insurance premium chart as the page shows it, read from the rows
 * lib/mortgage/fha.ts prices loans with (HUD ML 2023-05; durations ML 2013-04;
 * data/fha_mip_rates.csv). Dollar examples are computed by computePurchase.
 */
import { downPaymentFromPercent } from "@/lib/calculator/transitions";
import { FHA_MIN_SCORE, FHA_MIN_SCORE_LOW_DOWN, FHA_UFMIP_BPS, fhaMinimumDownPaymentPercent } from "@/lib/mortgage/fha";
import { computePurchase, type PurchaseResult } from "@/lib/mortgage/purchase";
import { FHA_MIP_ROWS } from "@/lib/reference/generated/programs";
import type { FhaMipRow } from "@/lib/reference/types";

import { formatMoney } from "../format";

/** Where the premiums come from, shown under the tables. */
export const FHA_MIP_SOURCE = {
  annual: "HUD Mortgagee Letter 2023-05 (annual MIP for case numbers endorsed on or after March 20, 2023)",
  duration: "HUD Mortgagee Letter 2013-04 (how long annual MIP is paid, case numbers assigned on or after June 3, 2013)",
  upfront: "HUD Mortgagee Letter 2023-05 (upfront MIP unchanged)",
  minimumDown: "HUD Handbook 4000.1, II.A.2.a (maximum loan-to-value by credit score)",
  year: 2023,
} as const;

export type FhaTermGroup = FhaMipRow["loanTerm"] & ("gt_15_years" | "le_15_years");

export interface AnnualMipRow {
  baseLoan: string;
  ltv: string;
  bps: number;
  duration: string;
}

function baseLoanLabel(row: FhaMipRow): string {
  if (row.baseLoanMaxInclusive !== null && row.baseLoanMinExclusive === null) return `${formatMoney(row.baseLoanMaxInclusive)} or less`;
  if (row.baseLoanMinExclusive !== null && row.baseLoanMaxInclusive === null) return `Over ${formatMoney(row.baseLoanMinExclusive)}`;
  if (row.baseLoanMinExclusive !== null && row.baseLoanMaxInclusive !== null) {
    return `Over ${formatMoney(row.baseLoanMinExclusive)} up to ${formatMoney(row.baseLoanMaxInclusive)}`;
  }
  return "Any amount";
}

/** LTV band text: "90% or less", "Over 90% up to 95%", "Over 95%". */
export function ltvLabel(row: Pick<FhaMipRow, "ltvMinExclusive" | "ltvMaxInclusive">): string {
  const { ltvMinExclusive: min, ltvMaxInclusive: max } = row;
  if (min === null && max !== null) return `${max}% or less`;
  if (min !== null && max === null) return `Over ${min}%`;
  if (min !== null && max !== null) return `Over ${min}% up to ${max}%`;
  return "Any";
}

function durationLabel(row: FhaMipRow): string {
  return row.duration === "11 years" ? "11 years" : row.duration === "life of loan" ? "Life of the loan" : "Paid at closing or financed";
}

/** Annual MIP rows for loans longer than 15 years, or for 15 years and less. */
export function annualMipRows(term: FhaTermGroup): AnnualMipRow[] {
  return FHA_MIP_ROWS.filter((row) => row.premium === "annual" && row.loanTerm === term).map((row) => ({
    baseLoan: baseLoanLabel(row),
    ltv: ltvLabel(row),
    bps: row.rateBps,
    duration: durationLabel(row),
  }));
}

/** The upfront premium, basis points of the base loan (175 = 1.75%). */
export function upfrontMipBps(): number {
  return FHA_UFMIP_BPS;
}

/** The base-loan threshold of the annual rates ($726,200 in ML 2023-05). */
export function baseLoanThreshold(): number {
  const row = FHA_MIP_ROWS.find((r) => r.premium === "annual" && r.baseLoanMaxInclusive !== null);
  return row?.baseLoanMaxInclusive ?? 0;
}

/** The FHA credit score and down payment rules (see lib/mortgage/fha.ts). */
export function minimumDownRules(): { score: number; percent: number | null }[] {
  return [FHA_MIN_SCORE_LOW_DOWN, FHA_MIN_SCORE].map((score) => ({ score, percent: fhaMinimumDownPaymentPercent(score) }));
}

export interface MipExampleInput {
  label: string;
  price: number;
  downPayment: number;
  rate: number;
  term: number;
}

export interface MipExample extends MipExampleInput {
  result: PurchaseResult;
}

/**
 * Worked examples priced by computePurchase: an FHA loan at the minimum down payment, with 10%
 * down (MIP for 11 years), and a 15-year loan with 10% down.
 *
 * @param price home price, dollars; @param rate annual rate, fraction
 */
export function mipExamples(price: number, rate: number): MipExample[] {
  const minimumPercent = fhaMinimumDownPaymentPercent(FHA_MIN_SCORE_LOW_DOWN) ?? 0;
  const down = (percent: number) => downPaymentFromPercent(price, percent).downPayment;
  const inputs: MipExampleInput[] = [
    { label: `30 years, ${minimumPercent}% down`, price, downPayment: down(minimumPercent), rate, term: 360 },
    { label: "30 years, 10% down", price, downPayment: down(10), rate, term: 360 },
    { label: "15 years, 10% down", price, downPayment: down(10), rate, term: 180 },
  ];
  return inputs.map((input) => ({
    ...input,
    result: computePurchase({ calcType: "fha", ...input, includeSchedule: false }),
  }));
}
