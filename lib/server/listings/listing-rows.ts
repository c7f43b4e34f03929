import "server-only";

import { getTableColumns } from "drizzle-orm";

import { listings } from "@/lib/server/db/schema";

/*
 * The listing row types and the columns a listing is written from and read into, derived from
 * the Drizzle table (lib/server/db/schema.ts, `listings`) so no list of columns is kept by hand:
 * upsert.ts writes LISTING_WRITE_COLUMNS, listing-service.ts (row -> record) and search-sql.ts /
 * search-service.ts (the search's statements) read LISTING_LIST_COLUMNS. A new column is written
 * and read unless it is named below; the upsert's row mapper does not compile without it, and
 * listing-rows.test.ts fails when the record mapper does not read it (docs/architecture.md,
 * Listing fields).
 */

/** A stored listing row. */
export type ListingRow = typeof listings.$inferSelect;

type ListingColumnKey = keyof ListingRow;

/** Columns the database keeps itself (identity, generated, the sync's and the row's bookkeeping): never in a record's write. */
const NOT_WRITTEN = ["id", "location", "listPriceFloat", "offMarketAt", "feedSeenAt", "createdAt", "updatedAt"] as const satisfies readonly ListingColumnKey[];

/** Columns a listing record (the pages, the API) never shows: the search reads them in SQL, or nothing does. */
const NOT_READ = [
  "location",
  "listPriceFloat",
  "listAgentKey",
  "listOfficeKey",
  "monthlyCarryCents",
  "taxEstimated",
  "feedSeenAt",
  "createdAt",
  "updatedAt",
] as const satisfies readonly ListingColumnKey[];

/** The keys (the table's property names) a record sets when it is written. */
export type ListingWriteKey = Exclude<ListingColumnKey, (typeof NOT_WRITTEN)[number]>;

/** The columns a record is made from (what the search reads). */
export type ListingRecordRow = Omit<ListingRow, (typeof NOT_READ)[number]>;

/** One column of the table: its property name, its SQL name and its SQL type. */
export interface ListingColumn<K extends ListingColumnKey = ListingColumnKey> {
  readonly key: K;
  readonly name: string;
  readonly sqlType: string;
  /** Its value in a read: numerics as float8 and dates as text, as both drivers parse them alike. */
  readonly select: string;
}

function readAs(name: string, sqlType: string): string {
  if (sqlType.startsWith("numeric")) return `${name}::float8`;
  if (sqlType === "date") return `${name}::text`;
  return name;
}

const COLUMNS: readonly ListingColumn[] = Object.entries(getTableColumns(listings)).map(([key, column]) => ({
  key: key as ListingColumnKey,
  name: column.name,
  sqlType: column.getSQLType(),
  select: readAs(column.name, column.getSQLType()),
}));

const isIn = (list: readonly string[]) => (column: ListingColumn) => list.includes(column.key);

/** The columns a record sets, in the table's order (the upsert's insert list). */
export const LISTING_WRITE_COLUMNS = COLUMNS.filter((column) => !isIn(NOT_WRITTEN)(column)) as readonly ListingColumn<ListingWriteKey>[];

/** The columns a listing record is read from, in the table's order. */
export const LISTING_RECORD_COLUMNS = COLUMNS.filter((column) => !isIn(NOT_READ)(column)) as readonly ListingColumn<keyof ListingRecordRow>[];

/** The select list of LISTING_RECORD_COLUMNS, each under its key's name. */
export const LISTING_LIST_COLUMNS = LISTING_RECORD_COLUMNS.map(({ key, select }) => (key === select ? key : `${select} as "${key}"`)).join(", ");

/** A row as the driver returned it, timestamps as Dates (a driver may give them as text). */
export function recordRowFromDriver(row: ListingRecordRow): ListingRecordRow {
  if (!(row.modificationTimestamp instanceof Date)) row.modificationTimestamp = new Date(row.modificationTimestamp);
  if (row.offMarketAt !== null && !(row.offMarketAt instanceof Date)) row.offMarketAt = new Date(row.offMarketAt);
  return row;
}
