import "server-only";

import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";

import { getOrComputeAsync, LruMap } from "@/lib/cache/lru";
import { FOR_SALE_STATUSES } from "@/lib/listings/reso";
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
import { queryRows, schema, type Database } from "@/lib/server/db/client";
import { InputError, parseInput } from "@/lib/server/errors";

import { listingDataVersion } from "./data-version";
import { listingMonthlyPayment, loanPaymentCents, type ListingPayment } from "./listing-payment";
import { extendListing, toListingRecord, type ListingRecord } from "./listing-service";

/** A search result: the listing and its monthly payment for the search's scenario. */
export interface ListingResult extends ListingRecord {
  readonly payment: ListingPayment;
}

/** Largest page size the API serves. */
export const MAX_LISTING_PAGE_SIZE = 100;

const L = schema.listings;

/**
 * The listing filters every public list applies: for sale and still in its feed. Literal values,
 * not parameters, so the planner matches the partial index of the default search
 * (listings_for_sale_newest_idx, migration 0003), whose predicate is this same text.
 */
export function forSaleCondition(): SQL {
  const statuses = FOR_SALE_STATUSES.map((status) => `'${status.replace(/'/g, "''")}'`).join(", ");
  return sql.raw(`(standard_status in (${statuses}) and off_market_at is null)`);
}

// Estimates are pure functions of the scenario and take 2-20 ms to build; a few scenarios
// (the default and the ones visitors pick) cover nearly every search, so keep the latest ones.
const ESTIMATE_CACHE_SIZE = 64;
const estimateCache = new LruMap<string, PaymentEstimate>(ESTIMATE_CACHE_SIZE);

function estimateFor(scenario: PaymentScenario): PaymentEstimate {
  return estimateCache.getOrCompute(JSON.stringify(scenario), () => loanPaymentEstimate(loanScenario(scenario)));
}

const PRICE = sql`${L.listPrice}::float8`;

/** SQL: a bound of the loan part of the payment in cents for each row, by price range (CASE). */
function boundSql(estimate: PaymentEstimate, side: "low" | "high"): SQL {
  const term = (slope: number, delta: number) =>
    side === "low" ? sql`(${PRICE} * ${slope}::float8 - ${delta}::float8)` : sql`(${PRICE} * ${slope}::float8 + ${delta}::float8)`;
  const parts = estimate.segments.map((seg) => ({ to: seg.to, expr: term(side === "low" ? seg.lowSlope : seg.highSlope, seg.delta) }));
  const last = parts[parts.length - 1]!;
  if (parts.length === 1) return last.expr;
  const whens = parts.slice(0, -1).map((part) => sql`when ${PRICE} < ${part.to}::float8 then ${part.expr}`);
  return sql`(case ${sql.join(whens, sql` `)} else ${last.expr} end)`;
}

/** SQL: the payment estimate (middle of the bounds) + carry, cents, for the payment sort. */
function paymentSortSql(estimate: PaymentEstimate): SQL {
  const parts = estimate.segments.map((seg) => ({ to: seg.to, expr: sql`${PRICE} * ${(seg.lowSlope + seg.highSlope) / 2}::float8` }));
  const last = parts[parts.length - 1]!;
  const mid = parts.length === 1 ? last.expr : sql`(case ${sql.join(parts.slice(0, -1).map((part) => sql`when ${PRICE} < ${part.to}::float8 then ${part.expr}`), sql` `)} else ${last.expr} end)`;
  return sql`(${mid} + ${L.monthlyCarryCents})`;
}

