"use client";

import { useEffect, useRef } from "react";

import { ADS_ATTRIBUTE, adsEnabled, type AdsConfig } from "@/lib/ads";
import { requestAd, syncAdConsent } from "@/lib/ads-loader";
import { useConsent } from "@/lib/calculator/consent-store";
import { isAdFreeHint, refreshPlanHint } from "@/lib/premium/plan-hint";

/** How far ahead of the viewport a slot asks for its ad. */
const LOOKAHEAD = "600px 0px";

/**
 * One ad unit (`<ins class="adsbygoogle">`). Renders the same markup on the server and the
 * client; only once the visitor's consent is true, and the visitor is not premium (the plan
 * hint, refreshed from the server first when it is stale), does it, when within
 * {@link LOOKAHEAD} of the viewport, request its ad (which adds the ad script once per page).
 */
export function AdUnit({ config }: { config: AdsConfig }) {
  const [consent] = useConsent();
  const ref = useRef<HTMLModElement>(null);

  useEffect(() => {
    const unit = ref.current;
    let observer: IntersectionObserver | null = null;
    let cancelled = false;
    const hide = () => document.documentElement.removeAttribute(ADS_ATTRIBUTE);
    if (isAdFreeHint()) hide();
    else syncAdConsent(config, consent);
    if (!adsEnabled({ config, consent }) || !unit) return;
    void refreshPlanHint().then((adFree) => {
      if (cancelled) return;
      if (adFree || !adsEnabled({ config, consent, adFree })) {
        hide();
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          requestAd(unit, config.clientId);
        },
        { rootMargin: LOOKAHEAD },
      );
      observer.observe(unit);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [config, consent]);

  return (
    <ins
      ref={ref}
      className="adsbygoogle ad-slot__unit"
      data-ad-client={config.clientId}
      {...(config.slotId ? { "data-ad-slot": config.slotId } : { "data-ad-format": "auto" })}
    />
  );
}
