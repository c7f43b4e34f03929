"use client";

import { useEffect } from "react";

/** The message the embed script (public/widget.js) listens for. */
export const RESIZE_MESSAGE = "hmh-widget:resize";

/** Quiet time after the last edit before it counts as one calculation (ms). */
const CALCULATION_DEBOUNCE_MS = 1200;

// Sent with plain fetch (no GraphQL client in the widget): the key travels as `api-key` (docs/architecture.md, Widget frames),
// beside the token the server put in this frame's HTML (without it nothing is counted).
const RECORD_CALCULATION = "mutation RecordWidgetCalculation($token: String) { recordWidgetCalculation(token: $token) }";

function recordCalculation(widgetKey: string, token: string): void {
  void fetch("/api/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-source": "web", "api-key": widgetKey },
    body: JSON.stringify({ operationName: "RecordWidgetCalculation", query: RECORD_CALCULATION, variables: { token } }),
    keepalive: true,
    credentials: "omit",
  }).catch(() => undefined);
}

/**
 * The frame's side of embedding, rendering nothing: reports the page's height to the embedding
 * page (the script checks that the message comes from this site's origin and this frame), counts
 * a calculation once the visitor stops editing for a moment, and opens links in a new tab (the
 * site's other pages refuse to be framed).
 */
export function WidgetFrameClient({ widgetKey, calculationToken }: { widgetKey: string; calculationToken: string | null }) {
  useEffect(() => {
    const framed = window.parent !== window;
    let lastHeight = 0;
    const report = () => {
      // The content's height (the body has no margin), not the document's scrollHeight: that is
      // never less than the frame's current height, so a frame could grow but never shrink.
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      if (!framed || height === lastHeight) return;
      lastHeight = height;
      // Only a height goes out, so any embedding page may read it.
      window.parent.postMessage({ type: RESIZE_MESSAGE, height }, "*");
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();

    let timer: ReturnType<typeof setTimeout> | undefined;
    const onEdit = (event: Event) => {
      const target = event.target;
      if (calculationToken === null || !(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        recordCalculation(widgetKey, calculationToken);
      }, CALCULATION_DEBOUNCE_MS);
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement && !link.href.startsWith("javascript:") && link.getAttribute("href")?.startsWith("#") !== true) {
        link.target = "_blank";
        link.rel = "noopener";
      }
    };
    document.addEventListener("input", onEdit);
    document.addEventListener("change", onEdit);
    document.addEventListener("click", onClick, true);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener("input", onEdit);
      document.removeEventListener("change", onEdit);
      document.removeEventListener("click", onClick, true);
    };
  }, [widgetKey, calculationToken]);
  return null;
}
