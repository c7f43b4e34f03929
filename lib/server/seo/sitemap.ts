import "server-only";

import { asc, count, gt } from "drizzle-orm";

import { postPath, tagPath } from "@/lib/blog/structured-data";
import type { BlogSource } from "@/lib/blog/types";
import { ROUTES } from "@/lib/routes";
import { blogSource, readBlog } from "@/lib/server/blog/blog-service";
import { schema, type Database } from "@/lib/server/db/client";
import { listingHashid } from "@/lib/server/listings/hashid";

/** The sitemaps protocol's limit of URLs per file (sitemaps.org); past it, a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

interface SitemapUrl {
  readonly loc: string;
  readonly lastmod?: string;
  readonly changefreq?: string;
  readonly priority?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function urlset(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
      if (url.lastmod) parts.push(`<lastmod>${url.lastmod}</lastmod>`);
      if (url.changefreq) parts.push(`<changefreq>${url.changefreq}</changefreq>`);
      if (url.priority !== undefined) parts.push(`<priority>${url.priority}</priority>`);
      return `<url>${parts.join("")}</url>`;
    })
    .join("\n");
  return `${XML_HEAD}<urlset ${NS}>\n${body}\n</urlset>\n`;
}

/** The site's public pages from the route registry (private pages left out). */
export function pageUrls(origin: URL): SitemapUrl[] {
  return ROUTES.filter((route) => !route.private).map((route) => ({
    loc: new URL(route.path, origin).toString(),
    changefreq: route.section === "legal" ? "yearly" : route.path === "/listings/" ? "daily" : "monthly",
    priority: route.path === "/" ? 1 : route.section === "calculators" ? 0.9 : 0.5,
  }));
}

/**
 * Blog posts and tag pages (lastmod: the post's last update; a tag's: its newest post). When the
 * blog's source is unavailable they are left out of this answer (logged by readBlog) rather than
 * failing the whole sitemap; the next request tries again.
 */
export async function blogUrls(origin: URL, source: BlogSource = blogSource()): Promise<SitemapUrl[]> {
  const result = await readBlog((blog) => blog.allPosts(), source);
  if (!result.ok) return [];
  const posts = result.value;
  const tagLastmod = new Map<string, string>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const seen = tagLastmod.get(tag.slug);
      if (!seen || post.updatedAt > seen) tagLastmod.set(tag.slug, post.updatedAt);
    }
  }
  return [
    ...posts.map((post) => ({ loc: new URL(postPath(post.slug), origin).toString(), lastmod: post.updatedAt, changefreq: "monthly", priority: 0.7 })),
    ...[...tagLastmod].map(([slug, lastmod]) => ({ loc: new URL(tagPath(slug), origin).toString(), lastmod, changefreq: "weekly", priority: 0.4 })),
  ];
}

/** Listing pages in id order after `afterId`, at most `limit`. */
async function listingUrls(db: Database, origin: URL, afterId: number, limit: number): Promise<{ urls: SitemapUrl[]; lastId: number }> {
  const rows = await db
    .select({ id: schema.listings.id, modified: schema.listings.modificationTimestamp })
    .from(schema.listings)
    .where(gt(schema.listings.id, afterId))
    .orderBy(asc(schema.listings.id))
    .limit(limit);
  return {
    urls: rows.map((row) => ({
      loc: new URL(`/listings/${listingHashid(row.id)}/`, origin).toString(),
      lastmod: row.modified.toISOString(),
      changefreq: "daily",
      priority: 0.6,
    })),
    lastId: rows.at(-1)?.id ?? afterId,
  };
}

async function listingCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.listings);
  return row?.n ?? 0;
}

/**
 * /sitemap.xml: one urlset with every page, blog post, blog tag and listing while they fit in
 * `maxUrls`; past that, a sitemap index of /sitemaps/pages.xml (pages, posts and tags) and
 * /sitemaps/listings-N.xml files of `maxUrls` each.
 */
export async function sitemapXml(db: Database, origin: URL, maxUrls = SITEMAP_MAX_URLS, blog: BlogSource = blogSource()): Promise<string> {
  const pages = [...pageUrls(origin), ...(await blogUrls(origin, blog))];
  const listings = await listingCount(db);
  if (pages.length + listings <= maxUrls) {
    const { urls } = await listingUrls(db, origin, 0, maxUrls);
    return urlset([...pages, ...urls]);
  }
  const parts = Math.ceil(listings / maxUrls);
  const files = ["pages.xml", ...Array.from({ length: parts }, (_, index) => `listings-${index + 1}.xml`)];
  const body = files.map((file) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${file}`, origin).toString())}</loc></sitemap>`).join("\n");
  return `${XML_HEAD}<sitemapindex ${NS}>\n${body}\n</sitemapindex>\n`;
}

/**
 * One file of the sitemap index: "pages.xml" (pages, posts and tags) or "listings-N.xml" (N from 1), or null when there is
 * no such file. Listing files split the listings in id order, `maxUrls` each.
 */
export async function sitemapPartXml(db: Database, origin: URL, name: string, maxUrls = SITEMAP_MAX_URLS, blog: BlogSource = blogSource()): Promise<string | null> {
  if (name === "pages.xml") return urlset([...pageUrls(origin), ...(await blogUrls(origin, blog))]);
  const match = /^listings-([1-9]\d{0,4})\.xml$/.exec(name);
  if (!match) return null;
  const part = Number(match[1]);
  // Keyset pages: skip whole parts by id order (ids grow, so part N starts after the last id of N-1).
  const [boundary] = await db
    .select({ id: schema.listings.id })
    .from(schema.listings)
    .orderBy(asc(schema.listings.id))
    .offset((part - 1) * maxUrls)
    .limit(1);
  if (!boundary) return null;
  const { urls } = await listingUrls(db, origin, boundary.id - 1, maxUrls);
  return urlset(urls);
}
