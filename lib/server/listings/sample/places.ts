import "server-only";

import fs from "node:fs";
import path from "node:path";

import { parseCsv } from "@/lib/csv/parse-csv";

/** A Census place that sample listings are put in. */
export interface SamplePlace {
  readonly state: string;
  readonly name: string;
  /** Primary county (5-digit FIPS). */
  readonly countyFips: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly landSqMi: number;
  readonly population: number;
}

/** A county's internal point and land area (Census Gazetteer 2025). */
export interface SampleCounty {
  readonly latitude: number;
  readonly longitude: number;
  readonly landSqMi: number;
}

/** A ZIP Code Tabulation Area and its internal point. */
export interface SampleZip {
  readonly zip: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** Everything the generator reads from data/, loaded once per process. */
export interface SampleGeography {
  readonly places: readonly SamplePlace[];
  /** Running population total by place: a uniform draw below the last one picks a place by population. */
  readonly cumulativePopulation: Float64Array;
  readonly counties: ReadonlyMap<string, SampleCounty>;
  /**
   * ZCTAs by their primary county (the county with most of their land); a county that is no
   * ZCTA's primary one lists the ZCTAs that reach into it.
   */
  readonly zipsByCounty: ReadonlyMap<string, readonly SampleZip[]>;
  /**
   * The county of the ZCTA whose internal point is nearest, when that ZCTA lies (80%+ of its land)
   * in one county: which county a point most likely lies in, without county polygons. Null near
   * a ZCTA split between counties, far from any ZCTA, and in counties that are no ZCTA's primary.
   */
  countyAt(latitude: number, longitude: number): string | null;
  /** True when some ZCTA has the county as its primary county (so `countyAt` can name it). */
  hasPrimaryZips(countyFips: string): boolean;
}

/** Grid cell size for the nearest-ZCTA search, in degrees (~14 miles north-south). */
const CELL = 0.2;

interface GridZip {
  readonly latitude: number;
  readonly longitude: number;
  /** Its primary county, or null when less than 80% of its land is in that county. */
  readonly county: string | null;
}

function cellKey(row: number, column: number): number {
  // Rows span -90..90 and columns -180..180 in 0.2° steps: at most 900 × 1800 cells.
  return row * 2000 + column;
}

function nearestCounty(grid: Map<number, GridZip[]>, latitude: number, longitude: number): string | null {
  const row = Math.floor(latitude / CELL);
  const column = Math.floor(longitude / CELL);
  const xScale = Math.cos(latitude * (Math.PI / 180));
  let best: string | null = null;
  let bestSquared = Infinity;
  // Two rings of cells around the point: any ZCTA point nearer than the ring's edge is found.
  for (let dr = -2; dr <= 2; dr += 1) {
    for (let dc = -2; dc <= 2; dc += 1) {
      for (const zip of grid.get(cellKey(row + dr, column + dc)) ?? []) {
        const dy = zip.latitude - latitude;
        const dx = (zip.longitude - longitude) * xScale;
        const squared = dx * dx + dy * dy;
        if (squared < bestSquared) {
          bestSquared = squared;
          best = zip.county;
        }
      }
    }
  }
  return best;
}

/**
 * The data files the sample generator reads at run time (next.config.ts traces them into the
 * build; the test database snapshot is keyed on them). Sources in data/SOURCES.md.
 */
export function sampleDataFiles(): string[] {
  return ["sample_places.csv", "county_centroids.csv", "zcta_county.csv"].map((name) => path.join(process.cwd(), "data", name));
}

let loaded: SampleGeography | null = null;

function readTable(file: string): { column: (name: string) => number; rows: string[][] } {
  // These files are ours and keep every record on one line; only a few place names need quotes.
  // Splitting plain lines directly, and giving only quoted ones to csv-parse, reads the 4 MB in
  // about 45 ms instead of 420 ms for csv-parse on whole files (it runs on the first start,
  // inside the seed), with the same fields.
  const lines = fs
    .readFileSync(file, "utf8")
    .split(/\r?\n/)
    .filter((line) => line !== "");
  const [headerLine, ...body] = lines;
  if (headerLine === undefined) throw new Error(`${file} is empty.`);
  const split = (line: string) => (line.includes('"') ? (parseCsv(line)[0]?.fields ?? []) : line.split(","));
  const header = split(headerLine);
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`${file} has no column ${name}.`);
    return index;
  };
  return { column, rows: body.map(split) };
}

/** Loads (once) the places, county points and ZCTAs the sample generator draws from. */
export function sampleGeography(): SampleGeography {
  if (loaded) return loaded;
  const [placesFile, countiesFile, zipsFile] = sampleDataFiles() as [string, string, string];

  const p = readTable(placesFile);
  const [pState, pName, pCounty, pLat, pLon, pLand, pPop] = [
    "state_abbr",
    "name",
    "county_fips",
    "latitude",
    "longitude",
    "land_area_sqmi",
    "population_acs2023",
  ].map(p.column) as [number, number, number, number, number, number, number];
  const places: SamplePlace[] = p.rows.map((row) => ({
    state: row[pState]!,
    name: row[pName]!,
    countyFips: row[pCounty]!,
    latitude: Number(row[pLat]),
    longitude: Number(row[pLon]),
    landSqMi: Number(row[pLand]),
    population: Number(row[pPop]),
  }));
  const cumulativePopulation = new Float64Array(places.length);
  let total = 0;
  places.forEach((place, index) => {
    total += place.population;
    cumulativePopulation[index] = total;
  });

  const c = readTable(countiesFile);
  const [cFips, cLat, cLon, cLand] = ["fips", "latitude", "longitude", "land_area_sqmi"].map(c.column) as [number, number, number, number];
  const counties = new Map<string, SampleCounty>(
    c.rows.map((row) => [row[cFips]!, { latitude: Number(row[cLat]), longitude: Number(row[cLon]), landSqMi: Number(row[cLand]) }]),
  );

  const z = readTable(zipsFile);
  const [zZip, zCounty, zPrimary, zLat, zLon, zShare] = ["zcta", "county_fips", "is_primary", "zcta_latitude", "zcta_longitude", "land_share"].map(
    z.column,
  ) as [number, number, number, number, number, number];
  const primary = new Map<string, SampleZip[]>();
  const touching = new Map<string, SampleZip[]>();
  const grid = new Map<number, GridZip[]>();
  for (const row of z.rows) {
    const county = row[zCounty]!;
    const zip = { zip: row[zZip]!, latitude: Number(row[zLat]), longitude: Number(row[zLon]) };
    if (row[zPrimary] === "1") {
      const key = cellKey(Math.floor(zip.latitude / CELL), Math.floor(zip.longitude / CELL));
      const cell = grid.get(key) ?? [];
      cell.push({ latitude: zip.latitude, longitude: zip.longitude, county: Number(row[zShare]) >= 0.8 ? county : null });
      grid.set(key, cell);
    }
    for (const map of row[zPrimary] === "1" ? [primary, touching] : [touching]) {
      const list = map.get(county) ?? [];
      list.push(zip);
      map.set(county, list);
    }
  }
  // 18 small Virginia independent cities are no ZCTA's primary county: they take the ZCTAs
  // that reach into them.
  const zipsByCounty = new Map<string, readonly SampleZip[]>(touching);
  for (const [county, list] of primary) zipsByCounty.set(county, list);

  loaded = {
    places,
    cumulativePopulation,
    counties,
    zipsByCounty,
    countyAt: (latitude, longitude) => nearestCounty(grid, latitude, longitude),
    hasPrimaryZips: (countyFips) => primary.has(countyFips),
  };
  return loaded;
}
