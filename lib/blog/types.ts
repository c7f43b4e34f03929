/**
 * The blog's own shapes. Both sources (Markdown files in content/blog, the Ghost Content API)
 * are reshaped into these at their boundary, so pages and components never see a transport
 * shape (one facade over the data source, as vercel/commerce does).
 */
import type { SanitizedNode } from "./sanitize-html";

export interface BlogTag {
  /** URL segment: lower-case letters, digits and hyphens. */
  readonly slug: string;
  readonly name: string;
  /** Optional one-line description (tag pages' meta description). */
  readonly description?: string;
}

export interface BlogAuthor {
  readonly name: string;
  readonly slug?: string;
}

export interface BlogImage {
  /** Absolute URL, or a site path beginning with "/". */
  readonly src: string;
  readonly alt: string;
  readonly width?: number;
  readonly height?: number;
}

/** A post as lists show it (no body). */
export interface BlogPostSummary {
  readonly slug: string;
  readonly title: string;
  /** Plain text, one or two sentences: list text, meta and Open Graph description, RSS description. */
  readonly description: string;
  /** First publication, ISO 8601. */
  readonly publishedAt: string;
  /** Last significant change, ISO 8601 (equal to publishedAt when never updated). */
  readonly updatedAt: string;
  readonly tags: readonly BlogTag[];
  readonly authors: readonly BlogAuthor[];
  /** Whole minutes, at least 1 (lib/blog/reading-time.ts). */
  readonly readingMinutes: number;
  readonly image?: BlogImage;
}

/** A post with its body: a sanitized HTML tree (never raw HTML from a source). */
export interface BlogPost extends BlogPostSummary {
  readonly body: readonly SanitizedNode[];
  /** Sources named by the post (Markdown front matter `sources`), shown under the article. */
  readonly sources: readonly string[];
  /** The calculator the post explains (a site path), shown as a call to action. */
  readonly calculator?: string;
}

/** One page of a list of posts. */
export interface BlogPage {
  readonly posts: readonly BlogPostSummary[];
  /** 1-based. */
  readonly page: number;
  /** Total pages, at least 1 (an empty blog has one empty page). */
  readonly pages: number;
  readonly total: number;
}

/**
 * The one interface both sources implement. `null` means "no such post / tag / page"
 * (the route answers 404); a source that cannot answer throws BlogUnavailableError.
 */
export interface BlogSource {
  /** Which source this is, for logs and the page's footnote. */
  readonly kind: "markdown" | "ghost";
  /** Newest first; null for a page past the end (page 1 always exists). */
  listPosts(page: number, tagSlug?: string): Promise<BlogPage | null>;
  getPost(slug: string): Promise<BlogPost | null>;
  /** Tags that have at least one post, by name. */
  listTags(): Promise<readonly BlogTag[]>;
  getTag(slug: string): Promise<BlogTag | null>;
  /** Every post, newest first, without bodies (sitemap). */
  allPosts(): Promise<readonly BlogPostSummary[]>;
}

/** The source could not answer (network, authentication, server error, malformed answer). */
export class BlogUnavailableError extends Error {
  constructor(
    message: string,
    /** HTTP status of the source's answer, when there was one. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "BlogUnavailableError";
  }
}
