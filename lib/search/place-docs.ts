/**
 * Search documents for places with homes for sale: states, counties and cities, from the
 * listings' counts (lib/server/search/place-catalog.ts), each linking to the listing search
 * (lib/listings/search.ts contract: `state`, `county`, `zip`, or a map rectangle for a city,
 * which the URL contract has no parameter for). ZIP codes are looked up per query instead
 * (too many to list), see zipDoc.
 */
import { countyByFips } from "@/lib/reference/counties";
import { getState } from "@/lib/reference/states";
import { formatDecimal } from "@/lib/format/en-us";
import { listingSearchToUrl, type GeoRectangle } from "@/lib/listings/search";

import type { SearchDoc } from "./types";

/** Homes for sale in one city (as listings name it). */
export interface CityCount {
  readonly city: string;
  /** USPS code. */
  readonly state: string;
  readonly count: number;
  /** The rectangle around its homes. */
  readonly bounds: GeoRectangle | null;
  /** The county most of its homes are in (FIPS), when known. */
  readonly countyFips: string | null;
}

/** Homes for sale per state, county and city. */
export interface PlaceCounts {
  readonly states: readonly { readonly state: string; readonly count: number }[];
  readonly counties: readonly { readonly fips: string; readonly count: number }[];
  readonly cities: readonly CityCount[];
}

/** More homes, slightly more weight: 1 home 1.05, 100 homes 1.33, 10,000+ 1.5 (capped). */
export function placeWeight(count: number): number {
  return 1 + Math.min(0.5, Math.log10(count + 1) / 6);
}

function homes(count: number): string {
  return count === 1 ? "1 home for sale" : `${formatDecimal(count, 0, 0)} homes for sale`;
}

/** Pads a city's rectangle a little so homes on its edge stay inside, rounded as the URL is. */
function padded(bounds: GeoRectangle): GeoRectangle {
  const pad = 0.005;
  return {
    south: Math.max(-90, bounds.south - pad),
    north: Math.min(90, bounds.north + pad),
    west: Math.max(-180, bounds.west - pad),
    east: Math.min(180, bounds.east + pad),
  };
}

/** The listings URL of a county (state and FIPS, docs/architecture.md, Places in the address). */
export function countyListingsUrl(fips: string): string {
  const county = countyByFips(fips);
  return listingSearchToUrl({ state: county?.state ?? null, county: fips });
}

/** Documents for every state, county and city with homes for sale. */
export function placeDocs(counts: PlaceCounts): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const { state, count } of counts.states) {
    const row = getState(state);
    if (!row || count <= 0) continue;
    docs.push({
      id: `state:${row.abbr}`,
      kind: "place",
      title: row.name,
      url: listingSearchToUrl({ state: row.abbr }),
      description: `${homes(count)} in ${row.name}.`,
      keywords: [`${row.name} homes`],
      codes: [row.abbr],
      weight: placeWeight(count) * 1.1,
    });
  }
  for (const { fips, count } of counts.counties) {
    const county = countyByFips(fips);
    const state = county ? getState(county.state) : null;
    if (!county || !state || count <= 0) continue;
    docs.push({
      id: `county:${fips}`,
      kind: "place",
      title: `${county.name}, ${state.abbr}`,
      url: countyListingsUrl(fips),
      description: `${homes(count)} in ${county.name}, ${state.name}.`,
      keywords: [`${county.name} ${state.name}`],
      weight: placeWeight(count),
    });
  }
  for (const city of counts.cities) {
    const state = getState(city.state);
    if (!state || city.count <= 0) continue;
    const county = city.countyFips ? countyByFips(city.countyFips) : null;
    const url = city.bounds ? listingSearchToUrl({ geoRectangle: padded(city.bounds) }) : listingSearchToUrl({ state: state.abbr, county: city.countyFips });
    docs.push({
      id: `city:${state.abbr}:${city.city}`,
      kind: "place",
      title: `${city.city}, ${state.abbr}`,
      url,
      description: `${homes(city.count)} in ${city.city}${county ? `, ${county.name}` : ""}, ${state.name}.`,
      keywords: [`${city.city} ${state.name}`],
      weight: placeWeight(city.count),
    });
  }
  return docs;
}

/** A ZIP code's document: its homes for sale (count and main city), or its county's when it has none. */
export function zipDoc(zip: string, count: number, city: string | null, state: string | null, countyFips: string | null): SearchDoc {
  const county = countyFips ? countyByFips(countyFips) : null;
  const where = city && state ? `${city}, ${state}` : county ? `${county.name}, ${county.state}` : null;
  return {
    id: `zip:${zip}`,
    kind: "place",
    title: where ? `ZIP ${zip} (${where})` : `ZIP ${zip}`,
    // No home there now: its county's homes, the nearest useful list.
    url: count > 0 || !county ? listingSearchToUrl({ zip }) : countyListingsUrl(county.fips),
    description:
      count > 0
        ? `${homes(count)} in ZIP code ${zip}.`
        : `No homes for sale in ZIP code ${zip} right now${county ? `: see homes in ${county.name}, ${county.state}` : ""}.`,
    keywords: [],
    codes: [zip],
    weight: count > 0 ? placeWeight(count) : 0.9,
  };
}
