import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BlogUnavailable } from "@/components/blog/blog-unavailable";
import { PostArticle } from "@/components/blog/post-article";
import { postMetadata } from "@/lib/blog/metadata";
import { readBlog } from "@/lib/server/blog/blog-service";

export const revalidate = 300;

/** Posts known at build time are prerendered; newer ones render on first request (dynamicParams). */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const result = await readBlog((source) => source.allPosts());
  return result.ok ? result.value.map((post) => ({ slug: post.slug })) : [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const result = await readBlog((source) => source.getPost(slug));
  if (!result.ok) return { title: "Blog unavailable", robots: { index: false } };
  return result.value ? postMetadata(result.value) : { title: "Post not found", robots: { index: false } };
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const result = await readBlog((source) => source.getPost(slug));
  if (!result.ok) {
    return (
      <div className="container">
        <h1>Blog</h1>
        <BlogUnavailable message={result.message} />
      </div>
    );
  }
  if (!result.value) notFound();
  return <PostArticle post={result.value} />;
}
