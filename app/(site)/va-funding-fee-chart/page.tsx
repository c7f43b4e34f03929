import { VaFundingFeeChart } from "@/components/calculators/other/charts/va-funding-fee-chart";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/va-funding-fee-chart/");

export default function VaFundingFeeChartPage() {
  return <VaFundingFeeChart />;
}
