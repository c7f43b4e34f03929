import "server-only";

import { z } from "zod";

import { pageCount, POSTS_PER_PAGE } from "@/lib/blog/pagination";
import { readingMinutes } from "@/lib/blog/reading-time";
import { sanitizedText, sanitizeHtml } from "@/lib/blog/sanitize-html";
import { isValidSlug } from "@/lib/blog/slug";
import { BlogUnavailableError, type BlogPost, type BlogPostSummary, type BlogSource, type BlogTag } from "@/lib/blog/types";

/**
 * The Ghost Content API source (docs.ghost.org/content-api): used when NEXT_PUBLIC_BLOG_API_URL
 * and NEXT_PUBLIC_BLOG_API_KEY are set. Answers are checked with zod and reshaped into the
 * blog's types here, at the boundary; bodies are sanitized like Markdown ones.
 *
 * - Browse: GET {url}/ghost/api/content/posts/?key=KEY&limit=12&page=N&include=tags,authors
 *   (&filter=tag:SLUG), answered `{ posts: [...], meta: { pagination: { page, limit, pages,
 *   total, next, prev } } }`. Read: /posts/slug/{slug}/, /tags/slug/{slug}/; tags: /tags/.
 * - Errors: `{ errors: [{ message, errorType }] }` with 400/401/403/404/500. A 404 on a read is
 *   "no such post/tag" (null); anything else that is not a 2xx, a network error, a timeout or
 *   an answer of the wrong shape is BlogUnavailableError: the page says the blog is unavailable.
 */

const tagSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  visibility: z.string().optional(),
  count: z.object({ posts: z.number() }).optional(),
});

const postSchema = z.object({
  slug: z.string(),
  title: z.string(),
  html: z.string().nullish(),
  excerpt: z.string().nullish(),
  custom_excerpt: z.string().nullish(),
  meta_description: z.string().nullish(),
  feature_image: z.string().nullish(),
  feature_image_alt: z.string().nullish(),
  published_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  reading_time: z.number().nullish(),
  tags: z.array(tagSchema).optional(),
  authors: z.array(z.object({ name: z.string(), slug: z.string().optional() })).optional(),
});

const paginationSchema = z.object({
  page: z.number(),
  limit: z.union([z.number(), z.literal("all")]),
  pages: z.number(),
  total: z.number(),
  next: z.number().nullable(),
  prev: z.number().nullable(),
});

const browsePostsSchema = z.object({ posts: z.array(postSchema), meta: z.object({ pagination: paginationSchema }) });
const readPostSchema = z.object({ posts: z.array(postSchema).min(1) });
const browseTagsSchema = z.object({ tags: z.array(tagSchema) });
const readTagSchema = z.object({ tags: z.array(tagSchema).min(1) });
const errorSchema = z.object({
  errors: z.array(z.object({ message: z.string().optional(), errorType: z.string().optional(), type: z.string().optional() })).min(1),
});

type GhostPost = z.infer<typeof postSchema>;
type GhostTag = z.infer<typeof tagSchema>;

