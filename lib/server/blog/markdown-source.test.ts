import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { createMarkdownSource } from "./markdown-source";

function postFile(title: string, date: string, extra = ""): string {
  return `---
title: "${title}"
description: "A description that is long enough to pass the schema."
date: ${date}
tags: [Test tag${extra.includes("second") ? ", Second tag" : ""}]
calculator: /mortgage-calculator/
sources:
  - "A source (2026)"
${extra.includes("draft") ? "draft: true\n" : ""}---

Body of ${title}, with {{fha.ufmip}}.
`;
}

describe("Markdown source", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "blog-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const now = () => new Date("2026-11-01T00:00:00Z");

  it("lists posts newest first, leaving out drafts and future posts, with tags and pages", async () => {
    writeFileSync(path.join(dir, "older.md"), postFile("Older post", "2026-01-01"));
    writeFileSync(path.join(dir, "newer.md"), postFile("Newer post", "2026-02-01", "second"));
    writeFileSync(path.join(dir, "draft.md"), postFile("Draft post", "2026-03-01", "draft"));
    writeFileSync(path.join(dir, "future.md"), postFile("Future post", "2027-01-01"));
    const source = createMarkdownSource({ directory: dir, now });
    const page = await source.listPosts(1);
    expect(page?.posts.map((post) => post.slug)).toEqual(["newer", "older"]);
    expect(page).toMatchObject({ page: 1, pages: 1, total: 2 });
    expect(await source.listPosts(2)).toBeNull();
    expect((await source.listPosts(1, "second-tag"))?.posts.map((post) => post.slug)).toEqual(["newer"]);
    expect(await source.listPosts(1, "no-such-tag")).toMatchObject({ posts: [], total: 0, pages: 1 });
    expect((await source.listTags()).map((tag) => tag.slug)).toEqual(["second-tag", "test-tag"]);
    expect(await source.getTag("test-tag")).toEqual({ slug: "test-tag", name: "Test tag" });
    expect(await source.getTag("nope")).toBeNull();
    expect(await source.getPost("draft")).toBeNull();
    expect(await source.getPost("future")).toBeNull();
    const post = await source.getPost("older");
    expect(post?.calculator).toBe("/mortgage-calculator/");
    expect(JSON.stringify(post?.body)).toContain("1.75%");
  });

  it("pages 12 at a time", async () => {
    for (let day = 1; day <= 25; day += 1)
      writeFileSync(path.join(dir, `post-${day}.md`), postFile(`Post number ${day}`, `2026-01-${String(day).padStart(2, "0")}`));
    const source = createMarkdownSource({ directory: dir, now });
    expect((await source.listPosts(1))?.posts).toHaveLength(12);
    expect((await source.listPosts(3))?.posts.map((post) => post.slug)).toEqual(["post-1"]);
    expect(await source.listPosts(4)).toBeNull();
  });

  it("sees a new or changed post without a restart", async () => {
    writeFileSync(path.join(dir, "first.md"), postFile("First post", "2026-01-01"));
    const source = createMarkdownSource({ directory: dir, now });
    expect((await source.allPosts()).map((post) => post.slug)).toEqual(["first"]);
    writeFileSync(path.join(dir, "second.md"), postFile("Second post", "2026-01-02"));
    expect((await source.allPosts()).map((post) => post.slug)).toEqual(["second", "first"]);
    writeFileSync(path.join(dir, "first.md"), postFile("First post, revised", "2026-01-01"));
    utimesSync(path.join(dir, "first.md"), new Date(), new Date(Date.now() + 5000));
    expect((await source.getPost("first"))?.title).toBe("First post, revised");
  });

  it("is empty when the folder does not exist, and throws with the file's name for a broken post", async () => {
    expect(await createMarkdownSource({ directory: path.join(dir, "missing"), now }).listPosts(1)).toEqual({ posts: [], page: 1, pages: 1, total: 0 });
    writeFileSync(path.join(dir, "broken.md"), "---\ntitle: x\n---\n");
    await expect(createMarkdownSource({ directory: dir, now }).allPosts()).rejects.toThrow(/broken\.md/);
    rmSync(path.join(dir, "broken.md"));
    writeFileSync(path.join(dir, "typo.md"), postFile("Typo post", "2026-01-01").replace("{{fha.ufmip}}", "{{fha.ufmp}}"));
    await expect(createMarkdownSource({ directory: dir, now }).allPosts()).rejects.toThrow(/typo\.md: Placeholder \{\{fha\.ufmp\}\}/);
  });
});
