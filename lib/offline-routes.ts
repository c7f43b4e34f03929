import { ROUTES } from "./routes";

/** Pages the service worker precaches, so they open offline after one visit. */
export const OFFLINE_PATHS: readonly string[] = ROUTES.filter((route) => route.offline).map((route) => route.path);
