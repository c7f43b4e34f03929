import { staticInput } from "@/components/calculators/other/extras/read-query";
import { VaIrrrlPage } from "@/components/calculators/other/va/va-irrrl-page";
import { VA_IRRRL_SPEC } from "@/components/calculators/other/va/va-irrrl-spec";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/va-irrrl-calculator/");

export default function Page() {
  return <VaIrrrlPage {...staticInput(VA_IRRRL_SPEC)} />;
}
