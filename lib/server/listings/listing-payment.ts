import "server-only";

import { LRUCache } from "lru-cache";

import { getOrCompute } from "@/lib/cache/lru";
import { downPaymentFromPercent } from "@/lib/calculator/transitions";
import type { PaymentScenario } from "@/lib/listings/search";
import type { ListingDetail } from "@/lib/listings/types";
import { computePurchase, type PurchaseResult } from "@/lib/mortgage/purchase";

import { listingCarry, type CarryInput, type ListingCarry } from "./carry";

/** A figure of the payment that is an average for the place rather than the listing's own. */
export type EstimatedFigure = "propertyTax" | "homeInsurance";

/** Where an estimated figure comes from (name and year of the data set). */
export interface FigureSource {
  readonly figure: EstimatedFigure;
  readonly source: string;
}

/** A listing's monthly payment for a loan scenario: the figures of docs/architecture.md, Results markup, dollars. */
export interface ListingPayment {
  readonly monthlyPayment: number;
  readonly principalAndInterest: number;
  readonly propertyTax: number;
  readonly homeInsurance: number;
  /** PMI, FHA annual MIP or USDA annual fee in the first payment; 0 when none. */
  readonly mortgageInsurance: number;
  readonly hoa: number;
  /** Base loan. */
  readonly loanAmount: number;
  /** With financed UFMIP / VA funding fee / USDA guarantee fee. */
  readonly totalLoanAmount: number;
  readonly downPayment: number;
  readonly upfrontFee: number;
  /** Figures that are averages for the place (the tax when the listing gives none, insurance always). */
  readonly estimated: readonly EstimatedFigure[];
  readonly sources: readonly FigureSource[];
  /** False when the scenario does not fit the program for this home (reasons say why). */
  readonly eligible: boolean;
  readonly reasons: readonly string[];
  /** The scenario the figures are for. */
  readonly scenario: PaymentScenario;
}

/**
 * computePurchase for a list price and scenario, the way the calculator would price it: the down
 * payment from the percent as the calculator's own rule makes it (rounded up to the dollar,
 * lib/calculator downPaymentFromPercent), no schedule.
 */
export function purchaseForPrice(price: number, scenario: PaymentScenario, carry?: ListingCarry): PurchaseResult {
  return computePurchase({
    calcType: scenario.calcType,
    price,
    downPayment: downPaymentFromPercent(price, scenario.downPaymentPercent).downPayment,
    rate: scenario.ratePercent / 100,
    term: scenario.term,
    taxAnnual: carry ? (carry.propertyTax.annual ?? 0) : 0,
    insuranceAnnual: carry ? (carry.homeInsurance.annual ?? 0) : 0,
    hoa: carry ? carry.hoa.monthly : 0,
    creditScore: scenario.creditScore,
    includePMI: scenario.includePMI,
    isVeteran: true,
    isVaDisabled: scenario.isVaDisabled,
    isVaSubsequentUse: scenario.isVaSubsequentUse,
    includeSchedule: false,
  });
}

/**
 * The loan part of the monthly payment (P&I + first-month mortgage insurance) in cents, exactly
 * as computePurchase gives it: what the payment-maximum filter checks for the rows the SQL
 * estimate cannot settle. The whole payment is this + listings.monthly_carry_cents.
 */
export function loanPaymentCents(price: number, scenario: PaymentScenario): number {
  const r = purchaseForPrice(price, scenario);
  return Math.round(r.principalAndInterest * 100) + Math.round(r.mortgageInsurance * 100);
}

/** The carry fields of a listing view. */
export function carryInputOf(listing: ListingDetail): CarryInput {
  return {
    ListPrice: listing.listPrice,
    StateOrProvince: listing.stateOrProvince,
    TaxAnnualAmount: listing.taxAnnualAmount,
    AssociationFee: listing.associationFee,
    AssociationFeeFrequency: listing.associationFeeFrequency,
  };
}

/**
 * A listing's monthly payment for a scenario, by lib/mortgage computePurchase: price = list price,
 * down payment = price x percent (rounded up to the dollar, the calculator's rule), property tax =
 * the listing's TaxAnnualAmount or the county's effective rate x price (estimated), insurance =
 * the state's average premium (estimated), HOA = AssociationFee a month. The tax, insurance and
 * HOA are the same figures listings.monthly_carry_cents holds (carry.ts), so the search's
 * payment maximum and this payment agree to the cent.
 */
export function listingMonthlyPayment(listing: ListingDetail, scenario: PaymentScenario): ListingPayment {
  // A pure function of these inputs: the homes on the pages most visited, for the scenarios most
  // used (the calculator's defaults first), are computed once, not on every search.
  const key = JSON.stringify([
    listing.listPrice,
    listing.stateOrProvince,
    listing.countyFips,
    listing.taxAnnualAmount,
    listing.associationFee,
    listing.associationFeeFrequency,
    scenario,
  ]);
  return getOrCompute(paymentMemo, key, () => computeListingPayment(listing, scenario));
}

const PAYMENT_MEMO_SIZE = 5_000;
const paymentMemo = new LRUCache<string, ListingPayment>({ max: PAYMENT_MEMO_SIZE });

function computeListingPayment(listing: ListingDetail, scenario: PaymentScenario): ListingPayment {
  const carry = listingCarry(carryInputOf(listing), listing.countyFips);
  const r = purchaseForPrice(listing.listPrice, scenario, carry);
  const estimated: EstimatedFigure[] = [];
  const sources: FigureSource[] = [];
  for (const figure of ["propertyTax", "homeInsurance"] as const) {
    const part = carry[figure];
    if (part.estimated) estimated.push(figure);
    if (part.source) sources.push({ figure, source: part.source });
  }
  return {
    monthlyPayment: r.monthlyPayment,
    principalAndInterest: r.principalAndInterest,
    propertyTax: r.propertyTax,
    homeInsurance: r.homeInsurance,
    mortgageInsurance: r.mortgageInsurance,
    hoa: r.hoa,
    loanAmount: r.loanAmount,
    totalLoanAmount: r.totalLoanAmount,
    downPayment: r.downPayment,
    upfrontFee: r.upfrontFee,
    estimated,
    sources,
    eligible: r.eligibility.eligible,
    reasons: r.eligibility.reasons,
    scenario,
  };
}
