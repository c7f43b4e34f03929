"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { loadTagManager, startAnalytics } from "@/lib/analytics";
import { useConsent } from "@/lib/calculator/consent-store";
import { isIntegrationOn } from "@/lib/integration";

/** Sends a page view on every route change and loads the tag manager, with consent and configuration only. */
export function Analytics({ gaMeasurementId, gtmId }: { gaMeasurementId?: string; gtmId?: string }) {
  const [consent] = useConsent();
  const pathname = usePathname();

  useEffect(() => {
    if (consent !== true || !isIntegrationOn(gaMeasurementId)) return;
    let cancelled = false;
    void startAnalytics(gaMeasurementId).then((ga) => {
      if (!cancelled) ga.send({ hitType: "pageview", page: `${pathname}${window.location.search}`, title: document.title });
    });
    return () => {
      cancelled = true;
    };
  }, [consent, gaMeasurementId, pathname]);

  useEffect(() => {
    if (consent === true && isIntegrationOn(gtmId)) loadTagManager(gtmId);
  }, [consent, gtmId]);

  return null;
}
