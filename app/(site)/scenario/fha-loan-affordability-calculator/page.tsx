import { AffordabilityPage } from "@/components/calculators/other/affordability/affordability-page";
import { FHA_AFFORDABILITY_SPEC } from "@/components/calculators/other/affordability/affordability-spec";
import { readOtherQuery } from "@/components/calculators/other/extras/read-query";
import { scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /fha-loan-affordability-calculator/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/fha-loan-affordability-calculator/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <AffordabilityPage variant="fha" {...await readOtherQuery(searchParams, FHA_AFFORDABILITY_SPEC)} />;
}
