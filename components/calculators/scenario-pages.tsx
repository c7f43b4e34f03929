import type { ReactNode } from "react";

import { AffordabilityPage } from "@/components/calculators/other/affordability/affordability-page";
import { FHA_AFFORDABILITY_SPEC, HOME_AFFORDABILITY_SPEC } from "@/components/calculators/other/affordability/affordability-spec";
import { ArmPage } from "@/components/calculators/other/arm/arm-page";
import { DebtConsolidationPage } from "@/components/calculators/other/debt-consolidation/debt-consolidation-page";
import { DEBT_CONSOLIDATION_SPEC } from "@/components/calculators/other/debt-consolidation/debt-consolidation-spec";
import { DOWN_PAYMENT_SPEC } from "@/components/calculators/other/down-payment/down-payment-defaults";
import { DownPaymentPage } from "@/components/calculators/other/down-payment/down-payment-page";
import { readOtherQuery } from "@/components/calculators/other/extras/read-query";
import { PointsPage } from "@/components/calculators/other/points/points-page";
import { POINTS_SPEC } from "@/components/calculators/other/points/points-spec";
import { RefinancePage } from "@/components/calculators/other/refinance/refinance-page";
import { REFINANCE_SPEC } from "@/components/calculators/other/refinance/refinance-defaults";
import { RentVsBuyPage } from "@/components/calculators/other/rent-vs-buy/rent-vs-buy-page";
import { RENT_VS_BUY_SPEC } from "@/components/calculators/other/rent-vs-buy/rent-vs-buy-spec";
import { VA_CASH_OUT_SPEC } from "@/components/calculators/other/va/va-cash-out-defaults";
import { VaCashOutPage } from "@/components/calculators/other/va/va-cash-out-page";
import { VaEntitlementPage } from "@/components/calculators/other/va/va-entitlement-page";
import { VaIrrrlPage } from "@/components/calculators/other/va/va-irrrl-page";
import { VA_IRRRL_SPEC } from "@/components/calculators/other/va/va-irrrl-spec";
import { PaymentPage } from "@/components/calculators/payment/payment-page";
import { readScenarioQuery, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";
import { CALCULATORS } from "@/lib/calculator/registry";

import type { ScenarioRoute } from "./scenario-routes";

/*
 * The scenario twins' pages (docs/architecture.md, Scenario links), by registry id: what
 * app/(site)/scenario/[calculator]/page.tsx renders for /scenario/<id>/, the calculator's page
 * component with the request's query read as its static page's input. The type asks for one entry
 * for every registry entry with `scenario` and a calculator island (and no other), so a new
 * calculator fails tsc here until its twin is written. A page with a twin but no island (the loan
 * limits lookup) has a twin file of its own: the route's first load is every entry's client code.
 * The static pages import their own page component, not this map, for the same reason.
 */

/** A registry entry whose twin this map renders. */
export type TwinCalculator = Extract<(typeof CALCULATORS)[number], { scenario: true; component: string }>;

/** Renders a twin from its request's query. */
type ScenarioPage = (query: SearchParamsProp) => Promise<ReactNode>;

export const SCENARIO_PAGES = {
  "mortgage-calculator": async (query) => <PaymentPage calcType="conventional" {...await readScenarioQuery(query)} />,
  "fha-loan-calculator": async (query) => <PaymentPage calcType="fha" {...await readScenarioQuery(query)} />,
  "usda-loan-calculator": async (query) => <PaymentPage calcType="usda" {...await readScenarioQuery(query)} />,
  "va-loan-calculator": async (query) => <PaymentPage calcType="va" {...await readScenarioQuery(query)} />,
  "home-affordability-calculator": async (query) => <AffordabilityPage variant="home" {...await readOtherQuery(query, HOME_AFFORDABILITY_SPEC)} />,
  "fha-loan-affordability-calculator": async (query) => <AffordabilityPage variant="fha" {...await readOtherQuery(query, FHA_AFFORDABILITY_SPEC)} />,
  "down-payment-calculator": async (query) => <DownPaymentPage {...await readOtherQuery(query, DOWN_PAYMENT_SPEC)} />,
  refinance: async (query) => <RefinancePage {...await readOtherQuery(query, REFINANCE_SPEC)} />,
  "debt-consolidation": async (query) => <DebtConsolidationPage {...await readOtherQuery(query, DEBT_CONSOLIDATION_SPEC)} />,
  "va-irrrl-calculator": async (query) => <VaIrrrlPage {...await readOtherQuery(query, VA_IRRRL_SPEC)} />,
  "va-cash-out-refinance": async (query) => <VaCashOutPage {...await readOtherQuery(query, VA_CASH_OUT_SPEC)} />,
  "va-entitlement-calculator": async (query) => <VaEntitlementPage {...await readScenarioQuery(query)} />,
  "rent-vs-buy-calculator": async (query) => <RentVsBuyPage {...await readOtherQuery(query, RENT_VS_BUY_SPEC)} />,
  "arm-calculator": async (query) => <ArmPage query={query} />,
  "mortgage-points-calculator": async (query) => <PointsPage {...await readOtherQuery(query, POINTS_SPEC)} />,
} satisfies Record<TwinCalculator["id"], ScenarioPage>;

/** The twin at /scenario/<segment>/: its static page's path and its renderer; undefined for any other segment. */
export function scenarioPage(segment: string): { path: ScenarioRoute; render: ScenarioPage } | undefined {
  const calculator = CALCULATORS.find((entry): entry is TwinCalculator => entry.scenario && entry.component !== null && entry.id === segment);
  return calculator && { path: calculator.path, render: SCENARIO_PAGES[calculator.id] };
}
