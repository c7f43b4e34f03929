"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { SITE_LINK_ATTRIBUTE } from "./site-link";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/** The address within this site (path, query, hash) of the SiteLink an event happened on; null when none or another origin. */
function siteHrefOf(event: Event): string | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${SITE_LINK_ATTRIBUTE}]`) : null;
  return link && link.origin === window.location.origin ? link.pathname + link.search + link.hash : null;
}

/**
 * Whether the browser should handle a click itself, as Next's Link leaves it: a new tab or window
 * (a modifier key, another button, a target), a download, or a click a handler already took.
 */
function leftToTheBrowser(event: MouseEvent): boolean {
  const link = (event.target as Element).closest("a");
  const target = link?.getAttribute("target");
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (!!target && target !== "_self") ||
    !!link?.hasAttribute("download")
  );
}

/**
 * Opens the site's links (SiteLink) with the app router, and prefetches a link's page once
 * the visitor shows intent (pointer over it, focus, touch), from one set of listeners on the
 * document. Renders nothing; until it has mounted the links are plain links (a full page load).
 */
export function SiteLinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const href = siteHrefOf(event);
      if (href === null || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const onClick = (event: MouseEvent) => {
      const href = siteHrefOf(event);
      if (href === null || leftToTheBrowser(event)) return;
      event.preventDefault();
      router.push(href);
    };
    document.addEventListener("click", onClick);
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener("click", onClick);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}
