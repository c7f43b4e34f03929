/**
 * The FHA mortgage insurance premium chart as the page lays it out. Rows, labels and sources
 * come from the engine (lib/mortgage/charts.ts `fhaMipChart`, built from the rows
 * lib/mortgage/fha.ts prices loans with); the worked examples are priced by computePurchase.
 */
import { downPaymentFromPercent } from "@/lib/calculator/transitions";
import { fhaMipChart, type FhaMipChartRow } from "@/lib/mortgage/charts";
import { FHA_MIN_SCORE, FHA_MIN_SCORE_LOW_DOWN, fhaMinimumDownPaymentPercent } from "@/lib/mortgage/fha";
import { computePurchase, type PurchaseResult } from "@/lib/mortgage/purchase";
import { FHA_MIP_ROWS } from "@/lib/reference/generated/programs";

/** Annual MIP rows grouped by the term labels of the chart, in chart order. */
export function annualMipGroups(rows: readonly FhaMipChartRow[] = fhaMipChart().rows): { term: string; rows: FhaMipChartRow[] }[] {
  const groups = new Map<string, FhaMipChartRow[]>();
  for (const row of rows) groups.set(row.term, [...(groups.get(row.term) ?? []), row]);
  return [...groups.entries()].map(([term, grouped]) => ({ term, rows: grouped }));
}

/** The base-loan threshold of the annual rates ($726,200 in ML 2023-05), from the engine's rows. */
export function baseLoanThreshold(): number {
  const row = FHA_MIP_ROWS.find((r) => r.premium === "annual" && r.baseLoanMaxInclusive !== null);
  return row?.baseLoanMaxInclusive ?? 0;
}

/** FHA's credit score and minimum down payment rules, from lib/mortgage/fha.ts. */
export function minimumDownRules(): { score: number; percent: number | null }[] {
  return [FHA_MIN_SCORE_LOW_DOWN, FHA_MIN_SCORE].map((score) => ({ score, percent: fhaMinimumDownPaymentPercent(score) }));
}

export interface MipExample {
  label: string;
  downPayment: number;
  term: number;
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
  const cases = [
    { label: `30 years, ${minimumPercent}% down`, downPayment: down(minimumPercent), term: 360 },
    { label: "30 years, 10% down", downPayment: down(10), term: 360 },
    { label: "15 years, 10% down", downPayment: down(10), term: 180 },
  ];
  return cases.map((c) => ({ ...c, result: computePurchase({ calcType: "fha", price, rate, ...c, includeSchedule: false }) }));
}
