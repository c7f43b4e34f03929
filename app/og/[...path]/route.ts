import { connection } from "next/server";

import { ogImagePath, ogVersion, pagePathFromOgSegments } from "@/lib/seo/og-image";
import { logger } from "@/lib/server/logger";
import { cardForPage } from "@/lib/server/seo/og-cards";
import { ogCardPng } from "@/lib/server/seo/og-image-cache";

const TEXT = "text/plain; charset=utf-8";

/**
 * /og/{page path}og.png?v={version}: the page's 1000x523 share image (lib/seo/og-image.ts).
 * Only the page's current version is drawn: drawn once, kept (lib/server/seo/og-image-cache.ts)
 * and cached forever (`immutable`, the version is a hash of the card). Any other `v`, or none,
 * is a redirect to the current address, never a drawing, so made-up versions cost a lookup only.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  await connection();
  const pagePath = pagePathFromOgSegments((await params).path);
  const card = pagePath ? await cardForPage(pagePath) : null;
  if (!pagePath || !card) return new Response("No such page.\n", { status: 404, headers: { "content-type": TEXT, "cache-control": "no-store" } });
  if (new URL(request.url).searchParams.get("v") !== ogVersion(card)) {
    // Temporary: the current version changes with the page's title. Kept briefly by caches.
    return new Response(null, { status: 302, headers: { location: ogImagePath(pagePath, card), "cache-control": "public, max-age=300" } });
  }
  try {
    const png = await ogCardPng(card);
    return new Response(png.slice(), {
      headers: { "content-type": "image/png", "content-length": String(png.byteLength), "cache-control": "public, max-age=31536000, immutable" },
    });
  } catch (error) {
    logger.error("share image failed", { pagePath, error: error instanceof Error ? error.message : String(error) });
    return new Response("The image could not be drawn.\n", { status: 500, headers: { "content-type": TEXT, "cache-control": "no-store" } });
  }
}
