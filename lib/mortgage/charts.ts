/**
 * Table rows for the chart pages (/va-funding-fee-chart/, /fha-mortgage-insurance-premiums/) and
 * /accuracy/, built from the same generated data the calculators use, each with its source.
 */
import { formatUsdDigits } from "@/lib/format/en-us";
import { FHA_MIP_ROWS, VA_FUNDING_FEE_EXEMPTIONS, VA_FUNDING_FEE_ROWS } from "@/lib/reference/generated/programs";
import type { VaLoanType } from "@/lib/reference/types";
import { FHA_UFMIP_BPS } from "./fha";
import { PMI_RATE_TABLE, type PmiRateRow } from "./pmi";
import { SOURCES, type Source } from "./sources";

const LOAN_TYPE_LABEL: Readonly<Record<VaLoanType, string>> = {
  purchase_or_construction: "Purchase or construction",
  cash_out_refinance: "Cash-out refinance",
  irrrl: "Interest Rate Reduction Refinance Loan (IRRRL)",
  manufactured_home_not_permanently_affixed: "Manufactured home (not permanently affixed)",
  loan_assumption: "Loan assumption",
  vendee_va_acquired_property: "Vendee loan (VA-acquired property)",
  native_american_direct_loan_non_irrrl: "Native American Direct Loan (other than IRRRL)",
};

const USAGE_LABEL = { first_use: "First use", subsequent_use: "Subsequent use", any: "Any use" } as const;

export interface VaFundingFeeChartRow {
  readonly loanType: string;
  readonly usage: string;
  /** Down payment band in words, or "Any" where the fee does not depend on it. */
  readonly downPayment: string;
  /** Fee in percent of the loan (2.15). */
  readonly feePercent: number;
}

function downPaymentLabel(min: number | null, max: number | null): string {
  if (min === null && max === null) return "Any";
  if (!min) return `Less than ${max}%`;
  return `${min}% or more`;
}

/** The VA funding fee chart, with the exemptions and its source. */
export function vaFundingFeeChart(): { rows: VaFundingFeeChartRow[]; exemptions: readonly string[]; source: Source } {
  const rows = VA_FUNDING_FEE_ROWS.map((r) => ({
    loanType: LOAN_TYPE_LABEL[r.loanType],
    usage: USAGE_LABEL[r.usage],
    downPayment: downPaymentLabel(r.downPaymentMinPct, r.downPaymentMaxPctExclusive),
    feePercent: r.feeBps / 100,
  }));
  return { rows, exemptions: VA_FUNDING_FEE_EXEMPTIONS, source: SOURCES.vaFundingFee };
}

export interface FhaMipChartRow {
  readonly term: string;
  readonly baseLoanAmount: string;
  readonly ltv: string;
  /** Annual MIP in basis points (55) and percent (0.55). */
  readonly annualMipBps: number;
  readonly annualMipPercent: number;
  readonly duration: string;
}

const usd = (n: number) => formatUsdDigits(n, 0, 3);

function rangeLabel(min: number | null, max: number | null, fmt: (n: number) => string): string {
  if (min === null && max === null) return "Any";
  if (min === null) return `${fmt(max!)} or less`;
  if (max === null) return `More than ${fmt(min)}`;
  return `More than ${fmt(min)} up to ${fmt(max)}`;
}

/** The FHA annual MIP chart (ML 2023-05) with the UFMIP and the sources of rates and durations. */
export function fhaMipChart(): { upfrontPercent: number; rows: FhaMipChartRow[]; sources: Source[] } {
  const rows = FHA_MIP_ROWS.filter((r) => r.premium === "annual").map((r) => ({
    term: r.loanTerm === "gt_15_years" ? "More than 15 years" : "15 years or less",
    baseLoanAmount: rangeLabel(r.baseLoanMinExclusive, r.baseLoanMaxInclusive, usd),
    ltv: rangeLabel(r.ltvMinExclusive, r.ltvMaxInclusive, (n) => `${n}%`),
    annualMipBps: r.rateBps,
    annualMipPercent: r.rateBps / 100,
    duration: r.duration === "11 years" ? "11 years" : "Life of the loan",
  }));
  return { upfrontPercent: FHA_UFMIP_BPS / 100, rows, sources: [SOURCES.fhaMip, SOURCES.fhaMipDuration] };
}

/** The conventional PMI table (seed row shape) with each cell's provenance. */
export function pmiChart(): { rows: readonly PmiRateRow[]; source: Source } {
  return { rows: PMI_RATE_TABLE, source: SOURCES.pmiRates };
}
