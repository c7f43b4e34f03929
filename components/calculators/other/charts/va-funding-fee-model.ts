/**
 * The VA funding fee chart as the page shows it, read from the same rows lib/mortgage/va.ts
 * prices loans with (VA Circular 26-23-06, data/va_funding_fees.csv), so the chart and the
 * calculators can never disagree. Dollar examples are computed by the engine's own functions.
 */
import { downPaymentFromPercent } from "@/lib/calculator/transitions";
import { fromCents, toCents } from "@/lib/mortgage/money";
import { vaFundingFeeBps, vaFundingFeeCents } from "@/lib/mortgage/va";
import { VA_FUNDING_FEE_EXEMPTIONS, VA_FUNDING_FEE_ROWS } from "@/lib/reference/generated/programs";
import type { VaFundingFeeRow, VaLoanType } from "@/lib/reference/types";

/** Where the chart comes from, shown under the tables. */
export const VA_FUNDING_FEE_SOURCE = {
  publisher: "U.S. Department of Veterans Affairs",
  document: "VA Circular 26-23-06, funding fee table (38 U.S.C. 3729)",
  inForce: "loans closing on or after April 7, 2023 and before November 14, 2031",
  year: 2023,
} as const;

const LOAN_TYPE_LABELS: Readonly<Record<VaLoanType, string>> = {
  purchase_or_construction: "Purchase or construction loan",
  cash_out_refinance: "Cash-out refinance",
  irrrl: "Interest Rate Reduction Refinance Loan (IRRRL)",
  manufactured_home_not_permanently_affixed: "Manufactured home loan (not permanently affixed)",
  loan_assumption: "Loan assumption",
  vendee_va_acquired_property: "Vendee loan (buying a VA-owned property)",
  native_american_direct_loan_non_irrrl: "Native American Direct Loan (not an IRRRL)",
};

/** The label of a down payment band: "Less than 5%", "5% to less than 10%", "10% or more", "Any". */
export function downPaymentBandLabel(row: Pick<VaFundingFeeRow, "downPaymentMinPct" | "downPaymentMaxPctExclusive">): string {
  const min = row.downPaymentMinPct ?? 0;
  const max = row.downPaymentMaxPctExclusive;
  if (max === null) return min > 0 ? `${min}% or more` : "Any";
  if (min <= 0) return `Less than ${max}%`;
  return `${min}% to less than ${max}%`;
}

function usageLabel(usage: VaFundingFeeRow["usage"]): string {
  if (usage === "first_use") return "First use";
  if (usage === "subsequent_use") return "Subsequent use";
  return "First or subsequent use";
}

export interface PurchaseFeeRow {
  band: string;
  /** Lower bound of the band, percent (to order rows and build examples). */
  minPercent: number;
  firstUseBps: number;
  subsequentUseBps: number;
}

/** Purchase and construction fees by down payment band, first and subsequent use side by side. */
export function purchaseFeeRows(): PurchaseFeeRow[] {
  const purchase = VA_FUNDING_FEE_ROWS.filter((row) => row.loanType === "purchase_or_construction");
  const bands = new Map<string, PurchaseFeeRow>();
  for (const row of purchase) {
    const band = downPaymentBandLabel(row);
    const entry = bands.get(band) ?? { band, minPercent: row.downPaymentMinPct ?? 0, firstUseBps: 0, subsequentUseBps: 0 };
    if (row.usage === "first_use" || row.usage === "any") entry.firstUseBps = row.feeBps;
    if (row.usage === "subsequent_use" || row.usage === "any") entry.subsequentUseBps = row.feeBps;
    bands.set(band, entry);
  }
  return [...bands.values()].sort((a, b) => a.minPercent - b.minPercent);
}

export interface OtherFeeRow {
  loanType: string;
  usage: string;
  bps: number;
}

/** Every other loan type of the chart (refinances, assumptions, manufactured homes, vendee, NADL). */
export function otherFeeRows(): OtherFeeRow[] {
  return VA_FUNDING_FEE_ROWS.filter((row) => row.loanType !== "purchase_or_construction").map((row) => ({
    loanType: LOAN_TYPE_LABELS[row.loanType],
    usage: usageLabel(row.usage),
    bps: row.feeBps,
  }));
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
 * What the fee costs on one price at the bottom of each down payment band, priced by
 * lib/mortgage (vaFundingFeeBps, vaFundingFeeCents): dollars, the fee on the base loan.
 *
 * @param price home price, whole dollars
 */
export function feeExamples(price: number): FeeExample[] {
  const priceCents = toCents(price);
  return purchaseFeeRows().map((row) => {
    const downCents = toCents(downPaymentFromPercent(price, row.minPercent).downPayment);
    const loanCents = priceCents - downCents;
    const fee = (subsequentUse: boolean) =>
      vaFundingFeeBps({ purpose: "purchase", subsequentUse, exempt: false, downPaymentCents: downCents, priceCents });
    const firstUseBps = fee(false);
    const subsequentUseBps = fee(true);
    return {
      downPaymentPercent: row.minPercent,
      downPayment: fromCents(downCents),
      loanAmount: fromCents(loanCents),
      firstUseBps,
      firstUseFee: fromCents(vaFundingFeeCents(loanCents, firstUseBps)),
      subsequentUseBps,
      subsequentUseFee: fromCents(vaFundingFeeCents(loanCents, subsequentUseBps)),
    };
  });
}

/** Who pays no funding fee (38 U.S.C. 3729(c)), as the chart's source lists them. */
export function fundingFeeExemptions(): readonly string[] {
  return VA_FUNDING_FEE_EXEMPTIONS;
}
