import "server-only";

import { FOR_SALE_STATUSES } from "@/lib/listings/reso";
import type { ListingSearch, ListingSort } from "@/lib/listings/search";
import type { PaymentEstimate } from "@/lib/mortgage/payment-estimate";

/*
 * The listing search's statements as SQL text with $n placeholders (run by queryText): the
 * search runs on every map move and filter change, and building and mapping them with Drizzle
 * was measured as a quarter of its CPU. Every value is a bound parameter, those a visitor typed
 * and those this code computed (a scenario's slopes, a price cap) alike, so a statement's text
 * depends only on the search's shape: it repeats across searches and scenarios, and queryText
 * names it (a prepared statement on PostgreSQL, parsed and planned once per connection).
 * The one literal is the for-sale condition, which the partial indexes' predicate must match.
 */

/** A statement's bound values: `add` keeps one and returns its placeholder ($1, $2…). */
export class SqlParams {
  readonly values: unknown[];

  /** `values`: those of a clause already written with $1…$n, which this statement starts with. */
  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A WHERE clause and its bound values ($1…$n in order). */
export interface Clause {
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * Homes for sale and still in their feed: literal values, not parameters, so the planner matches
 * the partial indexes of the default search (migration 0003), whose predicate is this same text.
 */
export const FOR_SALE_SQL = `(standard_status in (${FOR_SALE_STATUSES.map((status) => `'${status.replace(/'/g, "''")}'`).join(", ")}) and off_market_at is null)`;

/** A number this module computed, bound as a float8 parameter. */
export function float(params: SqlParams, value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return `${params.add(value)}::float8`;
}

/** The conditions of a (validated) search other than the payment maximum, joined by "and". */
export function filterClause(search: ListingSearch): Clause {
  const params = new SqlParams();
  const where = [FOR_SALE_SQL];
  if (search.priceMin != null) where.push(`list_price >= ${params.add(search.priceMin)}`);
  if (search.priceMax != null) where.push(`list_price <= ${params.add(search.priceMax)}`);
  if (search.geoRectangle) {
    const r = search.geoRectangle;
    // point(x = longitude, y = latitude): the GiST index on location answers <@ box.
    where.push(
      `location <@ box(point(${params.add(r.west)}::float8, ${params.add(r.south)}::float8), point(${params.add(r.east)}::float8, ${params.add(r.north)}::float8))`,
    );
  }
  if (search.yearBuiltMin != null) where.push(`year_built >= ${params.add(search.yearBuiltMin)}`);
  if (search.yearBuiltMax != null) where.push(`year_built <= ${params.add(search.yearBuiltMax)}`);
  if (search.bedroomsTotalMin != null) where.push(`bedrooms_total >= ${params.add(search.bedroomsTotalMin)}`);
  if (search.bathroomsTotalMin != null) where.push(`bathrooms_total_integer >= ${params.add(search.bathroomsTotalMin)}`);
  if (search.propertyTypes && search.propertyTypes.length > 0) {
    const types = params.add([...search.propertyTypes]);
    where.push(`(property_sub_type = any(${types}::text[]) or property_type = any(${types}::text[]))`);
  }
  if (search.state) where.push(`state_or_province = ${params.add(search.state)}`);
  if (search.county) where.push(`county_fips = ${params.add(search.county)}`);
  // 12345 and 12345-6789 alike, as a range the btree index answers.
  if (search.zip) where.push(`(postal_code >= ${params.add(search.zip)} and postal_code <= ${params.add(`${search.zip}-9999`)})`);
  return { text: where.join(" and "), values: params.values };
}

// The generated double of list_price (schema.ts), which the cover indexes carry.
const PRICE = "list_price_float";

/** A CASE over the estimate's price segments, each segment's expression from `term`. */
function bySegment(params: SqlParams, estimate: PaymentEstimate, term: (segment: PaymentEstimate["segments"][number]) => string): string {
  const segments = estimate.segments;
  if (segments.length === 1) return term(segments[0]!);
  const whens = segments.slice(0, -1).map((segment) => `when ${PRICE} < ${float(params, segment.to)} then ${term(segment)}`);
  return `(case ${whens.join(" ")} else ${term(segments[segments.length - 1]!)} end)`;
}

/** A bound of the loan part of the payment in cents for each row, by price range. */
export function boundSql(params: SqlParams, estimate: PaymentEstimate, side: "low" | "high"): string {
  return bySegment(params, estimate, (segment) =>
    side === "low"
      ? `(${PRICE} * ${float(params, segment.lowSlope)} - ${float(params, segment.delta)})`
      : `(${PRICE} * ${float(params, segment.highSlope)} + ${float(params, segment.delta)})`,
  );
}

/**
 * True for the rows whose price lies where the estimate is an envelope (its bounds differ: the
 * mortgage insurance may or may not apply there), so the payment sort's key can be off by the
 * insurance; null when the estimate has no such range.
 */
export function looseSql(params: SqlParams, estimate: PaymentEstimate): string | null {
  const ranges = estimate.segments
    .filter((segment) => segment.lowSlope !== segment.highSlope)
    .map((segment) =>
      Number.isFinite(segment.to)
        ? `(${PRICE} >= ${float(params, segment.from)} and ${PRICE} < ${float(params, segment.to)})`
        : `${PRICE} >= ${float(params, segment.from)}`,
    );
  return ranges.length > 0 ? `(${ranges.join(" or ")})` : null;
}

/** The payment estimate (middle of the bounds) + carry, cents: the payment sort's key. */
export function paymentSortSql(params: SqlParams, estimate: PaymentEstimate): string {
  return `(${bySegment(params, estimate, (segment) => `${PRICE} * ${float(params, (segment.lowSlope + segment.highSlope) / 2)}`)} + monthly_carry_cents)`;
}

/**
 * ORDER BY of a sort, then the row id, so pages never overlap or skip. The payment sort binds
 * its estimate's figures to `params`: use the text in the statement those values belong to.
 */
export function orderSql(params: SqlParams, sort: ListingSort, estimate: () => PaymentEstimate): string {
  switch (sort) {
    case "price-asc":
      return "list_price asc, id asc";
    case "price-desc":
      return "list_price desc, id asc";
    case "payment-asc":
      return `${paymentSortSql(params, estimate())} asc, id asc`;
    case "beds-desc":
      return "bedrooms_total desc nulls last, id asc";
    case "sqft-desc":
      return "living_area desc nulls last, id asc";
    case "newest":
      return "modification_timestamp desc, id desc";
  }
}
