import "server-only";

import { inArray, sql } from "drizzle-orm";

import type { ListingSource, ResoListing } from "@/lib/listings/reso";
import { queryRows, schema, type Database } from "@/lib/server/db/client";
import { monthlyCarryCents, resolveCountyFips } from "@/lib/server/listings/carry";
import { LISTING_WRITE_COLUMNS, type ListingWriteKey } from "@/lib/server/listings/listing-rows";
import { logger } from "@/lib/server/logger";

/** What one `upsertListings` call did, per record. */
export interface UpsertReport {
  /** Listing keys not in the table before. */
  readonly inserted: number;
  /** Existing listings whose stored record was replaced (newer, or same time but different facts). */
  readonly updated: number;
  /** Records older than the stored one, or identical to it: left as they were. */
  readonly unchanged: number;
}

/** Options of `upsertListings`. */
export interface UpsertOptions {
  /**
   * The feed run that delivered these records (MLS sync): every listing in `records` gets
   * `feed_seen_at = seenAt` and is back on market, even when its data is unchanged, so the sync's
   * sweep can mark the listings that left the feed.
   */
  readonly seenAt?: Date;
}

// Rows travel as one JSON parameter a chunk (jsonb_to_recordset), not as ~40 bound parameters a
// row: measured here on PGlite, 500 rows as parameters cost ~180 ms to build in Drizzle and
// ~175 ms to bind; as JSON the whole statement takes ~30 ms. So the chunk can be larger too.
const CHUNK = 1000;

/** One listing row as the JSON the upsert sends, by the table's property names: every column a record sets (listing-rows.ts). */
type ListingJsonRow = { [K in ListingWriteKey]: string | number | boolean | readonly string[] | null };

// The JSON's keys are the table's property names, the insert's columns their SQL names.
const KEYS = LISTING_WRITE_COLUMNS.map((column) => column.key);
const NAMES = LISTING_WRITE_COLUMNS.map((column) => column.name);
const UPDATABLE = NAMES.filter((name) => name !== "listing_key");
const list = (names: readonly string[], prefix = "") => names.map((name) => `${prefix}"${name}"`).join(", ");

// Replace the stored record when the incoming one is newer, or equally new with different facts
// (a corrected file re-imported without a new timestamp); never with an older one, so a late MLS
// page or a stale file cannot undo a newer change. Identical records change nothing.
const UPSERT_SQL = {
  head: `insert into listings (${list(NAMES)}, feed_seen_at)
select ${list(KEYS, "r.")}, $seen from jsonb_to_recordset(`,
  tail: `::jsonb) as r(${LISTING_WRITE_COLUMNS.map((column) => `"${column.key}" ${column.sqlType}`).join(", ")})
on conflict (listing_key) do update set ${UPDATABLE.map((name) => `"${name}" = excluded."${name}"`).join(", ")}, updated_at = now()
where listings.modification_timestamp < excluded.modification_timestamp
   or (listings.modification_timestamp = excluded.modification_timestamp
       and (${list(UPDATABLE, "listings.")}) is distinct from (${list(UPDATABLE, "excluded.")}))
returning (xmax = 0) as inserted`,
};

