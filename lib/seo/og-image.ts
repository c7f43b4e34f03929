/**
 * The generated share images (Open Graph and Twitter cards): 1000 by 523 PNG (the product's share image size), one per
 * page, with the page's title. Pure: the address of a page's image and the version that makes
 * it cacheable forever. The route is app/og/[...path]/route.ts; the drawing is
 * lib/server/seo/og-card.tsx.
 */

import { SECTION_TITLES, SITE_NAME, type SiteRoute } from "@/lib/routes";

/** The share image's size: 1000 by 523, as the product specifies. */
export const OG_IMAGE_SIZE = { width: 1000, height: 523 } as const;

/** Bumped when the card's design changes, so every cached image is replaced. */
export const OG_DESIGN_VERSION = "1";

/** What a card shows. */
export interface OgCard {
  /** The page's title, the card's headline. */
  readonly title: string;
  /** A line under it (section, price, tags), optional. */
  readonly subtitle?: string;
}

/** The file name every image path ends with. */
const FILE = "og.png";

/**
 * A short content hash (FNV-1a, 32 bits, base 36) of a card and the design version: the
 * image's `v` parameter. A new title gives a new address, so the old image may be cached
 * forever (`immutable`).
 */
export function ogVersion(card: OgCard): string {
  const text = `${OG_DESIGN_VERSION}\u0000${card.title}\u0000${card.subtitle ?? ""}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The address of a page's share image: `/og/{page path}og.png?v={version}` (`/og/og.png` for home). */
export function ogImagePath(pagePath: string, card: OgCard): string {
  const normalized = pagePath.endsWith("/") ? pagePath : `${pagePath}/`;
  return `/og${normalized}${FILE}?v=${ogVersion(card)}`;
}

/**
 * The page path an image path's segments stand for (`["blog", "x", "og.png"]` → `/blog/x/`), or
 * null when they are not an image address (wrong file, empty, dot segments, odd characters).
 */
export function pagePathFromOgSegments(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.at(-1) !== FILE) return null;
  const page = segments.slice(0, -1);
  if (page.some((segment) => !/^[a-z0-9][a-z0-9-]{0,99}$/i.test(segment))) return null;
  return page.length === 0 ? "/" : `/${page.join("/")}/`;
}

/** The Open Graph image entry of a page (what `openGraph.images` takes). */
export function ogImage(pagePath: string, card: OgCard, alt = card.title) {
  return { url: ogImagePath(pagePath, card), width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height, alt, type: "image/png" };
}

/** A registered page's card: its title, under its section's name. */
export function routeCard(route: SiteRoute): OgCard {
  return route.path === "/"
    ? { title: "Mortgage calculators for every loan", subtitle: "FHA, VA, USDA and conventional, exact to the cent" }
    : { title: route.title, subtitle: SECTION_TITLES[route.section] };
}

/** A blog post's card. */
export function postCard(post: { readonly title: string }): OgCard {
  return { title: post.title, subtitle: `${SITE_NAME} blog` };
}

/** A blog tag's card. */
export function tagCard(tag: { readonly name: string }): OgCard {
  return { title: `Posts about ${tag.name}`, subtitle: `${SITE_NAME} blog` };
}
