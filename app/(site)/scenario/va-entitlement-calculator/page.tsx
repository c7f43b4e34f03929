import { VaEntitlementPage } from "@/components/calculators/other/va/va-entitlement-page";
import { readScenarioQuery, scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /va-entitlement-calculator/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/va-entitlement-calculator/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <VaEntitlementPage {...await readScenarioQuery(searchParams)} />;
}
