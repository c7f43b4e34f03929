// A fake Ghost Content API server for tests: node:http on 127.0.0.1 with in-memory posts and
// tags, speaking the subset of the API the blog uses (docs.ghost.org/content-api), for real:
// GET /ghost/api/content/posts/ (limit N|all, page, filter=tag:SLUG, include=tags,authors,
// order), /posts/slug/{slug}/, /tags/ (include=count.posts), /tags/slug/{slug}/. Browse answers
// carry meta.pagination { page, limit, pages, total, next, prev }; errors are
// { errors: [{ message, errorType }] } with 400 (bad filter), 401 (missing or unknown key), 404
// (unknown resource or path), and 500 / a dropped connection / a non-JSON body on demand.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface GhostTagRecord {
  slug: string;
  name: string;
  description?: string | null;
  visibility?: "public" | "internal";
}

export interface GhostPostRecord {
  slug: string;
  title: string;
  html: string;
  custom_excerpt?: string | null;
  excerpt?: string;
  feature_image?: string | null;
  feature_image_alt?: string | null;
  published_at: string;
  updated_at?: string;
  reading_time?: number;
  tags: GhostTagRecord[];
  authors: { name: string; slug: string }[];
}

export type GhostFault = "500" | "drop" | "html";

export interface GhostServer {
  /** The site URL (the API is under /ghost/api/content/). */
  readonly url: string;
  readonly key: string;
  /** Paths and query strings of the requests received, in order. */
  readonly requests: { path: string; params: Record<string, string>; status: number }[];
  setPosts(posts: GhostPostRecord[]): void;
  /** The next `times` requests fail with `mode`. */
  fail(mode: GhostFault, times?: number): void;
  close(): Promise<void>;
}

const DEFAULT_LIMIT = 15;

function send(response: http.ServerResponse, status: number, body: unknown): number {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
  return status;
}

function error(response: http.ServerResponse, status: number, errorType: string, message: string): number {
  return send(response, status, { errors: [{ message, errorType }] });
}

