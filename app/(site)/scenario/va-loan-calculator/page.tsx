import { PaymentPage } from "@/components/calculators/payment/payment-page";
import { readScenarioQuery, scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of /va-loan-calculator/ for shared scenarios (proxy.ts rewrites requests with a query here).
export const metadata = scenarioMetadata("/va-loan-calculator/");

export default async function Page({ searchParams }: { searchParams: SearchParamsProp }) {
  return <PaymentPage calcType="va" {...await readScenarioQuery(searchParams)} />;
}
