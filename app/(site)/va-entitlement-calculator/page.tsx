import { VaEntitlementPage } from "@/components/calculators/other/va/va-entitlement-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/va-entitlement-calculator/");

export default function Page() {
  return <VaEntitlementPage scenario={null} />;
}
