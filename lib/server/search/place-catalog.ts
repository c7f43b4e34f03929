import "server-only";

import { and, eq, gte, lte, sql } from "drizzle-orm";

import type { CityCount, PlaceCounts } from "@/lib/search/place-docs";
import { queryRows, schema, type Database } from "@/lib/server/db/client";
import { forSaleCondition } from "@/lib/server/listings/search-service";

const L = schema.listings;

interface GroupRow {
  state: string;
  city: string;
  county_fips: string | null;
  count: number | string;
  south: number | null;
  north: number | null;
  west: number | null;
  east: number | null;
}

/** The listings data version (migration 0003: it moves with every write to listings). */
export async function listingsVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: schema.listingDataVersion.version }).from(schema.listingDataVersion).where(eq(schema.listingDataVersion.id, 1));
  return Number(row?.version ?? 0);
}

/** Rolls the per (state, city, county) groups up into states, counties and cities. */
export function rollUpPlaces(rows: readonly GroupRow[]): PlaceCounts {
  const states = new Map<string, number>();
  const counties = new Map<string, number>();
  const cities = new Map<string, { city: string; state: string; count: number; bounds: CityCount["bounds"]; byCounty: Map<string, number> }>();
  for (const row of rows) {
    const count = Number(row.count);
    states.set(row.state, (states.get(row.state) ?? 0) + count);
    if (row.county_fips) counties.set(row.county_fips, (counties.get(row.county_fips) ?? 0) + count);
    const key = `${row.state}\u0000${row.city}`;
    const entry = cities.get(key) ?? { city: row.city, state: row.state, count: 0, bounds: null, byCounty: new Map<string, number>() };
    entry.count += count;
    if (row.county_fips) entry.byCounty.set(row.county_fips, (entry.byCounty.get(row.county_fips) ?? 0) + count);
    if (row.south !== null && row.north !== null && row.west !== null && row.east !== null) {
      const b = entry.bounds;
      entry.bounds = b
        ? { south: Math.min(b.south, row.south), north: Math.max(b.north, row.north), west: Math.min(b.west, row.west), east: Math.max(b.east, row.east) }
        : { south: row.south, north: row.north, west: row.west, east: row.east };
    }
    cities.set(key, entry);
  }
  const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
  return {
    states: [...states].map(([state, count]) => ({ state, count })).sort(byCount),
    counties: [...counties].map(([fips, count]) => ({ fips, count })).sort(byCount),
    cities: [...cities.values()]
      .map(({ byCounty, ...city }) => ({ ...city, countyFips: [...byCounty].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null }))
      .sort(byCount),
  };
}

let cache: { version: number; counts: Promise<PlaceCounts> } | null = null;

/**
 * Homes for sale per state, county and city, from one grouped scan of the homes for sale,
 * kept per process until the listings data version moves (any write to listings on any
 * instance), so a search costs one indexed read of the version.
 */
export async function placeCounts(db: Database): Promise<PlaceCounts> {
  const version = await listingsVersion(db);
  if (cache && cache.version === version) return cache.counts;
  const counts = queryRows<GroupRow>(
    db,
    sql`select ${L.stateOrProvince} as state, ${L.city} as city, ${L.countyFips} as county_fips, count(*)::int as count,
      min(${L.latitude}) as south, max(${L.latitude}) as north, min(${L.longitude}) as west, max(${L.longitude}) as east
      from ${L} where ${forSaleCondition()} group by 1, 2, 3`,
  ).then(rollUpPlaces);
  cache = { version, counts };
  counts.catch(() => {
    if (cache?.counts === counts) cache = null;
  });
  return counts;
}

/** Homes for sale in a ZIP code (12345 and 12345-6789 alike), with the city most of them are in. */
export async function zipCount(db: Database, zip: string): Promise<{ count: number; city: string | null; state: string | null }> {
  const rows = await db
    .select({ city: L.city, state: L.stateOrProvince, count: sql<number>`count(*)::int` })
    .from(L)
    .where(and(forSaleCondition(), gte(L.postalCode, zip), lte(L.postalCode, `${zip}-9999`)))
    .groupBy(L.city, L.stateOrProvince)
    .orderBy(sql`3 desc`);
  const count = rows.reduce((sum, row) => sum + Number(row.count), 0);
  return { count, city: rows[0]?.city ?? null, state: rows[0]?.state ?? null };
}
