/**
 * The blog's RSS 2.0 feed (https://www.rssboard.org/rss-specification): a channel with title,
 * link and description (required), language, lastBuildDate and an atom:link to itself (the
 * RSS Advisory Board's recommendation), and one item per post with title, link, guid
 * (the permalink), description, pubDate (RFC 822) and categories. Every link is absolute, on
 * the canonical origin (SITE_URL).
 */
import type { BlogPostSummary } from "./types";

export interface FeedChannel {
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the blog's home page. */
  readonly link: string;
  /** Absolute URL of the feed itself. */
  readonly selfLink: string;
  readonly language?: string;
}

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "");
}

/** An RFC 822 date as RSS 2.0 wants it ("Mon, 05 Jan 2026 12:00:00 GMT"). */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** Builds the feed's XML for posts, newest first, each linked at origin + /blog/{slug}/. */
export function rssXml(channel: FeedChannel, posts: readonly BlogPostSummary[], origin: URL): string {
  const newest = posts.reduce<string | null>((max, post) => (max === null || post.updatedAt > max ? post.updatedAt : max), null);
  const items = posts.map((post) => {
    const link = new URL(`/blog/${post.slug}/`, origin).toString();
    const categories = post.tags.map((tag) => `      <category>${escapeXml(tag.name)}</category>`);
    const author = post.authors[0] ? [`      <dc:creator>${escapeXml(post.authors[0].name)}</dc:creator>`] : [];
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.description)}</description>`,
      `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
      ...author,
      ...categories,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language ?? "en-us")}</language>`,
    `    <atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
