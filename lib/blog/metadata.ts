import type { Metadata } from "next";

import { routeFor, SITE_NAME } from "@/lib/routes";
import { ogImage, postCard, routeCard } from "@/lib/seo/og-image";

import { postPath } from "./structured-data";
import type { BlogPost } from "./types";

/** The feed's path, announced on every blog page (`<link rel="alternate" type="application/rss+xml">`). */
export const FEED_PATH = "/blog/rss.xml";
export const BLOG_TITLE = "Blog";
export const BLOG_DESCRIPTION =
  "Plain answers to home buyers' questions: mortgage insurance, loan limits, VA, FHA and USDA loans, refinancing and affordability, with figures from official sources.";

const feedAlternate = { types: { "application/rss+xml": [{ url: FEED_PATH, title: `${SITE_NAME} blog` }] } };

/** A share image entry (what `ogImage` returns). */
export type ShareImage = ReturnType<typeof ogImage>;

/** The blog's own share image (its list pages). */
export function blogShareImage(): ShareImage {
  return ogImage("/blog/", routeCard(routeFor("/blog/")));
}

/**
 * Metadata of a blog list page (the blog's pages and tag pages): canonical path, social cards
 * with the generated share image (the blog's, or the tag's), feed link.
 */
export function listMetadata(path: string, title: string, description: string, image: ShareImage = blogShareImage()): Metadata {
  const socialTitle = `${title} | ${SITE_NAME}`;
  return {
    title,
    description,
    alternates: { canonical: path, ...feedAlternate },
    openGraph: { type: "website", siteName: SITE_NAME, locale: "en_US", title: socialTitle, description, url: path, images: [image] },
    twitter: { card: "summary_large_image", title: socialTitle, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

/** Metadata of a post: an Open Graph article with its dates, authors, tags, its generated card and its own image when it has one. */
export function postMetadata(post: BlogPost): Metadata {
  const path = postPath(post.slug);
  const card = ogImage(path, postCard(post));
  const own = post.image
    ? { url: post.image.src, alt: post.image.alt, ...(post.image.width ? { width: post.image.width, height: post.image.height } : {}) }
    : null;
  const images = own ? [own, card] : [card];
  const first = own ?? card;
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
      images,
    },
    twitter: { card: "summary_large_image", title: post.title, description: post.description, images: [{ url: first.url, alt: first.alt }] },
  };
}
