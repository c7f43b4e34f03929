import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";

import { BlogListPage } from "@/components/blog/blog-list-page";
import { listMetadata } from "@/lib/blog/metadata";
import { pagePath, parsePageParam } from "@/lib/blog/pagination";
import { tagPath } from "@/lib/blog/structured-data";

export const revalidate = 300;

export function generateStaticParams(): { tag: string; page: string }[] {
  return [];
}

type Props = { params: Promise<{ tag: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tag, page } = await params;
  const number = parsePageParam(page) ?? 1;
  return listMetadata(pagePath(tagPath(tag), number), `Posts about ${tag}, page ${number}`, `Page ${number} of the articles tagged ${tag}.`);
}

export default async function BlogTagPageN({ params }: Props) {
  const { tag, page } = await params;
  const number = parsePageParam(page);
  if (number === null) notFound();
  if (number === 1) permanentRedirect(tagPath(tag));
  return <BlogListPage page={number} tagSlug={tag} />;
}
