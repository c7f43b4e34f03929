import { randomUUID } from "node:crypto";
import path from "node:path";

import withSerwistInit from "@serwist/next";
import type { NextConfig } from "next";

import { IMAGE_LOCAL_PATTERNS, IMAGE_OPTIMIZER, imageRemotePatterns } from "./lib/blog/images";
import { CompileHintsPlugin } from "./lib/build/compile-hints";
import { distDirName } from "./lib/build/dist-dir.mjs";
import { SignedInChunksPlugin } from "./lib/build/signed-in-chunks";
import { splitApolloChunks, type WebpackConfig } from "./lib/build/split-apollo";
import { parseEnv } from "./lib/env";
import { isIntegrationOn } from "./lib/integration";
import { PRECACHE_PATHS } from "./lib/offline-routes";
import { contentSecurityPolicy, headerConfigFromEnv, securityHeaders, UPLOAD_CONTENT_SECURITY_POLICY } from "./lib/security-headers";

// Fails `next build`, `next start` and `next dev` with a clear message on bad configuration
// (`Invalid NODE_ENV: ...`, `Missing required public environment variables: ...`).
const env = parseEnv(process.env);

const buildId = process.env.BUILD_ID?.trim() || randomUUID();
const headerConfig = headerConfigFromEnv(process.env);
const graphqlProxy = process.env.NEXT_PUBLIC_GRAPHQL_PROXY_URL;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A second build beside the default one (the ads-configured e2e run builds into .next-ads).
  distDir: distDirName(),
  poweredByHeader: false,
  // A second build of code already type-checked (the test command's ads-configured build) skips
  // Next's own TypeScript pass, which takes about a minute here. Off unless set.
  typescript: { ignoreBuildErrors: process.env.NEXT_TYPES_CHECKED === "1" },
  trailingSlash: true,
  // The GraphQL endpoints answer at /graphql and /api/graphql exactly (docs/architecture.md, Endpoints and transport), without a 308 to
  // the slashed path; proxy.ts redirects page paths to their trailing slash instead.
  skipTrailingSlashRedirect: true,
  generateBuildId: () => buildId,
  // The data cache (`unstable_cache`) is kept with the database and its tags expire there, so every
  // instance and every script shares one notion of fresh (docs/architecture.md, Caching).
  cacheHandler: path.join(process.cwd(), "lib/cache/next-cache-handler.mjs"),
  // PGlite loads its WASM and data files by path at run time; bundling breaks that (docs/architecture.md, Data store).
  // pdfkit reads its data files (AFM metrics, ICC profiles) from its package directory at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pdfkit"],
  // ESM-only upload link (and its helpers), jose, marked (blog Markdown) and sanitize-html's parser (with its helpers):
  // listed so next/jest transforms them too — its transformIgnorePatterns only spare transpilePackages, whatever
  // jest.config.mjs appends.
  transpilePackages: [
    "apollo-upload-client",
    "extract-files",
    "is-plain-obj",
    "jose",
    "marked",
    "htmlparser2",
    "domhandler",
    "domutils",
    "dom-serializer",
    "domelementtype",
    "entities",
  ],
  // Read from disk when the server starts: the migrations, and the data the seed loads.
  outputFileTracingIncludes: {
    "/**": [
      "./lib/server/db/migrations/**/*",
      "./data/pmms_weekly_rates.csv",
      // The sample listings seeded into an empty database (lib/server/listings/sample/places.ts).
      "./data/sample_places.csv",
      "./data/county_centroids.csv",
      "./data/zcta_county.csv",
      // The Markdown blog posts, read at run time so a new post needs no rebuild (lib/server/blog).
      "./content/blog/**/*",
      // The scenario report's embedded font (lib/server/premium/scenario-report.ts).
      "./node_modules/@fontsource/open-sans/files/open-sans-latin-400-normal.woff",
      "./node_modules/@fontsource/open-sans/files/open-sans-latin-700-normal.woff",
    ],
  },
  // Remote images only from configuration: the blog API's host and the image CDN (lib/blog/images.ts);
  // site paths only where images are, and the disk cache bounded.
  // Widths and quality from the table the blog's server-rendered <img> srcsets are built from.
  images: {
    remotePatterns: imageRemotePatterns(process.env),
    localPatterns: IMAGE_LOCAL_PATTERNS.map((pattern) => ({ ...pattern })),
    maximumDiskCacheSize: IMAGE_OPTIMIZER.maximumDiskCacheSize,
    deviceSizes: [...IMAGE_OPTIMIZER.deviceSizes],
    imageSizes: [...IMAGE_OPTIMIZER.imageSizes],
    qualities: [IMAGE_OPTIMIZER.quality],
  },
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  async rewrites() {
    return [
      {
        source: "/graphql",
        destination: isIntegrationOn(graphqlProxy) ? graphqlProxy : "/api/graphql",
      },
    ];
  },
  async headers() {
    // The widget's page (and its keyed twin) gets its headers from proxy.ts: its frame-ancestors
    // depend on the key (docs/architecture.md, Widget frames). Every other path keeps frame-ancestors 'none'.
    return [
      { source: "/:path((?!(?:mortgage-calculator-widget|widget-frame)/?$).*)", headers: securityHeaders(headerConfig) },
      // The widget manager frames its widgets' live previews (this site's own pages); a later
      // entry's header replaces an earlier one's.
      { source: "/manage-widget/", headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy(headerConfig, "'none'", ["'self'"]) }] },
      // A user's upload keeps its sandbox: Next's configured headers replace a route handler's own.
      { source: "/api/uploads/:id*", headers: [{ key: "Content-Security-Policy", value: UPLOAD_CONTENT_SECURITY_POLICY }] },
    ];
  },
  // V8 compiles the browser's chunks off the main thread while they stream in (lib/build/compile-hints.ts),
  // Apollo's code comes in a few chunks rather than one (lib/build/split-apollo.ts), and the
  // signed-in pages' deferred chunks are listed for their preload script (lib/build/signed-in-chunks.ts).
  webpack(config: WebpackConfig, { isServer, dev }: { isServer: boolean; dev: boolean }) {
    if (!isServer && !dev) {
      config.plugins.push(new CompileHintsPlugin(), new SignedInChunksPlugin());
      splitApolloChunks(config);
    }
    return config;
  },
};

const withSerwist = withSerwistInit({
  swSrc: "app/sw.ts",
  swDest: "public/sw.js",
  // The worker is registered by components/layout/service-worker.tsx after the page loads,
  // which keeps @serwist/window out of every page's JavaScript.
  register: false,
  // Serwist adds webpack config, which Turbopack (plain `next dev`) refuses; the worker is a
  // production concern.
  disable: env.NODE_ENV !== "production",
  additionalPrecacheEntries: PRECACHE_PATHS.map((url) => ({ url, revision: buildId })),
});

export default withSerwist(nextConfig);
