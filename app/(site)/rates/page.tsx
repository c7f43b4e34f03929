import { connection } from "next/server";

import { loadRatesPage } from "@/lib/server/rates/load-rates-page";
import { RatesView } from "@/components/rates/rates-view";
import { YourRate } from "@/components/rates/your-rate";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/rates/");

/**
 * /rates/: market rates, the visitor's estimated rate and the rate history, read from the
 * database on every request (?range=1y|5y|all; the estimate's scenario as in YourRate).
 */
export default async function RatesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const params = await searchParams;
  const data = await loadRatesPage(params.range);
  return <RatesView {...data} yourRate={<YourRate searchParams={params} market={data.market} />} />;
}
