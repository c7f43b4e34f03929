import "server-only";

import { eq, inArray } from "drizzle-orm";

import { FOR_SALE_STATUSES, type ListingSource } from "@/lib/listings/reso";
import type { ListingDetail, ListingPage, ListingSummary } from "@/lib/listings/types";
import { schema, type Database } from "@/lib/server/db/client";

import { listingHashid, listingIdFromHashid } from "./hashid";
import type { ListingPayment } from "./listing-payment";
import type { ListingRecordRow, ListingRow } from "./listing-rows";

/**
 * A listing as the pages and the API show it. It carries no row id, so handing it to a client
 * component cannot leak one: server code that needs the id decodes the hashid
 * (listingIdFromHashid).
 */
export type ListingRecord = ListingDetail;

/**
 * What the API's Listing resolves from: a record, with its payment when a search or a saved-homes
 * page already priced it for the request's scenario.
 */
export type ListingModel = ListingRecord & { readonly payment?: ListingPayment };

/** A page of API listings. */
export type ListingPageModel = ListingPage<ListingModel>;

const FOR_SALE = new Set<string>(FOR_SALE_STATUSES);

// sqids' encode checks a blocklist on every call: measured as the largest cost of a search page
// after the database (~20 us a row). Hashids never change for an id, so keep the recent ones.
const HASHID_CACHE_SIZE = 50_000;
const hashidCache = new Map<number, string>();

function cachedHashid(id: number): string {
  let hashid = hashidCache.get(id);
  if (hashid === undefined) {
    hashid = listingHashid(id);
    if (hashidCache.size >= HASHID_CACHE_SIZE) hashidCache.clear();
    hashidCache.set(id, hashid);
  }
  return hashid;
}

// The row id of each record this module made, kept beside it rather than on it, so that a
// record handed to a client component or serialized never carries it.
const rowIds = new WeakMap<object, number>();

/** The row id of a listing record made here (favourites join on it); null for any other object. */
export function rowIdOf(listing: ListingDetail): number | null {
  return rowIds.get(listing) ?? listingIdFromHashid(listing.hashid);
}

/**
 * "123 Main St Unit 4" from the RESO address parts, or UnparsedAddress when the parts are missing.
 * A unit already written with its designator ("#4", "Apt 4") is kept as written.
 */
export function streetAddressOf(row: Pick<ListingRow, "streetNumber" | "streetName" | "streetSuffix" | "unitNumber" | "unparsedAddress">): string {
  const street = [row.streetNumber, row.streetName, row.streetSuffix].filter((part): part is string => !!part && part.trim() !== "").join(" ");
  if (!street) return row.unparsedAddress ?? "";
  const unit = row.unitNumber?.trim();
  if (!unit) return street;
  return `${street} ${/^(#|unit\b|apt\b|ste\b|suite\b)/i.test(unit) ? unit : `Unit ${unit}`}`;
}

/** True once the listing left its feed or its status is not one a buyer can make an offer on. */
export function isOffMarket(row: Pick<ListingRow, "offMarketAt" | "standardStatus">): boolean {
  return row.offMarketAt !== null || !FOR_SALE.has(row.standardStatus);
}

/** Row -> the card view (public hashid, RESO camelCase names). */
export function toListingSummary(row: ListingRecordRow): ListingSummary {
  return {
    hashid: cachedHashid(row.id),
    listingKey: row.listingKey,
    source: row.source as ListingSource,
    standardStatus: row.standardStatus,
    listPrice: row.listPrice,
    propertyType: row.propertyType,
    propertySubType: row.propertySubType,
    bedroomsTotal: row.bedroomsTotal,
    bathroomsTotalInteger: row.bathroomsTotalInteger,
    livingArea: row.livingArea,
    yearBuilt: row.yearBuilt,
    streetAddress: streetAddressOf(row),
    city: row.city,
    stateOrProvince: row.stateOrProvince,
    postalCode: row.postalCode,
    countyOrParish: row.countyOrParish,
    countyFips: row.countyFips,
    latitude: row.latitude,
    longitude: row.longitude,
    photo: row.media[0] ?? null,
    offMarket: isOffMarket(row),
  };
}

/**
 * Adds fields (its payment) to a record fresh from toListingRecord, in place: the same object
 * keeps its row id, and a page of records is not copied again (object spread of ~30 fields cost
 * a few microseconds a record, measured).
 */
export function extendListing<T extends object>(record: ListingRecord, extra: T): ListingRecord & T {
  return Object.assign(record, extra);
}

/** Row -> the detail view. */
export function toListingRecord(row: ListingRecordRow): ListingRecord {
  const record: ListingRecord = Object.assign(toListingSummary(row), {
    lotSizeSquareFeet: row.lotSizeSquareFeet,
    taxAnnualAmount: row.taxAnnualAmount,
    taxYear: row.taxYear,
    associationFee: row.associationFee,
    associationFeeFrequency: row.associationFeeFrequency,
    publicRemarks: row.publicRemarks,
    photos: row.media,
    listingContractDate: row.listingContractDate,
    modificationTimestamp: row.modificationTimestamp.toISOString(),
    listAgentFullName: row.listAgentFullName,
    listOfficeName: row.listOfficeName,
  });
  rowIds.set(record, row.id);
  return record;
}

/** Listings by public hashid, in the order given: null for an unknown or malformed hashid. One query. */
export async function getListingsByHashids(db: Database, hashids: readonly string[]): Promise<(ListingRecord | null)[]> {
  const ids = hashids.map(listingIdFromHashid);
  const known = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = known.length === 0 ? [] : await db.select().from(schema.listings).where(inArray(schema.listings.id, known));
  const byId = new Map(rows.map((row) => [row.id, toListingRecord(row)]));
  return ids.map((id) => (id === null ? null : (byId.get(id) ?? null)));
}

/** A listing by its public hashid, on or off market; null for an unknown or malformed hashid. */
export async function getListingByHashid(db: Database, hashid: string): Promise<ListingRecord | null> {
  const id = listingIdFromHashid(hashid);
  if (id === null) return null;
  const [row] = await db.select().from(schema.listings).where(eq(schema.listings.id, id)).limit(1);
  return row ? toListingRecord(row) : null;
}
