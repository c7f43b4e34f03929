import { readOtherQuery } from "@/components/calculators/other/extras/read-query";
import { RefinancePage } from "@/components/calculators/other/refinance/refinance-page";
import { REFINANCE_SPEC } from "@/components/calculators/other/refinance/refinance-defaults";
import { scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /refinance/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/refinance/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <RefinancePage {...await readOtherQuery(searchParams, REFINANCE_SPEC)} />;
}
