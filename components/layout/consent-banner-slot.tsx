"use client";

import { lazy, Suspense } from "react";

import { useChromeExtrasMayLoad } from "@/lib/browser/chrome-extras";
import { useConsent } from "@/lib/calculator/consent-store";

const ConsentBanner = lazy(async () => ({ default: (await import("./consent-banner")).ConsentBanner }));

/**
 * The consent banner, loaded only for visitors who have not answered yet: its code (and the ad
 * configuration it reads) stays out of every page's first-load JS. Nothing is rendered on the
 * server: the answer is only known in the browser, and without JavaScript nothing would be sent.
 * It mounts in a transition after hydration, not in the synchronous render that useHydrated's
 * switch is, where asking for its code took a task's worth of script elements, and on a page that
 * holds the chrome's extras, once the page's content is in (lib/browser/chrome-extras.ts).
 */
export function ConsentBannerSlot() {
  const mayLoad = useChromeExtrasMayLoad();
  const [consent] = useConsent();
  if (!mayLoad || consent !== null) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
