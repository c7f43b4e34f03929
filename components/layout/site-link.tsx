import type { AnchorHTMLAttributes } from "react";

/** The attribute SiteLinkRouter finds the site's links by (SiteLink below sets it). */
export const SITE_LINK_ATTRIBUTE = "data-site-link";

/** The attribute that asks SiteLinkRouter to keep the scroll position (Next's Link's `scroll={false}`). */
export const KEEP_SCROLL_ATTRIBUTE = "data-keep-scroll";

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  /** Opened in place: the page keeps its scroll position (a control that changes a part of the page, such as a chart's range). */
  keepScroll?: boolean;
};

/**
 * The site's internal link in server-rendered parts (the header, its sections menu, the footer,
 * breadcrumbs, a calculator page's tabs and next questions): a plain `<a>`, which SiteLinkRouter,
 * mounted once by the (site) layout, opens without a full page load and prefetches on intent, as
 * IntentLink does. Why not IntentLink here: every page has seventy to eighty such links, and each
 * IntentLink is three client components (with Next's Link, its hooks and effects) that every page
 * load hydrated and committed on the main thread; Next's Link also put a 3.3 KB gzip chunk in
 * every page's first load. One listener for all of them works only when a link is used
 * (docs/architecture.md, "The main thread at load"). Client components keep IntentLink.
 */
export function SiteLink({ href, keepScroll, ...props }: SiteLinkProps) {
  return <a {...props} href={href} data-site-link="" data-keep-scroll={keepScroll ? "" : undefined} />;
}
