import type { AnchorHTMLAttributes } from "react";

/** The attribute ChromeLinkRouter finds the chrome's links by (ChromeLink below sets it). */
export const CHROME_LINK_ATTRIBUTE = "data-chrome-link";

type ChromeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };

/**
 * A link of the site's chrome (header, sections menu, footer): a plain `<a>`, which
 * ChromeLinkRouter, mounted once by the (site) layout, opens without a full page load and
 * prefetches on intent, as IntentLink does for the links of a page. Why not IntentLink here: the
 * chrome has about seventy links on every page, and each IntentLink is three client components
 * (with Next's Link and its hooks and effects) that every page load hydrates and commits on the
 * main thread. One listener for all of them does the same work only when a link is used
 * (docs/architecture.md, "The main thread at load").
 */
export function ChromeLink({ href, ...props }: ChromeLinkProps) {
  return <a {...props} href={href} data-chrome-link="" />;
}
