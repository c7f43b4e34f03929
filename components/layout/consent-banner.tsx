"use client";

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
  if (consent !== null) return null;
  return (
    <section className="consent" aria-label="Cookie consent">
      <div className="container">
        <p>
          We would like to measure visits and page speed with Google Analytics
          {ADS_CONFIGURED ? ", and to show ads from Google AdSense on articles and charts" : ""}. Nothing is sent unless you
          accept.
          See our <IntentLink href="/privacypolicy/">privacy policy</IntentLink>.
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
