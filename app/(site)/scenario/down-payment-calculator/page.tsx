import { DownPaymentPage } from "@/components/calculators/other/down-payment/down-payment-page";
import { DOWN_PAYMENT_SPEC } from "@/components/calculators/other/down-payment/down-payment-defaults";
import { readOtherQuery } from "@/components/calculators/other/extras/read-query";
import { scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /down-payment-calculator/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/down-payment-calculator/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <DownPaymentPage {...await readOtherQuery(searchParams, DOWN_PAYMENT_SPEC)} />;
}
