import { ArmPage } from "@/components/calculators/other/arm/arm-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/arm-calculator/");

/**
 * /arm-calculator/: static in form, but it shows the newest 30-day Average SOFR the site holds, so
 * it is rendered on its first request and served from the cache until the series changes
 * (docs/architecture.md, Caching); the copy `next build` makes, without the database, is never served.
 */
export default function Page() {
  return <ArmPage query={null} />;
}
