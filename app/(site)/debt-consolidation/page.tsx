import { DebtConsolidationPage } from "@/components/calculators/other/debt-consolidation/debt-consolidation-page";
import { DEBT_CONSOLIDATION_SPEC } from "@/components/calculators/other/debt-consolidation/debt-consolidation-spec";
import { staticInput } from "@/components/calculators/other/extras/read-query";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/debt-consolidation/");

export default function Page() {
  return <DebtConsolidationPage {...staticInput(DEBT_CONSOLIDATION_SPEC)} />;
}
