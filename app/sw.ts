/// <reference lib="webworker" />
import { defaultCache } from "@serwist/next/worker";
import { CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, type PrecacheEntry, type RuntimeCaching, type SerwistGlobalConfig, Serwist } from "serwist";

import { NETWORK_FIRST_PATHS } from "@/lib/offline-routes";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/**
 * Pages that show what the database holds (the home page's rate, the ARM calculator's 30-day
 * Average SOFR): from the network while online, so the figures are current, with the last copy
 * kept for offline use. Only the plain address: a scenario link (`/?price=...`) is the visitor's
 * own and goes through the defaults below.
 */
const dynamicPages = new NetworkFirst({
  cacheName: "dynamic-pages",
  // A connection that answers nothing (lie-fi) gets the kept copy rather than a blank wait.
  networkTimeoutSeconds: 5,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 8 })],
});

const dynamicPageRoute: RuntimeCaching = {
  matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && url.search === "" && NETWORK_FIRST_PATHS.includes(url.pathname),
  handler: dynamicPages,
};

// Those pages are fetched when the worker installs too, so they open offline after one visit
// (that first visit happened before the worker controlled the page). A failed fetch does not
// fail the install: the next visit caches the page.
self.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.all(
      NETWORK_FIRST_PATHS.map((path) => {
        const [response, cached] = dynamicPages.handleAll({ event, request: new Request(path, { credentials: "same-origin" }) });
        return Promise.all([response, cached]).catch(() => undefined);
      }),
    ),
  );
});

// Precache: the app shell's static assets (from the build) and the static calculator pages
// (next.config.ts lists them from the route registry). Everything else uses Serwist's
// defaults for Next.js (network first for pages, cache first for static assets).
const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, ignoreURLParametersMatching: [/^utm_/, /^fbclid$/] },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [dynamicPageRoute, ...defaultCache],
});

serwist.addEventListeners();
