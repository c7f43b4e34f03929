"use client";

import { useEffect, useRef } from "react";

import { siteAdsConfig } from "@/lib/ads";
import { useConsent } from "@/lib/calculator/consent-store";

import { IntentLink } from "./intent-link";

/** Ads are part of the question only in a build configured for them (lib/ads.ts). */
const ADS_CONFIGURED = siteAdsConfig() !== null;

/**
 * Asks once for analytics consent; the answer is remembered (the store's consent flag). Mounted
 * by ConsentBannerSlot after hydration, only while no answer is stored.
 */
export function ConsentBanner() {
  const [consent, setConsent] = useConsent();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    // While it covers the bottom of the screen, what Tab scrolls into view stops above it (WCAG 2.4.11).
    // The height comes from the observer, which reports it after the browser's own layout: reading
    // offsetHeight here forced a layout of the whole page in the middle of its start (a long task
    // on phones), and the observer reports the first size anyway.
    const root = document.documentElement.style;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.borderBoxSize[0];
      if (box) root.setProperty("scroll-padding-bottom", `${Math.ceil(box.blockSize)}px`);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty("scroll-padding-bottom");
    };
  }, [consent]);
  if (consent !== null) return null;
  return (
    <section ref={ref} className="consent" aria-label="Cookie consent">
      <div className="container">
        <p>
          We would like to measure visits and page speed with Google Analytics
          {ADS_CONFIGURED ? ", and to show ads from Google AdSense on articles and charts" : ""}. Nothing is sent unless you accept. See our{" "}
          <IntentLink href="/privacypolicy/">privacy policy</IntentLink>.
        </p>
        <div className="consent__actions">
          <button type="button" className="button" onClick={() => setConsent(true)}>
            {ADS_CONFIGURED ? "Accept analytics and ads" : "Accept analytics"}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConsent(false)}>
            Decline
          </button>
        </div>
      </div>
    </section>
  );
}
