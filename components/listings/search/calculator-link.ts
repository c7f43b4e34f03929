import { normalizeCountyName } from "@/lib/calculator/transitions";
import type { PaymentScenario } from "@/lib/listings/search";
import { fromCents, toCents } from "@/lib/mortgage/money";
import type { CalcType } from "@/lib/mortgage/types";

import type { ListingCardData } from "./types";

/** The payment calculator of each program (the page a listing's "how" link opens). */
export const CALCULATOR_PATHS: Record<CalcType, string> = {
  conventional: "/mortgage-calculator/",
  fha: "/fha-loan-calculator/",
  usda: "/usda-loan-calculator/",
  va: "/va-loan-calculator/",
};

/** A monthly figure as the annual amount the calculator takes (whole cents x 12, so its /12 gives it back). */
function annual(monthly: number): number {
  return fromCents(toCents(monthly) * 12);
}

/**
 * The calculator with this home and loan in its address (scenario parameters, docs/architecture.md, Scenario links), so
 * the calculator shows how the card's monthly payment is made up, with or without JavaScript:
 * the price, the loan, and the very tax, insurance and HOA the payment used (the listing's own
 * tax or the county estimate, the state's average insurance).
 */
export function calculatorHref(card: ListingCardData, scenario: PaymentScenario): string {
  const params = new URLSearchParams();
  params.set("price", String(card.listPrice));
  params.set("downPaymentPercent", String(scenario.downPaymentPercent));
  params.set("rate", String(scenario.ratePercent));
  params.set("term", String(scenario.term));
  params.set("creditScore", String(scenario.creditScore));
  params.set("taxAnnual", String(annual(card.propertyTax)));
  params.set("insuranceAnnual", String(annual(card.homeInsurance)));
  params.set("hoa", String(card.hoa));
  params.set("state", card.stateOrProvince);
  // The county's FHA limit and VA entitlement apply in the calculator (upper-cased, without COUNTY, as loadListing stores it).
  const county = normalizeCountyName(card.countyOrParish ?? "");
  if (county) params.set("county", county);
  if (!scenario.includePMI) params.set("includePMI", "false");
  if (scenario.calcType === "va") {
    params.set("isVeteran", "true");
    if (scenario.isVaDisabled) params.set("isVaDisabled", "true");
    if (scenario.isVaSubsequentUse) params.set("isVaSubsequentUse", "true");
  }
  return `${CALCULATOR_PATHS[scenario.calcType]}?${params.toString()}`;
}
