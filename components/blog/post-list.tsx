import { SiteLink } from "@/components/layout/site-link";
import { postPath, tagPath } from "@/lib/blog/structured-data";
import type { BlogPostSummary, BlogTag } from "@/lib/blog/types";

import styles from "./blog.module.css";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "September 8, 2026" (UTC, so a date-only post shows the same day everywhere). */
export function formatPostDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** Date and reading time, with a machine-readable <time>. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className={styles.meta}>
      <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> · {post.readingMinutes} min read
    </p>
  );
}

/** A post's tags as links to their pages. */
export function TagLinks({ tags, label }: { tags: readonly BlogTag[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <SiteLink href={tagPath(tag.slug)}>{tag.name}</SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** A list of posts (h2 titles under the page's h1), newest first. */
export function PostList({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return <p>No posts yet.</p>;
  return (
    <ol className={styles.list}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.card}>
          <article>
            <h2>
              <SiteLink href={postPath(post.slug)}>{post.title}</SiteLink>
            </h2>
            <PostMeta post={post} />
            <p>{post.description}</p>
            <TagLinks tags={post.tags} label={`Tags of ${post.title}`} />
          </article>
        </li>
      ))}
    </ol>
  );
}
