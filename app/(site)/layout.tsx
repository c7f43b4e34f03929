import type { ReactNode } from "react";

import { ConfirmEmailBanner } from "@/components/account/confirm-email-banner";
import { Analytics } from "@/components/layout/analytics";
import { ConsentBanner } from "@/components/layout/consent-banner";
import { ServiceWorker } from "@/components/layout/service-worker";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

/**
 * Every page of the site in its chrome: skip link, header, main landmark, footer, consent banner,
 * analytics and the service worker (the widget's frame, app/widget-frame, is outside this group).
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  const gaMeasurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
  const gtmId = process.env.NEXT_PUBLIC_GTM_ID;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <div className="container">
          <ConfirmEmailBanner />
        </div>
        {children}
      </main>
      <SiteFooter />
      <ConsentBanner />
      <Analytics gaMeasurementId={gaMeasurementId} gtmId={gtmId} />
      <ServiceWorker />
    </>
  );
}
