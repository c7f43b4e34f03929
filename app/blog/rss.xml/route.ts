import { feedResponse } from "@/lib/server/blog/feed";
import { siteUrl } from "@/lib/site-url";

// The blog's RSS 2.0 feed; regenerated at most every 5 minutes, like the blog's pages.
export const revalidate = 300;

export function GET(): Promise<Response> {
  return feedResponse(siteUrl());
}
