import "server-only";

import { asc, count, sql } from "drizzle-orm";

import { postPath, tagPath } from "@/lib/blog/structured-data";
import type { BlogSource, BlogPostSummary } from "@/lib/blog/types";
import { ROUTES } from "@/lib/routes";
import {
  newestLastmod,
  parseSitemapFileName,
  SITEMAP_MAX_URLS,
  sitemapFilePath,
  sitemapIndexXml,
  urlsetXml,
  type SitemapFile,
  type SitemapUrl,
} from "@/lib/seo/sitemap-xml";
import { publishedAgentIndex } from "@/lib/server/agents/agent-service";
import { blogSource, readBlog } from "@/lib/server/blog/blog-service";
import { schema, type Database } from "@/lib/server/db/client";
import { listingHashid } from "@/lib/server/listings/hashid";

export { SITEMAP_MAX_URLS };

/** What every section reads from. */
export interface SitemapContext {
  readonly db: Database;
  /** The canonical origin (SITE_URL). */
  readonly origin: URL;
  readonly blog: BlogSource;
  /** URLs per file (the protocol's 50,000; tests use less). */
  readonly maxUrls: number;
}

/**
 * One typed sitemap of the index: its files are `/sitemaps/{name}-1.xml` .. `-N.xml`, of at most
 * `maxUrls` URLs each. A new kind of page (agents, for example) joins the index by adding one
 * section to {@link SITEMAP_SECTIONS}.
 */
export interface SitemapSection {
  /** Lower-case file stem, unique. */
  readonly name: string;
  /** The lastmod of each of the section's files (one entry per file; none when the section is empty). */
  files(context: SitemapContext): Promise<{ lastmod?: string }[]>;
  /** The URLs of file `part` (from 1), or null when there is no such file. */
  urls(context: SitemapContext, part: number): Promise<SitemapUrl[] | null>;
}

/**
 * A section whose URLs are few enough to build in memory (pages, posts, tags), split into
 * files of `maxUrls`.
 */
function memorySection(name: string, load: (context: SitemapContext) => Promise<SitemapUrl[]>): SitemapSection {
  const chunks = (urls: SitemapUrl[], size: number) =>
    Array.from({ length: Math.ceil(urls.length / size) }, (_, index) => urls.slice(index * size, (index + 1) * size));
  return {
    name,
    async files(context) {
      return chunks(await load(context), context.maxUrls).map((chunk) => ({ lastmod: newestLastmod(chunk.map((url) => url.lastmod)) }));
    },
    async urls(context, part) {
      return chunks(await load(context), context.maxUrls)[part - 1] ?? null;
    },
  };
}

/** The site's public pages from the route registry (private pages left out). */
export function pageUrls(origin: URL): SitemapUrl[] {
  return ROUTES.filter((route) => !route.private).map((route) => ({
    loc: new URL(route.path, origin).toString(),
    changefreq: route.section === "legal" ? "yearly" : route.path === "/listings/" || route.path === "/rates/" ? "daily" : "monthly",
    priority: route.path === "/" ? 1 : route.section === "calculators" ? 0.9 : 0.5,
  }));
}

/** Every post, or none when the blog's source is unavailable (logged by readBlog; the next request tries again). */
async function allPosts(source: BlogSource): Promise<readonly BlogPostSummary[]> {
  const result = await readBlog((blog) => blog.allPosts(), source);
  return result.ok ? result.value : [];
}

/** Blog post pages, lastmod: the post's last update. */
export async function postUrls(origin: URL, source: BlogSource = blogSource()): Promise<SitemapUrl[]> {
  return (await allPosts(source)).map((post) => ({
    loc: new URL(postPath(post.slug), origin).toString(),
    lastmod: post.updatedAt,
    changefreq: "monthly",
    priority: 0.7,
  }));
}

/** Blog tag pages, lastmod: the tag's newest post. */
export async function tagUrls(origin: URL, source: BlogSource = blogSource()): Promise<SitemapUrl[]> {
  const tagLastmod = new Map<string, string | undefined>();
  for (const post of await allPosts(source)) {
    for (const tag of post.tags) tagLastmod.set(tag.slug, newestLastmod([tagLastmod.get(tag.slug), post.updatedAt]));
  }
  return [...tagLastmod].map(([slug, lastmod]) => ({ loc: new URL(tagPath(slug), origin).toString(), lastmod, changefreq: "weekly", priority: 0.4 }));
}

/** Blog posts and tag pages together (both sections' URLs). */
export async function blogUrls(origin: URL, source: BlogSource = blogSource()): Promise<SitemapUrl[]> {
  return [...(await postUrls(origin, source)), ...(await tagUrls(origin, source))];
}

