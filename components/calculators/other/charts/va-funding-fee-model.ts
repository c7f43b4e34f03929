/**
 * The VA funding fee chart as the page lays it out. The rows, labels and source come from the
 * engine (lib/mortgage/charts.ts `vaFundingFeeChart`, built from the same generated rows
 * lib/mortgage/va.ts prices loans with), so the chart and the calculators can never disagree.
 * Dollar examples are priced by the engine's own fee functions.
 */
import { downPaymentFromPercent } from "@/lib/calculator/transitions";
import { vaFundingFeeChart, type VaFundingFeeChartRow } from "@/lib/mortgage/charts";
import { fromCents, toCents } from "@/lib/mortgage/money";
import { vaFundingFeeBps, vaFundingFeeCents } from "@/lib/mortgage/va";
import { VA_FUNDING_FEE_ROWS } from "@/lib/reference/generated/programs";

/** The chart's purchase loan type, as the engine labels it. */
const PURCHASE = vaFundingFeeChart().rows[0]?.loanType ?? "";

export interface PurchaseFeeRow {
  /** Down payment band in words ("Less than 5%"). */
  band: string;
  /** Fee in percent of the loan (2.15). */
  firstUsePercent: number;
  subsequentUsePercent: number;
}

/** Purchase and construction fees by down payment band, first and subsequent use side by side. */
export function purchaseFeeRows(rows: readonly VaFundingFeeChartRow[] = vaFundingFeeChart().rows): PurchaseFeeRow[] {
  const bands = new Map<string, PurchaseFeeRow>();
  for (const row of rows.filter((r) => r.loanType === PURCHASE)) {
    const entry = bands.get(row.downPayment) ?? { band: row.downPayment, firstUsePercent: 0, subsequentUsePercent: 0 };
    if (row.usage !== "Subsequent use") entry.firstUsePercent = row.feePercent;
    if (row.usage !== "First use") entry.subsequentUsePercent = row.feePercent;
    bands.set(row.downPayment, entry);
  }
  return [...bands.values()];
}

/** Every other loan type of the chart (refinances, assumptions, manufactured homes, vendee, NADL). */
export function otherFeeRows(rows: readonly VaFundingFeeChartRow[] = vaFundingFeeChart().rows): VaFundingFeeChartRow[] {
  return rows.filter((row) => row.loanType !== PURCHASE);
}

export interface FeeExample {
  downPaymentPercent: number;
  downPayment: number;
  loanAmount: number;
  firstUseBps: number;
  firstUseFee: number;
  subsequentUseBps: number;
  subsequentUseFee: number;
}

/**
 * What the fee costs on one price at the bottom of each purchase down payment band (0%, 5%,
 * 10% in the chart's data), priced by lib/mortgage (vaFundingFeeBps, vaFundingFeeCents).
 *
 * @param price home price, whole dollars
 * @returns dollars: the down payment, the base loan and the fee on it, first and subsequent use
 */
export function feeExamples(price: number): FeeExample[] {
  const priceCents = toCents(price);
  const bandFloors = [
    ...new Set(VA_FUNDING_FEE_ROWS.filter((row) => row.loanType === "purchase_or_construction").map((row) => row.downPaymentMinPct ?? 0)),
  ].sort((a, b) => a - b);
  return bandFloors.map((percent) => {
    const downCents = toCents(downPaymentFromPercent(price, percent).downPayment);
    const loanCents = priceCents - downCents;
    const fee = (subsequentUse: boolean) => vaFundingFeeBps({ purpose: "purchase", subsequentUse, exempt: false, downPaymentCents: downCents, priceCents });
    const firstUseBps = fee(false);
    const subsequentUseBps = fee(true);
    return {
      downPaymentPercent: percent,
      downPayment: fromCents(downCents),
      loanAmount: fromCents(loanCents),
      firstUseBps,
      firstUseFee: fromCents(vaFundingFeeCents(loanCents, firstUseBps)),
      subsequentUseBps,
      subsequentUseFee: fromCents(vaFundingFeeCents(loanCents, subsequentUseBps)),
    };
  });
}
