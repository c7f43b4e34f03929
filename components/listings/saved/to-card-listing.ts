/**
 * A saved home as the API returns it (the MyFavoriteListings query) reshaped for ListingCard:
 * the client sees transport shapes only here.
 */
import type { ListingCardListing } from "../listing-card";

/** The fields of a saved home that its card uses (all the query asks for). */
export interface SavedListingItem {
  readonly hashid: string;
  readonly isSample: boolean;
  readonly listPrice: number;
  readonly propertyType: string;
  readonly propertySubType?: string | null;
  readonly bedroomsTotal?: number | null;
  readonly bathroomsTotalInteger?: number | null;
  readonly livingArea?: number | null;
  readonly streetAddress: string;
  readonly city: string;
  readonly stateOrProvince: string;
  readonly postalCode?: string | null;
  readonly photo?: string | null;
  readonly offMarket: boolean;
  /** The payment for the visitor's listing loan (the query's scenario). */
  readonly scenarioPayment?: { readonly monthlyPayment: number } | null;
}

/** The card's view of a saved home. */
export function toCardListing(item: SavedListingItem): ListingCardListing {
  return {
    hashid: item.hashid,
    source: item.isSample ? "sample" : "import",
    listPrice: item.listPrice,
    propertyType: item.propertyType,
    propertySubType: item.propertySubType ?? null,
    bedroomsTotal: item.bedroomsTotal ?? null,
    bathroomsTotalInteger: item.bathroomsTotalInteger ?? null,
    livingArea: item.livingArea ?? null,
    streetAddress: item.streetAddress,
    city: item.city,
    stateOrProvince: item.stateOrProvince,
    postalCode: item.postalCode ?? null,
    photo: item.photo ?? null,
    offMarket: item.offMarket,
  };
}
