/**
 * What a search result card shows. The server builds it from the search service's page
 * (lib/server/listings/search-service.ts) and the browser from the SearchListings query's
 * ListingCard fragment, so one card component renders both and the two agree by construction.
 */

import type { PaymentScenario } from "@/lib/listings/search";

/** One home in the results (list and map). */
export interface ListingCardData {
  readonly hashid: string;
  /** Sample data (generated): every card shows the "Sample listing" label. */
  readonly isSample: boolean;
  /** Dollars. */
  readonly listPrice: number;
  /** Full monthly payment for the visitor's loan (lib/mortgage through the service), dollars. */
  readonly monthlyPayment: number;
  /** The payment's property tax, home insurance and HOA a month, dollars (the calculator link carries them). */
  readonly propertyTax: number;
  readonly homeInsurance: number;
  readonly hoa: number;
  readonly propertyType: string;
  readonly propertySubType: string | null;
  readonly bedroomsTotal: number | null;
  readonly bathroomsTotalInteger: number | null;
  /** Square feet. */
  readonly livingArea: number | null;
  readonly streetAddress: string;
  readonly city: string;
  readonly stateOrProvince: string;
  /** As the listing gives it ("Travis County"); the calculator link carries it for county limits. */
  readonly countyOrParish: string | null;
  readonly postalCode: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly photo: string | null;
}

/** What a map marker and its popup show of a home (a lighter query than the list's cards). */
export type ListingPointData = Pick<
  ListingCardData,
  | "hashid"
  | "isSample"
  | "listPrice"
  | "monthlyPayment"
  | "latitude"
  | "longitude"
  | "bedroomsTotal"
  | "bathroomsTotalInteger"
  | "livingArea"
  | "propertyType"
  | "propertySubType"
  | "streetAddress"
  | "city"
  | "stateOrProvince"
  | "postalCode"
>;

/** One page of cards, as `{ page, pageSize, total, items }` (docs/architecture.md, Listing search). */
export interface ListingCardPage {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly items: readonly ListingCardData[];
}

/**
 * The search's fixed choices, handed from the server (lib/listings/search.ts) so the browser's
 * first load carries no zod: the island imports that module only when a search runs.
 */
export interface SearchOptions {
  /** RESO value and the buyer's word ("Single Family Residence" -> "House"). */
  readonly homeTypes: readonly { readonly value: string; readonly label: string }[];
  readonly sorts: readonly { readonly value: string; readonly label: string }[];
  /** The calculator's defaults: the loan of every payment until the visitor picks another. */
  readonly defaultScenario: PaymentScenario;
  /** Results per page (LISTING_PAGE_SIZE). */
  readonly pageSize: number;
}
