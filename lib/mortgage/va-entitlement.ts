/**
 * VA entitlement calculator.
 *
 * Rules (38 U.S.C. 3703(a)(1) as amended by the Blue Water Navy Vietnam Veterans Act of 2019,
 * VA Circular 26-19-30): a borrower with full entitlement has no VA loan limit. A borrower with
 * entitlement in use (an active VA loan, or one lost to a claim) has
 *   remaining entitlement = 25% x county conforming limit (1 unit) - entitlement used,
 * VA guarantees 25% of the loan, so the largest loan with no down payment is 4 x remaining, and
 * above it lenders ask for 25% of the excess as down payment (excess = price - that loan).
 */
import { fromCents, mulDivCeil, toCents } from "./money";
import { type Eligibility, Findings, formatUsd, readMoney } from "./types";

/** Basic entitlement, dollars (38 U.S.C. 3703(a)(1)(B)). */
export const VA_BASIC_ENTITLEMENT = 36_000;

export interface VaEntitlementInput {
  /** Purchase price (the loan with no down payment), dollars. */
  readonly price: number;
  /** Down payment the borrower plans, dollars (to check it against the requirement). */
  readonly downPayment?: number;
  /** The county's 1-unit conforming loan limit, dollars (lib/reference conformingLimit). */
  readonly countyLimit: number;
  /** Entitlement currently in use, dollars; 0 = full entitlement. */
  readonly entitlementUsed: number;
}

export interface VaEntitlementResult {
  /** True when no entitlement is in use: no VA loan limit applies. */
  readonly fullEntitlement: boolean;
  readonly countyLimit: number;
  /** 25% of the county limit, dollars. */
  readonly guarantyCap: number;
  readonly entitlementUsed: number;
  /** Entitlement left: 25% of the county limit minus the entitlement used (not below 0). */
  readonly remainingEntitlement: number;
  /** Largest loan with no down payment (4 x remaining); null with full entitlement (no limit). */
  readonly maxZeroDownLoan: number | null;
  /** Down payment lenders ask for: 25% of the price above the zero-down loan, rounded up to the cent. */
  readonly downPaymentRequired: number;
  /** Down payment still missing against `downPayment` (0 when enough or not given). */
  readonly downPaymentShortfall: number;
  readonly eligibility: Eligibility;
  readonly notes: string[];
}

/** Computes remaining entitlement, the zero-down limit and the down payment needed above it. */
export function computeVaEntitlement(input: VaEntitlementInput): VaEntitlementResult {
  const f = new Findings();
  const price = toCents(readMoney(input.price, "Home price", f));
  const down = toCents(readMoney(input.downPayment, "Down payment", f));
  const limit = toCents(readMoney(input.countyLimit, "County loan limit", f));
  const used = toCents(readMoney(input.entitlementUsed, "Entitlement used", f));
  if (limit <= 0) f.fail("Choose a county: the entitlement depends on its conforming loan limit.");
  const cap = mulDivCeil(limit, 1, 4);
  const full = used === 0;
  const remaining = Math.max(0, cap - used);
  let maxZeroDown: number | null = null;
  let required = 0;
  if (!full) {
    maxZeroDown = remaining * 4;
    required = mulDivCeil(Math.max(0, price - maxZeroDown), 1, 4);
    if (remaining === 0) f.note("All of the entitlement for this county is in use; a VA loan here needs 25% down.");
  } else {
    f.note("Full entitlement: no VA loan limit applies (since January 1, 2020).");
  }
  const shortfall = input.downPayment === undefined ? 0 : Math.max(0, required - down);
  if (shortfall > 0) f.fail(`A down payment of ${formatUsd(fromCents(required))} is needed for this price with the entitlement left.`);
  return {
    fullEntitlement: full,
    countyLimit: fromCents(limit),
    guarantyCap: fromCents(cap),
    entitlementUsed: fromCents(used),
    remainingEntitlement: fromCents(remaining),
    maxZeroDownLoan: maxZeroDown === null ? null : fromCents(maxZeroDown),
    downPaymentRequired: fromCents(required),
    downPaymentShortfall: fromCents(shortfall),
    eligibility: f.eligibility(),
    notes: f.notes,
  };
}
