import { AdSlot } from "@/components/ads/ad-slot";
import { SiteLink } from "@/components/layout/site-link";
import { NewsletterSlot } from "@/components/newsletter/newsletter-slot";
import { Breadcrumbs, JsonLd } from "@/components/seo";
import { optimizableImageSrc } from "@/lib/blog/images";
import { BLOG_TITLE } from "@/lib/blog/metadata";
import { articleSchema, postPath } from "@/lib/blog/structured-data";
import type { BlogPost } from "@/lib/blog/types";
import { findRoute } from "@/lib/routes";

import styles from "./blog.module.css";
import { OptimizedImage } from "./optimized-image";
import { BODY_IMAGE_SIZES, PostBody } from "./post-body";
import { formatPostDate, PostMeta, TagLinks } from "./post-list";

/** A post: breadcrumbs, title, date and reading time, tags, image, body, the calculator it explains, sources; Article JSON-LD. */
export function PostArticle({ post }: { post: BlogPost }) {
  const calculator = post.calculator ? findRoute(post.calculator.split("?")[0] ?? "") : undefined;
  const imageSrc = post.image ? optimizableImageSrc(post.image.src, process.env) : null;
  const updated = post.updatedAt.slice(0, 10) !== post.publishedAt.slice(0, 10);
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { name: "Home", path: "/" },
          { name: BLOG_TITLE, path: "/blog/" },
          { name: post.title, path: postPath(post.slug) },
        ]}
      />
      <article className="prose">
        <h1>{post.title}</h1>
        <PostMeta post={post} />
        {updated ? (
          <p className={styles.meta}>
            Updated <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt)}</time>
          </p>
        ) : null}
        {post.authors.length > 0 ? <p className={styles.meta}>By {post.authors.map((author) => author.name).join(", ")}</p> : null}
        <TagLinks tags={post.tags} label="Tags" />
        {post.image && imageSrc ? (
          <span className={styles.imageFrame}>
            <OptimizedImage src={imageSrc} alt={post.image.alt} priority sizes={BODY_IMAGE_SIZES} className={styles.coverImage} />
          </span>
        ) : null}
        <PostBody body={post.body} />
        <AdSlot placement="blog-post" />
        {calculator ? (
          <p className={`notice ${styles.cta}`}>
            Run your own numbers: <SiteLink href={calculator.path}>{calculator.title}</SiteLink>.
          </p>
        ) : null}
        {post.sources.length > 0 ? (
          <section className={styles.sources} aria-labelledby="post-sources">
            <h2 id="post-sources">Sources</h2>
            <ul>
              {post.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
            <p>
              How we compute each figure: <SiteLink href="/accuracy/">Accuracy</SiteLink>.
            </p>
          </section>
        ) : null}
      </article>
      <aside className={styles.newsletter} aria-label="Newsletter">
        <NewsletterSlot heading="Get new articles by email" sourcePage={postPath(post.slug)} />
      </aside>
      <JsonLd data={articleSchema(post)} />
    </div>
  );
}
