"use client";

import { useEffect } from "react";

import { afterNetworkQuiet } from "@/lib/browser/after-network-quiet";

/**
 * Registers the service worker (production builds only) once the page has loaded and its own
 * requests have settled: the worker's install downloads the app shell and the precached pages,
 * which must not share the connection with the page's data and photos (docs/architecture.md,
 * Service worker).
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    return afterNetworkQuiet(
      () => {
        navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
          console.error("Service worker registration failed", error);
        });
      },
      { quietMs: 2_000, latestMs: 15_000 },
    );
  }, []);
  return null;
}
