import { connection } from "next/server";

import { HomePage } from "@/components/home/home-page";
import { loadHomePage } from "@/lib/server/home/load-home-page";
import { pageMetadata } from "@/lib/metadata";
import { PageStructuredData } from "@/components/seo/page-structured-data";

export const metadata = pageMetadata("/");

/**
 * /: the quick payment calculator with today's rate (read from the database on each request, so
 * the page is dynamic; the service worker keeps the last copy for offline use, see app/sw.ts),
 * rendered for the address's scenario (docs/architecture.md, Scenario links) and then live in the browser.
 */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  return (
    <>
      <PageStructuredData path="/" />
      <HomePage {...await loadHomePage(await searchParams)} />
    </>
  );
}
