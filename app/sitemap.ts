import type { MetadataRoute } from "next";

import { ROUTES } from "@/lib/routes";
import { siteUrl } from "@/lib/site-url";

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return ROUTES.filter((route) => !route.private).map((route) => ({
    url: new URL(route.path, origin).toString(),
    changeFrequency: route.section === "legal" ? "yearly" : "monthly",
    priority: route.path === "/" ? 1 : route.section === "calculators" ? 0.9 : 0.5,
  }));
}
