// The Ghost source against a local server speaking the Content API (tests/support/ghost-server.ts):
// success, pagination, tag filter, reads, sanitizing, and each error; then the same source behind
// the pages' reader and the feed, which must say "unavailable" instead of failing.
import { renderToStaticMarkup } from "react-dom/server";

import { BlogUnavailableError, type BlogSource } from "@/lib/blog/types";
import { serializeSanitized } from "@/lib/blog/sanitize-html";
import { readBlog } from "@/lib/server/blog/blog-service";
import { feedResponse } from "@/lib/server/blog/feed";
import { createGhostSource } from "@/lib/server/blog/ghost-source";

import { samplePosts, startGhostServer, type GhostServer } from "../support/ghost-server";

let server: GhostServer;
let source: BlogSource;
let errorSpy: jest.SpyInstance;

beforeAll(async () => {
  server = await startGhostServer({ posts: samplePosts(25) });
  source = createGhostSource({ url: server.url, key: server.key, timeoutMs: 2000 });
  process.env.NEXT_PUBLIC_BLOG_API_URL = server.url;
  process.env.NEXT_PUBLIC_BLOG_API_KEY = server.key;
});

beforeEach(() => {
  server.setPosts(samplePosts(25));
  // readBlog logs each unavailable source on stderr; keep the test output clean.
  errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => errorSpy.mockRestore());

afterAll(async () => {
  delete process.env.NEXT_PUBLIC_BLOG_API_URL;
  delete process.env.NEXT_PUBLIC_BLOG_API_KEY;
  await server.close();
});

describe("Ghost source: success", () => {
  it("lists 12 posts a page, newest first, with the key, includes and order in the request", async () => {
    const page = await source.listPosts(1);
    expect(page).toMatchObject({ page: 1, pages: 3, total: 25 });
    expect(page?.posts.map((post) => post.slug)).toEqual(Array.from({ length: 12 }, (_, index) => `post-${index + 1}`));
    expect(page?.posts[0]).toEqual({
      slug: "post-1",
      title: "Post 1",
      description: "Excerpt of post 1.",
      publishedAt: "2026-10-30T00:00:00.000Z",
      updatedAt: "2026-10-30T00:00:00.000Z",
      tags: [{ slug: "fha", name: "FHA" }],
      authors: [{ name: "Jo Writer", slug: "jo" }],
      readingMinutes: 2,
    });
    const request = server.requests.at(-1)!;
    expect(request.path).toBe("/ghost/api/content/posts/");
    expect(request.params).toMatchObject({ key: server.key, limit: "12", page: "1", include: "tags,authors" });
  });

  it("pages through to the last page and answers null past it", async () => {
    expect((await source.listPosts(3))?.posts.map((post) => post.slug)).toEqual(["post-25"]);
    expect(await source.listPosts(4)).toBeNull();
  });

  it("filters by tag with Ghost's filter=tag:slug", async () => {
    const page = await source.listPosts(1, "va");
    expect(page?.total).toBe(12);
    expect(page?.posts.every((post) => post.tags.some((tag) => tag.slug === "va"))).toBe(true);
    expect(server.requests.at(-1)!.params.filter).toBe("tag:va");
    expect(await source.listPosts(1, "BAD SLUG")).toBeNull();
  });

  it("reads a post by slug, sanitizing its HTML, and answers null for a 404", async () => {
    const posts = samplePosts(2);
    posts[0]!.html =
      '<h1>Title</h1><p onclick="x()">Safe <a href="javascript:alert(1)">link</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe>';
    posts[0]!.feature_image = `${server.url}/content/images/house.jpg`;
    posts[0]!.feature_image_alt = "A house";
    server.setPosts(posts);
    const post = await source.getPost("post-1");
    expect(serializeSanitized(post!.body)).toBe('<h2 id="title">Title</h2><p>Safe <a>link</a></p>');
    expect(post?.image).toEqual({ src: `${server.url}/content/images/house.jpg`, alt: "A house" });
    expect(await source.getPost("no-such-post")).toBeNull();
  });

  it("a post with javascript: links behind invisible characters and 3,000 nested divs renders safely", async () => {
    const posts = samplePosts(2);
    const links = ["&#xA0;", "&#xFEFF;", "&#x2028;", "&#x3000;"].map((prefix) => `<a href="${prefix}javascript:alert(1)">x</a>`).join("");
    posts[0]!.html = `<p>${links}</p>${"<div>".repeat(3000)}<p>Deep text</p>${"</div>".repeat(3000)}`;
    server.setPosts(posts);
    const { default: BlogPostPage } = await import("@/app/(site)/blog/[slug]/page");
    const html = renderToStaticMarkup(await BlogPostPage({ params: Promise.resolve({ slug: "post-1" }) }));
    expect(html).toContain("Deep text");
    // (React's own no-JS form action elsewhere on the page is a javascript: URL; only links count.)
    expect(html).not.toMatch(/href="[^"]*javascript:/i);
    expect(html).not.toContain("The blog is unavailable");
  });

  it("lists public tags with posts and reads one", async () => {
    expect(await source.listTags()).toEqual([
      { slug: "fha", name: "FHA" },
      { slug: "va", name: "VA", description: "VA home loans." },
    ]);
    expect(await source.getTag("va")).toEqual({ slug: "va", name: "VA", description: "VA home loans." });
    expect(await source.getTag("nope")).toBeNull();
  });

  it("lists every post for the sitemap and feed", async () => {
    expect(await source.allPosts()).toHaveLength(25);
    expect(server.requests.at(-1)!.params.limit).toBe("all");
  });
});

