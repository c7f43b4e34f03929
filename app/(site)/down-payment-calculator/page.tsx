import { DownPaymentPage } from "@/components/calculators/other/down-payment/down-payment-page";
import { DOWN_PAYMENT_SPEC } from "@/components/calculators/other/down-payment/down-payment-defaults";
import { staticInput } from "@/components/calculators/other/extras/read-query";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/down-payment-calculator/");

export default function Page() {
  return <DownPaymentPage {...staticInput(DOWN_PAYMENT_SPEC)} />;
}
