import type { ReactNode } from "react";

import { ConfirmEmailBannerSlot } from "@/components/account/confirm-email-banner-slot";
import { ConfirmEmailPlaceholder } from "@/components/account/confirm-email-placeholder";
import { ConfirmEmailPrepaintScript } from "@/components/account/confirm-email-prepaint-script";
import { AnalyticsSlot } from "@/components/layout/analytics-slot";
import { SiteLinkRouter } from "@/components/layout/site-link-router";
import { ConsentBannerSlot } from "@/components/layout/consent-banner-slot";
import { ServiceWorker } from "@/components/layout/service-worker";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { isIntegrationOn } from "@/lib/integration";

/**
 * Every page of the site in its chrome: skip link, header, main landmark, footer, consent banner,
 * analytics and the service worker (the widget's frame, app/widget-frame, is outside this group).
 * The parts a first paint does not need load their code only when wanted (the slots: the
 * first-load JS budget).
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  const gaMeasurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
  const gtmId = process.env.NEXT_PUBLIC_GTM_ID;
  return (
    <>
      {/* First in the body: nothing of the page is painted before it has run. */}
      <ConfirmEmailPrepaintScript />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <div className="container">
          <ConfirmEmailPlaceholder />
          <ConfirmEmailBannerSlot />
        </div>
        {children}
      </main>
      <SiteFooter />
      <SiteLinkRouter />
      <ConsentBannerSlot />
      {isIntegrationOn(gaMeasurementId) || isIntegrationOn(gtmId) ? <AnalyticsSlot gaMeasurementId={gaMeasurementId} gtmId={gtmId} /> : null}
      <ServiceWorker />
    </>
  );
}
