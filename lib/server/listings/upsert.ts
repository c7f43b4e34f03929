import "server-only";

import { getTableColumns, inArray, sql, type SQL } from "drizzle-orm";

import type { ListingSource, ResoListing } from "@/lib/listings/reso";
import { schema, type Database } from "@/lib/server/db/client";
import { monthlyCarryCents, resolveCountyFips } from "@/lib/server/listings/carry";

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

type ListingInsert = typeof schema.listings.$inferInsert;

// ~40 bound parameters a row: 500 rows stay well under PostgreSQL's 65,535 per statement.
const CHUNK = 500;

// The columns a record sets (everything but the row's own bookkeeping). Compared as one row with
// IS DISTINCT FROM, so re-sending an identical record changes nothing (and counts as unchanged).
const RECORD_COLUMNS = [
  "source",
  "standardStatus",
  "listPrice",
  "propertyType",
  "propertySubType",
  "bedroomsTotal",
  "bathroomsTotalInteger",
  "livingArea",
  "lotSizeSquareFeet",
  "yearBuilt",
  "streetNumber",
  "streetName",
  "streetSuffix",
  "unitNumber",
  "unparsedAddress",
  "city",
  "stateOrProvince",
  "postalCode",
  "countyOrParish",
  "countyFips",
  "latitude",
  "longitude",
  "taxAnnualAmount",
  "taxYear",
  "associationFee",
  "associationFeeFrequency",
  "publicRemarks",
  "media",
  "listingContractDate",
  "modificationTimestamp",
  "listAgentKey",
  "listAgentFullName",
  "listOfficeKey",
  "listOfficeName",
  "monthlyCarryCents",
  "taxEstimated",
] as const satisfies readonly (keyof ListingInsert)[];

const columns = getTableColumns(schema.listings);

function excluded(name: (typeof RECORD_COLUMNS)[number]): SQL {
  return sql.raw(`excluded."${columns[name].name}"`);
}

function stored(name: (typeof RECORD_COLUMNS)[number]): SQL {
  return sql.raw(`"listings"."${columns[name].name}"`);
}

const UPDATE_SET = Object.fromEntries(
  [...RECORD_COLUMNS.map((name) => [name, excluded(name)] as const), ["updatedAt", sql`now()`] as const],
) as Partial<Record<keyof ListingInsert, SQL>>;

// Replace the stored record when the incoming one is newer, or equally new with different facts
// (a corrected file re-imported without a new timestamp). Never with an older one: a late MLS page
// or a stale file must not undo a newer change.
const NEWER_OR_DIFFERENT = sql`${stored("modificationTimestamp")} < ${excluded("modificationTimestamp")}
  or (${stored("modificationTimestamp")} = ${excluded("modificationTimestamp")}
      and (${sql.join(RECORD_COLUMNS.map(stored), sql`, `)}) is distinct from (${sql.join(RECORD_COLUMNS.map(excluded), sql`, `)}))`;

/** The row a validated RESO record becomes, with its county and monthly carrying cost resolved. */
export function listingRow(record: ResoListing, source: ListingSource, seenAt?: Date): ListingInsert {
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
    modificationTimestamp: new Date(record.ModificationTimestamp),
    listAgentKey: record.ListAgentKey,
    listAgentFullName: record.ListAgentFullName,
    listOfficeKey: record.ListOfficeKey,
    listOfficeName: record.ListOfficeName,
    monthlyCarryCents: carry.cents,
    taxEstimated: carry.taxEstimated,
    ...(seenAt ? { feedSeenAt: seenAt } : {}),
  };
}

/**
 * Inserts or updates listings by ListingKey, in chunks of 500 (one multi-row
 * `insert ... on conflict (listing_key) do update ... where` statement each). A record older than
 * the stored one (ModificationTimestamp) is skipped; an identical one changes nothing. Each row
 * gets its county FIPS and monthly carrying cost (lib/server/listings/carry.ts) on the way in.
 * Run it inside a transaction (`db.transaction(tx => upsertListings(tx, ...))`) for all-or-nothing.
 * Records must be validated (`resoListingSchema`) and a key must appear once per call: PostgreSQL
 * refuses to update one row twice in a statement.
 */
export async function upsertListings(
  tx: Database,
  records: readonly ResoListing[],
  source: ListingSource,
  options: UpsertOptions = {},
): Promise<UpsertReport> {
  let inserted = 0;
  let updated = 0;
  for (let start = 0; start < records.length; start += CHUNK) {
    const chunk = records.slice(start, start + CHUNK);
    const rows = await tx
      .insert(schema.listings)
      .values(chunk.map((record) => listingRow(record, source, options.seenAt)))
      .onConflictDoUpdate({ target: schema.listings.listingKey, set: UPDATE_SET, setWhere: NEWER_OR_DIFFERENT })
      // xmax is 0 on a row version this statement inserted, and set on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
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
        .where(inArray(schema.listings.listingKey, chunk.map((record) => record.ListingKey)));
    }
  }
  return { inserted, updated, unchanged: records.length - inserted - updated };
}