/** Listing pages in id order: file N holds the listings from the ((N-1)·maxUrls)th on. */
const listingsSection: SitemapSection = {
  name: "listings",
  async files({ db, maxUrls }) {
    const [total] = await db.select({ n: count() }).from(schema.listings);
    if (!total || total.n === 0) return [];
    // The newest modification of each file, in one pass: rows numbered in id order, grouped by file.
    const numbered = db
      .select({
        modified: schema.listings.modificationTimestamp,
        file: sql<number>`(row_number() over (order by ${schema.listings.id}) - 1) / ${maxUrls}`.as("file"),
      })
      .from(schema.listings)
      .as("numbered");
    const rows = await db
      .select({ file: numbered.file, newest: sql<string | Date | null>`max(${numbered.modified})` })
      .from(numbered)
      .groupBy(numbered.file)
      .orderBy(numbered.file);
    return rows.map((row) => ({ lastmod: row.newest === null ? undefined : new Date(row.newest).toISOString() }));
  },
  async urls({ db, origin, maxUrls }, part) {
    const rows = await db
      .select({ id: schema.listings.id, modified: schema.listings.modificationTimestamp })
      .from(schema.listings)
      .orderBy(asc(schema.listings.id))
      .offset((part - 1) * maxUrls)
      .limit(maxUrls);
    if (rows.length === 0) return null;
    return rows.map((row) => ({
      loc: new URL(`/listings/${listingHashid(row.id)}/`, origin).toString(),
      lastmod: row.modified.toISOString(),
      changefreq: "daily",
      priority: 0.6,
    }));
  },
};

/**
 * The sections of the sitemap index, in order. Agents' profile pages join with one entry here
 * once that directory exists.
 */
export const SITEMAP_SECTIONS: readonly SitemapSection[] = [
  memorySection("pages", async ({ origin }) => pageUrls(origin)),
  memorySection("posts", async ({ origin, blog }) => postUrls(origin, blog)),
  memorySection("tags", async ({ origin, blog }) => tagUrls(origin, blog)),
  listingsSection,
  memorySection("agents", async ({ db, origin }) =>
    (await publishedAgentIndex(db)).map((agent) => ({
      loc: new URL(`/agents/${agent.hashid}/`, origin).toString(),
      lastmod: agent.updatedAt.toISOString(),
      changefreq: "weekly",
      priority: 0.5,
    })),
  ),
];

function context(db: Database, origin: URL, maxUrls: number, blog: BlogSource): SitemapContext {
  return { db, origin, blog, maxUrls: Math.max(1, Math.floor(maxUrls)) };
}

/** The files the index lists: every non-empty section's parts, each with its newest lastmod. */
export async function sitemapFiles(
  db: Database,
  origin: URL,
  maxUrls = SITEMAP_MAX_URLS,
  blog: BlogSource = blogSource(),
  sections: readonly SitemapSection[] = SITEMAP_SECTIONS,
): Promise<SitemapFile[]> {
  const ctx = context(db, origin, maxUrls, blog);
  const perSection = await Promise.all(
    sections.map(async (section) =>
      (await section.files(ctx)).map((file, index) => ({ loc: new URL(sitemapFilePath(section.name, index + 1), origin).toString(), lastmod: file.lastmod })),
    ),
  );
  return perSection.flat();
}

/** /sitemap.xml: the sitemap index of the typed sitemaps (pages, posts, tags, listings 1..N). */
export async function sitemapXml(
  db: Database,
  origin: URL,
  maxUrls = SITEMAP_MAX_URLS,
  blog: BlogSource = blogSource(),
  sections: readonly SitemapSection[] = SITEMAP_SECTIONS,
): Promise<string> {
  return sitemapIndexXml(await sitemapFiles(db, origin, maxUrls, blog, sections));
}

/**
 * One file of the index, `/sitemaps/{section}-{part}.xml`, or null when there is no such file
 * (unknown section, part past the end, or a name that is not a sitemap's).
 */
export async function sitemapPartXml(
  db: Database,
  origin: URL,
  name: string,
  maxUrls = SITEMAP_MAX_URLS,
  blog: BlogSource = blogSource(),
  sections: readonly SitemapSection[] = SITEMAP_SECTIONS,
): Promise<string | null> {
  const parsed = parseSitemapFileName(name);
  const section = parsed ? sections.find((candidate) => candidate.name === parsed.section) : undefined;
  if (!parsed || !section) return null;
  const urls = await section.urls(context(db, origin, maxUrls, blog), parsed.part);
  return urls && urls.length > 0 ? urlsetXml(urls) : null;
}
