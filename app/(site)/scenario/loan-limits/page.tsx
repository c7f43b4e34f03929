import { LoanLimitsPage } from "@/components/calculators/other/loan-limits/loan-limits-page";
import { readScenarioQuery, scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

export const metadata = scenarioMetadata("/loan-limits/");

export default async function LoanLimitsLookup({ searchParams }: { searchParams: SearchParamsProp }) {
  return <LoanLimitsPage {...await readScenarioQuery(searchParams)} />;
}
