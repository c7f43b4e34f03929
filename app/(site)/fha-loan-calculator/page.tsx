import { PaymentPage } from "@/components/calculators/payment/payment-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/fha-loan-calculator/");

export default function Page() {
  return <PaymentPage calcType="fha" scenario={null} />;
}
