"use client";

import { useEffect } from "react";

/**
 * Moves focus (and so the view) to the element `targetId` once the page is live: after a Server
 * Action's redirect the browser keeps the old scroll position, so a confirmation further down
 * would go unseen. Without JavaScript the address's #fragment does the scrolling instead.
 */
export function FocusOnArrival({ targetId }: { readonly targetId: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "start" });
  }, [targetId]);
  return null;
}
