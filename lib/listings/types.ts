/**
 * What the listing pages and the API show of a home for sale: plain objects with the public
 * hashid (never the row id), reshaped from the database at the service boundary
 * (lib/server/listings). Field names follow the RESO Data Dictionary in camelCase.
 */
import type { ListingSource } from "./reso";

export interface ListingSummary {
  /** Public id: /listings/{hashid}/, and the client cache key with __typename. */
  readonly hashid: string;
  readonly listingKey: string;
  readonly source: ListingSource;
  readonly standardStatus: string;
  /** Dollars. */
  readonly listPrice: number;
  readonly propertyType: string;
  readonly propertySubType: string | null;
  readonly bedroomsTotal: number | null;
  readonly bathroomsTotalInteger: number | null;
  /** Square feet. */
  readonly livingArea: number | null;
  readonly yearBuilt: number | null;
  /** "123 Main St Unit 4", built from the address parts or UnparsedAddress. */
  readonly streetAddress: string;
  readonly city: string;
  readonly stateOrProvince: string;
  readonly postalCode: string | null;
  readonly countyOrParish: string | null;
  readonly countyFips: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** First photo (same-origin path or URL), or null. */
  readonly photo: string | null;
  /** True once the listing left its feed or is no longer for sale. */
  readonly offMarket: boolean;
}

export interface ListingDetail extends ListingSummary {
  readonly lotSizeSquareFeet: number | null;
  /** Dollars a year, as listed. */
  readonly taxAnnualAmount: number | null;
  readonly taxYear: number | null;
  /** Dollars per associationFeeFrequency. */
  readonly associationFee: number | null;
  readonly associationFeeFrequency: string | null;
  readonly publicRemarks: string | null;
  /** Ordered photo URLs. */
  readonly photos: readonly string[];
  /** YYYY-MM-DD. */
  readonly listingContractDate: string | null;
  /** ISO 8601. */
  readonly modificationTimestamp: string;
  readonly listAgentFullName: string | null;
  readonly listOfficeName: string | null;
}

/** One page of results (`{ page, pageSize, total, items }`, docs/architecture.md, Listing search). */
export interface ListingPage<T extends ListingSummary = ListingSummary> {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly items: readonly T[];
}
