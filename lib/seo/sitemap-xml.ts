/**
 * The sitemaps.org protocol's XML, as pure functions: a `<urlset>` of pages and a
 * `<sitemapindex>` of sitemap files, and the names of those files. The database and the blog are
 * read by lib/server/seo/sitemap.ts; this module only writes and names.
 */

/** The protocol's limit of URLs per sitemap file (and of files per index). */
export const SITEMAP_MAX_URLS = 50_000;

/** The protocol's namespace, on both `<urlset>` and `<sitemapindex>`. */
export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The `changefreq` values the protocol allows. */
export type ChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

/** One `<url>` of a urlset. */
export interface SitemapUrl {
  /** Absolute URL (http or https), at most 2,048 characters. */
  readonly loc: string;
  /** W3C datetime (ISO 8601) of the page's last change, when known. */
  readonly lastmod?: string;
  readonly changefreq?: ChangeFrequency;
  /** 0.0 to 1.0. */
  readonly priority?: number;
}

/** One `<sitemap>` of a sitemap index. */
export interface SitemapFile {
  readonly loc: string;
  /** The newest lastmod of the file's URLs, when any is known. */
  readonly lastmod?: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Escapes the five XML entities (the protocol requires it for `&`, `'`, `"`, `<` and `>` in URLs). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** A lastmod as the protocol wants it (W3C datetime), or undefined for a value that is not a date. */
export function w3cDate(value: string | Date | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The newest of some lastmod values (undefined when none is known). */
export function newestLastmod(values: readonly (string | undefined)[]): string | undefined {
  let newest: number | undefined;
  for (const value of values) {
    const time = value === undefined ? Number.NaN : Date.parse(value);
    if (!Number.isNaN(time) && (newest === undefined || time > newest)) newest = time;
  }
  return newest === undefined ? undefined : new Date(newest).toISOString();
}

/** A `<urlset>` document. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
      const lastmod = w3cDate(url.lastmod);
      if (lastmod) parts.push(`<lastmod>${lastmod}</lastmod>`);
      if (url.changefreq) parts.push(`<changefreq>${url.changefreq}</changefreq>`);
      if (url.priority !== undefined) parts.push(`<priority>${Math.min(1, Math.max(0, url.priority)).toFixed(1)}</priority>`);
      return `<url>${parts.join("")}</url>`;
    })
    .join("\n");
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NAMESPACE}">\n${body}\n</urlset>\n`;
}

/** A `<sitemapindex>` document. */
export function sitemapIndexXml(files: readonly SitemapFile[]): string {
  const body = files
    .map((file) => {
      const lastmod = w3cDate(file.lastmod);
      return `<sitemap><loc>${escapeXml(file.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`;
    })
    .join("\n");
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}

/** The path of part `part` (from 1) of a section's sitemap: `/sitemaps/{section}-{part}.xml`. */
export function sitemapFilePath(section: string, part: number): string {
  return `/sitemaps/${section}-${part}.xml`;
}

/**
 * Reads a sitemap file name (`listings-2.xml`) into its section and part, or null for anything
 * else (no path separators, part 1 to 99,999, section in lower-case letters and hyphens).
 */
export function parseSitemapFileName(name: string): { section: string; part: number } | null {
  const match = /^([a-z]+(?:-[a-z]+)*)-([1-9]\d{0,4})\.xml$/.exec(name);
  if (!match) return null;
  return { section: match[1]!, part: Number(match[2]) };
}
