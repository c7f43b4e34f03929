import { staticInput } from "@/components/calculators/other/extras/read-query";
import { PointsPage } from "@/components/calculators/other/points/points-page";
import { POINTS_SPEC } from "@/components/calculators/other/points/points-spec";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/mortgage-points-calculator/");

export default function Page() {
  return <PointsPage {...staticInput(POINTS_SPEC)} />;
}
