// Listing rows for tests: RESO records validated with the shared schema and stored the way the
// import does (county FIPS resolved, monthly_carry_cents from carry.ts).
import { inArray } from "drizzle-orm";

import { resoListingSchema, type ResoListingInput, type ListingSource } from "@/lib/listings/reso";
import { schema, type Database } from "@/lib/server/db/client";
import { monthlyCarryCents, resolveCountyFips } from "@/lib/server/listings/carry";
import { listingHashid } from "@/lib/server/listings/hashid";

let counter = 0;

/** A valid record with test defaults; `overrides` win. */
export function testRecord(overrides: Partial<ResoListingInput> = {}): ResoListingInput {
  counter += 1;
  return {
    ListingKey: `h1-test-${process.pid}-${Date.now()}-${counter}`,
    StandardStatus: "Active",
    ListPrice: 400_000,
    PropertyType: "Residential",
    PropertySubType: "Single Family Residence",
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 1800,
    YearBuilt: 1995,
    StreetNumber: String(100 + counter),
    StreetName: "Test",
    StreetSuffix: "St",
    City: "Testville",
    StateOrProvince: "CA",
    PostalCode: "90210",
    CountyOrParish: "Los Angeles",
    Latitude: 11,
    Longitude: -149,
    ModificationTimestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, counter)).toISOString(),
    Media: ["/sample-homes/1.jpg"],
    ...overrides,
  };
}

export interface InsertedListing {
  readonly id: number;
  readonly hashid: string;
  readonly key: string;
}

/** Validates and inserts records; returns their ids and hashids in order. */
export async function insertListings(
  db: Database,
  records: readonly ResoListingInput[],
  extra: { source?: ListingSource; offMarketAt?: Date | null } = {},
): Promise<InsertedListing[]> {
  if (records.length === 0) return [];
  const values = records.map((input) => {
    const r = resoListingSchema.parse(input);
    const countyFips = resolveCountyFips(r.StateOrProvince, r.CountyOrParish, r.PostalCode);
    const carry = monthlyCarryCents(r, countyFips);
    return {
      listingKey: r.ListingKey,
      source: extra.source ?? ("import" as const),
      standardStatus: r.StandardStatus,
      listPrice: r.ListPrice,
      propertyType: r.PropertyType,
      propertySubType: r.PropertySubType,
      bedroomsTotal: r.BedroomsTotal,
      bathroomsTotalInteger: r.BathroomsTotalInteger,
      livingArea: r.LivingArea,
      lotSizeSquareFeet: r.LotSizeSquareFeet,
      yearBuilt: r.YearBuilt,
      streetNumber: r.StreetNumber,
      streetName: r.StreetName,
      streetSuffix: r.StreetSuffix,
      unitNumber: r.UnitNumber,
      unparsedAddress: r.UnparsedAddress,
      city: r.City,
      stateOrProvince: r.StateOrProvince,
      postalCode: r.PostalCode,
      countyOrParish: r.CountyOrParish,
      countyFips,
      latitude: r.Latitude,
      longitude: r.Longitude,
      taxAnnualAmount: r.TaxAnnualAmount,
      taxYear: r.TaxYear,
      associationFee: r.AssociationFee,
      associationFeeFrequency: r.AssociationFeeFrequency,
      publicRemarks: r.PublicRemarks,
      media: r.Media,
      listingContractDate: r.ListingContractDate,
      modificationTimestamp: new Date(r.ModificationTimestamp),
      listAgentKey: r.ListAgentKey,
      listAgentFullName: r.ListAgentFullName,
      listOfficeKey: r.ListOfficeKey,
      listOfficeName: r.ListOfficeName,
      monthlyCarryCents: carry.cents,
      taxEstimated: carry.taxEstimated,
      offMarketAt: extra.offMarketAt ?? null,
    };
  });
  const inserted: InsertedListing[] = [];
  // Chunks keep each statement under PostgreSQL's 65,535 bind parameters.
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await db
      .insert(schema.listings)
      .values(values.slice(i, i + 1000))
      .returning({ id: schema.listings.id, key: schema.listings.listingKey });
    for (const row of rows) inserted.push({ id: row.id, key: row.key, hashid: listingHashid(row.id) });
  }
  return inserted;
}

/** Removes listings by key (tests that share a database clean up after themselves). */
export async function deleteListings(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.delete(schema.listings).where(inArray(schema.listings.listingKey, [...keys]));
}
