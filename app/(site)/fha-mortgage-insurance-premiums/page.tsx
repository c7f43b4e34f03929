import { FhaMipChart } from "@/components/calculators/other/charts/fha-mip-chart";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/fha-mortgage-insurance-premiums/");

export default function FhaMortgageInsurancePremiumsPage() {
  return <FhaMipChart />;
}
