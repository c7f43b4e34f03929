"use client";

import { lazy, Suspense } from "react";

import type { AdsConfig } from "@/lib/ads";

const AdUnit = lazy(async () => ({ default: (await import("./ad-unit")).AdUnit }));

/**
 * The ad unit with its code (consent, the premium plan hint and its request, the ad loader) in a
 * chunk of its own: the server renders the unit's markup, and the browser loads that code after
 * the page's own instead of with it. Pages that import AdSlot in a build without ads load none.
 */
export function LazyAdUnit({ config }: { config: AdsConfig }) {
  return (
    <Suspense fallback={null}>
      <AdUnit config={config} />
    </Suspense>
  );
}
