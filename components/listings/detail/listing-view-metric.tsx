"use client";

import { useEffect, useRef } from "react";

import { useConsent } from "@/lib/calculator/consent-store";
import { reportListingView, type ViewedListing } from "@/lib/listings/view-metrics";

/**
 * Reports the view of this listing once (lib/listings/view-metrics), after consent and only when
 * a listings metrics id is configured. Consent given later on the same page still counts the
 * view; a re-render or React's development double effect does not count it twice.
 */
export function ListingViewMetric({ listing, metricsId }: { listing: ViewedListing; metricsId: string | undefined }) {
  const [consent] = useConsent();
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (reported.current === listing.hashid) return;
    if (reportListingView(listing, { consent, metricsId })) reported.current = listing.hashid;
  }, [consent, listing, metricsId]);

  return null;
}
