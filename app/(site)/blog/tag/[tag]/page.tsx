import type { Metadata } from "next";

import { BlogListPage } from "@/components/blog/blog-list-page";
import { listMetadata } from "@/lib/blog/metadata";
import { tagPath } from "@/lib/blog/structured-data";
import { readBlog } from "@/lib/server/blog/blog-service";
import { ogImage, tagCard } from "@/lib/seo/og-image";

export const revalidate = 300;

export function generateStaticParams(): { tag: string }[] {
  return [];
}

type Props = { params: Promise<{ tag: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tag: slug } = await params;
  const result = await readBlog((source) => source.getTag(slug));
  const name = result.ok && result.value ? result.value.name : slug;
  const description = (result.ok && result.value?.description) || `Articles about ${name} on How Much Home?: plain answers with figures from official sources.`;
  return listMetadata(tagPath(slug), `Posts about ${name}`, description, ogImage(tagPath(slug), tagCard({ name })));
}

export default async function BlogTagPage({ params }: Props) {
  const { tag } = await params;
  return <BlogListPage page={1} tagSlug={tag} />;
}
