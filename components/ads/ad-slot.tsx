import { adsPrepaintScript, siteAdsConfig } from "@/lib/ads";
import { CONSENT_STORAGE_KEY } from "@/lib/calculator/storage-keys";

import { LazyAdUnit } from "./lazy-ad-unit";

/**
 * Where a slot sits (for the ad service's reports and the tests). Content pages only: the blog's
 * lists and posts and the charts' text, never a calculator's results, account, listing or quote
 * pages.
 */
export type AdPlacement = "blog-list" | "blog-post" | "chart";

/**
 * An ad slot on a content page. With ads not configured it renders nothing at all (no box, no
 * script). Configured, it renders a box labelled "Advertisement" whose height is fixed, hidden by
 * the CSS until consent is known to be given: an inline script marks `<html>` before the first
 * paint when consent is stored, so a returning visitor's page is laid out with the box already
 * there and nothing moves when the ad arrives (for a first visitor it appears on the click that
 * accepts). A Server Component; the unit inside loads the ad.
 */
export function AdSlot({ placement }: { placement: AdPlacement }) {
  const config = siteAdsConfig();
  if (!config) return null;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: adsPrepaintScript(CONSENT_STORAGE_KEY) }} />
      <aside className="ad-slot no-print" aria-label="Advertisement" data-ad-placement={placement}>
        <p className="ad-slot__label" aria-hidden="true">
          Advertisement
        </p>
        <LazyAdUnit config={config} />
      </aside>
    </>
  );
}
