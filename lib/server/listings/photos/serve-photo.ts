import "server-only";

import { LRUCache } from "lru-cache";

import { getOrCompute } from "@/lib/cache/lru";
import type { Database } from "@/lib/server/db/client";
import { drawListingPhoto } from "@/lib/server/listings/photos/drawing";
import { parsePhotoName } from "@/lib/server/listings/photos/names";

import { listingPhotoExists } from "./photo-index";

// Drawing a photo costs tens of milliseconds of CPU on the event loop; a results page asks for
// 24 at once, and every visitor's browser asks again until its cache has them. Keep the most
// recent few hundred (3-9 KB each, a few MB in all) in memory.
const CACHE_LIMIT = 400;
const cache = new LRUCache<string, Buffer>({ max: CACHE_LIMIT });

const NOT_FOUND_HEADERS = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/** How a photo is drawn (the real drawing; a test may count the calls). */
export type DrawPhoto = (seed: number, n: number) => Buffer;

/**
 * The response for `/listing-photos/<name>`: the drawing as a PNG, cacheable for a year (a name
 * always gives the same bytes), or 404 for a name that is not `<seed>-<n>.png` or not a photo of
 * a listing in the database (so nobody can have any seed drawn). Each drawing is kept after the
 * first (`CACHE_LIMIT` of them).
 */
export async function servePhoto(db: Database, name: string, draw: DrawPhoto = drawListingPhoto): Promise<Response> {
  const parsed = parsePhotoName(name);
  let png = parsed ? cache.get(name) : undefined;
  if (!png) {
    if (!parsed || !(await listingPhotoExists(db, parsed.seed, parsed.n))) {
      return new Response("No such listing photo.", { status: 404, headers: NOT_FOUND_HEADERS });
    }
    png = getOrCompute(cache, name, () => draw(parsed.seed, parsed.n));
  }
  return new Response(new Uint8Array(png), {
    status: 200,
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
