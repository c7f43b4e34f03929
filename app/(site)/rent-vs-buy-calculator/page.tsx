import { staticInput } from "@/components/calculators/other/extras/read-query";
import { RentVsBuyPage } from "@/components/calculators/other/rent-vs-buy/rent-vs-buy-page";
import { RENT_VS_BUY_SPEC } from "@/components/calculators/other/rent-vs-buy/rent-vs-buy-spec";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/rent-vs-buy-calculator/");

export default function Page() {
  return <RentVsBuyPage {...staticInput(RENT_VS_BUY_SPEC)} />;
}
