import type { Metadata } from "next";
import { connection } from "next/server";

import { FindResults } from "@/components/search/find-results";
import { pageMetadata } from "@/lib/metadata";
import { parseQuery } from "@/lib/search/query";
import { getDatabase } from "@/lib/server/db/database";
import { siteSearch } from "@/lib/server/search/site-search";

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A result page is indexable, canonical at its own query (`/find/?q=fha`): such pages answer
 * searches people make ("fha calculator"), and Lighthouse's SEO audit counts `noindex` as a
 * failure. Variants of one query (case, extra spaces) share the canonical of the cleaned query.
 */
export async function generateMetadata({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const query = parseQuery((await searchParams).q);
  if (query.status === "empty") return pageMetadata("/find/");
  return pageMetadata("/find/", {
    title: `Search results for “${query.q}”`,
    alternates: { canonical: `/find/?q=${encodeURIComponent(query.q.toLowerCase())}` },
  });
}

/**
 * /find/?q=: the site search rendered on the server (a GET form, so it works without
 * JavaScript): pages, articles and places with homes, best first, with the first homes of the
 * best place. Always dynamic: it reads the listings.
 */
export default async function FindPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await connection();
  const { db } = await getDatabase();
  const result = await siteSearch(db, (await searchParams).q);
  return <FindResults result={result} />;
}
