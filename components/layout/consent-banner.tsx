"use client";

import { useSyncExternalStore } from "react";

import { useConsent } from "@/lib/calculator/consent-store";

import { IntentLink } from "./intent-link";

/** Asks once for analytics consent; the answer is remembered (the store's consent flag). */
export function ConsentBanner() {
  const [consent, setConsent] = useConsent();
  // Rendered only in the browser: the stored answer is unknown on the server, and a banner that
  // flashes for people who already answered would be worse than one that appears after load.
  const isBrowser = useSyncExternalStore(subscribeNothing, () => true, () => false);
  if (!isBrowser || consent !== null) return null;
  return (
    <section className="consent" aria-label="Cookie consent">
      <div className="container">
        <p>
          We would like to measure visits and page speed with Google Analytics. Nothing is sent unless you accept.
          See our <IntentLink href="/privacypolicy/">privacy policy</IntentLink>.
        </p>
        <div className="consent__actions">
          <button type="button" className="button" onClick={() => setConsent(true)}>
            Accept analytics
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConsent(false)}>
            Decline
          </button>
        </div>
      </div>
    </section>
  );
}

function subscribeNothing(): () => void {
  return () => {};
}
