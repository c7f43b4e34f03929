import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";

import { ListingDetailView } from "@/components/listings/detail/listing-detail-view";
import { mapTilesFromEnv } from "@/lib/map-tiles";
import { loadListingPage, listingPageMetadata } from "@/lib/server/listings/load-listing-page";

interface ListingPageProps {
  params: Promise<{ hashid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: ListingPageProps): Promise<Metadata> {
  await connection();
  const { hashid } = await params;
  return listingPageMetadata(hashid);
}

/** /listings/{hashid}/: one home for sale with its monthly payment (always rendered per request). */
export default async function ListingPage({ params, searchParams }: ListingPageProps) {
  await connection();
  const [{ hashid }, query] = await Promise.all([params, searchParams]);
  const page = await loadListingPage(hashid, query);
  if (!page) notFound();
  return <ListingDetailView {...page} metricsId={process.env.NEXT_PUBLIC_LISTINGS_METRICS_ID} tiles={mapTilesFromEnv(process.env)} />;
}
