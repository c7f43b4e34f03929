import "server-only";

import { countiesOfState, countyByFips, findCounty } from "@/lib/reference/counties";
import { getState, listStates } from "@/lib/reference/states";
import { countyFipsForZip } from "@/lib/reference/zip";
import { sampleGeography } from "@/lib/server/listings/sample/places";

/** A point on the map, degrees. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** The place an agents search is about, read from `state`, `county` (FIPS), `city` or `zip` (docs/architecture.md, Places in the address). */
export interface AgentPlace {
  /** USPS code, "" for anywhere. */
  readonly state: string;
  /** County FIPS in force ("" for none). */
  readonly county: string;
  readonly zip: string;
  readonly city: string;
  /** Where distances are measured from (null: a whole state, or no place). */
  readonly point: GeoPoint | null;
  /** "ZIP code 78701 (Travis County, TX)", "Harris County, TX", "Texas", or null. */
  readonly label: string | null;
  /** A sentence when part of the place was not understood (shown near the fields). */
  readonly message: string | null;
}

let zipPoints: Map<string, GeoPoint> | null = null;

/** The internal point of a ZIP Code Tabulation Area (Census), or null when unknown. */
export function zipPoint(zip: string): GeoPoint | null {
  if (!zipPoints) {
    zipPoints = new Map();
    for (const list of sampleGeography().zipsByCounty.values()) {
      for (const z of list) zipPoints.set(z.zip, { latitude: z.latitude, longitude: z.longitude });
    }
  }
  return zipPoints.get(zip) ?? null;
}

/** A county's internal point (Census Gazetteer), or null when unknown. */
export function countyPoint(fips: string): GeoPoint | null {
  const c = sampleGeography().counties.get(fips);
  return c ? { latitude: c.latitude, longitude: c.longitude } : null;
}

/** The Census place of that name in the state (largest first when several), or null. */
export function findCity(state: string, name: string): { name: string; countyFips: string; point: GeoPoint } | null {
  const wanted = name.trim().toLowerCase();
  if (wanted === "") return null;
  let best: { name: string; countyFips: string; point: GeoPoint; population: number } | null = null;
  for (const p of sampleGeography().places) {
    if ((state !== "" && p.state !== state) || p.name.toLowerCase() !== wanted) continue;
    if (!best || p.population > best.population)
      best = { name: p.name, countyFips: p.countyFips, point: { latitude: p.latitude, longitude: p.longitude }, population: p.population };
  }
  return best;
}

function text(value: string | readonly string[] | undefined, max: number): string {
  const v = typeof value === "string" ? value : value?.[0];
  return (v ?? "").trim().slice(0, max);
}

/**
 * Reads the place of an agents search. A ZIP code that resolves wins, then a city in the state,
 * then the county (FIPS, or a name within the state), then the state alone. Anything not
 * understood is named in `message` and the rest of the place still applies.
 */
export function readAgentPlace(params: Readonly<Record<string, string | readonly string[] | undefined>>): AgentPlace {
  const zip = text(params.zip, 10);
  const city = text(params.city, 80);
  const countyText = text(params.county, 80);
  const stateText = text(params.state, 2).toUpperCase();
  const messages: string[] = [];

  let state = getState(stateText) ? stateText : "";
  if (stateText !== "" && state === "") messages.push(`We do not know the state “${stateText}”.`);

  if (zip !== "") {
    const five = zip.slice(0, 5);
    if (!/^\d{5}(-?\d{4})?$/.test(zip)) messages.push("Enter a 5-digit ZIP code, like 90210.");
    else {
      const fips = countyFipsForZip(five);
      const county = fips ? countyByFips(fips) : null;
      const point = zipPoint(five) ?? (fips ? countyPoint(fips) : null);
      if (county && point) {
        return {
          state: county.state,
          county: county.fips,
          zip: five,
          city: "",
          point,
          label: `ZIP code ${five} (${county.name}, ${county.state})`,
          message: null,
        };
      }
      messages.push(`We could not find ZIP code ${five}. Choose the state and county instead.`);
    }
  }

  const byFips = /^\d{5}$/.test(countyText) ? countyByFips(countyText) : null;
  if (byFips) state = byFips.state;

  if (city !== "") {
    const found = findCity(state, city);
    if (found) {
      const county = countyByFips(found.countyFips);
      const st = county?.state ?? state;
      return {
        state: st,
        county: found.countyFips,
        zip: "",
        city: found.name,
        point: found.point,
        label: `${found.name}, ${st}`,
        message: messages[0] ?? null,
      };
    }
    messages.push(
      state ? `We could not find the city “${city}” in ${getState(state)?.name ?? state}.` : `We could not find the city “${city}”. Choose its state too.`,
    );
  }

  if (countyText !== "") {
    const county = byFips ?? (state ? findCounty(state, countyText) : null);
    const point = county ? countyPoint(county.fips) : null;
    if (county && point) {
      return { state: county.state, county: county.fips, zip: "", city: "", point, label: `${county.name}, ${county.state}`, message: messages[0] ?? null };
    }
    messages.push(`We could not find the county “${countyText}”${state ? ` in ${getState(state)?.name ?? state}` : ""}. Choose one from the list.`);
  }

  return { state, county: "", zip: "", city: "", point: null, label: state ? (getState(state)?.name ?? state) : null, message: messages[0] ?? null };
}

/** States and DC for pickers (value = USPS code). */
export function agentStateOptions(): { value: string; label: string }[] {
  return listStates({ includeTerritories: true }).map((s) => ({ value: s.abbr, label: s.name }));
}

/** The counties of a state for pickers (value = FIPS). */
export function agentCountyOptions(state: string): { value: string; label: string }[] {
  return state ? countiesOfState(state).map((c) => ({ value: c.fips, label: c.name })) : [];
}
