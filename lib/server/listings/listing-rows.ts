import "server-only";

import type { schema } from "@/lib/server/db/client";

/*
 * The listing row types and the columns a listing record is read from, in a module of their own:
 * listing-service.ts (row -> record) and search-sql.ts / search-service.ts (the search's
 * statements) both need them, and neither imports the other for them.
 */

/** A stored listing row. */
export type ListingRow = typeof schema.listings.$inferSelect;

/**
 * What a listing record is made from (ListingRecordRow, below, is these keys of the table's
 * row): each key's SQL, numerics as float8 and the date as text, as both drivers parse
 * them alike. A key that is not a column of the row does not compile.
 */
export const LISTING_RECORD_COLUMNS = {
  id: "id",
  listingKey: "listing_key",
  source: "source",
  standardStatus: "standard_status",
  listPrice: "list_price::float8",
  propertyType: "property_type",
  propertySubType: "property_sub_type",
  bedroomsTotal: "bedrooms_total",
  bathroomsTotalInteger: "bathrooms_total_integer",
  livingArea: "living_area::float8",
  lotSizeSquareFeet: "lot_size_square_feet::float8",
  yearBuilt: "year_built",
  streetNumber: "street_number",
  streetName: "street_name",
  streetSuffix: "street_suffix",
  unitNumber: "unit_number",
  unparsedAddress: "unparsed_address",
  city: "city",
  stateOrProvince: "state_or_province",
  postalCode: "postal_code",
  countyOrParish: "county_or_parish",
  countyFips: "county_fips",
  latitude: "latitude",
  longitude: "longitude",
  taxAnnualAmount: "tax_annual_amount::float8",
  taxYear: "tax_year",
  associationFee: "association_fee::float8",
  associationFeeFrequency: "association_fee_frequency",
  publicRemarks: "public_remarks",
  media: "media",
  listingContractDate: "listing_contract_date::text",
  modificationTimestamp: "modification_timestamp",
  listAgentFullName: "list_agent_full_name",
  listOfficeName: "list_office_name",
  offMarketAt: "off_market_at",
} as const satisfies Partial<Record<keyof ListingRow, string>>;

/** The select list of LISTING_RECORD_COLUMNS, each under its key's name. */
export const LISTING_LIST_COLUMNS = Object.entries(LISTING_RECORD_COLUMNS)
  .map(([key, expression]) => (key === expression ? key : `${expression} as "${key}"`))
  .join(", ");

/** A row as the driver returned it, timestamps as Dates (a driver may give them as text). */
export function recordRowFromDriver(row: ListingRecordRow): ListingRecordRow {
  if (!(row.modificationTimestamp instanceof Date)) row.modificationTimestamp = new Date(row.modificationTimestamp);
  if (row.offMarketAt !== null && !(row.offMarketAt instanceof Date)) row.offMarketAt = new Date(row.offMarketAt);
  return row;
}

/** The columns a record is made from: LISTING_RECORD_COLUMNS, which the search reads. */
export type ListingRecordRow = Pick<ListingRow, keyof typeof LISTING_RECORD_COLUMNS>;
