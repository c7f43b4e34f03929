"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { CHROME_LINK_ATTRIBUTE } from "./chrome-link";

/** The chrome link an event happened on, if any. */
function chromeLinkOf(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  return target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${CHROME_LINK_ATTRIBUTE}]`) : null;
}

/** The link's address within this site (path, query and hash), or null for another origin. */
function sameOriginHref(link: HTMLAnchorElement): string | null {
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Whether the browser should handle the click itself, as Next's Link leaves it: a new tab or
 * window (a modifier key, another button, a target), a download, or a click a handler already took.
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
    (target !== null && target !== "" && target !== "_self") ||
    link.hasAttribute("download")
  );
}

/**
 * Opens the chrome's links (ChromeLink) with the app router, and prefetches a link's page once
 * the visitor shows intent (pointer over it, focus, touch), from one set of listeners on the
 * document. Renders nothing; until it has mounted the links are plain links (a full page load).
 */
export function ChromeLinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const link = chromeLinkOf(event);
      const href = link ? sameOriginHref(link) : null;
      if (href === null || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const onClick = (event: MouseEvent) => {
      const link = chromeLinkOf(event);
      if (!link || leftToTheBrowser(event, link)) return;
      const href = sameOriginHref(link);
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    const passive = { passive: true } as const;
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent, passive);
    document.addEventListener("focusin", onIntent, passive);
    document.addEventListener("touchstart", onIntent, passive);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("touchstart", onIntent);
    };
  }, [router]);
  return null;
}
