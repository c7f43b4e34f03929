import { connection } from "next/server";

import { getDatabase } from "@/lib/server/db/database";
import { sitemapXml } from "@/lib/server/seo/sitemap";
import { siteUrl } from "@/lib/site-url";

// Every page and listing; a sitemap index once past 50,000 URLs (lib/server/seo/sitemap.ts).
export async function GET(): Promise<Response> {
  await connection();
  const { db } = await getDatabase();
  return new Response(await sitemapXml(db, siteUrl()), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
