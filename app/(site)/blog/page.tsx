import { BlogListPage } from "@/components/blog/blog-list-page";
import { BLOG_DESCRIPTION, BLOG_TITLE, listMetadata } from "@/lib/blog/metadata";

// Rendered once, then again in the background at most every 5 minutes (ISR): a new post shows
// within 5 minutes without a rebuild (Markdown read from disk at run time, or Ghost).
export const revalidate = 300;

export const metadata = listMetadata("/blog/", BLOG_TITLE, BLOG_DESCRIPTION);

export default function BlogIndexPage() {
  return <BlogListPage page={1} />;
}
