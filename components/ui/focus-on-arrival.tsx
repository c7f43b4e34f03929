"use client";

import { useEffect } from "react";

/** How long after arrival the target is held in view against the router's own late scroll. */
export const HOLD_MS = 1_500;

/** What a visitor does that means the view is theirs from now on. */
const VISITOR_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Moves focus (and so the view) to the element `targetId` once the page is live: after a Server
 * Action's redirect the browser keeps the old scroll position, so a confirmation further down
 * would go unseen. Without JavaScript the address's #fragment does the scrolling instead.
 *
 * The router scrolls for the same navigation after this effect has run (its layout-router
 * scroll comes once the new segment commits), which can carry the target out of view again.
 * So for a short while after arrival, until the visitor scrolls, types or taps, the target is
 * scrolled back whenever it leaves the view.
 */
export function FocusOnArrival({ targetId }: { readonly targetId: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "start" });

    let observer: IntersectionObserver | undefined;
    const stop = () => {
      observer?.disconnect();
      observer = undefined;
      for (const type of VISITOR_EVENTS) window.removeEventListener(type, stop, true);
      window.clearTimeout(timer);
    };
    const timer = window.setTimeout(stop, HOLD_MS);
    for (const type of VISITOR_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => !entry.isIntersecting)) target.scrollIntoView({ block: "start" });
      });
      observer.observe(target);
    }
    return stop;
  }, [targetId]);
  return null;
}
