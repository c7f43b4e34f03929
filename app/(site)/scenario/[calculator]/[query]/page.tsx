import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { scenarioPage } from "@/components/calculators/scenario-pages";
import { scenarioMetadata } from "@/components/calculators/ui/scenario-twin";
import { readScenarioSegment } from "@/lib/calculator/scenario-address";

// A shared scenario at its canonical address (lib/calculator/scenario-address.ts): proxy.ts
// rewrites /<calculator>/?price=... here. A pure function of the address, so it is rendered on its
// first request and served from the cache after (docs/architecture.md, Caching); none at build time.
type Params = Promise<{ calculator: string; query: string }>;

export async function generateStaticParams(): Promise<{ calculator: string; query: string }[]> {
  return [];
}

async function resolve(params: Params) {
  const { calculator, query } = await params;
  const page = scenarioPage(calculator);
  const searchParams = readScenarioSegment(query);
  if (!page || !searchParams) notFound();
  return { page, searchParams };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return scenarioMetadata((await resolve(params)).page.path);
}

export default async function CachedScenarioTwin({ params }: { params: Params }) {
  const { page, searchParams } = await resolve(params);
  return page.render(Promise.resolve(searchParams));
}
