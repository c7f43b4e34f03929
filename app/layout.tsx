import "./globals.css";

import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

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

/**
 * The document every page shares: fonts, global styles, metadata. The site's chrome (header,
 * footer, consent, analytics, service worker) is the (site) group's layout, so the embeddable
 * widget's frame (app/widget-frame), which needs none of it, ships none of its code.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The calculator restore script marks <html> before hydration (lib/calculator/restore-script.tsx).
    <html lang="en-US" className={openSans.variable} suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
