import { notFound } from "next/navigation";

import { AdSlot } from "@/components/ads/ad-slot";
import { Breadcrumbs, type BreadcrumbItem } from "@/components/seo";
import { BLOG_TITLE, FEED_PATH } from "@/lib/blog/metadata";
import { pagePath } from "@/lib/blog/pagination";
import { tagPath } from "@/lib/blog/structured-data";
import type { BlogPage, BlogTag } from "@/lib/blog/types";
import { readBlog } from "@/lib/server/blog/blog-service";

import styles from "./blog.module.css";
import { BlogUnavailable } from "./blog-unavailable";
import { PaginationNav } from "./pagination-nav";
import { PostList, TagLinks } from "./post-list";

/**
 * A page of the blog (tag = undefined) or of one tag: heading, posts, pagination, the tags and
 * the feed link. Answers 404 for a page past the end or an unknown tag; says the blog is
 * unavailable when its source cannot answer.
 */
export async function BlogListPage({ page, tagSlug }: { page: number; tagSlug?: string }) {
  const result = await readBlog(async (source) => {
    const tag: BlogTag | null | undefined = tagSlug === undefined ? undefined : await source.getTag(tagSlug);
    if (tag === null) return null;
    const [list, tags] = await Promise.all([source.listPosts(page, tagSlug), source.listTags()]);
    return list ? { tag, list, tags } : null;
  });
  if (result.ok && result.value === null) notFound();

  const tag = result.ok ? result.value?.tag : undefined;
  const basePath = tagSlug === undefined ? "/blog/" : tagPath(tagSlug);
  const heading = tagSlug === undefined ? BLOG_TITLE : `Posts about ${tag?.name ?? tagSlug}`;
  const trail: BreadcrumbItem[] = [
    { name: "Home", path: "/" },
    { name: BLOG_TITLE, path: "/blog/" },
  ];
  if (tagSlug !== undefined) trail.push({ name: tag?.name ?? tagSlug, path: basePath });
  if (page > 1) trail.push({ name: `Page ${page}`, path: pagePath(basePath, page) });

  return (
    <div className="container">
      <Breadcrumbs items={trail} />
      <h1>
        {heading}
        {page > 1 ? `, page ${page}` : ""}
      </h1>
      {result.ok && result.value ? <BlogListBody list={result.value.list} tags={result.value.tags} basePath={basePath} description={tag?.description} /> : null}
      {!result.ok ? <BlogUnavailable message={result.message} /> : null}
      <p className={styles.feed}>
        <a href={FEED_PATH} type="application/rss+xml">
          Follow the blog by RSS
        </a>
      </p>
    </div>
  );
}

function BlogListBody({ list, tags, basePath, description }: { list: BlogPage; tags: readonly BlogTag[]; basePath: string; description?: string }) {
  return (
    <>
      {description ? <p className="prose">{description}</p> : null}
      <PostList posts={list.posts} />
      <PaginationNav basePath={basePath} page={list.page} pages={list.pages} />
      <AdSlot placement="blog-list" />
      {tags.length > 0 ? (
        <section aria-labelledby="blog-topics">
          <h2 id="blog-topics">Topics</h2>
          <TagLinks tags={tags} label="All topics" />
        </section>
      ) : null}
    </>
  );
}
