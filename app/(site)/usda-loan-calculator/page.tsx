import { PaymentPage } from "@/components/calculators/payment/payment-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/usda-loan-calculator/");

export default function Page() {
  return <PaymentPage calcType="usda" scenario={null} />;
}
