import { DebtConsolidationPage } from "@/components/calculators/other/debt-consolidation/debt-consolidation-page";
import { DEBT_CONSOLIDATION_SPEC } from "@/components/calculators/other/debt-consolidation/debt-consolidation-spec";
import { readOtherQuery } from "@/components/calculators/other/extras/read-query";
import { scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /debt-consolidation/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/debt-consolidation/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <DebtConsolidationPage {...await readOtherQuery(searchParams, DEBT_CONSOLIDATION_SPEC)} />;
}
