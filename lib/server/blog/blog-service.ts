import "server-only";

import { isIntegrationOn } from "@/lib/integration";
import { BlogUnavailableError, type BlogSource } from "@/lib/blog/types";
import { serverEnv } from "@/lib/server/config";
import { logger } from "@/lib/server/logger";

import { createGhostSource } from "./ghost-source";
import { createMarkdownSource } from "./markdown-source";

type RawEnv = Readonly<Record<string, string | undefined>>;

/**
 * Chooses the blog source from configuration: the Ghost Content API when both
 * NEXT_PUBLIC_BLOG_API_URL and NEXT_PUBLIC_BLOG_API_KEY hold values (not `off`), otherwise the
 * Markdown files in content/blog. One without the other is a forgotten variable, not a choice,
 * so it throws rather than silently serving the Markdown posts (no silent fallbacks: docs/architecture.md, Decisions).
 */
export function blogSourceFromEnv(env: RawEnv): BlogSource {
  const url = env.NEXT_PUBLIC_BLOG_API_URL;
  const key = env.NEXT_PUBLIC_BLOG_API_KEY;
  const urlOn = isIntegrationOn(url);
  const keyOn = isIntegrationOn(key);
  if (urlOn && keyOn) return createGhostSource({ url, key });
  if (urlOn !== keyOn) {
    throw new Error("Invalid blog configuration: NEXT_PUBLIC_BLOG_API_URL and NEXT_PUBLIC_BLOG_API_KEY go together (set both, or both `off`)");
  }
  return createMarkdownSource();
}

let cached: BlogSource | undefined;

/** The blog source of this server process (chosen once). */
export function blogSource(): BlogSource {
  // serverEnv() validates everything first; the raw values decide (parseEnv leaves the public
  // variables out in test runs, where the Markdown source is the one under test).
  serverEnv();
  cached ??= blogSourceFromEnv(process.env);
  return cached;
}

/** What a blog page gets: the value, or the fact that the source could not answer. */
export type BlogResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * Runs one read against the blog source. A BlogUnavailableError (API down, bad key, server
 * error) is logged and becomes `{ ok: false }`, so the page says the blog is unavailable instead
 * of failing; any other error (a bug, a broken Markdown post) propagates.
 */
export async function readBlog<T>(read: (source: BlogSource) => Promise<T>, source: BlogSource = blogSource()): Promise<BlogResult<T>> {
  try {
    return { ok: true, value: await read(source) };
  } catch (error) {
    if (!(error instanceof BlogUnavailableError)) throw error;
    logger.warn("blog source unavailable", { error, status: error.status, source: source.kind });
    return { ok: false, message: "The blog is unavailable right now. Please try again in a few minutes." };
  }
}
