import { staticInput } from "@/components/calculators/other/extras/read-query";
import { RefinancePage } from "@/components/calculators/other/refinance/refinance-page";
import { REFINANCE_SPEC } from "@/components/calculators/other/refinance/refinance-defaults";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/refinance/");

export default function Page() {
  return <RefinancePage {...staticInput(REFINANCE_SPEC)} />;
}
