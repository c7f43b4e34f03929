import "server-only";

import { BLOG_DESCRIPTION, FEED_PATH } from "@/lib/blog/metadata";
import { rssXml } from "@/lib/blog/rss";
import type { BlogSource } from "@/lib/blog/types";
import { SITE_NAME } from "@/lib/routes";

import { blogSource, readBlog } from "./blog-service";

/** How many of the newest posts the feed carries. */
export const FEED_ITEMS = 30;

/** The feed's HTTP answer: RSS 2.0 with absolute links on `origin`, or 503 when the source is down. */
export async function feedResponse(origin: URL, source: BlogSource = blogSource()): Promise<Response> {
  const result = await readBlog((blog) => blog.allPosts(), source);
  if (!result.ok) {
    return new Response(`${result.message}\n`, { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "300" } });
  }
  const xml = rssXml(
    {
      title: `${SITE_NAME} blog`,
      description: BLOG_DESCRIPTION,
      link: new URL("/blog/", origin).toString(),
      selfLink: new URL(FEED_PATH, origin).toString(),
    },
    result.value.slice(0, FEED_ITEMS),
    origin,
  );
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=300" } });
}
