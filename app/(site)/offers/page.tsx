import { connection } from "next/server";

import { OffersPage } from "@/components/offers/offers-page";
import { pageMetadata } from "@/lib/metadata";
import { getDatabase } from "@/lib/server/db/database";
import { getMarketRates } from "@/lib/server/rates/market-rates";
import { PageStructuredData } from "@/components/seo/page-structured-data";

export const metadata = pageMetadata("/offers/");

/** /offers/: dynamic, it reads the market rates from the database. */
export default async function Offers({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const { db } = await getDatabase();
  const market = await getMarketRates(db);
  return (
    <>
      <PageStructuredData path="/offers/" />
      <OffersPage searchParams={await searchParams} market={market} />
    </>
  );
}
