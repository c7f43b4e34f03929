import "server-only";

import type { ResoListing } from "@/lib/listings/reso";
import { monthlyHoaFromFee } from "@/lib/mortgage/hoa";
import { toCents } from "@/lib/mortgage/money";
import { annualFromRate, monthlyFromAnnual } from "@/lib/mortgage/taxes-insurance";
import { countyByFips, findCounty } from "@/lib/reference/counties";
import { taxAndInsuranceDefaults } from "@/lib/reference/location-defaults";
import type { SourcedFigure } from "@/lib/reference/states";
import { countyFipsForZip } from "@/lib/reference/zip";

/**
 * The part of a listing's monthly payment that does not depend on the loan ("carry"): property
 * tax, homeowners insurance and HOA dues a month. Stored per row (`listings.monthly_carry_cents`)
 * so the search can filter on the whole payment in SQL; the listing payment
 * (listing-payment.ts) uses the same function, so the stored figure and the shown one agree.
 */

/** The fields of a listing the carry reads (a ResoListing, or a stored row by its RESO names). */
export interface CarryInput {
  readonly ListPrice: ResoListing["ListPrice"];
  readonly StateOrProvince: ResoListing["StateOrProvince"];
  readonly TaxAnnualAmount: ResoListing["TaxAnnualAmount"];
  readonly AssociationFee: ResoListing["AssociationFee"];
  /** RESO AssociationFeeFrequency (text as stored). */
  readonly AssociationFeeFrequency: string | null;
}

/** One monthly figure of the carry, with where its annual amount came from. */
export interface CarryPart {
  /** Dollars a month, rounded half up to the cent (lib/mortgage monthlyFromAnnual). */
  readonly monthly: number;
  /** Dollars a year (HOA: the monthly x 12 is not used; null). */
  readonly annual: number | null;
  /** True when the figure is an average for the place rather than the listing's own. */
  readonly estimated: boolean;
  /** Source name and year, or null when the figure is the listing's own (or there is none). */
  readonly source: string | null;
}

export interface ListingCarry {
  readonly propertyTax: CarryPart;
  readonly homeInsurance: CarryPart;
  readonly hoa: CarryPart;
  /** propertyTax + homeInsurance + hoa, integer cents. */
  readonly cents: number;
}

function sourceLabel(figure: SourcedFigure): string {
  return `${figure.source} (${figure.basis === "county" ? "county" : figure.basis === "state" ? "state" : "US"} average, ${figure.year})`;
}

/**
 * Tax, insurance and HOA of a listing a month. Tax: the listing's TaxAnnualAmount when above 0,
 * else the county's effective rate (the state's when the county has none or is unknown) x the
 * list price, rounded to the cent (lib/mortgage annualFromRate), flagged as estimated; 0 when no
 * rate exists (Puerto Rico and the island areas). Insurance: the state's average HO-3 premium
 * (NAIC 2022), always an estimate. HOA: AssociationFee per AssociationFeeFrequency, a month.
 * @param countyFips the listing's county (resolveCountyFips), or null
 */
export function listingCarry(record: CarryInput, countyFips: string | null): ListingCarry {
  const defaults = taxAndInsuranceDefaults(record.StateOrProvince, countyFips);

  let propertyTax: CarryPart;
  if (record.TaxAnnualAmount !== null && record.TaxAnnualAmount > 0) {
    propertyTax = { monthly: monthlyFromAnnual(record.TaxAnnualAmount), annual: record.TaxAnnualAmount, estimated: false, source: null };
  } else if (defaults.taxRate) {
    const annual = annualFromRate(record.ListPrice, defaults.taxRate.value);
    propertyTax = { monthly: monthlyFromAnnual(annual), annual, estimated: true, source: sourceLabel(defaults.taxRate) };
  } else {
    propertyTax = { monthly: 0, annual: 0, estimated: true, source: null };
  }

  const premium = defaults.insuranceAnnual;
  const homeInsurance: CarryPart = premium
    ? { monthly: monthlyFromAnnual(premium.value), annual: premium.value, estimated: true, source: sourceLabel(premium) }
    : { monthly: 0, annual: 0, estimated: true, source: null };

  const hoa: CarryPart = {
    monthly: monthlyHoaFromFee(record.AssociationFee, record.AssociationFeeFrequency),
    annual: null,
    estimated: false,
    source: null,
  };

  return {
    propertyTax,
    homeInsurance,
    hoa,
    cents: toCents(propertyTax.monthly) + toCents(homeInsurance.monthly) + toCents(hoa.monthly),
  };
}

/**
 * The `listings.monthly_carry_cents` figure of a record: tax/12 + insurance/12 + HOA a month in
 * integer cents, each rounded as computePurchase rounds it, so f(price) + carry equals the
 * listing's monthlyPayment to the cent. `taxEstimated` is true when the tax is not the listing's own.
 */
export function monthlyCarryCents(record: CarryInput, countyFips: string | null): { cents: number; taxEstimated: boolean } {
  const carry = listingCarry(record, countyFips);
  return { cents: carry.cents, taxEstimated: carry.propertyTax.estimated };
}

/**
 * The 5-digit county FIPS of a listing: its CountyOrParish matched by name within its state
 * (lib/reference findCounty: exact key, then the loose key), else its ZIP's primary county when
 * that county lies in the same state; null when neither gives one (or the state is unknown).
 */
export function resolveCountyFips(state: string, countyOrParish: string | null | undefined, postalCode: string | null | undefined): string | null {
  const st = state.trim().toUpperCase();
  if (countyOrParish && countyOrParish.trim() !== "") {
    const county = findCounty(st, countyOrParish);
    if (county) return county.fips;
  }
  if (postalCode) {
    const fips = countyFipsForZip(postalCode);
    if (fips && countyByFips(fips)?.state === st) return fips;
  }
  return null;
}
