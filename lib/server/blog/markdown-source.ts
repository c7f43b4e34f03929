import "server-only";

import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

import { parseMarkdownPost, type MarkdownPost } from "@/lib/blog/markdown";
import { pageCount, pageSlice } from "@/lib/blog/pagination";
import { BlogUnavailableError, type BlogPostSummary, type BlogSource, type BlogTag } from "@/lib/blog/types";

/** Where the Markdown posts live: content/blog under the app's directory (traced into the build). */
export const DEFAULT_CONTENT_DIR = path.join(process.cwd(), "content", "blog");

interface Snapshot {
  readonly signature: string;
  readonly posts: readonly MarkdownPost[];
}

function summary(post: MarkdownPost): BlogPostSummary {
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    tags: post.tags,
    authors: post.authors,
    readingMinutes: post.readingMinutes,
    image: post.image,
  };
}

/**
 * The default blog source: Markdown files read from disk at run time, so a post added to
 * content/blog on the server appears at the next revalidation without a rebuild. The parsed
 * posts are kept until a file is added, removed or changed (names and modification times).
 * Drafts and posts dated in the future are left out. A broken post file throws (with its
 * name): that is a bug in our content, caught by the unit test that parses every post.
 */
export function createMarkdownSource(options: { directory?: string; now?: () => Date } = {}): BlogSource {
  const directory = options.directory ?? DEFAULT_CONTENT_DIR;
  const now = options.now ?? (() => new Date());
  let snapshot: Snapshot | null = null;

  async function load(): Promise<readonly MarkdownPost[]> {
    let names: string[];
    try {
      names = (await readdir(directory)).filter((name) => name.endsWith(".md")).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw new BlogUnavailableError(`Cannot read the blog's posts in ${directory}`, undefined, { cause: error });
    }
    const stats = await Promise.all(names.map((name) => stat(path.join(directory, name))));
    const signature = names.map((name, index) => `${name}:${stats[index]!.mtimeMs}:${stats[index]!.size}`).join("|");
    if (snapshot?.signature !== signature) {
      const posts = await Promise.all(
        names.map(async (name) => parseMarkdownPost(name.slice(0, -3), await readFile(path.join(directory, name), "utf8"), name)),
      );
      snapshot = { signature, posts };
    }
    const at = now().getTime();
    return snapshot.posts
      .filter((post) => !post.draft && Date.parse(post.publishedAt) <= at)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
  }

  async function tags(): Promise<BlogTag[]> {
    const bySlug = new Map<string, BlogTag>();
    for (const post of await load()) for (const tag of post.tags) if (!bySlug.has(tag.slug)) bySlug.set(tag.slug, tag);
    return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  return {
    kind: "markdown",
    async listPosts(page, tagSlug) {
      const all = await load();
      const matching = tagSlug === undefined ? all : all.filter((post) => post.tags.some((tag) => tag.slug === tagSlug));
      const posts = pageSlice(matching, page);
      if (!posts) return null;
      return { posts: posts.map(summary), page, pages: pageCount(matching.length), total: matching.length };
    },
    async getPost(slug) {
      const post = (await load()).find((candidate) => candidate.slug === slug);
      if (!post) return null;
      return { ...summary(post), body: post.body, sources: post.sources, calculator: post.calculator };
    },
    listTags: tags,
    async getTag(slug) {
      return (await tags()).find((tag) => tag.slug === slug) ?? null;
    },
    async allPosts() {
      return (await load()).map(summary);
    },
  };
}
