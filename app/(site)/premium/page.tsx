import { connection } from "next/server";

import { Plans } from "@/components/premium/plans";
import { PageStructuredData } from "@/components/seo/page-structured-data";
import { pageMetadata } from "@/lib/metadata";
import { serverEnv } from "@/lib/server/config";
import { stripeSettings } from "@/lib/server/premium/stripe-client";

export const metadata = pageMetadata("/premium/");

/** /premium/: dynamic, since the price and whether checkout is available come from the server's configuration. */
export default async function PremiumPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const query = await searchParams;
  return (
    <div className="container stack">
      <PageStructuredData path="/premium/" />
      <h1>Premium</h1>
      <p>How Much Home? is free to use. Premium pays for the site and adds tools for people comparing homes and loans.</p>
      <Plans monthlyPrice={serverEnv().PREMIUM_PRICE_MONTHLY} checkoutAvailable={stripeSettings() !== null} canceled={query.checkout === "canceled"} />
    </div>
  );
}
