import { readOtherQuery } from "@/components/calculators/other/extras/read-query";
import { VaIrrrlPage } from "@/components/calculators/other/va/va-irrrl-page";
import { VA_IRRRL_SPEC } from "@/components/calculators/other/va/va-irrrl-spec";
import { scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /va-irrrl-calculator/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/va-irrrl-calculator/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <VaIrrrlPage {...await readOtherQuery(searchParams, VA_IRRRL_SPEC)} />;
}
