import type { Metadata } from "next";

import { routeFor, SITE_NAME } from "./routes";

/**
 * Page metadata from the route registry: title, description, canonical URL and the social
 * cards (the share image is set once in the root layout).
 */
export function pageMetadata(path: string, overrides: Partial<Metadata> = {}): Metadata {
  const route = routeFor(path);
  const title = path === "/" ? { absolute: `${SITE_NAME} Mortgage calculators for every loan` } : route.title;
  return {
    title,
    description: route.description,
    alternates: { canonical: path },
    openGraph: { title: path === "/" ? SITE_NAME : `${route.title} | ${SITE_NAME}`, description: route.description, url: path },
    twitter: { title: path === "/" ? SITE_NAME : `${route.title} | ${SITE_NAME}`, description: route.description },
    ...overrides,
  };
}
