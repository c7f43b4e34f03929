"use client";

import { lazy, Suspense } from "react";

import { useConsent } from "@/lib/calculator/consent-store";

const Analytics = lazy(async () => ({ default: (await import("./analytics")).Analytics }));

/**
 * Analytics, loaded only once the visitor has accepted it; the layout renders this slot only in
 * a build with an analytics or tag manager id.
 */
export function AnalyticsSlot({ gaMeasurementId, gtmId }: { gaMeasurementId?: string; gtmId?: string }) {
  const [consent] = useConsent();
  if (consent !== true) return null;
  return (
    <Suspense fallback={null}>
      <Analytics gaMeasurementId={gaMeasurementId} gtmId={gtmId} />
    </Suspense>
  );
}
