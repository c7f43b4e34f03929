"use client";

import { lazy, Suspense } from "react";

import { useConsent } from "@/lib/calculator/consent-store";
import { useHydratedInSlices } from "@/lib/session/use-session";

const ConsentBanner = lazy(async () => ({ default: (await import("./consent-banner")).ConsentBanner }));

/**
 * The consent banner, loaded only for visitors who have not answered yet: its code (and the ad
 * configuration it reads) stays out of every page's first-load JS. Nothing is rendered on the
 * server: the answer is only known in the browser, and without JavaScript nothing would be sent.
 * It mounts in a transition after hydration (useHydratedInSlices), not in the synchronous render
 * that useHydrated's switch is, where asking for its code took a task's worth of script elements.
 */
export function ConsentBannerSlot() {
  const hydrated = useHydratedInSlices();
  const [consent] = useConsent();
  if (!hydrated || consent !== null) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
