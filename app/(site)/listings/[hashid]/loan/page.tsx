import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";

import { ListingDetailView } from "@/components/listings/detail/listing-detail-view";
import { mapTilesFromEnv } from "@/lib/map-tiles";
import { loadListingPage, listingPageMetadata } from "@/lib/server/listings/load-listing-page";

interface ListingLoanPageProps {
  params: Promise<{ hashid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: ListingLoanPageProps): Promise<Metadata> {
  await connection();
  const { hashid } = await params;
  return listingPageMetadata(hashid);
}

/**
 * The dynamic twin of /listings/{hashid}/ for an address that names a loan (proxy.ts rewrites it
 * here, same address in the browser): the payment for that loan, rendered per request. Its
 * canonical address is the listing page's.
 */
export default async function ListingLoanPage({ params, searchParams }: ListingLoanPageProps) {
  await connection();
  const [{ hashid }, query] = await Promise.all([params, searchParams]);
  const page = await loadListingPage(hashid, query);
  if (!page) notFound();
  return <ListingDetailView {...page} metricsId={process.env.NEXT_PUBLIC_LISTINGS_METRICS_ID} tiles={mapTilesFromEnv(process.env)} />;
}
