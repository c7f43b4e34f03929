import { AffordabilityPage } from "@/components/calculators/other/affordability/affordability-page";
import { FHA_AFFORDABILITY_SPEC } from "@/components/calculators/other/affordability/affordability-spec";
import { staticInput } from "@/components/calculators/other/extras/read-query";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/fha-loan-affordability-calculator/");

export default function Page() {
  return <AffordabilityPage variant="fha" {...staticInput(FHA_AFFORDABILITY_SPEC)} />;
}