describe("Ghost source: errors", () => {
  it("401: a wrong key is BlogUnavailableError with Ghost's message", async () => {
    const bad = createGhostSource({ url: server.url, key: "wrong", timeoutMs: 2000 });
    const error = await bad.listPosts(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BlogUnavailableError);
    expect((error as BlogUnavailableError).status).toBe(401);
    expect((error as BlogUnavailableError).message).toMatch(/401 UnauthorizedError: Unknown Content API Key/);
  });

  it("404 on a list (wrong site URL) is unavailable, not an empty blog", async () => {
    const wrongPath = createGhostSource({ url: `${server.url}/not-ghost`, key: server.key, timeoutMs: 2000 });
    await expect(wrongPath.listPosts(1)).rejects.toMatchObject({ name: "BlogUnavailableError", status: 404 });
  });

  it("500, a non-JSON answer and a dropped connection are unavailable", async () => {
    server.fail("500");
    await expect(source.listPosts(1)).rejects.toMatchObject({ name: "BlogUnavailableError", status: 500 });
    server.fail("html");
    await expect(source.getPost("post-1")).rejects.toThrow(/not JSON/);
    server.fail("drop");
    await expect(source.listTags()).rejects.toThrow(/unreachable/);
  });

  it("an unreachable server is unavailable", async () => {
    const nowhere = createGhostSource({ url: "http://127.0.0.1:9", key: "k", timeoutMs: 1000 });
    await expect(nowhere.allPosts()).rejects.toThrow(/unreachable/);
  });
});

describe("pages and feed on the Ghost source", () => {
  it("the list page shows posts, and says the blog is unavailable when Ghost fails", async () => {
    // Loaded here so blogSource() picks the Ghost configuration set in beforeAll.
    const { BlogListPage } = await import("@/components/blog/blog-list-page");
    const html = renderToStaticMarkup(await BlogListPage({ page: 1 }));
    expect(html).toContain("Post 1");
    // next/link applies the trailingSlash config only inside Next; here the slash may be dropped.
    expect(html).toMatch(/href="\/blog\/page\/2\/?"/);
    server.fail("500", 2); // the page asks for posts and tags
    const down = renderToStaticMarkup(await BlogListPage({ page: 1 }));
    expect(down).toContain("The blog is unavailable right now");
    expect(down).not.toContain("Post 1");
  });

  it("an unknown tag or a page past the end is a 404", async () => {
    const { BlogListPage } = await import("@/components/blog/blog-list-page");
    await expect(BlogListPage({ page: 1, tagSlug: "nope" })).rejects.toMatchObject({ digest: expect.stringMatching(/404/) });
    await expect(BlogListPage({ page: 9 })).rejects.toMatchObject({ digest: expect.stringMatching(/404/) });
  });

  it("readBlog reports a failure as a message", async () => {
    server.fail("500");
    expect(await readBlog((blog) => blog.listPosts(1), source)).toMatchObject({ ok: false });
  });

  it("the feed is RSS from Ghost's posts, and 503 when Ghost is down", async () => {
    const origin = new URL("https://howmuchhome.example");
    const ok = await feedResponse(origin, source);
    expect(ok.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await ok.text();
    expect(xml).toContain("<link>https://howmuchhome.example/blog/post-1/</link>");
    server.fail("500");
    const down = await feedResponse(origin, source);
    expect(down.status).toBe(503);
  });
});
