"use client";

import { useEffect } from "react";

/** The message the embed script (public/widget.js) listens for. */
export const RESIZE_MESSAGE = "hmh-widget:resize";

/** Quiet time after the last edit before it counts as one calculation (ms). */
const CALCULATION_DEBOUNCE_MS = 1200;

// Sent with plain fetch (no GraphQL client in the widget): the key travels as `api-key` (docs/architecture.md, Widget frames),
// beside the token the server put in this frame's HTML, or gave the frame served from the cache
// when asked (without one nothing is counted).
const RECORD_CALCULATION = "mutation RecordWidgetCalculation($token: String) { recordWidgetCalculation(token: $token) }";

const FRAME_TOKEN = "mutation WidgetFrameToken($embedder: String) { widgetFrameToken(embedder: $embedder) }";

function post(widgetKey: string, body: object, keepalive = false): Promise<Response> {
  return fetch("/api/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-source": "web", "api-key": widgetKey },
    body: JSON.stringify(body),
    keepalive,
    credentials: "omit",
  });
}

function recordCalculation(widgetKey: string, token: string): void {
  void post(widgetKey, { operationName: "RecordWidgetCalculation", query: RECORD_CALCULATION, variables: { token } }, true).catch(() => undefined);
}

/**
 * The token of a frame served from the cache, asked with the page that embedded it (the frame's
 * document.referrer: the embed codes ask for `referrerpolicy="origin"`); null when none is given.
 */
async function askToken(widgetKey: string): Promise<string | null> {
  try {
    const response = await post(widgetKey, { operationName: "WidgetFrameToken", query: FRAME_TOKEN, variables: { embedder: document.referrer || null } });
    const body = (await response.json()) as { data?: { widgetFrameToken?: unknown } };
    const token = body.data?.widgetFrameToken;
    return typeof token === "string" ? token : null;
  } catch {
    return null;
  }
}

/**
 * The frame's side of embedding, rendering nothing: reports the page's height to the embedding
 * page (the script checks that the message comes from this site's origin and this frame), counts
 * a calculation once the visitor stops editing for a moment, and opens links in a new tab (the
 * site's other pages refuse to be framed).
 */
export function WidgetFrameClient({
  widgetKey,
  calculationToken,
  tokenFromClient = false,
}: {
  widgetKey: string;
  calculationToken: string | null;
  tokenFromClient?: boolean;
}) {
  useEffect(() => {
    let token = calculationToken;
    let asked: Promise<void> | null = null;
    // Asked once, when the visitor first edits: a frame nobody uses costs no request.
    const ensureToken = () => {
      if (token === null && tokenFromClient && asked === null) {
        asked = askToken(widgetKey).then((given) => {
          token = given;
        });
      }
    };
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
      if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
      ensureToken();
      if (token === null && asked === null) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void (asked ?? Promise.resolve()).then(() => {
          if (token !== null) recordCalculation(widgetKey, token);
        });
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
  }, [widgetKey, calculationToken, tokenFromClient]);
  return null;
}
