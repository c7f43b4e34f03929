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

/** The empty element just after the header that the first paint waits for. */
const HEADER_PARSED_ID = "header-parsed";

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
      {/* In the head (React hoists it): no frame is painted until the header is parsed whole. A
          browser may paint a page it has parsed in part, and a header cut short lays out smaller
          (its menu's <details> with the browser's own summary, no account link): its first row
          grew when the rest came and moved the brand and the search box. The element named is an
          empty one just after the header, so it is whole when it is there, for Chrome, which lets
          the frame go when the element is inserted, and for the standard, which waits until it is
          parsed. Browsers without rel=expect render as before. */}
      <link rel="expect" href={`#${HEADER_PARSED_ID}`} blocking="render" />
      {/* First in the body: nothing of the page is painted before it has run. */}
      <ConfirmEmailPrepaintScript />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <div id={HEADER_PARSED_ID} hidden />
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