/** SQL conditions of a (validated) search, other than the payment maximum (exported for the EXPLAIN test). */
export function listingFilterConditions(search: ListingSearch): SQL[] {
  const where: SQL[] = [forSaleCondition()];
  if (search.priceMin != null) where.push(gte(L.listPrice, search.priceMin));
  if (search.priceMax != null) where.push(lte(L.listPrice, search.priceMax));
  if (search.geoRectangle) {
    const r = search.geoRectangle;
    // point(x = longitude, y = latitude): the GiST index on location answers <@ box.
    where.push(sql`${L.location} <@ box(point(${r.west}::float8, ${r.south}::float8), point(${r.east}::float8, ${r.north}::float8))`);
  }
  if (search.yearBuiltMin != null) where.push(gte(L.yearBuilt, search.yearBuiltMin));
  if (search.yearBuiltMax != null) where.push(lte(L.yearBuilt, search.yearBuiltMax));
  if (search.bedroomsTotalMin != null) where.push(gte(L.bedroomsTotal, search.bedroomsTotalMin));
  if (search.bathroomsTotalMin != null) where.push(gte(L.bathroomsTotalInteger, search.bathroomsTotalMin));
  if (search.propertyTypes && search.propertyTypes.length > 0) {
    const types = [...search.propertyTypes];
    where.push(or(inArray(L.propertySubType, types), inArray(L.propertyType, types))!);
  }
  if (search.state) where.push(eq(L.stateOrProvince, search.state));
  if (search.county) where.push(eq(L.countyFips, search.county));
  // 12345 and 12345-6789 alike, as a range the btree index answers.
  if (search.zip) where.push(and(gte(L.postalCode, search.zip), lte(L.postalCode, `${search.zip}-9999`))!);
  return where;
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

/** The SQL sides of a payment maximum: rows that surely fit, and rows that may. */
interface PaymentBounds {
  readonly maxCents: number;
  /** Upper bound + carry fits: the row passes whatever its exact payment. */
  readonly surely: SQL;
  /** Lower bound + carry fits: the row may pass (every passing row is here). */
  readonly maybe: SQL;
}

/**
 * The payment-maximum bounds, exact to the cent by lib/mortgage (see payment-estimate.ts):
 * payment = f(price) + monthly_carry_cents, f bounded per row by the scenario's estimate. Rows
 * whose upper bound fits pass in SQL; rows whose lower bound does not drop; the few between (a
 * few cents either side of the maximum, or prices where the regime can vary) are settled by
 * settlePaymentMax with computePurchase.
 */
function paymentBounds(maxDollars: number, scenario: PaymentScenario): PaymentBounds {
  const estimate = estimateFor(scenario);
  // Payment (whole cents) <= max dollars  <=>  cents <= floor(max x 100); the epsilon absorbs
  // binary noise in a max typed with cents (2500.1 x 100 = 250009.99999999997).
  const maxCents = Math.floor(maxDollars * 100 + 1e-6);
  // The carry is never negative, so no home above this price can fit: a plain price bound the
  // list_price btree answers, ahead of the per-row estimate.
  const priceCap = sql`${L.listPrice} <= ${maxPriceForLoanCents(estimate, maxCents)}`;
  return {
    maxCents,
    surely: sql`(${priceCap} and ${boundSql(estimate, "high")} + ${L.monthlyCarryCents} <= ${maxCents})`,
    maybe: sql`(${priceCap} and ${boundSql(estimate, "low")} + ${L.monthlyCarryCents} <= ${maxCents})`,
  };
}

/** The exact condition: rows that surely fit, or those in between that computePurchase passes. */
async function settlePaymentMax(db: Database, where: SQL[], bounds: PaymentBounds, scenario: PaymentScenario): Promise<SQL> {
  const candidates = await queryRows<{ id: number; list_price: string | number; monthly_carry_cents: number }>(
    db,
    sql`select ${L.id} as id, ${L.listPrice} as list_price, ${L.monthlyCarryCents} as monthly_carry_cents from ${L} where ${and(...where, bounds.maybe, sql`not ${bounds.surely}`)}`,
  );
  const passes: number[] = [];
  for (const row of candidates) {
    if (loanPaymentCents(Number(row.list_price), scenario) + Number(row.monthly_carry_cents) <= bounds.maxCents) passes.push(Number(row.id));
  }
  // One array parameter, not one per id: where the regime can vary (an envelope) the rows to
  // settle may number thousands, beyond PostgreSQL's 65,535 bind parameters.
  return passes.length > 0 ? sql`(${bounds.surely} or ${L.id} = any(${`{${passes.join(",")}}`}::int[]))` : bounds.surely;
}

function orderBy(sort: ListingSort, estimate: () => PaymentEstimate): SQL[] {
  switch (sort) {
    case "price-asc":
      return [asc(L.listPrice), asc(L.id)];
    case "price-desc":
      return [desc(L.listPrice), asc(L.id)];
    case "payment-asc":
      return [asc(paymentSortSql(estimate())), asc(L.id)];
    case "beds-desc":
      return [sql`${L.bedroomsTotal} desc nulls last`, asc(L.id)];
    case "sqft-desc":
      return [sql`${L.livingArea} desc nulls last`, asc(L.id)];
    case "newest":
      return [desc(L.modificationTimestamp), desc(L.id)];
  }
}

interface CountedCondition {
  readonly condition: SQL;
  readonly total: number;
}

// Totals (and the settled payment-maximum condition) per search and data version: exact, since a
// write to listings on any instance moves the version and so the key. A small LRU per process.
const COUNT_CACHE_SIZE = 500;
const countCache = new LruMap<string, Promise<CountedCondition>>(COUNT_CACHE_SIZE);

/** One page's ids, in the sort's order (an index-only scan where the sort has an index). */
async function pageIds(db: Database, condition: SQL, order: SQL[], limit: number, offset: number): Promise<number[]> {
  return (await db.select({ id: L.id }).from(L).where(condition).orderBy(...order).limit(limit).offset(offset)).map((row) => row.id);
}

// The payment sort's key depends on the visitor's scenario, so no index holds its order and each
// page would sort every match again. Instead the whole order is taken once per search, scenario
// and data version (exact, as the totals are) and pages slice it; searches matching more homes
// than this sort per page in SQL.
const MAX_ORDERED_IDS = 20_000;
const ORDER_CACHE_SIZE = 100;
const orderCache = new LruMap<string, Promise<number[] | null>>(ORDER_CACHE_SIZE);

/**
 * One page of listings in full, in one round trip: the page's ids by the subquery (an index-only
 * scan where the sort has an index), then those rows by primary key, sorted again (24 rows).
 */
async function pageRows(db: Database, condition: SQL, order: SQL[], limit: number, offset: number) {
  const page = db.select({ id: L.id }).from(L).where(condition).orderBy(...order).limit(limit).offset(offset);
  return db.select().from(L).where(inArray(L.id, page)).orderBy(...order);
}

/** The listings of `ids` in full, in the same order. */
async function rowsByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(L).where(inArray(L.id, [...ids]));
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
 * (the API reads it with the rate-limit upsert); otherwise it is read here.
 */
export async function searchListings(
  db: Database,
  searchInput: unknown,
  pageInput: unknown = 1,
  pageSizeInput: unknown = LISTING_PAGE_SIZE,
  dataVersion?: number,
): Promise<ListingPage<ListingResult>> {
  const search = parseInput(listingSearchSchema, searchInput ?? {});
  const pageResult = pageSchema.safeParse(pageInput);
  const errors: Record<string, string[]> = {};
  if (!pageResult.success) errors.page = pageResult.error.issues.map((issue) => issue.message);
  const pageSize = typeof pageSizeInput === "number" ? pageSizeInput : Number.NaN;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_LISTING_PAGE_SIZE) errors.pageSize = [`Page size must be a whole number from 1 to ${MAX_LISTING_PAGE_SIZE}.`];
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  const page = pageResult.data!;

  const scenario = search.payment ?? DEFAULT_PAYMENT_SCENARIO;
  const where = listingFilterConditions(search);
  const sort = search.sort ?? "newest";
  const order = orderBy(sort, () => estimateFor(scenario));
  const offset = (page - 1) * pageSize;

  const version = dataVersion ?? (await listingDataVersion(db));
  // What the total and the payment maximum's settled rows depend on (not the sort or the page).
  const countKey = JSON.stringify([version, { ...search, sort: null, payment: search.monthlyPaymentMax != null ? scenario : null }]);

  // where always holds the for-sale condition, so and() is never empty.
  let condition = and(...where)!;
  let total: number | undefined;
  if (search.monthlyPaymentMax != null) {
    const settled = await getOrComputeAsync(countCache, countKey, async () => {
      const bounds = paymentBounds(search.monthlyPaymentMax!, scenario);
      // One scan of the rows that may fit (pruned by the price cap): how many, and how many lie
      // within the estimate's few cents of the maximum. Usually none do, and the rows that may fit
      // are exactly those that do; otherwise those rows are settled with computePurchase.
      const [row] = await queryRows<{ total: number; unsure: number }>(
        db,
        sql`select count(*)::int as total, (count(*) filter (where not ${bounds.surely}))::int as unsure from ${L} where ${and(...where, bounds.maybe)}`,
      );
      if (Number(row?.unsure ?? 0) === 0) return { condition: and(...where, bounds.maybe)!, total: Number(row?.total ?? 0) };
      const exact = and(...where, await settlePaymentMax(db, where, bounds, scenario))!;
      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(L).where(exact);
      return { condition: exact, total: Number(counted?.total ?? 0) };
    });
    condition = settled.condition;
    total = settled.total;
  }
  const finalCondition = condition;
  const ordered =
    sort === "payment-asc"
      ? await getOrComputeAsync(orderCache, JSON.stringify([countKey, scenario]), async () => {
          const ids = await pageIds(db, finalCondition, order, MAX_ORDERED_IDS + 1, 0);
          return ids.length > MAX_ORDERED_IDS ? null : ids;
        })
      : null;
  // The page straight off an index where the sort has one (or off the payment order above), and
  // the total apart (cached per data version): a window count over every match made the broad
  // searches scan them all each time.
  const [rows, counted] = await Promise.all([
    ordered ? rowsByIds(db, ordered.slice(offset, offset + pageSize)) : pageRows(db, finalCondition, order, pageSize, offset),
    total !== undefined || ordered
      ? Promise.resolve({ condition: finalCondition, total: total ?? ordered!.length })
      : getOrComputeAsync(countCache, countKey, async () => {
          const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(L).where(finalCondition);
          return { condition: finalCondition, total: Number(row?.total ?? 0) };
        }),
  ]);
  total = counted.total;
  const items = rows.map((listing) => {
    const record = toListingRecord(listing);
    return extendListing(record, { payment: listingMonthlyPayment(record, scenario) });
  });
  return { page, pageSize, total, items };
}