export interface GhostSourceOptions {
  /** The Ghost site's URL (the API is under /ghost/api/content/). */
  readonly url: string;
  /** The Content API key (public, read-only). */
  readonly key: string;
  /** Milliseconds before a request counts as unreachable (default 5000). */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** Plain text of HTML for an excerpt: sanitized first, so markup never leaks into descriptions. */
function excerptOf(post: GhostPost): string {
  const text = post.custom_excerpt ?? post.meta_description ?? post.excerpt ?? sanitizedText(sanitizeHtml(post.html ?? ""));
  const clean = sanitizedText(sanitizeHtml(text));
  return clean.length > 300 ? `${clean.slice(0, 297).replace(/\s+\S*$/, "")}...` : clean;
}

function toTag(tag: GhostTag): BlogTag {
  return { slug: tag.slug, name: tag.name, ...(tag.description ? { description: tag.description } : {}) };
}

/** Ghost's internal tags start with "#" and are never public. */
function isPublicTag(tag: GhostTag): boolean {
  return (tag.visibility ?? "public") === "public" && !tag.name.startsWith("#") && isValidSlug(tag.slug);
}

function isoOrEpoch(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? new Date(0).toISOString() : new Date(time).toISOString();
}

function toSummary(post: GhostPost): BlogPostSummary {
  const publishedAt = isoOrEpoch(post.published_at);
  return {
    slug: post.slug,
    title: post.title,
    description: excerptOf(post),
    publishedAt,
    updatedAt: post.updated_at ? isoOrEpoch(post.updated_at) : publishedAt,
    tags: (post.tags ?? []).filter(isPublicTag).map(toTag),
    authors: (post.authors ?? []).map((author) => ({ name: author.name, ...(author.slug ? { slug: author.slug } : {}) })),
    readingMinutes: Math.max(1, post.reading_time ?? readingMinutes(sanitizedText(sanitizeHtml(post.html ?? "")))),
    ...(post.feature_image ? { image: { src: post.feature_image, alt: post.feature_image_alt ?? "" } } : {}),
  };
}

function toPost(post: GhostPost): BlogPost {
  const body = sanitizeHtml(post.html ?? "");
  return { ...toSummary(post), readingMinutes: Math.max(1, post.reading_time ?? readingMinutes(sanitizedText(body))), body, sources: [] };
}

/** Creates the Ghost source. The key travels in the query string, as the Content API requires. */
export function createGhostSource(options: GhostSourceOptions): BlogSource {
  const base = new URL("ghost/api/content/", options.url.endsWith("/") ? options.url : `${options.url}/`);
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;

  /** GETs an API path; null for a 404 when `notFoundIsNull`, else the JSON body checked by `schema`. */
  async function get<T>(resource: string, params: Record<string, string>, schema: z.ZodType<T>, notFoundIsNull: boolean): Promise<T | null> {
    const url = new URL(resource, base);
    url.searchParams.set("key", options.key);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const where = `${url.origin}${url.pathname}`;
    let response: Response;
    try {
      response = await doFetch(url, { headers: { accept: "application/json", "accept-version": "v5.0" }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new BlogUnavailableError(`The blog API at ${where} is unreachable`, undefined, { cause: error });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new BlogUnavailableError(`The blog API at ${where} answered ${response.status} with a body that is not JSON`, response.status, { cause: error });
    }
    if (!response.ok) {
      if (response.status === 404 && notFoundIsNull) return null;
      const parsed = errorSchema.safeParse(body);
      const first = parsed.success ? parsed.data.errors[0] : undefined;
      const kind = first?.errorType ?? first?.type ?? "Error";
      throw new BlogUnavailableError(`The blog API at ${where} answered ${response.status} ${kind}: ${first?.message ?? "no message"}`, response.status);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new BlogUnavailableError(`The blog API at ${where} answered in an unexpected shape: ${parsed.error.issues[0]?.message ?? ""}`, response.status);
    }
    return parsed.data;
  }

  async function must<T>(promise: Promise<T | null>): Promise<T> {
    const value = await promise;
    if (value === null) throw new BlogUnavailableError("The blog API answered 404 for a list");
    return value;
  }

  return {
    kind: "ghost",
    async listPosts(page, tagSlug) {
      if (tagSlug !== undefined && !isValidSlug(tagSlug)) return null;
      const params: Record<string, string> = { limit: String(POSTS_PER_PAGE), page: String(page), include: "tags,authors", order: "published_at desc" };
      if (tagSlug !== undefined) params.filter = `tag:${tagSlug}`;
      const answer = await must(get("posts/", params, browsePostsSchema, false));
      const { total } = answer.meta.pagination;
      const pages = pageCount(total);
      if (page > pages) return null;
      return { posts: answer.posts.map(toSummary), page, pages, total };
    },
    async getPost(slug) {
      if (!isValidSlug(slug)) return null;
      const answer = await get(`posts/slug/${slug}/`, { include: "tags,authors" }, readPostSchema, true);
      return answer ? toPost(answer.posts[0]!) : null;
    },
    async listTags() {
      const answer = await must(get("tags/", { limit: "all", include: "count.posts" }, browseTagsSchema, false));
      return answer.tags
        .filter((tag) => isPublicTag(tag) && (tag.count?.posts ?? 1) > 0)
        .map(toTag)
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    async getTag(slug) {
      if (!isValidSlug(slug)) return null;
      const answer = await get(`tags/slug/${slug}/`, {}, readTagSchema, true);
      const tag = answer?.tags[0];
      return tag && isPublicTag(tag) ? toTag(tag) : null;
    },
    async allPosts() {
      const answer = await must(get("posts/", { limit: "all", include: "tags,authors", order: "published_at desc" }, browsePostsSchema, false));
      return answer.posts.map(toSummary);
    },
  };
}
