import { connection } from "next/server";

import { getDatabase } from "@/lib/server/db/database";
import { sitemapPartXml } from "@/lib/server/seo/sitemap";
import { siteUrl } from "@/lib/site-url";

// The files of the sitemap index: /sitemaps/{pages,posts,tags,listings}-N.xml (lib/server/seo/sitemap.ts).
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  await connection();
  const { name } = await params;
  const { db } = await getDatabase();
  const xml = await sitemapPartXml(db, siteUrl(), name);
  if (xml === null) return new Response("No such sitemap.\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, no-cache" } });
}
