import "server-only";

import { eq } from "drizzle-orm";

import { FOR_SALE_STATUSES, type ListingSource } from "@/lib/listings/reso";
import type { ListingDetail, ListingPage, ListingSummary } from "@/lib/listings/types";
import { schema, type Database } from "@/lib/server/db/client";

import { listingHashid, listingIdFromHashid } from "./hashid";
import type { ListingPayment } from "./listing-payment";

/** A stored listing row. */
export type ListingRow = typeof schema.listings.$inferSelect;

/** A listing as the pages and the API show it, with the row id kept for the server's own joins. */
export interface ListingRecord extends ListingDetail {
  /** Row id: never sent to a client (the hashid is the public id). */
  readonly id: number;
}

/**
 * What the API's Listing resolves from: a record, with its payment when a search or a saved-homes
 * page already priced it for the request's scenario.
 */
export type ListingModel = ListingRecord & { readonly payment?: ListingPayment };

/** A page of API listings. */
export type ListingPageModel = ListingPage<ListingModel>;

const FOR_SALE = new Set<string>(FOR_SALE_STATUSES);

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
export function toListingSummary(row: ListingRow): ListingSummary {
  return {
    hashid: listingHashid(row.id),
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

/** Row -> the detail view (and the row id for server-side joins). */
export function toListingRecord(row: ListingRow): ListingRecord {
  return {
    ...toListingSummary(row),
    id: row.id,
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
  };
}

/** A listing by its public hashid, on or off market; null for an unknown or malformed hashid. */
export async function getListingByHashid(db: Database, hashid: string): Promise<ListingRecord | null> {
  const id = listingIdFromHashid(hashid);
  if (id === null) return null;
  const [row] = await db.select().from(schema.listings).where(eq(schema.listings.id, id)).limit(1);
  return row ? toListingRecord(row) : null;
}
