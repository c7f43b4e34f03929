import "./globals.css";

import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { ConfirmEmailBanner } from "@/components/account/confirm-email-banner";
import { Analytics } from "@/components/layout/analytics";
import { ConsentBanner } from "@/components/layout/consent-banner";
import { ServiceWorker } from "@/components/layout/service-worker";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SHARE_IMAGE } from "@/lib/metadata";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/routes";
import { siteUrl } from "@/lib/site-url";

import { openSans } from "./fonts";

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  applicationName: SITE_NAME,
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  manifest: "/manifest.webmanifest",
  // app/favicon.ico adds its own link (32x32). No SVG icon: Chrome downloads and decodes the tab's
  // icon in the page's renderer, and an SVG one is an SVG document of its own built on the main
  // thread while the page loads (8-14 ms at 4x CPU, traced); the PNG covers larger sizes.
  icons: {
    icon: [{ url: "/icons/icon-192.png", type: "image/png", sizes: "192x192" }],
    apple: [{ url: "/icons/apple-touch-icon.png", sizes: "180x180" }],
  },
  appleWebApp: { capable: true, title: SITE_NAME, statusBarStyle: "default" },
  formatDetection: { telephone: false },
  openGraph: {
    type: "website",
    siteName: SITE_NAME,
    locale: "en_US",
    images: [SHARE_IMAGE],
  },
  twitter: { card: "summary_large_image", images: [SHARE_IMAGE.url] },
};

export const viewport: Viewport = {
  themeColor: "#00d777",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const gaMeasurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
  const gtmId = process.env.NEXT_PUBLIC_GTM_ID;
  return (
    // The calculator restore script marks <html> before hydration (lib/calculator/restore-script.tsx).
    <html lang="en-US" className={openSans.variable} suppressHydrationWarning>
      <body>
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
      </body>
    </html>
  );
}
