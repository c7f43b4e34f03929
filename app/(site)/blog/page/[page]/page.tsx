import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";

import { BlogListPage } from "@/components/blog/blog-list-page";
import { BLOG_DESCRIPTION, BLOG_TITLE, listMetadata } from "@/lib/blog/metadata";
import { pagePath, parsePageParam } from "@/lib/blog/pagination";

export const revalidate = 300;

// Rendered on first request, then cached and revalidated like /blog/.
export function generateStaticParams(): { page: string }[] {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePageParam((await params).page) ?? 1;
  return listMetadata(pagePath("/blog/", page), `${BLOG_TITLE}, page ${page}`, BLOG_DESCRIPTION);
}

export default async function BlogPageN({ params }: Props) {
  const page = parsePageParam((await params).page);
  if (page === null) notFound();
  if (page === 1) permanentRedirect("/blog/");
  return <BlogListPage page={page} />;
}
