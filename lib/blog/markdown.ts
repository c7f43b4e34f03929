/**
 * A Markdown post to the blog's shape: front matter checked, placeholders resolved from the
 * engine (lib/blog/placeholders.ts), Markdown rendered by `marked` (GitHub-flavoured: tables),
 * and the HTML sanitized like any other source's.
 */
import { Marked } from "marked";

import { parseFrontMatter } from "./front-matter";
import { resolvePlaceholders } from "./placeholders";
import { readingMinutes } from "./reading-time";
import { sanitizedText, sanitizeHtml } from "./sanitize-html";
import { isValidSlug, slugify } from "./slug";
import type { BlogPost, BlogTag } from "./types";

// One instance with its own options (the global `marked` object is shared module state).
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** A date-only front matter value is noon UTC that day, so it is the same calendar day everywhere in the US. */
function toIso(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00.000Z` : new Date(value).toISOString();
}

/** Renders Markdown (already free of placeholders) to sanitized nodes. */
export function renderMarkdown(source: string) {
  return sanitizeHtml(markdown.parse(source, { async: false }));
}

/** A parsed Markdown post, with `draft` kept so the source can leave drafts out. */
export interface MarkdownPost extends BlogPost {
  readonly draft: boolean;
}

/**
 * Parses one post file. `slug` is the file name without ".md". Throws (FrontMatterError,
 * PlaceholderError, or an invalid slug) with the file named, never returns a half-parsed post.
 */
export function parseMarkdownPost(slug: string, text: string, file = `${slug}.md`): MarkdownPost {
  if (!isValidSlug(slug)) throw new Error(`${file}: the file name must be a slug (lower-case letters, digits, hyphens; not page, tag or feed)`);
  const { data, body: rawBody } = parseFrontMatter(text, file);
  let resolved: string;
  let sources: string[];
  let title: string;
  let description: string;
  try {
    resolved = resolvePlaceholders(rawBody);
    sources = data.sources.map((source) => resolvePlaceholders(source));
    title = resolvePlaceholders(data.title);
    description = resolvePlaceholders(data.description);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const body = renderMarkdown(resolved);
  const tags: BlogTag[] = data.tags.map((name) => ({ slug: slugify(name), name }));
  return {
    slug,
    title,
    description,
    publishedAt: toIso(data.date),
    updatedAt: toIso(data.updated ?? data.date),
    tags,
    authors: [{ name: data.author }],
    readingMinutes: readingMinutes(sanitizedText(body)),
    image: data.image,
    body,
    sources,
    draft: data.draft,
    calculator: data.calculator,
  };
}
