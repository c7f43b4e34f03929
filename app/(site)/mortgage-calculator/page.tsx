import { PaymentPage } from "@/components/calculators/payment/payment-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/mortgage-calculator/");

export default function Page() {
  return <PaymentPage calcType="conventional" scenario={null} />;
}
