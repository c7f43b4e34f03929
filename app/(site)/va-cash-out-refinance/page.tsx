import { staticInput } from "@/components/calculators/other/extras/read-query";
import { VaCashOutPage } from "@/components/calculators/other/va/va-cash-out-page";
import { VA_CASH_OUT_SPEC } from "@/components/calculators/other/va/va-cash-out-defaults";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/va-cash-out-refinance/");

export default function Page() {
  return <VaCashOutPage {...staticInput(VA_CASH_OUT_SPEC)} />;
}
