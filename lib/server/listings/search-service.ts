import "server-only";

import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";

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
import { loanPaymentEstimate, type PaymentEstimate } from "@/lib/mortgage/payment-estimate";
import { queryRows, schema, type Database } from "@/lib/server/db/client";
import { InputError, parseInput } from "@/lib/server/errors";

import { listingMonthlyPayment, loanPaymentCents, loanScenario, type ListingPayment } from "./listing-payment";
import { toListingRecord, type ListingRecord } from "./listing-service";

/** A search result: the listing and its monthly payment for the search's scenario. */
export interface ListingResult extends ListingRecord {
  readonly payment: ListingPayment;
}

/** Largest page size the API serves. */
export const MAX_LISTING_PAGE_SIZE = 100;

const L = schema.listings;

/** The listing filters every public list applies: for sale and still in its feed. */
export function forSaleCondition(): SQL {
  return and(inArray(L.standardStatus, [...FOR_SALE_STATUSES]), isNull(L.offMarketAt))!;
}

// Estimates are pure functions of the scenario and take 2-20 ms to build; a few scenarios
// (the default and the ones visitors pick) cover nearly every search, so keep the latest ones.
const ESTIMATE_CACHE_SIZE = 64;
const estimateCache = new Map<string, PaymentEstimate>();

function estimateFor(scenario: PaymentScenario): PaymentEstimate {
  const key = JSON.stringify(scenario);
  const cached = estimateCache.get(key);
  if (cached) {
    estimateCache.delete(key);
    estimateCache.set(key, cached);
    return cached;
  }
  const estimate = loanPaymentEstimate(loanScenario(scenario));
  estimateCache.set(key, estimate);
  if (estimateCache.size > ESTIMATE_CACHE_SIZE) estimateCache.delete(estimateCache.keys().next().value!);
  return estimate;
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
 * The payment-maximum condition, exact to the cent by lib/mortgage (see payment-estimate.ts):
 * payment = f(price) + monthly_carry_cents, f bounded per row by the scenario's estimate. Rows
 * whose upper bound fits pass in SQL; rows whose lower bound does not drop; the few between (a
 * few cents either side of the maximum, or prices where the regime can vary) are fetched and
 * priced with computePurchase, and the passes join by id.
 */
async function paymentMaxCondition(db: Database, where: SQL[], maxDollars: number, scenario: PaymentScenario): Promise<SQL> {
  const estimate = estimateFor(scenario);
  // Payment (whole cents) <= max dollars  <=>  cents <= floor(max x 100); the epsilon absorbs
  // binary noise in a max typed with cents (2500.1 x 100 = 250009.99999999997).
  const maxCents = Math.floor(maxDollars * 100 + 1e-6);
  const surely = sql`${boundSql(estimate, "high")} + ${L.monthlyCarryCents} <= ${maxCents}`;
  const maybe = sql`${boundSql(estimate, "low")} + ${L.monthlyCarryCents} <= ${maxCents}`;
  const candidates = await queryRows<{ id: number; list_price: string | number; monthly_carry_cents: number }>(
    db,
    sql`select ${L.id} as id, ${L.listPrice} as list_price, ${L.monthlyCarryCents} as monthly_carry_cents from ${L} where ${and(...where, maybe, sql`not (${surely})`)}`,
  );
  const passes: number[] = [];
  for (const row of candidates) {
    if (loanPaymentCents(Number(row.list_price), scenario) + Number(row.monthly_carry_cents) <= maxCents) passes.push(Number(row.id));
  }
  return passes.length > 0 ? or(surely, inArray(L.id, passes))! : surely;
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

/**
 * Homes for sale matching a search, one page, each with its monthly payment for the search's
 * scenario (the calculator's defaults when it has none). Input is validated with the shared
 * schema (lib/listings/search.ts): invalid filters throw InputError with messages per field.
 * Only listings for sale (Active, Active Under Contract, Coming Soon) and still in their feed.
 * Order: the sort (newest first by default), then the row id, so pages never overlap or skip.
 * "newest" is the most recently listed or updated (ModificationTimestamp).
 */
export async function searchListings(db: Database, searchInput: unknown, pageInput: unknown = 1, pageSizeInput: unknown = LISTING_PAGE_SIZE): Promise<ListingPage<ListingResult>> {
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
  if (search.monthlyPaymentMax != null) where.push(await paymentMaxCondition(db, where, search.monthlyPaymentMax, scenario));
  const condition = and(...where);

  // The total rides on the page's rows (count(*) over ()): one scan of the matches, not two.
  // A page past the end has no row to carry it, so only then is it counted apart.
  const rows = await db
    .select({ listing: L, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(L)
    .where(condition)
    .orderBy(...orderBy(search.sort ?? "newest", () => estimateFor(scenario)))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [countRow] = await db.select({ total: sql<number>`count(*)::int` }).from(L).where(condition);
    total = Number(countRow?.total ?? 0);
  }
  const items = rows.map(({ listing }) => {
    const record = toListingRecord(listing);
    return { ...record, payment: listingMonthlyPayment(record, scenario) };
  });
  return { page, pageSize, total, items };
}
