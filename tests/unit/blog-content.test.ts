import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { parseMarkdownPost } from "@/lib/blog/markdown";
import { serializeSanitized, type SanitizedNode } from "@/lib/blog/sanitize-html";
import { findRoute } from "@/lib/routes";

const dir = path.join(process.cwd(), "content", "blog");
const files = readdirSync(dir).filter((name) => name.endsWith(".md"));
const posts = files.map((name) => parseMarkdownPost(name.slice(0, -3), readFileSync(path.join(dir, name), "utf8"), name));
const slugs = new Set(posts.map((post) => post.slug));

function hrefs(nodes: readonly SanitizedNode[]): string[] {
  return nodes.flatMap((node) => (node.type === "text" ? [] : [...(node.tag === "a" && node.attrs.href ? [node.attrs.href] : []), ...hrefs(node.children)]));
}

describe("the blog's Markdown posts", () => {
  it("has at least the eight articles the issue asks for", () => {
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const slug of [
      "fha-mip-how-long-it-lasts",
      "va-funding-fee-and-exemptions",
      "pmi-how-to-remove-it",
      "loan-limits-2026",
      "usda-loans-explained",
      "refinance-break-even",
      "how-much-house-can-i-afford",
      "points-and-rate-buydowns",
    ]) {
      expect(slugs.has(slug)).toBe(true);
    }
  });

  it.each(posts.map((post) => [post.slug, post]))("%s renders with every placeholder resolved", (_slug, post) => {
    const html = serializeSanitized(post.body);
    for (const text of [html, post.title, post.description, ...post.sources]) {
      expect(text).not.toMatch(/\{\{|\}\}/);
    }
    expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(html).not.toMatch(/\bNaN\b|undefined|\$-/);
  });

  it.each(posts.map((post) => [post.slug, post]))("%s links to the calculator it explains, and only to pages that exist", (_slug, post) => {
    expect(post.calculator).toBeDefined();
    expect(findRoute(post.calculator!)).toBeDefined();
    const links = hrefs(post.body);
    expect(links.some((href) => href.split("?")[0] === post.calculator)).toBe(true);
    for (const href of links) {
      const pathname = href.split(/[?#]/)[0]!;
      const postLink = /^\/blog\/([a-z0-9-]+)\/$/.exec(pathname);
      if (postLink) expect(slugs.has(postLink[1]!)).toBe(true);
      else expect(findRoute(pathname)).toBeDefined();
    }
  });

  it.each(posts.map((post) => [post.slug, post]))("%s names its sources, each with a year", (_slug, post) => {
    expect(post.sources.length).toBeGreaterThan(0);
    for (const source of post.sources) expect(source).toMatch(/\((19|20)\d{2}\)$/);
  });
});
