import { connection } from "next/server";

import { feedResponse } from "@/lib/server/blog/feed";
import { siteUrl } from "@/lib/site-url";

// The blog's RSS 2.0 feed, built per request (cheap: the posts are cached in memory) so its
// absolute links always use the running server's SITE_URL; browsers and CDNs keep it 5 minutes.
export async function GET(): Promise<Response> {
  await connection();
  return feedResponse(siteUrl());
}
