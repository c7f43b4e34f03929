import "server-only";

import { LANGUAGE_VALUES, SPECIALITY_VALUES } from "@/lib/agents/options";

import { readAgentPlace } from "./agent-place";
import type { AgentSearch } from "./agent-service";

/** Next's awaited `searchParams`. */
export type QueryRecord = Readonly<Record<string, string | readonly string[] | undefined>>;

function one(value: string | readonly string[] | undefined): string {
  return (typeof value === "string" ? value : (value?.[0] ?? "")).trim();
}

/**
 * The directory's search from its address: the place (`state`, `county` FIPS, `city`, `zip`,
 * docs/architecture.md, Places in the address), `name` (part of a name or brokerage), `speciality`, `language` and `page`.
 * Unknown values are dropped (an unknown speciality filters nothing), never an error.
 */
export function readAgentSearch(query: QueryRecord): AgentSearch {
  const speciality = one(query.speciality);
  const language = one(query.language);
  const page = Number.parseInt(one(query.page), 10);
  return {
    place: readAgentPlace(query),
    name: one(query.name).slice(0, 80),
    speciality: SPECIALITY_VALUES.includes(speciality) ? speciality : "",
    language: LANGUAGE_VALUES.includes(language) ? language : "",
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of a search (page 1 unless given): the inverse of readAgentSearch. */
export function agentSearchHref(search: AgentSearch, page = 1): string {
  const params = new URLSearchParams();
  const { place } = search;
  if (place.zip) params.set("zip", place.zip);
  else {
    if (place.state) params.set("state", place.state);
    if (place.county) params.set("county", place.county);
    if (place.city) params.set("city", place.city);
  }
  if (search.name) params.set("name", search.name);
  if (search.speciality) params.set("speciality", search.speciality);
  if (search.language) params.set("language", search.language);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `/agents/?${text}` : "/agents/";
}
