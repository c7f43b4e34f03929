import { readOtherQuery } from "@/components/calculators/other/extras/read-query";
import { VaCashOutPage } from "@/components/calculators/other/va/va-cash-out-page";
import { VA_CASH_OUT_SPEC } from "@/components/calculators/other/va/va-cash-out-defaults";
import { scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /va-cash-out-refinance/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/va-cash-out-refinance/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <VaCashOutPage {...await readOtherQuery(searchParams, VA_CASH_OUT_SPEC)} />;
}
