import "server-only";

import { queryText, type Database } from "@/lib/server/db/client";
import { perDatabase } from "@/lib/server/db/per-database";
import { logger } from "@/lib/server/logger";
import type { ListingSearch, ListingSort } from "@/lib/listings/search";
import type { EstimateSegment, PaymentEstimate } from "@/lib/mortgage/payment-estimate";

import { listingDataVersion } from "./data-version";
import { FOR_SALE_SQL } from "./search-sql";

/*
 * The homes for sale as columns in memory, one index per listings data version (docs/architecture.md,
 * Listing search): a search nobody made before is filtered, counted and ordered here, and
 * PostgreSQL only reads its page's rows by id. Every test is the one the SQL of search-sql.ts
 * makes, on the same values, so both ways give the same homes in the same order:
 *   - prices, living areas and payment bounds are the doubles PostgreSQL compares (list_price_float
 *     is list_price::float8; a numeric(14,2) and its nearest double order and tie alike);
 *   - a point lies in a map rectangle when low <= x <= high on both axes (PostgreSQL's `<@`);
 *   - ZIP ranges compare strings by code unit, the C collation's order for the digits and hyphen
 *     of a validated postal code;
 *   - the modification time is in whole microseconds, PostgreSQL's precision;
 *   - ties break on the id, as orderSql's do.
 * Beyond the size bound (LISTING_SEARCH_INDEX_MAX_HOMES, some 180 bytes a home) nothing is held
 * and SQL does it all.
 */

type StaticSort = Exclude<ListingSort, "payment-asc">;
const STATIC_SORTS: readonly StaticSort[] = ["newest", "price-asc", "price-desc", "beds-desc", "sqft-desc"];

export interface SearchIndex {
  readonly version: number;
  readonly size: number;
  /** Rows in id order. Nullable numbers are NaN when null (every comparison with NaN is false). */
  readonly id: Int32Array;
  readonly price: Float64Array;
  readonly longitude: Float64Array;
  readonly latitude: Float64Array;
  readonly yearBuilt: Float64Array;
  readonly bedrooms: Float64Array;
  readonly bathrooms: Float64Array;
  readonly livingArea: Float64Array;
  readonly carryCents: Float64Array;
  /** Microseconds since the epoch. */
  readonly modified: Float64Array;
  /** Codes into `strings` (0: null). */
  readonly propertyType: Int32Array;
  readonly propertySubType: Int32Array;
  readonly state: Int32Array;
  readonly county: Int32Array;
  readonly postalCode: Int32Array;
  readonly strings: readonly string[];
  readonly codes: ReadonlyMap<string, number>;
  /** Rows (in id order) by the code of their state, county and postal code. */
  readonly byState: ReadonlyMap<number, Int32Array>;
  readonly byCounty: ReadonlyMap<number, Int32Array>;
  readonly byPostalCode: ReadonlyMap<number, Int32Array>;
  /** Located rows by their one-degree cell (cellOf). */
  readonly cells: ReadonlyMap<number, Int32Array>;
  /** The postal codes (codes) of each ZIP searched, made on first use. */
  readonly zipCodes: Map<string, readonly number[]>;
  /** Every row, 0 to size - 1. */
  readonly all: Int32Array;
  /** Each sort's order of rows and each row's rank in it, made as the index is read (loadSearchIndex). */
  readonly orders: Map<StaticSort, SortOrder>;
}

interface SortOrder {
  /** Row numbers in the sort's order. */
  readonly order: Int32Array;
  /** rank[row]: the row's place in `order`. */
  readonly rank: Int32Array;
}

/** The codes of the postal codes in a ZIP's range (filterClause's: the ZIP and its ZIP+4s). */
function zipCodesOf(index: SearchIndex, zip: string): readonly number[] {
  const made = index.zipCodes.get(zip);
  if (made) return made;
  const high = `${zip}-9999`;
  const codes = [...index.byPostalCode.keys()].filter((code) => index.strings[code]! >= zip && index.strings[code]! <= high);
  // Bounded: ZIPs searched are few, and a new index starts empty.
  if (index.zipCodes.size < 10_000) index.zipCodes.set(zip, codes);
  return codes;
}

