import "server-only";

import { LruMap } from "@/lib/cache/lru";
import { drawListingPhoto } from "@/lib/server/listings/photos/drawing";
import { parsePhotoName } from "@/lib/server/listings/photos/names";

// Drawing a photo costs tens of milliseconds of CPU; a results page asks for 24 at once, and
// every visitor's browser asks again until its cache has them. Keep the most recent few hundred
// (~15 KB each, a few MB in all) in memory.
const CACHE_LIMIT = 400;
const cache = new LruMap<string, Buffer>(CACHE_LIMIT);

/**
 * The response for `/listing-photos/<name>`: the drawing as a PNG, cacheable for a year
 * (a name always gives the same bytes), or 404 for a name that is not `<seed>-<n>.png`.
 */
export function servePhoto(name: string): Response {
  const parsed = parsePhotoName(name);
  if (!parsed) {
    return new Response("No such listing photo.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const png = cache.getOrCompute(name, () => drawListingPhoto(parsed.seed, parsed.n));
  return new Response(new Uint8Array(png), {
    status: 200,
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
