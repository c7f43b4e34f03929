import { LoanLimitsPage } from "@/components/calculators/other/loan-limits/loan-limits-page";
import { readScenarioQuery, scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The twin of /loan-limits/, a page of its own rather than an entry of scenario/[calculator]: its
// lookup form is client code no calculator has, and in the one route it would be in every twin's
// first load (components/calculators/README.md, Scenario twins).
export const metadata = scenarioMetadata("/loan-limits/");

export default async function LoanLimitsLookup({ searchParams }: { searchParams: SearchParamsProp }) {
  return <LoanLimitsPage {...await readScenarioQuery(searchParams)} />;
}
