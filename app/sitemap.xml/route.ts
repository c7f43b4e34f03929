import { connection } from "next/server";

import { getDatabase } from "@/lib/server/db/database";
import { sitemapXml } from "@/lib/server/seo/sitemap";
import { siteUrl } from "@/lib/site-url";

// The sitemap index of the typed sitemaps: pages, blog posts, blog tags, listings 1..N (lib/server/seo/sitemap.ts).
export async function GET(): Promise<Response> {
  await connection();
  const { db } = await getDatabase();
  return new Response(await sitemapXml(db, siteUrl()), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, no-cache" },
  });
}
