import type { PaymentScenario } from "@/lib/listings/search";
import type { CalcType } from "@/lib/mortgage/types";

import type { ListingCardData } from "./types";

/** The payment calculator of each program (the page a listing's "how" link opens). */
export const CALCULATOR_PATHS: Record<CalcType, string> = {
  conventional: "/mortgage-calculator/",
  fha: "/fha-loan-calculator/",
  usda: "/usda-loan-calculator/",
  va: "/va-loan-calculator/",
};

/**
 * The calculator with this home and loan in its address (DESIGN §3.1 scenario parameters), so
 * the calculator shows how the card's monthly payment is made up, with or without JavaScript.
 */
export function calculatorHref(card: ListingCardData, scenario: PaymentScenario): string {
  const params = new URLSearchParams();
  params.set("price", String(card.listPrice));
  params.set("downPaymentPercent", String(scenario.downPaymentPercent));
  params.set("rate", String(scenario.ratePercent));
  params.set("term", String(scenario.term));
  params.set("creditScore", String(scenario.creditScore));
  if (card.taxAnnual !== null) params.set("taxAnnual", String(card.taxAnnual));
  params.set("state", card.stateOrProvince);
  if (card.countyOrParish) params.set("county", card.countyOrParish);
  if (!scenario.includePMI) params.set("includePMI", "false");
  if (scenario.calcType === "va") {
    params.set("isVeteran", "true");
    if (scenario.isVaDisabled) params.set("isVaDisabled", "true");
    if (scenario.isVaSubsequentUse) params.set("isVaSubsequentUse", "true");
  }
  return `${CALCULATOR_PATHS[scenario.calcType]}?${params.toString()}`;
}
