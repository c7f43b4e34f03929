import "server-only";

import { sql, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";

import { deepFreeze } from "@/lib/cache/deep-freeze";
import { getOrCompute, getOrComputeAsync } from "@/lib/cache/lru";
import {
  DEFAULT_PAYMENT_SCENARIO,
  LISTING_PAGE_SIZE,
  listingSearchSchema,
  pageSchema,
  type ListingSearch,
  type ListingSort,
  type PaymentScenario,
} from "@/lib/listings/search";
import type { ListingPage } from "@/lib/listings/types";
import { loanScenario } from "@/lib/listings/loan-scenario";
import { loanPaymentEstimate, type PaymentEstimate } from "@/lib/mortgage/payment-estimate";
import { queryText, type Database } from "@/lib/server/db/client";
import { serverEnv } from "@/lib/server/config";
import { InputError, parseInput } from "@/lib/server/errors";

import { listingDataVersion } from "./data-version";
import { listingMonthlyPayment, loanPaymentCents, type ListingPayment } from "./listing-payment";
import { LISTING_LIST_COLUMNS, recordRowFromDriver, type ListingRecordRow } from "./listing-rows";
import { extendListing, toListingRecord, type ListingRecord } from "./listing-service";
import { indexedPage, indexedPaymentOrder, searchIndexAt, type PaymentLimit, type SearchIndex } from "./search-index";
import { boundSql, filterClause, FOR_SALE_SQL, looseSql, orderSql, paymentSortSql, SqlParams, type Clause } from "./search-sql";

/** A search result: the listing and its monthly payment for the search's scenario. */
export interface ListingResult extends ListingRecord {
  readonly payment: ListingPayment;
}

/** Largest page size the API serves. */
export const MAX_LISTING_PAGE_SIZE = 100;

/**
 * The listing filters every public list applies, for Drizzle queries: for sale and still in its
 * feed (literal values: the partial indexes' predicate, see search-sql.ts).
 */
export function forSaleCondition(): SQL {
  return sql.raw(FOR_SALE_SQL);
}

// Estimates are pure functions of the scenario and take 2-20 ms to build; a few scenarios
// (the default and the ones visitors pick) cover nearly every search, so keep the latest ones.
const ESTIMATE_CACHE_SIZE = 64;
const estimateCache = new LRUCache<string, PaymentEstimate>({ max: ESTIMATE_CACHE_SIZE });

function estimateFor(scenario: PaymentScenario): PaymentEstimate {
  return getOrCompute(estimateCache, JSON.stringify(scenario), () => loanPaymentEstimate(loanScenario(scenario)));
}

/**
 * The highest list price (dollars, rounded up with a dollar to spare) whose lower bound on the
 * loan part stays at or under `cents`: every home above it costs more than `cents` a month.
 */
export function maxPriceForLoanCents(estimate: PaymentEstimate, cents: number): number {
  let max = 0;
  for (const seg of estimate.segments) {
    // low(P) = lowSlope x P - delta <= cents  <=>  P <= (cents + delta) / lowSlope.
    const reach = seg.lowSlope > 0 ? (cents + seg.delta) / seg.lowSlope : Infinity;
    if (reach >= seg.from) max = Math.max(max, Math.min(reach, seg.to));
  }
  return Number.isFinite(max) ? Math.ceil(max) + 1 : 1e12;
}

/** Writes a condition into a statement, binding its values to that statement's `params`. */
type Condition = (params: SqlParams) => string;

/** The SQL sides of a payment maximum. */
interface PaymentBounds {
  readonly maxCents: number;
  /** Upper bound + carry fits: the row passes whatever its exact payment. */
  readonly surely: Condition;
  /** Lower bound + carry fits: the row may pass (every passing row is here). */
  readonly maybe: Condition;
}

/** `where` and `condition`, as one clause with every value bound. */
function and(where: Clause, condition: Condition): Clause {
  const params = new SqlParams(where.values);
  return { text: `${where.text} and ${condition(params)}`, values: params.values };
}

/**
 * A payment maximum's figures: the maximum in cents, the estimate and the price cap. Payment
 * (whole cents) <= max dollars  <=>  cents <= floor(max x 100); the epsilon absorbs binary noise
 * in a max typed with cents (2500.1 x 100 = 250009.99999999997). The carry is never negative,
 * so no home above the price cap can fit.
 */
function paymentLimit(maxDollars: number, scenario: PaymentScenario): PaymentLimit {
  const estimate = estimateFor(scenario);
  const maxCents = Math.floor(maxDollars * 100 + 1e-6);
  return { estimate, maxCents, priceCap: maxPriceForLoanCents(estimate, maxCents), exactLoanCents: exactLoanCentsFor(scenario) };
}

/**
 * The payment-maximum bounds, exact to the cent by lib/mortgage (see payment-estimate.ts):
 * payment = f(price) + monthly_carry_cents, f bounded per row by the scenario's estimate. Rows
 * whose upper bound fits pass in SQL; rows whose lower bound does not drop; the few between (a
 * few cents either side of the maximum, or prices where the regime can vary) are settled by
 * settlePaymentMax with computePurchase. The price cap is a plain bound the list_price btree
 * answers, ahead of the per-row estimate.
 */
function paymentBounds(limit: PaymentLimit): PaymentBounds {
  const fits =
    (side: "low" | "high"): Condition =>
    (params) =>
      `(list_price <= ${params.add(limit.priceCap)} and ${boundSql(params, limit.estimate, side)} + monthly_carry_cents <= ${params.add(limit.maxCents)}::float8)`;
  return { maxCents: limit.maxCents, surely: fits("high"), maybe: fits("low") };
}

/** The exact condition: rows that surely fit, or those in between that computePurchase passes. */
async function settlePaymentMax(db: Database, where: Clause, bounds: PaymentBounds, scenario: PaymentScenario): Promise<Clause> {
  const between = and(where, (params) => `${bounds.maybe(params)} and not ${bounds.surely(params)}`);
  const candidates = await queryText<{ id: number; list_price: number; monthly_carry_cents: number }>(
    db,
    `select id, list_price_float as list_price, monthly_carry_cents from listings where ${between.text}`,
    between.values,
  );
  const passes: number[] = [];
  for (const row of candidates) {
    if (loanPaymentCents(Number(row.list_price), scenario) + Number(row.monthly_carry_cents) <= bounds.maxCents) passes.push(Number(row.id));
  }
  if (passes.length === 0) return and(where, bounds.surely);
  // One array parameter, not one per id: where the regime can vary (an envelope) the rows to
  // settle may number thousands, beyond PostgreSQL's 65,535 bind parameters.
  return and(where, (params) => `(${bounds.surely(params)} or id = any(${params.add(`{${passes.join(",")}}`)}::int[]))`);
}

interface CountedCondition {
  readonly condition: Clause;
  readonly total: number;
}

// Totals (and the settled payment-maximum condition) per search and data version: exact, since a
// write to listings on any instance moves the version and so the key. A small LRU per process.
const COUNT_CACHE_SIZE = 500;
const countCache = new LRUCache<string, Promise<CountedCondition>>({ max: COUNT_CACHE_SIZE });

async function countOf(db: Database, condition: Clause): Promise<number> {
  const [row] = await queryText<{ total: number }>(db, `select count(*)::int as total from listings where ${condition.text}`, condition.values);
  return Number(row?.total ?? 0);
}

// The payment sort's key depends on the visitor's scenario, so no index holds its order and each
// page would sort every match again. Instead the whole order is taken once per search, scenario
// and data version (exact, as the totals are) and pages slice it; searches matching more homes
// than this sort per page in SQL, by the estimate alone (exactPaymentOrder is for the others).
const MAX_ORDERED_IDS = 20_000;
const ORDER_CACHE_SIZE = 100;
const orderCache = new LRUCache<string, Promise<number[] | null>>({ max: ORDER_CACHE_SIZE });

// Pages of listings per search, sort, page and data version: exact for the same reason. Repeated
// searches (the default list, a city's first page, the map view many visitors share) then cost
// no query; the rows are priced per scenario in the result cache below, and isFavorite is worked
// out per request. 200 pages of at most 100 rows of about 1 KB: some 20 MB at worst per process.
const PAGE_CACHE_SIZE = 200;
const pageCache = new LRUCache<string, Promise<readonly ListingRecordRow[]>>({ max: PAGE_CACHE_SIZE });

// The page's results (records with their payment for the search's scenario) per page and
// scenario: mapping the rows and pricing 24 homes was a tenth of a repeated search's CPU. Every
// request for that page shares them, frozen so that nothing can change one answer for another
// (isFavorite is resolved apart, per viewer). At most 200 pages of 100 results.
const RESULT_CACHE_SIZE = 200;
const resultCache = new LRUCache<string, readonly ListingResult[]>({ max: RESULT_CACHE_SIZE });

/** A row of the payment order: its id, and whether its price lies in an envelope of the estimate. */
interface OrderRow {
  readonly id: number;
  readonly loose?: boolean;
}

/** The columns of the payment order: the id, and the envelope flag when the estimate has one. */
function orderColumns(params: SqlParams, estimate: PaymentEstimate): string {
  const loose = looseSql(params, estimate);
  return loose ? `id, ${loose} as loose` : "id";
}

/** The ORDER BY of a search's sort, written into the statement whose values are `params`. */
type Order = (params: SqlParams) => string;

/** The matches in the payment sort's SQL order (the estimate's), up to `limit`. */
async function paymentOrderRows(db: Database, condition: Clause, order: Order, estimate: PaymentEstimate, limit: number): Promise<OrderRow[]> {
  const params = new SqlParams(condition.values);
  return queryText<OrderRow>(
    db,
    `select ${orderColumns(params, estimate)} from listings where ${condition.text} order by ${order(params)} limit ${params.add(limit)}`,
    params.values,
  );
}

// Loan parts of the payment (cents) per scenario and price, for the payment order where the
// estimate is an envelope: prices repeat across searches and pages.
const LOAN_CENTS_CACHE_SIZE = 50_000;
const loanCentsCache = new LRUCache<string, number>({ max: LOAN_CENTS_CACHE_SIZE });
// Rows priced between two turns of the event loop (cached or worked out): at most about 5 ms of computePurchase.
const PRICES_PER_TURN = 256;

/** The loan part of the payment in cents at a price for `scenario`, kept per scenario and price. */
function exactLoanCentsFor(scenario: PaymentScenario): (price: number) => number {
  const scenarioKey = JSON.stringify(scenario);
  return (price) => getOrCompute(loanCentsCache, `${scenarioKey}|${price}`, () => loanPaymentCents(price, scenario));
}

/**
 * The payment order, to the cent where the estimate can be far off. SQL sorts by the middle of
 * each row's bounds (search-sql.ts), within a few cents of the payment where the loan's regime is
 * known at the price; where the estimate is an envelope (the mortgage insurance may or may not
 * apply there: a down payment on a tier's edge, a loan limit) the middle can be off by the
 * insurance. When a row lies there, every row's SQL key, price and carry are read, the rows in an
 * envelope are priced with computePurchase in place of their key, and the order is sorted again.
 * Yields to the event loop every PRICES_PER_TURN rows priced, so a long order never holds other
 * requests up for long.
 */
async function exactPaymentOrder(db: Database, rows: readonly OrderRow[], estimate: PaymentEstimate, scenario: PaymentScenario): Promise<number[]> {
  const ids = rows.map((row) => Number(row.id));
  if (!rows.some((row) => row.loose)) return ids;
  const params = new SqlParams();
  const idList = params.add(`{${ids.join(",")}}`);
  const priced = await queryText<{ id: number; price: number; carry: number; key: number }>(
    db,
    `select id, list_price_float as price, monthly_carry_cents as carry, ${paymentSortSql(params, estimate)} as key from listings where id = any(${idList}::int[])`,
    params.values,
  );
  const loose = new Set(rows.flatMap((row) => (row.loose ? [Number(row.id)] : [])));
  const exactLoanCents = exactLoanCentsFor(scenario);
  const keyed: { id: number; key: number }[] = [];
  let pricedLoose = 0;
  for (const row of priced) {
    const id = Number(row.id);
    if (!loose.has(id)) {
      keyed.push({ id, key: Number(row.key) });
      continue;
    }
    keyed.push({ id, key: exactLoanCents(Number(row.price)) + Number(row.carry) });
    pricedLoose += 1;
    if (pricedLoose % PRICES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  keyed.sort((a, b) => a.key - b.key || a.id - b.id);
  return keyed.map((entry) => entry.id);
}

/**
 * One page of listings in full, in one round trip: the page's ids by the subquery (an index-only
 * scan where the sort has an index), then those rows by primary key, sorted again (24 rows).
 */
async function pageRows(db: Database, condition: Clause, order: Order, limit: number, offset: number): Promise<ListingRecordRow[]> {
  const params = new SqlParams(condition.values);
  const orderBy = order(params);
  const page = `select id from listings where ${condition.text} order by ${orderBy} limit ${params.add(limit)} offset ${params.add(offset)}`;
  return queryText<ListingRecordRow>(db, `select ${LISTING_LIST_COLUMNS} from listings where id in (${page}) order by ${orderBy}`, params.values);
}

/** A page of rows and the counts the same scan took. */
interface CountedPage {
  readonly rows: ListingRecordRow[];
  /** Every match of the condition. */
  readonly total: number;
  /** Matches that `sure` (when given) does not surely admit. */
  readonly unsure: number;
}

/**
 * One page of listings and the search's total from one scan, in one round trip: a search nobody
 * made before otherwise scans its matches twice, once to count and once for the page (a top-N of
 * every match where no index holds the order), and plans two statements. The window counts run
 * over every match before the limit, so the total is exact. `sure` (a payment maximum's upper
 * bound) also counts the matches it does not surely admit. Null when the page lies past the last
 * match: no row then carries the counts.
 */
async function countedPageRows(db: Database, condition: Clause, order: Order, limit: number, offset: number, sure?: Condition): Promise<CountedPage | null> {
  const params = new SqlParams(condition.values);
  const orderBy = order(params);
  const unsure = sure ? `(count(*) filter (where not ${sure(params)}) over ())::int` : "0";
  const page = `select id, (count(*) over ())::int as total, ${unsure} as unsure from listings where ${condition.text} order by ${orderBy} limit ${params.add(limit)} offset ${params.add(offset)}`;
  const rows = await queryText<ListingRecordRow & { searchTotal: number; searchUnsure: number }>(
    db,
    `with page as (${page}) select ${LISTING_LIST_COLUMNS}, (select total from page limit 1) as "searchTotal", (select unsure from page limit 1) as "searchUnsure" from listings where id in (select id from page) order by ${orderBy}`,
    params.values,
  );
  const first = rows[0];
  if (!first) return null;
  const counts = { total: Number(first.searchTotal), unsure: Number(first.searchUnsure) };
  return { ...counts, rows: rows.map(({ searchTotal: _total, searchUnsure: _unsure, ...row }) => row) };
}

/** The listings of `ids` in full, in the same order. */
async function rowsByIds(db: Database, ids: readonly number[]): Promise<ListingRecordRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryText<ListingRecordRow>(db, `select ${LISTING_LIST_COLUMNS} from listings where id = any($1::int[])`, [`{${ids.join(",")}}`]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Homes for sale matching a search, one page, each with its monthly payment for the search's
 * scenario (the calculator's defaults when it has none). Input is validated with the shared
 * schema (lib/listings/search.ts): invalid filters throw InputError with messages per field.
 * Only listings for sale (Active, Active Under Contract, Coming Soon) and still in their feed.
 * Order: the sort (newest first by default), then the row id, so pages never overlap or skip.
 * "newest" is the most recently listed or updated (ModificationTimestamp).
 * `dataVersion`: the listings data version when the caller read it already in this request
 * (the API reads it with the rate-limit upsert); otherwise it is read here. `maxIndexedHomes`:
 * the in-memory index's size bound (search-index.ts); 0 runs the search in SQL alone.
 */
export async function searchListings(
  db: Database,
  searchInput: unknown,
  pageInput: unknown = 1,
  pageSizeInput: unknown = LISTING_PAGE_SIZE,
  dataVersion?: number,
  maxIndexedHomes: number = serverEnv().LISTING_SEARCH_INDEX_MAX_HOMES,
): Promise<ListingPage<ListingResult>> {
  const search = parseInput(listingSearchSchema, searchInput ?? {});
  const pageResult = pageSchema.safeParse(pageInput);
  const errors: Record<string, string[]> = {};
  if (!pageResult.success) errors.page = pageResult.error.issues.map((issue) => issue.message);
  const pageSize = typeof pageSizeInput === "number" ? pageSizeInput : Number.NaN;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_LISTING_PAGE_SIZE)
    errors.pageSize = [`Page size must be a whole number from 1 to ${MAX_LISTING_PAGE_SIZE}.`];
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  const page = pageResult.data!;

  const scenario = search.payment ?? DEFAULT_PAYMENT_SCENARIO;
  const where = filterClause(search);
  const sort = search.sort ?? "newest";
  const order: Order = (params) => orderSql(params, sort, () => estimateFor(scenario));
  const offset = (page - 1) * pageSize;

  const version = dataVersion ?? (await listingDataVersion(db));
  // What the total and the payment maximum's settled rows depend on (not the sort or the page).
  const countKey = JSON.stringify([version, { ...search, sort: null, payment: search.monthlyPaymentMax != null ? scenario : null }]);

  const index = searchIndexAt(db, version, maxIndexedHomes);
  // The page's key: what its rows depend on, and which way they were found (each way is exact
  // alone, and a test compares the two).
  const pageKey = JSON.stringify([countKey, sort, sort === "payment-asc" ? scenario : null, offset, pageSize, index ? "index" : "sql"]);
  /** The page's results from its rows, priced for the scenario and kept (resultCache). */
  const itemsOf = (rows: readonly ListingRecordRow[]) =>
    getOrCompute(resultCache, JSON.stringify([pageKey, scenario]), () =>
      deepFreeze(
        rows.map((row) => {
          const record = toListingRecord(recordRowFromDriver(row));
          return extendListing(record, { payment: listingMonthlyPayment(record, scenario) });
        }),
      ),
    );

  if (index) {
    const { total, ids } = await indexedSearch(index, search, sort, scenario, countKey, offset, pageSize);
    const rows = await getOrComputeAsync(pageCache, pageKey, () => rowsByIds(db, ids));
    return { page, pageSize, total, items: itemsOf(rows) };
  }
  // Where no index holds the sort's order (the map rectangle's GiST index has none; bedrooms and
  // living area have no index), the page is a top-N of every match, so the count may share its
  // scan. Elsewhere the page stops at its last row off an ordered index, and a window count
  // would read every match into it: the broad search (every home for sale, newest first) took
  // 46 ms that way against 15 for its count and page apart.
  const pageScansEveryMatch = search.geoRectangle != null || sort === "beds-desc" || sort === "sqft-desc";
  /** Counts `condition` and reads the page in one scan, keeping the page; null as countedPageRows. */
  const countWithPage = async (condition: Clause, sure?: Condition): Promise<CountedPage | null> => {
    if (!pageScansEveryMatch || pageCache.has(pageKey)) return null;
    const counted = await countedPageRows(db, condition, order, pageSize, offset, sure);
    if (counted && counted.unsure === 0) pageCache.set(pageKey, Promise.resolve(counted.rows));
    return counted;
  };

  let condition: Clause = where;
  let total: number | undefined;
  // Sorted by payment, the order taken while counting (below), when it could be.
  let orderTaken: OrderRow[] | undefined;
  if (search.monthlyPaymentMax != null) {
    const settled = await getOrComputeAsync(countCache, countKey, async () => {
      const bounds = paymentBounds(paymentLimit(search.monthlyPaymentMax!, scenario));
      const maybe = and(where, bounds.maybe);
      // Sorted by payment, the whole order is taken anyway (below): taken here with each row's
      // "unsure" flag, it is the count too, and the rows are read once.
      if (sort === "payment-asc") {
        const orderParams = new SqlParams(maybe.values);
        const rows = await queryText<OrderRow & { unsure: boolean }>(
          db,
          `select ${orderColumns(orderParams, estimateFor(scenario))}, not ${bounds.surely(orderParams)} as unsure from listings where ${maybe.text} order by ${order(orderParams)} limit ${orderParams.add(MAX_ORDERED_IDS + 1)}`,
          orderParams.values,
        );
        if (rows.length <= MAX_ORDERED_IDS && !rows.some((row) => row.unsure)) {
          orderTaken = rows;
          return { condition: maybe, total: rows.length };
        }
      } else {
        const counted = await countWithPage(maybe, bounds.surely);
        if (counted?.unsure === 0) return { condition: maybe, total: counted.total };
        if (counted) {
          const exact = await settlePaymentMax(db, where, bounds, scenario);
          return { condition: exact, total: await countOf(db, exact) };
        }
      }
      // One scan of the rows that may fit (pruned by the price cap): how many, and how many lie
      // within the estimate's few cents of the maximum. Usually none do, and the rows that may fit
      // are exactly those that do; otherwise those rows are settled with computePurchase.
      const params = new SqlParams(maybe.values);
      const [row] = await queryText<{ total: number; unsure: number }>(
        db,
        `select count(*)::int as total, (count(*) filter (where not ${bounds.surely(params)}))::int as unsure from listings where ${maybe.text}`,
        params.values,
      );
      if (Number(row?.unsure ?? 0) === 0) return { condition: maybe, total: Number(row?.total ?? 0) };
      const exact = await settlePaymentMax(db, where, bounds, scenario);
      return { condition: exact, total: await countOf(db, exact) };
    });
    condition = settled.condition;
    total = settled.total;
  }
  const finalCondition = condition;
  const ordered =
    sort === "payment-asc"
      ? await getOrComputeAsync(orderCache, JSON.stringify([countKey, scenario]), async () => {
          const estimate = estimateFor(scenario);
          const rows = orderTaken ?? (await paymentOrderRows(db, finalCondition, order, estimate, MAX_ORDERED_IDS + 1));
          return rows.length > MAX_ORDERED_IDS ? null : exactPaymentOrder(db, rows, estimate, scenario);
        })
      : null;
  // The total, when not known yet, from the page's own scan where the page reads every match
  // (countWithPage); otherwise the page straight off an index where the sort has one (or off the
  // payment order above) beside the count, which is cached per data version: a window count on
  // every page made the broad searches scan every match each time.
  const counting =
    total !== undefined || ordered
      ? null
      : getOrComputeAsync(countCache, countKey, async () => {
          const counted = await countWithPage(finalCondition);
          return { condition: finalCondition, total: counted ? counted.total : await countOf(db, finalCondition) };
        });
  const [counted, rows] = await Promise.all([
    counting,
    (pageScansEveryMatch && counting ? counting : Promise.resolve()).then(() =>
      getOrComputeAsync(pageCache, pageKey, () =>
        ordered ? rowsByIds(db, ordered.slice(offset, offset + pageSize)) : pageRows(db, finalCondition, order, pageSize, offset),
      ),
    ),
  ]);
  total ??= counted ? counted.total : ordered!.length;
  return { page, pageSize, total, items: itemsOf(rows) };
}

// Payment orders taken from the in-memory index, per search, scenario and data version (keyed
// as orderCache): pages of the same search slice one order. Ids as 32-bit integers, so even 20
// orders of every home held stay some 20 MB.
const INDEXED_ORDER_CACHE_SIZE = 20;
const indexedOrderCache = new LRUCache<string, Promise<Int32Array>>({ max: INDEXED_ORDER_CACHE_SIZE });

/** The total and the page's ids of a search, from the in-memory index (search-index.ts). */
async function indexedSearch(
  index: SearchIndex,
  search: ListingSearch,
  sort: ListingSort,
  scenario: PaymentScenario,
  countKey: string,
  offset: number,
  pageSize: number,
): Promise<{ total: number; ids: number[] }> {
  const limit = search.monthlyPaymentMax != null ? paymentLimit(search.monthlyPaymentMax, scenario) : null;
  if (sort !== "payment-asc") return indexedPage(index, search, sort, limit, offset, pageSize);
  const order = await getOrComputeAsync(indexedOrderCache, JSON.stringify([countKey, scenario]), async () =>
    Int32Array.from(
      await indexedPaymentOrder(index, search, limit, {
        estimate: estimateFor(scenario),
        exactLoanCents: exactLoanCentsFor(scenario),
        maxExact: MAX_ORDERED_IDS,
        pricesPerTurn: PRICES_PER_TURN,
      }),
    ),
  );
  return { total: order.length, ids: Array.from(order.subarray(offset, offset + pageSize)) };
}
