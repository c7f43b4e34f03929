/**
 * "Calculate" on a listing: the listing and the visitor's loan as a calculator scenario. With
 * JavaScript the button loads the listing into the saved calculator state (`loadListing`, docs/architecture.md, Calculator rules)
 * and opens the program's calculator; without it, the same values travel in the calculator's
 * scenario URL (docs/architecture.md, Scenario links), which the calculator pages render on the server.
 */
import { PAYMENT_PROGRAMS } from "@/lib/calculator/programs";
import type { ListingForCalculator } from "@/lib/calculator/types";
import { normalizeCountyName } from "@/lib/calculator/transitions";
import type { PaymentScenario } from "@/lib/listings/search";
import type { ListingDetail } from "@/lib/listings/types";

/** The calculator page of a loan program (/mortgage-calculator/, /fha-loan-calculator/, ...). */
export function calculatorPathFor(calcType: PaymentScenario["calcType"]): string {
  return PAYMENT_PROGRAMS[calcType].path;
}

/** What `loadListing` takes from a listing: price, annual tax (when listed), state and county. */
export function listingForCalculator(
  listing: Pick<ListingDetail, "listPrice" | "taxAnnualAmount" | "stateOrProvince" | "countyOrParish">,
): ListingForCalculator {
  return {
    price: listing.listPrice,
    taxAnnual: listing.taxAnnualAmount,
    state: listing.stateOrProvince,
    county: listing.countyOrParish,
  };
}

/**
 * The calculator scenario URL of a listing with the visitor's loan: price, the listing's annual
 * tax (left out when it has none, so the calculator keeps its tax rate, as `loadListing` does),
 * state, county (upper-cased without COUNTY), program, down payment percent, rate, term, credit
 * score and the program's flags.
 */
export function listingCalculatorHref(
  listing: Pick<ListingDetail, "listPrice" | "taxAnnualAmount" | "stateOrProvince" | "countyOrParish">,
  scenario: PaymentScenario,
): string {
  const params = new URLSearchParams();
  params.set("price", String(listing.listPrice));
  if (listing.taxAnnualAmount !== null) params.set("taxAnnual", String(listing.taxAnnualAmount));
  params.set("state", listing.stateOrProvince);
  const county = normalizeCountyName(listing.countyOrParish ?? "");
  if (county) params.set("county", county);
  params.set("downPaymentPercent", String(scenario.downPaymentPercent));
  params.set("rate", String(scenario.ratePercent));
  params.set("term", String(scenario.term));
  if (scenario.calcType === "conventional" || scenario.calcType === "fha" || scenario.calcType === "usda") {
    params.set("creditScore", String(scenario.creditScore));
  }
  if (scenario.calcType === "conventional" && !scenario.includePMI) params.set("includePMI", "false");
  if (scenario.calcType === "va") {
    if (scenario.isVaDisabled) params.set("isVaDisabled", "true");
    if (scenario.isVaSubsequentUse) params.set("isVaSubsequentUse", "true");
  }
  return `${calculatorPathFor(scenario.calcType)}?${params.toString()}`;
}
