import { getReadyDatabase } from "@/lib/server/db/database";
import { logger } from "@/lib/server/logger";
import { servePhoto } from "@/lib/server/listings/photos/serve-photo";

// The drawn photos of sample listings (lib/server/listings/photos): generated on request from
// the name, the same bytes every time, so browsers and CDNs keep them for a year. Only photos of
// listings in the database are drawn.
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await params;
  let db;
  try {
    db = (await getReadyDatabase()).handle.db;
  } catch (error) {
    logger.error("listing photo: the database cannot answer", { error });
    return new Response("Listing photos are unavailable for a moment.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" },
    });
  }
  return servePhoto(db, name);
}
