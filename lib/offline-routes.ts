import { ROUTES } from "./routes";

/** Pages that open offline after one visit (precached, or fetched network first and kept). */
export const OFFLINE_PATHS: readonly string[] = ROUTES.filter((route) => route.offline).map((route) => route.path);

/** Offline pages the service worker precaches with the build (static pages: one copy per build). */
export const PRECACHE_PATHS: readonly string[] = ROUTES.filter((route) => route.offline && !route.networkFirst).map((route) => route.path);

/**
 * Offline pages rendered per request (today's rate on the home page): fetched when the service
 * worker installs, then served network first with the last copy kept for offline use.
 */
export const NETWORK_FIRST_PATHS: readonly string[] = ROUTES.filter((route) => route.offline && route.networkFirst).map((route) => route.path);
