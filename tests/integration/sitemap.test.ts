import { count } from "drizzle-orm";

import { createGhostSource } from "@/lib/server/blog/ghost-source";
import { createMarkdownSource } from "@/lib/server/blog/markdown-source";
import { publishedAgentIndex } from "@/lib/server/agents/agent-service";
import { schema } from "@/lib/server/db/client";
import { listingHashid } from "@/lib/server/listings/hashid";
import { pageUrls, postUrls, SITEMAP_SECTIONS, sitemapFiles, sitemapPartXml, sitemapXml, tagUrls, type SitemapSection } from "@/lib/server/seo/sitemap";

import { createTestDatabase, engineName, type TestDatabase } from "./support/test-database";

const origin = new URL("https://howmuchhome.example");
let database: TestDatabase;

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

function fileName(loc: string): string {
  return loc.split("/").pop()!;
}

/** Every URL of every file the index lists, read back through sitemapPartXml. */
async function allUrls(maxUrls?: number): Promise<{ index: string; files: string[]; urls: string[]; parts: string[] }> {
  const { db } = database.handle;
  const index = await sitemapXml(db, origin, maxUrls);
  const files = locs(index);
  const urls: string[] = [];
  const parts: string[] = [];
  for (const file of files) {
    const part = await sitemapPartXml(db, origin, fileName(file), maxUrls);
    expect(part).not.toBeNull();
    parts.push(part!);
    urls.push(...locs(part!));
  }
  return { index, files, urls, parts };
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

describe(`sitemap index (${engineName})`, () => {
  it("is a sitemap index of the typed sitemaps: pages, posts, tags, listings", async () => {
    const { index, files } = await allUrls();
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(files.map(fileName)).toEqual(["pages-1.xml", "posts-1.xml", "tags-1.xml", "listings-1.xml", "agents-1.xml"]);
    expect(files.every((file) => file.startsWith(`${origin.origin}/sitemaps/`))).toBe(true);
    expect(SITEMAP_SECTIONS.map((section) => section.name)).toEqual(["pages", "posts", "tags", "listings", "agents"]);
  });

  it("lists every public page, post, tag and listing exactly once", async () => {
    const { db } = database.handle;
    const ids = (await db.select({ id: schema.listings.id }).from(schema.listings)).map((row) => row.id);
    const { urls } = await allUrls();
    const found = new Set(urls);
    expect(found.size).toBe(urls.length);
    for (const page of pageUrls(origin)) expect(found.has(page.loc)).toBe(true);
    for (const id of ids) expect(found.has(`${origin.origin}/listings/${listingHashid(id)}/`)).toBe(true);
    const posts = await createMarkdownSource().allPosts();
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const post of posts) {
      expect(found.has(`${origin.origin}/blog/${post.slug}/`)).toBe(true);
      for (const tag of post.tags) expect(found.has(`${origin.origin}/blog/tag/${tag.slug}/`)).toBe(true);
    }
    // The published agents' profiles (the seeded sample agents).
    const agents = await publishedAgentIndex(db);
    for (const agent of agents) expect(found.has(`${origin.origin}/agents/${agent.hashid}/`)).toBe(true);
    expect(urls.length).toBe(pageUrls(origin).length + (await postUrls(origin)).length + (await tagUrls(origin)).length + ids.length + agents.length);
  });

  it("gives lastmod where known: each listing's modification, each file's newest", async () => {
    const { index, parts } = await allUrls();
    const listings = parts[3]!;
    expect(listings).toContain("<lastmod>2026-10-01T00:00:00.000Z</lastmod>");
    expect(index).toContain(`<loc>${origin.origin}/sitemaps/listings-1.xml</loc><lastmod>2026-10-05T00:00:00.000Z</lastmod>`);
    const posts = await postUrls(origin);
    expect(posts.every((url) => url.lastmod && !Number.isNaN(Date.parse(url.lastmod)))).toBe(true);
    // Registry pages have no known change date: no lastmod rather than an invented one.
    expect(parts[0]).not.toContain("<lastmod>");
  });

  it("splits a section past the per-file limit, each listing in one file once", async () => {
    const { db } = database.handle;
    const [total] = await db.select({ n: count() }).from(schema.listings);
    const listings = total!.n;
    const perFile = Math.max(2, Math.ceil(listings / 3));
    const { files, parts } = await allUrls(perFile);
    const listingFiles = files.filter((file) => /\/listings-\d+\.xml$/.test(file));
    expect(listingFiles.length).toBe(Math.ceil(listings / perFile));
    const seen = parts.filter((_, index) => /\/listings-\d+\.xml$/.test(files[index]!)).flatMap(locs);
    expect(seen.length).toBe(listings);
    expect(new Set(seen).size).toBe(listings);
    expect(parts.every((part) => locs(part).length <= perFile)).toBe(true);
    // Pages are split too.
    expect(files.filter((file) => /\/pages-\d+\.xml$/.test(file)).length).toBe(Math.ceil(pageUrls(origin).length / perFile));
  });

  it("takes a new section with one entry", async () => {
    const { db } = database.handle;
    const offices: SitemapSection = {
      name: "offices",
      files: async () => [{ lastmod: "2026-01-02T00:00:00.000Z" }],
      urls: async ({ origin: base }, part) => (part === 1 ? [{ loc: new URL("/offices/jane-doe/", base).toString() }] : null),
    };
    const sections = [...SITEMAP_SECTIONS, offices];
    expect(locs(await sitemapXml(db, origin, undefined, undefined, sections)).at(-1)).toBe(`${origin.origin}/sitemaps/offices-1.xml`);
    expect(locs((await sitemapPartXml(db, origin, "offices-1.xml", undefined, undefined, sections))!)).toEqual([`${origin.origin}/offices/jane-doe/`]);
  });

  it("leaves the blog sections out, and still answers, when the blog source is unavailable", async () => {
    const { db } = database.handle;
    // A real Ghost source whose server is not there (nothing listens on the discard port).
    const down = createGhostSource({ url: "http://127.0.0.1:9", key: "k", timeoutMs: 1000 });
    const files = await sitemapFiles(db, origin, undefined, down);
    expect(files.map((file) => fileName(file.loc))).toEqual(["pages-1.xml", "listings-1.xml", "agents-1.xml"]);
    expect(await sitemapPartXml(db, origin, "posts-1.xml", undefined, down)).toBeNull();
    expect(locs((await sitemapPartXml(db, origin, "pages-1.xml", undefined, down))!)).toContain(`${origin.origin}/blog/`);
  });

  it("answers null for a file that does not exist", async () => {
    const { db } = database.handle;
    for (const name of ["listings-99999.xml", "listings-0.xml", "../etc.xml", "pages.xml", "agents-99999.xml", "posts-99.xml", "listings-1.xml.gz"]) {
      expect(await sitemapPartXml(db, origin, name, 2)).toBeNull();
    }
  });
});
