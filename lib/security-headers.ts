/**
 * Security headers for every response, built from the configuration so the
 * Content-Security-Policy names only the hosts of integrations that are switched on.
 * Pure (used by next.config.ts at build/start and by the unit tests).
 */
import { AD_HOSTS, adsConfigFromEnv } from "./ads";
import { isIntegrationOn } from "./integration";
import { mapTileOrigin } from "./map-tiles";

export interface HeaderConfig {
  isProduction: boolean;
  isDevelopment: boolean;
  /** The site is served over HTTPS (SITE_URL): browsers may upgrade any stray http:// request. */
  isHttps?: boolean;
  gaMeasurementId?: string;
  gtmId?: string;
  /** Ad-service client id; ad hosts are allowed only with a complete ad configuration (lib/ads.ts). */
  adClientId?: string;
  /** Ad-service consent cookie name (the other half of the ad configuration). */
  adCookieName?: string;
  mapsApiKey?: string;
  /** Tile URL template of the listings map (MAPS_TILE_URL; default MapTiler, lib/map-tiles.ts). */
  mapsTileUrl?: string;
  graphqlProxyUrl?: string;
  imageUrl?: string;
}

export interface Header {
  key: string;
  value: string;
}

function origin(url: string | undefined): string | undefined {
  if (!isIntegrationOn(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy value. `frameAncestors` is `'none'` except for embeddable routes;
 * `frameSources` adds sources the page may frame (the widget manager's preview: `'self'`).
 */
export function contentSecurityPolicy(config: HeaderConfig, frameAncestors = "'none'", frameSources: readonly string[] = []): string {
  // Inline scripts as configured: the production server replaces 'unsafe-inline' in each answer
  // with the hashes of the page's own inline scripts, or removes it (lib/http/inline-script-hashes.mjs).
  const script = new Set(["'self'", "'unsafe-inline'"]);
  const connect = new Set(["'self'"]);
  const img = new Set(["'self'", "data:", "blob:"]);
  const frame = new Set<string>(frameSources);

  // React's development build evaluates code for its error overlays; production never does.
  if (config.isDevelopment) script.add("'unsafe-eval'");
  if (isIntegrationOn(config.gaMeasurementId) || isIntegrationOn(config.gtmId)) {
    script.add("https://www.googletagmanager.com");
    connect.add("https://*.google-analytics.com").add("https://*.analytics.google.com").add("https://www.googletagmanager.com");
    img.add("https://*.google-analytics.com").add("https://www.googletagmanager.com");
  }
  // The same decision as the slots' (lib/ads.ts): no ad host is named unless ads can run.
  if (adsConfigFromEnv({ NEXT_PUBLIC_AD_CLIENT_ID: config.adClientId, NEXT_PUBLIC_AD_COOKIE_NAME: config.adCookieName })) {
    AD_HOSTS.script.forEach((host) => script.add(host));
    AD_HOSTS.img.forEach((host) => img.add(host));
    AD_HOSTS.connect.forEach((host) => connect.add(host));
    AD_HOSTS.frame.forEach((host) => frame.add(host));
  }
  // The listings map loads raster tiles as images only (Leaflet), from the configured provider.
  const tiles = mapTileOrigin({ NEXT_PUBLIC_MAPS_API_KEY: config.mapsApiKey, MAPS_TILE_URL: config.mapsTileUrl });
  if (tiles) img.add(tiles);
  // No email-marketing origin: the newsletter subscribes from the server (lib/server/newsletter).
  const proxy = origin(config.graphqlProxyUrl);
  if (proxy) connect.add(proxy);
  const images = origin(config.imageUrl);
  if (images) img.add(images);

  const directives = [
    "default-src 'self'",
    `script-src ${[...script].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...img].join(" ")}`,
    "font-src 'self'",
    `connect-src ${[...connect].join(" ")}`,
    `frame-src ${frame.size > 0 ? [...frame].join(" ") : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ];
  if (config.isProduction && config.isHttps) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The policy of a user's uploaded image (app/api/uploads/[id]): nothing loads and nothing runs
 * (`sandbox`), even when the bytes are opened as a document. It replaces the site-wide policy
 * on that path (next.config.ts), which is the one a browser would otherwise receive.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** Headers sent with every response (HSTS only in production). */
export function securityHeaders(config: HeaderConfig, frameAncestors = "'none'", frameSources: readonly string[] = []): Header[] {
  const headers: Header[] = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(config, frameAncestors, frameSources) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (frameAncestors === "'none'") headers.push({ key: "X-Frame-Options", value: "DENY" });
  if (config.isProduction) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
  }
  return headers;
}

/** Reads the header configuration from an environment record. */
export function headerConfigFromEnv(env: Record<string, string | undefined>): HeaderConfig {
  return {
    isProduction: env.NODE_ENV === "production",
    isDevelopment: env.NODE_ENV === "development",
    isHttps: (env.SITE_URL ?? "").startsWith("https://"),
    gaMeasurementId: env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
    gtmId: env.NEXT_PUBLIC_GTM_ID,
    adClientId: env.NEXT_PUBLIC_AD_CLIENT_ID,
    adCookieName: env.NEXT_PUBLIC_AD_COOKIE_NAME,
    mapsApiKey: env.NEXT_PUBLIC_MAPS_API_KEY,
    mapsTileUrl: env.MAPS_TILE_URL,
    graphqlProxyUrl: env.NEXT_PUBLIC_GRAPHQL_PROXY_URL,
    imageUrl: env.NEXT_PUBLIC_IMAGE_URL,
  };
}
