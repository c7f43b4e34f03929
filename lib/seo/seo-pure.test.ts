import { ROUTES } from "@/lib/routes";

import { ogImage, ogImagePath, ogVersion, pagePathFromOgSegments, routeCard } from "./og-image";
import { escapeXml, newestLastmod, parseSitemapFileName, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

describe("sitemap XML", () => {
  it("writes a urlset per sitemaps.org: namespace, escaped loc, W3C lastmod, bounded priority", () => {
    const xml = urlsetXml([
      { loc: "https://x.example/a?b=1&c='2'", lastmod: "2026-10-01T00:00:00Z", changefreq: "daily", priority: 1.4 },
      { loc: "https://x.example/b/", lastmod: "not a date" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain(
      "<loc>https://x.example/a?b=1&amp;c=&apos;2&apos;</loc><lastmod>2026-10-01T00:00:00.000Z</lastmod><changefreq>daily</changefreq><priority>1.0</priority>",
    );
    expect(xml).toContain("<url><loc>https://x.example/b/</loc></url>");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
  it("writes a sitemap index with each file's lastmod when known", () => {
    const xml = sitemapIndexXml([
      { loc: "https://x.example/sitemaps/pages-1.xml" },
      { loc: "https://x.example/sitemaps/listings-1.xml", lastmod: "2026-01-02" },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<sitemap><loc>https://x.example/sitemaps/pages-1.xml</loc></sitemap>");
    expect(xml).toContain("<sitemap><loc>https://x.example/sitemaps/listings-1.xml</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></sitemap>");
  });
  it("reads file names strictly", () => {
    expect(parseSitemapFileName("listings-12.xml")).toEqual({ section: "listings", part: 12 });
    expect(parseSitemapFileName("blog-tags-1.xml")).toEqual({ section: "blog-tags", part: 1 });
    for (const bad of ["listings-0.xml", "listings.xml", "../pages-1.xml", "pages-1.xml.gz", "Pages-1.xml", "pages-100000.xml"])
      expect(parseSitemapFileName(bad)).toBeNull();
  });
  it("escapes XML and picks the newest date", () => {
    expect(escapeXml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&apos;");
    expect(newestLastmod([undefined, "2026-01-01", "bad", "2026-03-01T00:00:00Z"])).toBe("2026-03-01T00:00:00.000Z");
    expect(newestLastmod([undefined])).toBeUndefined();
  });
});

describe("share image addresses", () => {
  it("gives every page an image address with a content version", () => {
    expect(ogImagePath("/", { title: "A" })).toMatch(/^\/og\/og\.png\?v=[0-9a-z]+$/);
    expect(ogImagePath("/blog/x/", { title: "A" })).toMatch(/^\/og\/blog\/x\/og\.png\?v=/);
    expect(ogVersion({ title: "A" })).not.toBe(ogVersion({ title: "B" }));
    expect(ogVersion({ title: "A", subtitle: "s" })).toBe(ogVersion({ title: "A", subtitle: "s" }));
    expect(ogImage("/menu/", { title: "All" })).toMatchObject({ width: 1000, height: 523, type: "image/png" });
  });
  it("maps an image address back to its page, and refuses anything else", () => {
    for (const route of ROUTES) {
      const segments = ogImagePath(route.path, routeCard(route)).split("?")[0]!.split("/").slice(2);
      expect(pagePathFromOgSegments(segments)).toBe(route.path);
    }
    expect(pagePathFromOgSegments(["og.png"])).toBe("/");
    for (const bad of [[], ["x"], ["..", "og.png"], ["a.b", "og.png"], ["blog", "og.jpg"]]) expect(pagePathFromOgSegments(bad)).toBeNull();
  });
});