/** Starts the server on a free port. */
export async function startGhostServer(options: { key?: string; posts?: GhostPostRecord[] } = {}): Promise<GhostServer> {
  const key = options.key ?? "22444f78447824223cefc48062";
  let posts: GhostPostRecord[] = options.posts ?? [];
  let fault: { mode: GhostFault; times: number } | null = null;
  const requests: GhostServer["requests"] = [];

  const sorted = () => [...posts].sort((a, b) => b.published_at.localeCompare(a.published_at));
  const allTags = () => {
    const bySlug = new Map<string, GhostTagRecord & { count: { posts: number } }>();
    for (const post of posts) {
      for (const tag of post.tags) {
        const seen = bySlug.get(tag.slug);
        bySlug.set(tag.slug, { ...tag, count: { posts: (seen?.count.posts ?? 0) + 1 } });
      }
    }
    return [...bySlug.values()];
  };
  const shape = (post: GhostPostRecord, include: Set<string>) => {
    const { tags, authors, ...rest } = post;
    return {
      id: post.slug,
      uuid: post.slug,
      url: `/${post.slug}/`,
      visibility: "public",
      excerpt: post.excerpt ?? post.html.replace(/<[^>]+>/g, "").slice(0, 200),
      ...rest,
      ...(include.has("tags") ? { tags, primary_tag: tags[0] ?? null } : {}),
      ...(include.has("authors") ? { authors, primary_author: authors[0] ?? null } : {}),
    };
  };

  function handle(request: http.IncomingMessage, response: http.ServerResponse): number {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const params = Object.fromEntries(url.searchParams);
    if (request.method !== "GET") return error(response, 404, "NotFoundError", "Resource not found");
    if (!params.key) return error(response, 401, "UnauthorizedError", "Authorization failed");
    if (params.key !== key) return error(response, 401, "UnauthorizedError", "Unknown Content API Key");
    const include = new Set((params.include ?? "").split(",").filter(Boolean));
    const path = url.pathname;

    const browse = path.match(/^\/ghost\/api\/content\/(posts|tags)\/$/);
    if (browse) {
      let items: unknown[];
      if (browse[1] === "posts") {
        let list = sorted();
        if (params.filter !== undefined) {
          const match = /^tag:([a-z0-9-]+)$/.exec(params.filter);
          if (!match) return error(response, 400, "BadRequestError", `Error parsing filter: ${params.filter}`);
          list = list.filter((post) => post.tags.some((tag) => tag.slug === match[1]));
        }
        items = list.map((post) => shape(post, include));
      } else {
        items = allTags().map(({ count, ...tag }) => (include.has("count.posts") ? { ...tag, count } : tag));
      }
      const all = params.limit === "all";
      const limit = all ? items.length || 1 : Number(params.limit ?? DEFAULT_LIMIT);
      const page = Number(params.page ?? 1);
      if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(page) || page < 1) {
        return error(response, 400, "ValidationError", "Validation error, cannot list posts.");
      }
      const pages = Math.max(1, Math.ceil(items.length / limit));
      const slice = items.slice((page - 1) * limit, page * limit);
      return send(response, 200, {
        [browse[1]!]: slice,
        meta: {
          pagination: { page, limit: all ? "all" : limit, pages, total: items.length, next: page < pages ? page + 1 : null, prev: page > 1 ? page - 1 : null },
        },
      });
    }
    const postRead = path.match(/^\/ghost\/api\/content\/posts\/slug\/([^/]+)\/$/);
    if (postRead) {
      const post = posts.find((candidate) => candidate.slug === postRead[1]);
      return post ? send(response, 200, { posts: [shape(post, include)] }) : error(response, 404, "NotFoundError", "Post not found.");
    }
    const tagRead = path.match(/^\/ghost\/api\/content\/tags\/slug\/([^/]+)\/$/);
    if (tagRead) {
      const tag = allTags().find((candidate) => candidate.slug === tagRead[1]);
      if (!tag) return error(response, 404, "NotFoundError", "Tag not found.");
      return send(response, 200, { tags: [{ slug: tag.slug, name: tag.name, description: tag.description ?? null, visibility: tag.visibility ?? "public" }] });
    }
    return error(response, 404, "NotFoundError", "Resource not found");
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const entry = { path: url.pathname, params: Object.fromEntries(url.searchParams), status: 0 };
    requests.push(entry);
    if (fault && fault.times > 0) {
      fault.times -= 1;
      const { mode } = fault;
      if (fault.times === 0) fault = null;
      if (mode === "drop") {
        entry.status = -1;
        request.socket.destroy();
        return;
      }
      if (mode === "html") {
        entry.status = 502;
        response.writeHead(502, { "content-type": "text/html" });
        response.end("<html><body>Bad gateway</body></html>");
        return;
      }
      entry.status = error(response, 500, "InternalServerError", "Something went wrong.");
      return;
    }
    entry.status = handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    requests,
    setPosts(next) {
      posts = next;
    },
    fail(mode, times = 1) {
      fault = { mode, times };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** `count` posts tagged alternately "fha" and "va", published a day apart (newest: post-1). */
export function samplePosts(count: number): GhostPostRecord[] {
  const fha = { slug: "fha", name: "FHA" };
  const va = { slug: "va", name: "VA", description: "VA home loans." };
  return Array.from({ length: count }, (_, index) => ({
    slug: `post-${index + 1}`,
    title: `Post ${index + 1}`,
    html: `<p>Body of post ${index + 1}.</p>`,
    custom_excerpt: `Excerpt of post ${index + 1}.`,
    published_at: new Date(Date.UTC(2026, 9, 30) - index * 86_400_000).toISOString(),
    reading_time: 2,
    tags: [index % 2 === 0 ? fha : va],
    authors: [{ name: "Jo Writer", slug: "jo" }],
  }));
}
