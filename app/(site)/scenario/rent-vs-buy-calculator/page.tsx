import { readOtherQuery } from "@/components/calculators/other/extras/read-query";
import { RentVsBuyPage } from "@/components/calculators/other/rent-vs-buy/rent-vs-buy-page";
import { RENT_VS_BUY_SPEC } from "@/components/calculators/other/rent-vs-buy/rent-vs-buy-spec";
import { scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /rent-vs-buy-calculator/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/rent-vs-buy-calculator/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <RentVsBuyPage {...await readOtherQuery(searchParams, RENT_VS_BUY_SPEC)} />;
}
