import { count } from "drizzle-orm";

import { schema } from "@/lib/server/db/client";
import { listingHashid } from "@/lib/server/listings/hashid";
import { createGhostSource } from "@/lib/server/blog/ghost-source";
import { createMarkdownSource } from "@/lib/server/blog/markdown-source";
import { blogUrls, pageUrls, sitemapPartXml, sitemapXml } from "@/lib/server/seo/sitemap";

import { createTestDatabase, engineName, type TestDatabase } from "./support/test-database";

const origin = new URL("https://howmuchhome.example");
let database: TestDatabase;

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  await db.insert(schema.listings).values(
    Array.from({ length: 5 }, (_, index) => ({
      listingKey: `SITEMAP-${index}`,
      source: "import" as const,
      standardStatus: "Active",
      listPrice: 300_000 + index,
      propertyType: "Residential",
      city: "Testville",
      stateOrProvince: "KS",
      modificationTimestamp: new Date(Date.UTC(2026, 9, 1 + index)),
      monthlyCarryCents: 50_000,
    })),
  );
});

afterAll(async () => {
  await database.dispose();
});

describe(`sitemap (${engineName})`, () => {
  it("lists every public page and every listing page in one file while they fit", async () => {
    const { db } = database.handle;
    const ids = (await db.select({ id: schema.listings.id }).from(schema.listings)).map((row) => row.id);
    const xml = await sitemapXml(db, origin);
    expect(xml).toContain("<urlset");
    const found = new Set(locs(xml));
    for (const page of pageUrls(origin)) expect(found.has(page.loc)).toBe(true);
    for (const id of ids) expect(found.has(`${origin.origin}/listings/${listingHashid(id)}/`)).toBe(true);
    const blog = await blogUrls(origin);
    expect(found.size).toBe(pageUrls(origin).length + blog.length + ids.length);
    expect(xml).toMatch(/<lastmod>2026-10-01T00:00:00.000Z<\/lastmod>/);
  });

  it("becomes a sitemap index past the limit, whose parts hold each listing once", async () => {
    const { db } = database.handle;
    const [total] = await db.select({ n: count() }).from(schema.listings);
    const listings = total!.n;
    const perFile = Math.max(2, Math.ceil(listings / 3));
    const index = await sitemapXml(db, origin, perFile);
    expect(index).toContain("<sitemapindex");
    const files = locs(index);
    expect(files[0]).toBe(`${origin.origin}/sitemaps/pages.xml`);
    expect(files.length).toBe(1 + Math.ceil(listings / perFile));

    const seen: string[] = [];
    for (const file of files.slice(1)) {
      const name = file.split("/").pop()!;
      const part = await sitemapPartXml(db, origin, name, perFile);
      expect(part).not.toBeNull();
      seen.push(...locs(part!));
    }
    expect(seen.length).toBe(listings);
    expect(new Set(seen).size).toBe(listings);
    expect(locs((await sitemapPartXml(db, origin, "pages.xml", perFile))!).length).toBe(pageUrls(origin).length + (await blogUrls(origin)).length);
  });

  it("lists every blog post and tag page of the Markdown source, with lastmod", async () => {
    const { db } = database.handle;
    const found = new Set(locs(await sitemapXml(db, origin)));
    const posts = await createMarkdownSource().allPosts();
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const post of posts) {
      expect(found.has(`${origin.origin}/blog/${post.slug}/`)).toBe(true);
      for (const tag of post.tags) expect(found.has(`${origin.origin}/blog/tag/${tag.slug}/`)).toBe(true);
    }
    expect(found.has(`${origin.origin}/blog/`)).toBe(true);
    const urls = await blogUrls(origin);
    expect(urls.every((url) => url.lastmod && !Number.isNaN(Date.parse(url.lastmod)))).toBe(true);
  });

  it("leaves the blog out, and still answers, when the blog source is unavailable", async () => {
    const { db } = database.handle;
    // A real Ghost source whose server is not there (nothing listens on the discard port).
    const down = createGhostSource({ url: "http://127.0.0.1:9", key: "k", timeoutMs: 1000 });
    const xml = await sitemapXml(db, origin, undefined, down);
    expect(locs(xml).some((loc) => /\/blog\/[a-z]/.test(loc))).toBe(false);
    expect(locs(xml)).toContain(`${origin.origin}/blog/`);
  });

  it("answers null for a part that does not exist", async () => {
    const { db } = database.handle;
    expect(await sitemapPartXml(db, origin, "listings-99999.xml", 2)).toBeNull();
    expect(await sitemapPartXml(db, origin, "listings-0.xml")).toBeNull();
    expect(await sitemapPartXml(db, origin, "../etc.xml")).toBeNull();
  });
});
