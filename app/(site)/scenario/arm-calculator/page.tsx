import { readOtherQuery } from "@/components/calculators/other/extras/read-query";
import { ArmPage } from "@/components/calculators/other/arm/arm-page";
import { ARM_SPEC } from "@/components/calculators/other/arm/arm-defaults";
import { scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /arm-calculator/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/arm-calculator/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <ArmPage {...await readOtherQuery(searchParams, ARM_SPEC)} />;
}
