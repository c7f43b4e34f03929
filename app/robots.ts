import type { MetadataRoute } from "next";

import { siteUrl } from "@/lib/site-url";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/profile/"] }],
    sitemap: new URL("/sitemap.xml", siteUrl()).toString(),
  };
}
