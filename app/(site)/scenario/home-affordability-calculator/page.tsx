import { AffordabilityPage } from "@/components/calculators/other/affordability/affordability-page";
import { HOME_AFFORDABILITY_SPEC } from "@/components/calculators/other/affordability/affordability-spec";
import { readOtherQuery } from "@/components/calculators/other/extras/read-query";
import { scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /home-affordability-calculator/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/home-affordability-calculator/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <AffordabilityPage variant="home" {...await readOtherQuery(searchParams, HOME_AFFORDABILITY_SPEC)} />;
}
