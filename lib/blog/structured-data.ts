/**
 * schema.org Article for a post (JSON-LD), from the blog's own shape. URLs absolute on the
 * canonical origin, as search engines require.
 */
import { absoluteUrl, type JsonLdObject } from "@/lib/seo/structured-data";
import { SHARE_IMAGE } from "@/lib/metadata";
import { SITE_NAME } from "@/lib/routes";

import type { BlogPost } from "./types";

/** The path of a post. */
export function postPath(slug: string): string {
  return `/blog/${slug}/`;
}

/** The path of a tag's first page. */
export function tagPath(slug: string): string {
  return `/blog/tag/${slug}/`;
}

/** schema.org Article: headline, description, dates, authors, publisher, image, keywords. */
export function articleSchema(post: BlogPost): JsonLdObject {
  const url = absoluteUrl(postPath(post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: post.authors.map((author) => ({ "@type": author.name === `${SITE_NAME} editors` ? "Organization" : "Person", name: author.name })),
    publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl("/") },
    image: [post.image ? absoluteUrl(post.image.src) : absoluteUrl(SHARE_IMAGE.url)],
    keywords: post.tags.map((tag) => tag.name).join(", "),
    inLanguage: "en-US",
    isAccessibleForFree: true,
    timeRequired: `PT${post.readingMinutes}M`,
  };
}
