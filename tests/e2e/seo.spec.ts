import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { ROUTES } from "@/lib/routes";

/** Parses XML in the browser; returns the root element's name, or throws with the parser's error. */
async function parseXml(page: Page, xml: string): Promise<{ root: string; locs: string[] }> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.querySelector("parsererror");
    if (error) throw new Error(`invalid XML: ${error.textContent ?? ""}`);
    const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
    if (doc.documentElement.namespaceURI !== ns) throw new Error(`wrong namespace ${doc.documentElement.namespaceURI ?? ""}`);
    return { root: doc.documentElement.localName, locs: [...doc.getElementsByTagNameNS(ns, "loc")].map((loc) => loc.textContent ?? "") };
  }, xml);
}

/** The PNG's width and height, from its IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(body.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Every URL of the sitemap index's files, by file. */
async function sitemapParts(page: Page, request: APIRequestContext): Promise<Map<string, string[]>> {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("application/xml");
  const parsed = await parseXml(page, await index.text());
  expect(parsed.root).toBe("sitemapindex");
  const parts = new Map<string, string[]>();
  for (const loc of parsed.locs) {
    const response = await request.get(new URL(loc).pathname);
    expect(response.status(), loc).toBe(200);
    const part = await parseXml(page, await response.text());
    expect(part.root, loc).toBe("urlset");
    expect(part.locs.length, loc).toBeGreaterThan(0);
    expect(part.locs.length, loc).toBeLessThanOrEqual(50_000);
    parts.set(new URL(loc).pathname, part.locs);
  }
  return parts;
}

test("the sitemap index and each of its typed sitemaps are valid, and robots.txt points at it", async ({ page, request, baseURL }) => {
  await page.goto("/about/");
  const parts = await sitemapParts(page, request);
  expect([...parts.keys()]).toEqual(
    expect.arrayContaining(["/sitemaps/pages-1.xml", "/sitemaps/posts-1.xml", "/sitemaps/tags-1.xml", "/sitemaps/listings-1.xml"]),
  );
  const all = [...parts.values()].flat();
  for (const route of ROUTES.filter((r) => !r.private)) expect(all).toContain(`${baseURL}${route.path}`);
  expect(all.filter((loc) => /\/listings\/[^/]+\/$/.test(loc)).length).toBeGreaterThan(0);
  expect(new Set(all).size).toBe(all.length);
  const robots = await (await request.get("/robots.txt")).text();
  // Static pages and robots.txt carry the build's SITE_URL; the path is what this run can check.
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s/]+\/sitemap\.xml$/m);
  expect((await request.get("/sitemaps/nothing-1.xml")).status()).toBe(404);
});

/** One page of each type: registered pages, a post, a tag, a listing. */
async function pagesOfEachType(page: Page, request: APIRequestContext): Promise<string[]> {
  const parts = await sitemapParts(page, request);
  const first = (file: string) => new URL(parts.get(file)![0]!).pathname;
  return [
    ...ROUTES.filter((r) => !r.private).map((r) => r.path),
    first("/sitemaps/posts-1.xml"),
    first("/sitemaps/tags-1.xml"),
    first("/sitemaps/listings-1.xml"),
  ];
}

test("every page type has its canonical link and JSON-LD with breadcrumbs", async ({ page, request }) => {
  await page.goto("/about/");
  const paths = await pagesOfEachType(page, request);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    expect([...html.matchAll(/<link rel="canonical"/g)], `${path}: one canonical link`).toHaveLength(1);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    // Absolute, on the canonical origin (SITE_URL: the build's for static pages), at the page's own path.
    expect(canonical, path).toMatch(/^https?:\/\//);
    expect(new URL(canonical!).pathname, path).toBe(path);
    const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .flatMap((match) => {
        const data = JSON.parse(match[1]!) as { "@type": string } | { "@type": string }[];
        return Array.isArray(data) ? data : [data];
      })
      .map((item) => item["@type"]);
    expect(types, path).toContain("BreadcrumbList");
    if (path === "/") expect(types).toEqual(expect.arrayContaining(["WebSite", "Organization"]));
    if (path.startsWith("/blog/") && path !== "/blog/" && !path.startsWith("/blog/tag/")) expect(types, path).toContain("Article");
    if (path.startsWith("/listings/") && path !== "/listings/") expect(types, path).toContain("RealEstateListing");
    if (path === "/mortgage-calculator/") expect(types).toEqual(expect.arrayContaining(["WebApplication", "FAQPage"]));
  }
  const home = await (await request.get("/")).text();
  expect(home).toMatch(/"urlTemplate":"https?:\/\/[^"/]+\/find\/\?q=\{search_term_string\}"/);
});

test("share images: each page's og:image is a 1000x523 PNG with its title, cached by version", async ({ page, request }) => {
  await page.goto("/about/");
  const paths = await pagesOfEachType(page, request);
  const sample = ["/", "/fha-loan-calculator/", "/blog/", ...paths.slice(-3)];
  const seen = new Set<string>();
  for (const path of sample) {
    // Read from the server's HTML, as the social networks' crawlers do. (In the live page a
    // dynamic page's streamed metadata was seen twice in <head> once the service worker
    // controlled the page: see the issue note.)
    const html = await (await request.get(path)).text();
    const images = [...html.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
    const generated = images.find((url) => new URL(url).pathname.startsWith("/og/"));
    expect(generated, path).toBeDefined();
    expect(
      [...html.matchAll(/<meta name="twitter:card" content="([^"]+)"/g)].map((match) => match[1]),
      path,
    ).toEqual(["summary_large_image"]);
    const response = await request.get(new URL(generated!).pathname + new URL(generated!).search);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(pngSize(await response.body()), path).toEqual({ width: 1000, height: 523 });
    seen.add(new URL(generated!).pathname);
  }
  expect(seen.size).toBe(sample.length);
  // Another version is never drawn: a redirect to the current one.
  const stale = await request.get("/og/about/og.png?v=old", { maxRedirects: 0 });
  expect(stale.status()).toBe(302);
  expect(stale.headers()["location"]).toMatch(/^\/og\/about\/og\.png\?v=[0-9a-z]+$/);
  expect(stale.headers()["cache-control"]).not.toContain("immutable");
  expect((await request.get("/og/no-such-page/og.png")).status()).toBe(404);
  expect((await request.get("/og/profile/og.png")).status()).toBe(404);
});
