import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ListingDetailView } from "@/components/listings/detail/listing-detail-view";
import { mapTilesFromEnv } from "@/lib/map-tiles";
import { loadListingPage, listingPageMetadata } from "@/lib/server/listings/load-listing-page";

interface ListingPageProps {
  params: Promise<{ hashid: string }>;
}

// Rendered on a listing's first request and then served from Next's cache until the listing
// changes (its tag expires with any write to its row: docs/architecture.md, Caching). None is
// rendered at build time (the database is closed then).
export async function generateStaticParams(): Promise<{ hashid: string }[]> {
  return [];
}

export async function generateMetadata({ params }: ListingPageProps): Promise<Metadata> {
  const { hashid } = await params;
  return listingPageMetadata(hashid);
}

/**
 * /listings/{hashid}/: one home for sale with its monthly payment for the default loan, the same
 * for every visitor (what a visitor saved stays in the browser). An address that names a loan is
 * rewritten by proxy.ts to the twin `loan/`, rendered per request.
 */
export default async function ListingPage({ params }: ListingPageProps) {
  const { hashid } = await params;
  const page = await loadListingPage(hashid, {});
  if (!page) notFound();
  return <ListingDetailView {...page} metricsId={process.env.NEXT_PUBLIC_LISTINGS_METRICS_ID} tiles={mapTilesFromEnv(process.env)} />;
}
