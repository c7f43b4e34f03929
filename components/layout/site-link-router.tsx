"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { KEEP_SCROLL_ATTRIBUTE, SITE_LINK_ATTRIBUTE } from "./site-link";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/** The SiteLink an event happened on, when it leads within this site; null otherwise. */
function siteLinkOf(event: Event): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${SITE_LINK_ATTRIBUTE}]`) : null;
  return link && link.origin === window.location.origin ? link : null;
}

/** A link's address within this site: path, query and hash. */
function siteHref(link: HTMLAnchorElement): string {
  return link.pathname + link.search + link.hash;
}

/**
 * Whether the browser should handle a click on a link itself, as Next's Link leaves it: a new tab
 * or window (a modifier key, another button, a target), a download, or a click a handler already took.
 */
function leftToTheBrowser(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const target = link.getAttribute("target");
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (!!target && target !== "_self") ||
    link.hasAttribute("download")
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
      const link = siteLinkOf(event);
      if (!link) return;
      const href = siteHref(link);
      if (prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const onClick = (event: MouseEvent) => {
      const link = siteLinkOf(event);
      if (!link || leftToTheBrowser(event, link)) return;
      event.preventDefault();
      const href = siteHref(link);
      if (link.hasAttribute(KEEP_SCROLL_ATTRIBUTE)) router.push(href, { scroll: false });
      else router.push(href);
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
