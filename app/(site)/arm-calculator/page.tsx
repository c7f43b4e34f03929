import { staticInput } from "@/components/calculators/other/extras/read-query";
import { ArmPage } from "@/components/calculators/other/arm/arm-page";
import { ARM_SPEC } from "@/components/calculators/other/arm/arm-defaults";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/arm-calculator/");

export default function Page() {
  return <ArmPage {...staticInput(ARM_SPEC)} />;
}
