// Next's incremental cache with the app's cache handler (lib/cache/next-cache-handler.mjs), as
// the server builds it for each request: `unstable_cache` finds it on globalThis outside a request,
// so the services' cached reads run through the real handler and its tag checks in these tests.
import { IncrementalCache } from "next/dist/server/lib/incremental-cache";

import NextCacheHandler from "@/lib/cache/next-cache-handler.mjs";

(globalThis as typeof globalThis & { __incrementalCache?: IncrementalCache }).__incrementalCache = new IncrementalCache({
  dev: false,
  requestHeaders: {},
  minimalMode: false,
  maxMemoryCacheSize: 0,
  fetchCacheKeyPrefix: "",
  previewProps: { previewModeId: "test", previewModeEncryptionKey: "test", previewModeSigningKey: "test" },
  prerenderManifest: {
    version: 4,
    routes: {},
    dynamicRoutes: {},
    notFoundRoutes: [],
    preview: { previewModeId: "test", previewModeEncryptionKey: "test", previewModeSigningKey: "test" },
  },
  CurCacheHandler: NextCacheHandler as unknown as ConstructorParameters<typeof IncrementalCache>[0]["CurCacheHandler"],
});
