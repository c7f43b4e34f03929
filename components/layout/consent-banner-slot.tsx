"use client";

import { lazy, Suspense } from "react";

import { useConsent } from "@/lib/calculator/consent-store";
import { useHydrated } from "@/lib/session/use-session";

const ConsentBanner = lazy(async () => ({ default: (await import("./consent-banner")).ConsentBanner }));

/**
 * The consent banner, loaded only for visitors who have not answered yet: its code (and the ad
 * configuration it reads) stays out of every page's first-load JS. Nothing is rendered on the
 * server: the answer is only known in the browser, and without JavaScript nothing would be sent.
 */
export function ConsentBannerSlot() {
  const hydrated = useHydrated();
  const [consent] = useConsent();
  if (!hydrated || consent !== null) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