/** The row a validated RESO record becomes (the table's property names), with its county and monthly carry resolved. */
export function listingJsonRow(record: ResoListing, source: ListingSource): ListingJsonRow {
  const countyFips = resolveCountyFips(record.StateOrProvince, record.CountyOrParish, record.PostalCode);
  const carry = monthlyCarryCents(record, countyFips);
  return {
    listingKey: record.ListingKey,
    source,
    standardStatus: record.StandardStatus,
    listPrice: record.ListPrice,
    propertyType: record.PropertyType,
    propertySubType: record.PropertySubType,
    bedroomsTotal: record.BedroomsTotal,
    bathroomsTotalInteger: record.BathroomsTotalInteger,
    livingArea: record.LivingArea,
    lotSizeSquareFeet: record.LotSizeSquareFeet,
    yearBuilt: record.YearBuilt,
    streetNumber: record.StreetNumber,
    streetName: record.StreetName,
    streetSuffix: record.StreetSuffix,
    unitNumber: record.UnitNumber,
    unparsedAddress: record.UnparsedAddress,
    city: record.City,
    stateOrProvince: record.StateOrProvince,
    postalCode: record.PostalCode,
    countyOrParish: record.CountyOrParish,
    countyFips,
    latitude: record.Latitude,
    longitude: record.Longitude,
    taxAnnualAmount: record.TaxAnnualAmount,
    taxYear: record.TaxYear,
    associationFee: record.AssociationFee,
    associationFeeFrequency: record.AssociationFeeFrequency,
    publicRemarks: record.PublicRemarks,
    media: record.Media,
    listingContractDate: record.ListingContractDate,
    modificationTimestamp: record.ModificationTimestamp,
    listAgentKey: record.ListAgentKey,
    listAgentFullName: record.ListAgentFullName,
    listOfficeKey: record.ListOfficeKey,
    listOfficeName: record.ListOfficeName,
    monthlyCarryCents: carry.cents,
    taxEstimated: carry.taxEstimated,
  };
}

/**
 * Inserts or updates listings by ListingKey, in chunks of 1,000: one multi-row
 * `insert ... on conflict (listing_key) do update ... where` statement each. A record older than
 * the stored one (ModificationTimestamp) is skipped; an identical one changes nothing. Each row
 * gets its county FIPS and monthly carrying cost (lib/server/listings/carry.ts) on the way in.
 * Run it inside a transaction (`db.transaction(tx => upsertListings(tx, ...))`) for all-or-nothing.
 * Records must be validated (`resoListingSchema`) and a key must appear once per call: PostgreSQL
 * refuses to update one row twice in a statement.
 */
export async function upsertListings(tx: Database, records: readonly ResoListing[], source: ListingSource, options: UpsertOptions = {}): Promise<UpsertReport> {
  let inserted = 0;
  let updated = 0;
  const seen = options.seenAt ? options.seenAt.toISOString() : null;
  const [beforeSeen, afterSeen] = UPSERT_SQL.head.split("$seen") as [string, string];
  for (let start = 0; start < records.length; start += CHUNK) {
    const chunk = records.slice(start, start + CHUNK);
    const json = JSON.stringify(chunk.map((record) => listingJsonRow(record, source)));
    // xmax is 0 on a row version this statement inserted, and set on one it updated.
    const rows = await queryRows<{ inserted: boolean }>(
      tx,
      sql`${sql.raw(beforeSeen)}${seen}::timestamptz${sql.raw(afterSeen)}${json}${sql.raw(UPSERT_SQL.tail)}`,
    );
    for (const row of rows) {
      if (row.inserted) inserted += 1;
      else updated += 1;
    }
    if (options.seenAt) {
      // Separate from the upsert: an unchanged (or older) record still proves the listing is in
      // the feed, without its data being rewritten.
      await tx
        .update(schema.listings)
        .set({ feedSeenAt: options.seenAt, offMarketAt: null })
        .where(
          inArray(
            schema.listings.listingKey,
            chunk.map((record) => record.ListingKey),
          ),
        );
    }
  }
  return { inserted, updated, unchanged: records.length - inserted - updated };
}

/**
 * Refreshes the planner's statistics and the visibility map of `listings` after a bulk write
 * (seed, import, sync, sample): PGlite runs no autovacuum, and the search reads its page's ids
 * by index-only scans, which need the visibility map; fresh statistics pick the right index.
 * Outside any transaction (VACUUM cannot run in one). A failure is not the write's failure: the
 * rows are committed, so it is logged and the next refresh catches up.
 */
export async function refreshListingStatistics(db: Database): Promise<void> {
  try {
    await db.execute(sql`vacuum (analyze) listings`);
  } catch (error) {
    logger.warn("listings statistics not refreshed", { error: error instanceof Error ? error.message : String(error) });
  }
}
