import { connection } from "next/server";

import { getDatabase } from "@/lib/server/db/database";
import { searchIndex } from "@/lib/server/search/site-search";

/**
 * GET /find/index.json: the compact index of the header's instant results (pages, articles,
 * states, and the counties and cities with most homes). Cached by browsers and CDNs for an
 * hour and served stale for a day while refreshed; the ETag is the content version, so a
 * revalidation costs a 304 until the pages, posts or listings change.
 */
export async function GET(request: Request): Promise<Response> {
  await connection();
  const { db } = await getDatabase();
  const index = await searchIndex(db);
  const etag = `"${index.version}"`;
  const headers = {
    "cache-control": "public, max-age=3600, stale-while-revalidate=86400",
    etag,
    "x-search-index-version": index.version,
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return Response.json(index, { headers });
}
