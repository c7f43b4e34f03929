// The listing columns are derived from the Drizzle table (listing-rows.ts): these tests fail when
// a mapper forgets one, so a new column cannot be stored or shown half-way.
import { getTableColumns } from "drizzle-orm";

import { resoListingSchema } from "@/lib/listings/reso";
import { listings } from "@/lib/server/db/schema";

import { LISTING_LIST_COLUMNS, LISTING_RECORD_COLUMNS, LISTING_WRITE_COLUMNS, type ListingRecordRow } from "./listing-rows";
import { toListingRecord } from "./listing-service";
import { listingJsonRow } from "./upsert";

const record = resoListingSchema.parse({
  ListingKey: "ROWS-1",
  StandardStatus: "Active",
  ListPrice: 350000,
  PropertyType: "Residential",
  City: "Austin",
  StateOrProvince: "TX",
  CountyOrParish: "Travis",
  ModificationTimestamp: "2025-10-01T12:00:00Z",
});

describe("listing columns", () => {
  test("the upsert's row mapper sets every column a record writes, and nothing else", () => {
    const row = listingJsonRow(record, "import");
    expect(Object.keys(row).sort()).toEqual(LISTING_WRITE_COLUMNS.map((column) => column.key).sort());
    expect(Object.entries(row).filter(([, value]) => value === undefined)).toEqual([]);
  });

  test("the record mapper reads every column the search selects", () => {
    // Two rows, every column empty and every column set: a field read only in one case (the unit
    // with a street, the unparsed address without one) is read in one of them.
    const value = (column: (typeof LISTING_RECORD_COLUMNS)[number], filled: boolean): unknown => {
      if (column.key === "id") return 7;
      if (column.key === "standardStatus") return "Active";
      if (column.key === "media") return filled ? ["/photo.png"] : [];
      if (column.sqlType.startsWith("timestamp")) return column.key === "modificationTimestamp" || filled ? new Date("2025-10-01T12:00:00Z") : null;
      if (!filled) return null;
      return column.sqlType === "text" ? "1" : column.sqlType === "date" ? "2025-10-01" : 1;
    };
    const read = new Set<string>();
    for (const filled of [false, true]) {
      const row = Object.fromEntries(LISTING_RECORD_COLUMNS.map((column) => [column.key, value(column, filled)]));
      const watched = new Proxy(row, {
        get(target, key, receiver) {
          if (typeof key === "string") read.add(key);
          return Reflect.get(target, key, receiver) as unknown;
        },
      }) as unknown as ListingRecordRow;
      toListingRecord(watched);
    }
    expect(LISTING_RECORD_COLUMNS.map(({ key }) => key).filter((key) => !read.has(key))).toEqual([]);
  });

  test("the select list names each record column under its key, numerics as float8 and dates as text", () => {
    const parts = LISTING_LIST_COLUMNS.split(", ");
    expect(parts).toHaveLength(LISTING_RECORD_COLUMNS.length);
    expect(parts).toContain("id");
    expect(parts).toContain('list_price::float8 as "listPrice"');
    expect(parts).toContain('listing_contract_date::text as "listingContractDate"');
    expect(parts).toContain('modification_timestamp as "modificationTimestamp"');
  });

  test("every column of the table is written, read, or both, except those the database keeps itself", () => {
    const used = new Set([...LISTING_WRITE_COLUMNS, ...LISTING_RECORD_COLUMNS].map(({ key }) => key));
    expect(Object.keys(getTableColumns(listings)).filter((key) => !used.has(key as never))).toEqual([
      "listPriceFloat",
      "location",
      "feedSeenAt",
      "createdAt",
      "updatedAt",
    ]);
  });
});
