/**
 * Counties and equivalents, 2026 geography (3,235 rows: FHFA's 2026 county list, Census names;
 * Connecticut as its 9 planning regions). Heavy module (~30 KB gzip): import it on the server or
 * lazily (`await import("@/lib/reference/counties")`) from a client picker.
 */
import { COUNTY_ROWS } from "./generated/counties";
import { countyKey, looseCountyKey } from "./county-name";
import { getStateByFips } from "./states";

export interface County {
  /** 5-digit FIPS code. */
  readonly fips: string;
  readonly stateFips: string;
  /** USPS code of the state. */
  readonly state: string;
  /** Name as published ("Los Angeles County"). */
  readonly name: string;
  /** The seed's key: upper case without COUNTY ("LOS ANGELES"). */
  readonly key: string;
  /** CBSA code; "99999" outside metro and micro areas. */
  readonly cbsa: string;
  readonly territory: boolean;
}

let all: County[] | null = null;
let byFips: Map<string, County> | null = null;
let byState: Map<string, County[]> | null = null;

function load(): void {
  if (all) return;
  all = COUNTY_ROWS.map(([fips, name, cbsa, territory]) => {
    const stateFips = fips.slice(0, 2);
    return { fips, stateFips, state: getStateByFips(stateFips)?.abbr ?? "", name, key: countyKey(name), cbsa, territory: territory === 1 };
  });
  byFips = new Map(all.map((c) => [c.fips, c]));
  byState = new Map();
  for (const c of all) {
    const list = byState.get(c.state) ?? [];
    list.push(c);
    byState.set(c.state, list);
  }
  for (const list of byState.values()) list.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every county, ordered by FIPS. */
export function listCounties(): readonly County[] {
  load();
  return all!;
}

/** Counties of a state (USPS code), alphabetical; empty for an unknown code. */
export function countiesOfState(state: string): readonly County[] {
  load();
  return byState!.get(state.trim().toUpperCase()) ?? [];
}

/** A county by 5-digit FIPS, or null. */
export function countyByFips(fips: string): County | null {
  load();
  return byFips!.get(fips.trim()) ?? null;
}

/**
 * Finds a county of a state by name as listings and people write it: first by the seed key
 * ("LOS ANGELES"), then by a looser key (accents, punctuation, Saint/St., Parish/Borough...).
 * Null when nothing matches, or when the loose key matches more than one county.
 */
export function findCounty(state: string, name: string): County | null {
  const list = countiesOfState(state);
  const key = countyKey(name);
  const exact = list.find((c) => c.key === key);
  if (exact) return exact;
  const loose = looseCountyKey(name);
  if (!loose) return null;
  const matches = list.filter((c) => looseCountyKey(c.name) === loose);
  return matches.length === 1 ? matches[0]! : null;
}
