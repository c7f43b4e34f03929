import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { scenarioPage } from "@/components/calculators/scenario-pages";
import { scenarioMetadata, type SearchParamsProp } from "@/components/calculators/ui/scenario-twin";

// The dynamic twin of every calculator page for shared scenarios: proxy.ts rewrites
// /<calculator>/?price=... here (docs/architecture.md, Scenario links). Noindex, canonical to the static page.
type Params = Promise<{ calculator: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = scenarioPage((await params).calculator);
  if (!page) notFound();
  return scenarioMetadata(page.path);
}

export default async function ScenarioTwin({ params, searchParams }: { params: Params; searchParams: SearchParamsProp }) {
  const page = scenarioPage((await params).calculator);
  if (!page) notFound();
  return page.render(searchParams);
}
