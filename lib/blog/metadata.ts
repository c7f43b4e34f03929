import type { Metadata } from "next";

import { SHARE_IMAGE } from "@/lib/metadata";
import { SITE_NAME } from "@/lib/routes";

import { postPath } from "./structured-data";
import type { BlogPost } from "./types";

/** The feed's path, announced on every blog page (`<link rel="alternate" type="application/rss+xml">`). */
export const FEED_PATH = "/blog/rss.xml";
export const BLOG_TITLE = "Blog";
export const BLOG_DESCRIPTION = "Plain answers to home buyers' questions: mortgage insurance, loan limits, VA, FHA and USDA loans, refinancing and affordability, with figures from official sources.";

const feedAlternate = { types: { "application/rss+xml": [{ url: FEED_PATH, title: `${SITE_NAME} blog` }] } };

/** Metadata of a blog list page (the blog's pages and tag pages): canonical path, social cards, feed link. */
export function listMetadata(path: string, title: string, description: string): Metadata {
  const socialTitle = `${title} | ${SITE_NAME}`;
  return {
    title,
    description,
    alternates: { canonical: path, ...feedAlternate },
    openGraph: { type: "website", siteName: SITE_NAME, locale: "en_US", title: socialTitle, description, url: path, images: [SHARE_IMAGE] },
    twitter: { card: "summary_large_image", title: socialTitle, description, images: [SHARE_IMAGE.url] },
  };
}

/** Metadata of a post: an Open Graph article with its dates, authors, tags and image. */
export function postMetadata(post: BlogPost): Metadata {
  const path = postPath(post.slug);
  const image = post.image ? { url: post.image.src, alt: post.image.alt, ...(post.image.width ? { width: post.image.width, height: post.image.height } : {}) } : SHARE_IMAGE;
  return {
    title: post.title,
    description: post.description,
    authors: post.authors.map((author) => ({ name: author.name })),
    keywords: post.tags.map((tag) => tag.name),
    alternates: { canonical: path, ...feedAlternate },
    openGraph: {
      type: "article",
      siteName: SITE_NAME,
      locale: "en_US",
      title: post.title,
      description: post.description,
      url: path,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: post.authors.map((author) => author.name),
      tags: post.tags.map((tag) => tag.name),
      images: [image],
    },
    twitter: { card: "summary_large_image", title: post.title, description: post.description, images: [image.url] },
  };
}
