import type { ListingPage } from "@/lib/listings/types";
import type { ListingResult } from "@/lib/server/listings/search-service";

import type { ListingCardData, ListingCardPage } from "./types";

type CardFields = Omit<ListingCardData, "isSample" | "monthlyPayment" | "propertyTax" | "homeInsurance" | "hoa">;

/** What a card is made from: the service's result (server) or the ListingCard fragment (browser). */
export interface CardSource extends CardFields {
  readonly payment: Pick<ListingCardData, "monthlyPayment" | "propertyTax" | "homeInsurance" | "hoa">;
}

/** The parts of a listing a card shows, from either side, so both render the same card. */
export function toCard(item: CardSource, isSample: boolean): ListingCardData {
  return {
    hashid: item.hashid,
    isSample,
    listPrice: item.listPrice,
    monthlyPayment: item.payment.monthlyPayment,
    propertyTax: item.payment.propertyTax,
    homeInsurance: item.payment.homeInsurance,
    hoa: item.payment.hoa,
    propertyType: item.propertyType,
    propertySubType: item.propertySubType,
    bedroomsTotal: item.bedroomsTotal,
    bathroomsTotalInteger: item.bathroomsTotalInteger,
    livingArea: item.livingArea,
    streetAddress: item.streetAddress,
    city: item.city,
    stateOrProvince: item.stateOrProvince,
    countyOrParish: item.countyOrParish,
    postalCode: item.postalCode,
    latitude: item.latitude,
    longitude: item.longitude,
    photo: item.photo,
  };
}

/** The parts of a search result a card shows (server side: the service's page). */
export function cardFromResult(item: ListingResult): ListingCardData {
  return toCard(item, item.source === "sample");
}

/** The service's page as the island's props (plain data: it crosses to the browser). */
export function toCardPage(page: ListingPage<ListingResult>): ListingCardPage {
  return { page: page.page, pageSize: page.pageSize, total: page.total, items: page.items.map(cardFromResult) };
}
