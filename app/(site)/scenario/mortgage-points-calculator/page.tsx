import { readOtherQuery } from "@/components/calculators/other/extras/read-query";
import { PointsPage } from "@/components/calculators/other/points/points-page";
import { POINTS_SPEC } from "@/components/calculators/other/points/points-spec";
import { scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /mortgage-points-calculator/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/mortgage-points-calculator/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <PointsPage {...await readOtherQuery(searchParams, POINTS_SPEC)} />;
}
