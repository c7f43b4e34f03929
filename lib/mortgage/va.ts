/**
 * VA guaranteed loans: funding fee, entitlement and residual income.
 *
 * - Funding fee chart for loans closing 2023-04-07 through 2031-11-14 (VA Circular 26-23-06;
 *   data/va_funding_fees.csv): purchase by use and down payment band, cash-out refinance by use,
 *   IRRRL 0.5%. Exempt borrowers (38 U.S.C. 3729(c); data/va_funding_fee_exemptions.csv) pay 0.
 *   The fee may be financed; VA loans carry no monthly mortgage insurance.
 * - Entitlement (38 U.S.C. 3703 as amended by the Blue Water Navy Vietnam Veterans Act of 2019):
 *   with full entitlement there is no loan limit; with entitlement in use, the remaining
 *   entitlement is 25% of the county conforming limit minus the entitlement used, the largest
 *   zero-down loan is 4 x the remaining entitlement, and above it the lender needs a down payment
 *   of 25% of the excess.
 * - Residual income guidelines (VA Pamphlet 26-7, Chapter 4, Topic 9): minimum monthly residual
 *   income by region, family size and loan amount ($79,999 or less vs $80,000 or more).
 */
import { VA_FUNDING_FEE_ROWS } from "@/lib/reference/generated/programs";
import type { VaLoanType } from "@/lib/reference/types";
import { mulDivHalfUp } from "./money";

/** The VA loan purposes the calculators price. */
export type VaLoanPurpose = "purchase" | "cash_out" | "irrrl";

const PURPOSE_TO_TYPE: Readonly<Record<VaLoanPurpose, VaLoanType>> = {
  purchase: "purchase_or_construction",
  cash_out: "cash_out_refinance",
  irrrl: "irrrl",
};

/** Inputs that decide the funding fee. */
export interface VaFundingFeeInput {
  readonly purpose: VaLoanPurpose;
  /** Subsequent use of the VA home loan benefit (first use otherwise). */
  readonly subsequentUse: boolean;
  /** Exempt from the fee (service-connected disability compensation, and the other exemptions). */
  readonly exempt: boolean;
  /** Down payment and price in cents (purchase only: they decide the down payment band). */
  readonly downPaymentCents?: number;
  readonly priceCents?: number;
}

/**
 * Funding fee in basis points (215 = 2.15%) for a purpose, use and down payment; 0 when exempt.
 * Down payment bands are compared exactly: 5% or more is down x 100 >= 5 x price.
 */
export function vaFundingFeeBps(input: VaFundingFeeInput): number {
  if (input.exempt) return 0;
  const loanType = PURPOSE_TO_TYPE[input.purpose];
  const usage = input.subsequentUse ? "subsequent_use" : "first_use";
  const down = input.downPaymentCents ?? 0;
  const price = input.priceCents ?? 0;
  const row = VA_FUNDING_FEE_ROWS.find((r) => {
    if (r.loanType !== loanType) return false;
    if (r.usage !== "any" && r.usage !== usage) return false;
    if (r.downPaymentMinPct !== null && !(down * 100 >= r.downPaymentMinPct * price)) return false;
    if (r.downPaymentMaxPctExclusive !== null && !(down * 100 < r.downPaymentMaxPctExclusive * price)) return false;
    return true;
  });
  if (!row) throw new Error(`no VA funding fee row for ${loanType}/${usage}`);
  return row.feeBps;
}

/** Funding fee in cents on a loan amount in cents, half up. */
export function vaFundingFeeCents(loanCents: number, feeBps: number): number {
  return mulDivHalfUp(loanCents, feeBps, 10_000);
}

/** VA's guaranty on entitlement: 25% of the loan, so one dollar of entitlement backs four of loan. */
export const VA_GUARANTY_FRACTION = 0.25;

/** The four census-style regions of VA's residual income tables. */
export type VaRegion = "northeast" | "midwest" | "south" | "west";

const REGION_STATES: Readonly<Record<VaRegion, readonly string[]>> = {
  northeast: ["CT", "ME", "MA", "NH", "NJ", "NY", "PA", "RI", "VT"],
  midwest: ["IL", "IN", "IA", "KS", "MI", "MN", "MO", "NE", "ND", "OH", "SD", "WI"],
  south: ["AL", "AR", "DE", "DC", "FL", "GA", "KY", "LA", "MD", "MS", "NC", "OK", "PR", "SC", "TN", "TX", "VA", "WV"],
  west: ["AK", "AZ", "CA", "CO", "HI", "ID", "MT", "NV", "NM", "OR", "UT", "WA", "WY"],
};

/** VA region of a state (USPS code), or null where VA's table names none (territories other than PR). */
export function vaRegionForState(state: string): VaRegion | null {
  const code = state.trim().toUpperCase();
  for (const region of Object.keys(REGION_STATES) as VaRegion[]) {
    if (REGION_STATES[region].includes(code)) return region;
  }
  return null;
}

/** Residual income table rows (family sizes 1-5), VA Pamphlet 26-7 ch. 4; [northeast, midwest, south, west]. */
export const VA_RESIDUAL_INCOME_TABLE = {
  /** Loan amounts of $79,999 and below; over 5 members add $75 each. */
  under80k: {
    rows: [
      [390, 382, 382, 425],
      [654, 641, 641, 713],
      [788, 772, 772, 859],
      [888, 868, 868, 967],
      [921, 902, 902, 1004],
    ],
    perExtraMember: 75,
  },
  /** Loan amounts of $80,000 and above; over 5 members add $80 each. */
  from80k: {
    rows: [
      [450, 441, 441, 491],
      [755, 738, 738, 823],
      [909, 889, 889, 990],
      [1025, 1003, 1003, 1117],
      [1062, 1039, 1039, 1158],
    ],
    perExtraMember: 80,
  },
} as const;

const REGION_INDEX: Readonly<Record<VaRegion, 0 | 1 | 2 | 3>> = { northeast: 0, midwest: 1, south: 2, west: 3 };

/**
 * Minimum monthly residual income (dollars) for a region, family size and loan amount. VA's table
 * adds the per-member amount "up to a family of seven"; larger families keep adding it here, which
 * can only ask for more residual income, never less.
 */
export function vaResidualIncomeRequired(region: VaRegion, familySize: number, loanAmount: number): number {
  const table = loanAmount >= 80_000 ? VA_RESIDUAL_INCOME_TABLE.from80k : VA_RESIDUAL_INCOME_TABLE.under80k;
  const size = Math.max(1, Math.floor(Number.isFinite(familySize) ? familySize : 1));
  const col = REGION_INDEX[region];
  const row = table.rows[Math.min(size, 5) - 1]!;
  return row[col] + Math.max(0, size - 5) * table.perExtraMember;
}

/** VA's maintenance and utilities estimate: $0.14 per square foot of living area a month (Pamphlet 26-7 ch. 4). */
export const VA_MAINTENANCE_PER_SQFT = 0.14;