/** A one-degree cell of the map (latitude -90..90, longitude -180..180). */
const cellOf = (latitude: number, longitude: number): number => (Math.floor(latitude) + 90) * 361 + (Math.floor(longitude) + 180);

/** Rows grouped by a key, each group's rows in id order. */
function groupRows(size: number, keyOf: (row: number) => number | null): Map<number, Int32Array> {
  const groups = new Map<number, number[]>();
  for (let row = 0; row < size; row++) {
    const key = keyOf(row);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return new Map([...groups].map(([key, rows]) => [key, Int32Array.from(rows)]));
}

interface IndexRow {
  id: number;
  price: number;
  longitude: number | null;
  latitude: number | null;
  year_built: number | null;
  bedrooms_total: number | null;
  bathrooms_total_integer: number | null;
  living_area: number | null;
  monthly_carry_cents: number;
  modified: number | string;
  property_type: string;
  property_sub_type: string | null;
  state_or_province: string;
  county_fips: string | null;
  postal_code: string | null;
}

const INDEX_COLUMNS = [
  "id",
  "list_price_float as price",
  "longitude",
  "latitude",
  "year_built",
  "bedrooms_total",
  "bathrooms_total_integer",
  "living_area::float8 as living_area",
  "monthly_carry_cents",
  "(extract(epoch from modification_timestamp) * 1000000)::float8 as modified",
  "property_type",
  "property_sub_type",
  "state_or_province",
  "county_fips",
  "postal_code",
].join(", ");

const orNaN = (value: number | string | null): number => (value === null ? Number.NaN : Number(value));

/** The index of `rows` (in id order) at `version`. */
function indexOf(version: number, rows: readonly IndexRow[]): SearchIndex {
  const size = rows.length;
  const strings = [""];
  const codes = new Map<string, number>();
  const code = (value: string | null): number => {
    if (value === null) return 0;
    let held = codes.get(value);
    if (held === undefined) {
      held = strings.length;
      strings.push(value);
      codes.set(value, held);
    }
    return held;
  };
  const id = new Int32Array(size);
  const price = new Float64Array(size);
  const longitude = new Float64Array(size);
  const latitude = new Float64Array(size);
  const yearBuilt = new Float64Array(size);
  const bedrooms = new Float64Array(size);
  const bathrooms = new Float64Array(size);
  const livingArea = new Float64Array(size);
  const carryCents = new Float64Array(size);
  const modified = new Float64Array(size);
  const propertyType = new Int32Array(size);
  const propertySubType = new Int32Array(size);
  const state = new Int32Array(size);
  const county = new Int32Array(size);
  const postalCode = new Int32Array(size);
  rows.forEach((row, i) => {
    id[i] = Number(row.id);
    price[i] = Number(row.price);
    // location is null unless both are set.
    const located = row.longitude !== null && row.latitude !== null;
    longitude[i] = located ? Number(row.longitude) : Number.NaN;
    latitude[i] = located ? Number(row.latitude) : Number.NaN;
    yearBuilt[i] = orNaN(row.year_built);
    bedrooms[i] = orNaN(row.bedrooms_total);
    bathrooms[i] = orNaN(row.bathrooms_total_integer);
    livingArea[i] = orNaN(row.living_area);
    carryCents[i] = Number(row.monthly_carry_cents);
    modified[i] = Number(row.modified);
    propertyType[i] = code(row.property_type);
    propertySubType[i] = code(row.property_sub_type);
    state[i] = code(row.state_or_province);
    county[i] = code(row.county_fips);
    postalCode[i] = code(row.postal_code);
  });
  const byCode = (column: Int32Array) => groupRows(size, (row) => (column[row] === 0 ? null : column[row]!));
  return {
    version,
    size,
    id,
    price,
    longitude,
    latitude,
    yearBuilt,
    bedrooms,
    bathrooms,
    livingArea,
    carryCents,
    modified,
    propertyType,
    propertySubType,
    state,
    county,
    postalCode,
    strings,
    codes,
    byState: byCode(state),
    byCounty: byCode(county),
    byPostalCode: byCode(postalCode),
    cells: groupRows(size, (row) => (Number.isNaN(latitude[row]!) ? null : cellOf(latitude[row]!, longitude[row]!))),
    zipCodes: new Map(),
    all: Int32Array.from({ length: size }, (_, row) => row),
    orders: new Map(),
  };
}

/**
 * Reads the homes for sale at the data version read before and after (a write between the two
 * moves it: the rows read are then of no one version, and null is returned); null as well when
 * there are more than `maxHomes`.
 */
async function loadSearchIndex(db: Database, maxHomes: number): Promise<SearchIndex | null> {
  const before = await listingDataVersion(db);
  const rows = await queryText<IndexRow>(db, `select ${INDEX_COLUMNS} from listings where ${FOR_SALE_SQL} order by id limit $1`, [maxHomes + 1]);
  if (rows.length > maxHomes) return null;
  if ((await listingDataVersion(db)) !== before) return null;
  const index = indexOf(before, rows);
  // Each sort's order now, a turn of the event loop apiece (some 30-60 ms each at 100,000 homes),
  // rather than in the first search that asks for it.
  for (const sort of STATIC_SORTS) {
    await new Promise((resolve) => setImmediate(resolve));
    sortOrder(index, sort);
  }
  return index;
}

interface Held {
  /** The index of the newest version read, if it could be held. */
  ready: SearchIndex | null;
  /** The version being read (or last found too large), so that it is read once. */
  reading: number | null;
  loading: Promise<SearchIndex | null> | null;
}

const held = perDatabase<Held>(() => ({ ready: null, reading: null, loading: null }));

/**
 * The index at `version` when it is ready, else null (the search then runs in SQL) after starting
 * to read it: the first searches after a write never wait for the whole table. `maxHomes`: the
 * size bound (0: never held).
 */
export function searchIndexAt(db: Database, version: number, maxHomes: number): SearchIndex | null {
  if (maxHomes === 0) return null;
  const state = held(db);
  if (state.ready?.version === version) return state.ready;
  // A request that read an older version than the one held starts nothing.
  if (state.loading === null && version !== state.reading && version > (state.ready?.version ?? -Infinity)) void refresh(db, version, maxHomes);
  return null;
}

/**
 * Reads the index now (unless a read is under way: that one is awaited) and holds it; `version`
 * is the version the caller saw, so that it is read once. Resolves to the index held after.
 */
function refresh(db: Database, version: number, maxHomes: number): Promise<SearchIndex | null> {
  const state = held(db);
  if (state.loading) return state.loading;
  state.reading = version;
  const loading = loadSearchIndex(db, maxHomes)
    .then((index) => {
      if (index && (state.ready === null || index.version >= state.ready.version)) state.ready = index;
      return state.ready;
    })
    .catch((error: unknown) => {
      // The search goes on in SQL; the next version tries again.
      logger.warn("The listing search index could not be read.", { error: error instanceof Error ? error.message : String(error) });
      return state.ready;
    })
    .finally(() => {
      state.loading = null;
    });
  state.loading = loading;
  return loading;
}

/** The conditions of a payment maximum, as paymentBounds in search-service.ts writes them in SQL. */
export interface PaymentLimit {
  readonly estimate: PaymentEstimate;
  readonly maxCents: number;
  /** No home above it can fit. */
  readonly priceCap: number;
  /** The loan part of the payment in cents, exactly (computePurchase). */
  readonly exactLoanCents: (price: number) => number;
}

/** The segment of `estimate` for `price`: the first whose end lies above it, else the last (bySegment's CASE). */
function segmentAt(segments: readonly EstimateSegment[], price: number): EstimateSegment {
  const last = segments.length - 1;
  for (let k = 0; k < last; k++) if (price < segments[k]!.to) return segments[k]!;
  return segments[last]!;
}

/** A test of one row of the index: the search's filters, each as filterClause writes it. */
function rowFilter(index: SearchIndex, search: ListingSearch, payment: PaymentLimit | null): (row: number) => boolean {
  // A string no row holds matches no row: code -1.
  const wanted = (value: string) => index.codes.get(value) ?? -1;
  const priceMin = search.priceMin ?? -Infinity;
  const priceMax = search.priceMax ?? Infinity;
  const yearMin = search.yearBuiltMin ?? null;
  const yearMax = search.yearBuiltMax ?? null;
  const bedsMin = search.bedroomsTotalMin ?? null;
  const bathsMin = search.bathroomsTotalMin ?? null;
  const rect = search.geoRectangle ?? null;
  // box(point, point) puts the corners in order.
  const box = rect
    ? {
        lowX: Math.min(rect.west, rect.east),
        highX: Math.max(rect.west, rect.east),
        lowY: Math.min(rect.south, rect.north),
        highY: Math.max(rect.south, rect.north),
      }
    : null;
  const types = search.propertyTypes && search.propertyTypes.length > 0 ? new Set(search.propertyTypes.map(wanted)) : null;
  const state = search.state ? wanted(search.state) : null;
  const county = search.county ? wanted(search.county) : null;
  const zipCodes = search.zip ? new Set(zipCodesOf(index, search.zip)) : null;
  const { price, longitude, latitude, yearBuilt, bedrooms, bathrooms } = index;
  return (row) => {
    const p = price[row]!;
    if (!(p >= priceMin && p <= priceMax)) return false;
    if (box) {
      const x = longitude[row]!;
      const y = latitude[row]!;
      if (!(x >= box.lowX && x <= box.highX && y >= box.lowY && y <= box.highY)) return false;
    }
    if (yearMin !== null && !(yearBuilt[row]! >= yearMin)) return false;
    if (yearMax !== null && !(yearBuilt[row]! <= yearMax)) return false;
    if (bedsMin !== null && !(bedrooms[row]! >= bedsMin)) return false;
    if (bathsMin !== null && !(bathrooms[row]! >= bathsMin)) return false;
    if (types && !(types.has(index.propertySubType[row]!) || types.has(index.propertyType[row]!))) return false;
    if (state !== null && index.state[row] !== state) return false;
    if (county !== null && index.county[row] !== county) return false;
    if (zipCodes && !zipCodes.has(index.postalCode[row]!)) return false;
    return payment === null || paymentFits(index, row, payment);
  };
}

/**
 * The payment maximum, as search-service.ts settles it: under the price cap, and the upper bound
 * plus the carry fits (surely), or the lower bound does and the exact payment too.
 */
function paymentFits(index: SearchIndex, row: number, limit: PaymentLimit): boolean {
  const p = index.price[row]!;
  if (!(p <= limit.priceCap)) return false;
  const carry = index.carryCents[row]!;
  const segment = segmentAt(limit.estimate.segments, p);
  if (p * segment.highSlope + segment.delta + carry <= limit.maxCents) return true;
  if (!(p * segment.lowSlope - segment.delta + carry <= limit.maxCents)) return false;
  return limit.exactLoanCents(p) + carry <= limit.maxCents;
}

const NULLS_LAST = -Infinity;

/** The sort's order of rows and their ranks; ties by id (rows are in id order, and the sort is stable). */
function sortOrder(index: SearchIndex, sort: StaticSort): SortOrder {
  const made = index.orders.get(sort);
  if (made) return made;
  const rows = Array.from({ length: index.size }, (_, row) => row);
  const { price, modified, bedrooms, livingArea } = index;
  const desc = (values: Float64Array) => (a: number, b: number) => {
    const va = Number.isNaN(values[a]!) ? NULLS_LAST : values[a]!;
    const vb = Number.isNaN(values[b]!) ? NULLS_LAST : values[b]!;
    return vb - va || 0;
  };
  switch (sort) {
    case "price-asc":
      rows.sort((a, b) => price[a]! - price[b]!);
      break;
    case "price-desc":
      rows.sort((a, b) => price[b]! - price[a]!);
      break;
    case "beds-desc":
      rows.sort(desc(bedrooms));
      break;
    case "sqft-desc":
      rows.sort(desc(livingArea));
      break;
    case "newest":
      // Newest first, then the higher id first.
      rows.sort((a, b) => modified[b]! - modified[a]! || b - a);
      break;
  }
  const order = Int32Array.from(rows);
  const rank = new Int32Array(index.size);
  order.forEach((row, place) => (rank[row] = place));
  const sorted = { order, rank };
  index.orders.set(sort, sorted);
  return sorted;
}

/** The first place in `order` (sorted by price, ascending) whose price is not below `price` (or above it, when `after`). */
function priceBound(index: SearchIndex, order: Int32Array, price: number, after: boolean): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const p = index.price[order[middle]!]!;
    if (after ? p <= price : p < price) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Rows of several groups, one after another. */
function concatRows(groups: readonly Int32Array[]): Int32Array {
  if (groups.length === 1) return groups[0]!;
  if (groups.length === 0) return new Int32Array(0);
  const rows = new Int32Array(groups.reduce((sum, group) => sum + group.length, 0));
  let at = 0;
  for (const group of groups) {
    rows.set(group, at);
    at += group.length;
  }
  return rows;
}

// A rectangle over more cells than this is no narrower than the other candidates.
const MAX_CELLS = 4096;

/**
 * The fewest rows among which every match of the search lies: the rows of its state, county or
 * ZIP, of the map cells its rectangle covers, or of its price range (a stretch of the price
 * order), whichever is smallest; else every row. Each match once, in no particular order.
 */
function candidateRows(index: SearchIndex, search: ListingSearch): Int32Array {
  let best = index.all;
  const consider = (rows: Int32Array) => {
    if (rows.length < best.length) best = rows;
  };
  const none = new Int32Array(0);
  const group = (groups: ReadonlyMap<number, Int32Array>, value: string) => groups.get(index.codes.get(value) ?? -1) ?? none;
  if (search.state) consider(group(index.byState, search.state));
  if (search.county) consider(group(index.byCounty, search.county));
  if (search.zip) consider(concatRows(zipCodesOf(index, search.zip).map((code) => index.byPostalCode.get(code)!)));
  const rect = search.geoRectangle;
  if (rect) {
    const south = Math.floor(Math.min(rect.south, rect.north));
    const north = Math.floor(Math.max(rect.south, rect.north));
    const west = Math.floor(Math.min(rect.west, rect.east));
    const east = Math.floor(Math.max(rect.west, rect.east));
    if ((north - south + 1) * (east - west + 1) <= MAX_CELLS) {
      const groups: Int32Array[] = [];
      for (let lat = south; lat <= north; lat++) {
        for (let lon = west; lon <= east; lon++) {
          const rows = index.cells.get(cellOf(lat, lon));
          if (rows) groups.push(rows);
        }
      }
      consider(concatRows(groups));
    }
  }
  if (search.priceMin != null || search.priceMax != null) {
    const { order } = sortOrder(index, "price-asc");
    const from = search.priceMin != null ? priceBound(index, order, search.priceMin, false) : 0;
    const to = search.priceMax != null ? priceBound(index, order, search.priceMax, true) : order.length;
    consider(order.subarray(from, Math.max(from, to)));
  }
  return best;
}

/** A page of ids and the search's total. */
export interface IndexedPage {
  readonly total: number;
  readonly ids: number[];
}

/** The search's total and the ids of the rows from `offset`, up to `limit`, in a sort with no payment. */
export function indexedPage(
  index: SearchIndex,
  search: ListingSearch,
  sort: StaticSort,
  payment: PaymentLimit | null,
  offset: number,
  limit: number,
): IndexedPage {
  const matches = rowFilter(index, search, payment);
  const { order, rank } = sortOrder(index, sort);
  const candidates = candidateRows(index, search);
  const ids: number[] = [];
  let total = 0;
  if (candidates.length * 2 > index.size) {
    // Most rows: walk the order itself.
    for (let place = 0; place < order.length; place++) {
      const row = order[place]!;
      if (!matches(row)) continue;
      if (total >= offset && total < offset + limit) ids.push(index.id[row]!);
      total += 1;
    }
    return { total, ids };
  }
  // Fewer: the matches' ranks, sorted.
  const ranks = new Int32Array(candidates.length);
  for (const row of candidates) if (matches(row)) ranks[total++] = rank[row]!;
  const page = ranks
    .subarray(0, total)
    .sort()
    .subarray(offset, offset + limit);
  for (const place of page) ids.push(index.id[order[place]!]!);
  return { total, ids };
}

/** The payment sort's figures: its estimate, the exact price where that is an envelope, and the cut-off. */
export interface PaymentOrder {
  readonly estimate: PaymentEstimate;
  readonly exactLoanCents: (price: number) => number;
  /** Past this many matches the order is by the estimate alone, as in SQL. */
  readonly maxExact: number;
  /** Prices worked out between two turns of the event loop. */
  readonly pricesPerTurn: number;
}

/**
 * Every match's id in payment order, as search-service.ts's exactPaymentOrder gives it: by the
 * middle of the estimate's bounds plus the carry (paymentSortSql), except that up to `maxExact`
 * matches, the rows whose price lies in an envelope take their exact payment; ties by id.
 */
export async function indexedPaymentOrder(index: SearchIndex, search: ListingSearch, payment: PaymentLimit | null, order: PaymentOrder): Promise<number[]> {
  const matches = rowFilter(index, search, payment);
  const rows: number[] = [];
  for (const row of candidateRows(index, search)) if (matches(row)) rows.push(row);
  const segments = order.estimate.segments;
  const loose = segments.filter((segment) => segment.lowSlope !== segment.highSlope);
  const exact = rows.length <= order.maxExact && loose.length > 0;
  const keys = new Float64Array(rows.length);
  let computed = 0;
  for (let at = 0; at < rows.length; at++) {
    const row = rows[at]!;
    const p = index.price[row]!;
    const carry = index.carryCents[row]!;
    if (exact && loose.some((segment) => p >= segment.from && (!Number.isFinite(segment.to) || p < segment.to))) {
      keys[at] = order.exactLoanCents(p) + carry;
      computed += 1;
      if (computed % order.pricesPerTurn === 0) await new Promise((resolve) => setImmediate(resolve));
    } else {
      const segment = segmentAt(segments, p);
      keys[at] = p * ((segment.lowSlope + segment.highSlope) / 2) + carry;
    }
  }
  // Rows are in id order within a group, not across groups: the row number breaks ties.
  const places = Array.from({ length: rows.length }, (_, at) => at);
  places.sort((a, b) => keys[a]! - keys[b]! || rows[a]! - rows[b]!);
  return places.map((at) => index.id[rows[at]!]!);
}

/** Reads the index for `db` now and waits for it (a read under way is awaited instead): for tests. */
export async function searchIndexReady(db: Database, maxHomes: number): Promise<SearchIndex | null> {
  return refresh(db, await listingDataVersion(db), maxHomes);
}
