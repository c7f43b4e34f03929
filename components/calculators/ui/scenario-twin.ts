import type { Metadata } from "next";

import { parseScenario, type Scenario, type ScenarioSource } from "@/lib/calculator/scenario";
import { pageMetadata } from "@/lib/metadata";

/** What a calculator page component receives: the shared scenario (null on the static page). */
export interface CalculatorPageInput {
  scenario: Scenario | null;
  /**
   * A ZIP code typed in the no-JavaScript form: the server finds its county. Not a scenario
   * parameter (a share link carries the state and county it found).
   */
  zip?: string;
}

/** Next's `searchParams` prop of a page. */
export type SearchParamsProp = Promise<Record<string, string | string[] | undefined>>;

/**
 * Metadata of a scenario twin: the static page's title and description, canonical to the static
 * path, and kept out of search indexes (every scenario would otherwise be a duplicate page).
 */
export function scenarioMetadata(path: string): Metadata {
  return pageMetadata(path, { robots: { index: false, follow: true } });
}

function firstValue(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === "string" ? value : value?.[0];
}

/**
 * Reads a twin's query: the scenario (every value through the sanitizers; never throws) and
 * the optional ZIP code.
 */
export async function readScenarioQuery(searchParams: SearchParamsProp): Promise<CalculatorPageInput> {
  const query: ScenarioSource = await searchParams;
  const zip = firstValue((query as Record<string, string | readonly string[] | undefined>).zip)?.trim();
  return { scenario: parseScenario(query), ...(zip ? { zip } : {}) };
}
