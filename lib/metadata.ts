import type { Metadata } from "next";

import { routeFor, SITE_NAME } from "./routes";
import { ogImage, routeCard } from "./seo/og-image";

/** The site's static 1000x523 share image: the default of pages without a generated one (app/layout.tsx). */
export const SHARE_IMAGE = { url: "/share-image.png", width: 1000, height: 523, alt: "How Much Home? mortgage calculators" };

/**
 * Page metadata from the route registry: title, description, canonical URL and the social
 * cards with the page's generated share image (/og/..., lib/seo/og-image.ts).
 */
export function pageMetadata(path: string, overrides: Partial<Metadata> = {}): Metadata {
  const route = routeFor(path);
  const socialTitle = path === "/" ? SITE_NAME : `${route.title} | ${SITE_NAME}`;
  const image = ogImage(route.path, routeCard(route), socialTitle);
  const title = path === "/" ? { absolute: `${SITE_NAME} Mortgage calculators for every loan` } : route.title;
  return {
    title,
    description: route.description,
    alternates: { canonical: path },
    // Next replaces (does not merge) a parent's openGraph/twitter objects, so each page repeats the image.
    openGraph: { type: "website", siteName: SITE_NAME, locale: "en_US", title: socialTitle, description: route.description, url: path, images: [image] },
    twitter: { card: "summary_large_image", title: socialTitle, description: route.description, images: [{ url: image.url, alt: image.alt }] },
    ...overrides,
  };
}
