import { connection } from "next/server";

import { loadRatesPage } from "@/components/rates/load-rates-page";
import { RatesView } from "@/components/rates/rates-view";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/rates/");

/** /rates/: market rates and their history, read from the database on every request (?range=1y|5y|all). */
export default async function RatesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const { range } = await searchParams;
  return <RatesView {...await loadRatesPage(range)} />;
}
