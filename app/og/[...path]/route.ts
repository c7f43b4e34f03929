import { connection } from "next/server";

import { ogVersion, pagePathFromOgSegments } from "@/lib/seo/og-image";
import { logger } from "@/lib/server/logger";
import { renderOgCard } from "@/lib/server/seo/og-card-image";
import { cardForPage } from "@/lib/server/seo/og-cards";

/**
 * /og/{page path}og.png?v={version}: the page's 1000x523 share image (lib/seo/og-image.ts).
 * Rendered on request (posts and listings come from the blog and the database); an address
 * whose version matches the card is cached forever (`immutable`, the version is a hash of the
 * card), any other for an hour.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  await connection();
  const pagePath = pagePathFromOgSegments((await params).path);
  const card = pagePath ? await cardForPage(pagePath) : null;
  if (!card) return new Response("No such page.\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  const current = new URL(request.url).searchParams.get("v") === ogVersion(card);
  try {
    const image = await renderOgCard(card);
    const png = await image.arrayBuffer();
    return new Response(png, {
      headers: {
        "content-type": "image/png",
        "cache-control": current ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      },
    });
  } catch (error) {
    logger.error("share image failed", { pagePath, error: error instanceof Error ? error.message : String(error) });
    return new Response("The image could not be drawn.\n", { status: 500, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  }
}
