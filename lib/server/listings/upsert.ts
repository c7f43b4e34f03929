import "server-only";

import { inArray, sql } from "drizzle-orm";

import type { ListingSource, ResoListing } from "@/lib/listings/reso";
import { queryRows, schema, type Database } from "@/lib/server/db/client";
import { monthlyCarryCents, resolveCountyFips } from "@/lib/server/listings/carry";
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

/**
 * The columns a record sets and their SQL types, in the order of the insert. Everything but the
 * row's own bookkeeping (id, created/updated, off market, feed seen).
 */
const RECORD_COLUMNS = {
  listing_key: "text",
  source: "text",
  standard_status: "text",
  list_price: "numeric",
  property_type: "text",
  property_sub_type: "text",
  bedrooms_total: "integer",
  bathrooms_total_integer: "integer",
  living_area: "numeric",
  lot_size_square_feet: "numeric",
  year_built: "integer",
  street_number: "text",
  street_name: "text",
  street_suffix: "text",
  unit_number: "text",
  unparsed_address: "text",
  city: "text",
  state_or_province: "text",
  postal_code: "text",
  county_or_parish: "text",
  county_fips: "text",
  latitude: "double precision",
  longitude: "double precision",
  tax_annual_amount: "numeric",
  tax_year: "integer",
  association_fee: "numeric",
  association_fee_frequency: "text",
  public_remarks: "text",
  media: "jsonb",
  listing_contract_date: "date",
  modification_timestamp: "timestamptz",
  list_agent_key: "text",
  list_agent_full_name: "text",
  list_office_key: "text",
  list_office_name: "text",
  monthly_carry_cents: "integer",
  tax_estimated: "boolean",
} as const;

type RecordColumn = keyof typeof RECORD_COLUMNS;
/** One listing row as the JSON the upsert sends (database column names). */
type ListingJsonRow = { [K in RecordColumn]: string | number | boolean | readonly string[] | null };

const NAMES = Object.keys(RECORD_COLUMNS) as RecordColumn[];
const UPDATABLE = NAMES.filter((name) => name !== "listing_key");
const list = (names: readonly string[], prefix = "") => names.map((name) => `${prefix}"${name}"`).join(", ");

// Replace the stored record when the incoming one is newer, or equally new with different facts
// (a corrected file re-imported without a new timestamp); never with an older one, so a late MLS
// page or a stale file cannot undo a newer change. Identical records change nothing.
const UPSERT_SQL = {
  head: `insert into listings (${list(NAMES)}, feed_seen_at)
select ${list(NAMES, "r.")}, $seen from jsonb_to_recordset(`,
  tail: `::jsonb) as r(${NAMES.map((name) => `"${name}" ${RECORD_COLUMNS[name]}`).join(", ")})
on conflict (listing_key) do update set ${UPDATABLE.map((name) => `"${name}" = excluded."${name}"`).join(", ")}, updated_at = now()
where listings.modification_timestamp < excluded.modification_timestamp
   or (listings.modification_timestamp = excluded.modification_timestamp
       and (${list(UPDATABLE, "listings.")}) is distinct from (${list(UPDATABLE, "excluded.")}))
returning (xmax = 0) as inserted`,
};

/** The row a validated RESO record becomes (column names), with its county and monthly carry resolved. */
export function listingJsonRow(record: ResoListing, source: ListingSource): ListingJsonRow {
  const countyFips = resolveCountyFips(record.StateOrProvince, record.CountyOrParish, record.PostalCode);
  const carry = monthlyCarryCents(record, countyFips);
  return {
    listing_key: record.ListingKey,
    source,
    standard_status: record.StandardStatus,
    list_price: record.ListPrice,
    property_type: record.PropertyType,
    property_sub_type: record.PropertySubType,
    bedrooms_total: record.BedroomsTotal,
    bathrooms_total_integer: record.BathroomsTotalInteger,
    living_area: record.LivingArea,
    lot_size_square_feet: record.LotSizeSquareFeet,
    year_built: record.YearBuilt,
    street_number: record.StreetNumber,
    street_name: record.StreetName,
    street_suffix: record.StreetSuffix,
    unit_number: record.UnitNumber,
    unparsed_address: record.UnparsedAddress,
    city: record.City,
    state_or_province: record.StateOrProvince,
    postal_code: record.PostalCode,
    county_or_parish: record.CountyOrParish,
    county_fips: countyFips,
    latitude: record.Latitude,
    longitude: record.Longitude,
    tax_annual_amount: record.TaxAnnualAmount,
    tax_year: record.TaxYear,
    association_fee: record.AssociationFee,
    association_fee_frequency: record.AssociationFeeFrequency,
    public_remarks: record.PublicRemarks,
    media: record.Media,
    listing_contract_date: record.ListingContractDate,
    modification_timestamp: record.ModificationTimestamp,
    list_agent_key: record.ListAgentKey,
    list_agent_full_name: record.ListAgentFullName,
    list_office_key: record.ListOfficeKey,
    list_office_name: record.ListOfficeName,
    monthly_carry_cents: carry.cents,
    tax_estimated: carry.taxEstimated,
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
