import { AffordabilityPage } from "@/components/calculators/other/affordability/affordability-page";
import { HOME_AFFORDABILITY_SPEC } from "@/components/calculators/other/affordability/affordability-spec";
import { staticInput } from "@/components/calculators/other/extras/read-query";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/home-affordability-calculator/");

export default function Page() {
  return <AffordabilityPage variant="home" {...staticInput(HOME_AFFORDABILITY_SPEC)} />;
}
