/**
 * schema.org structured data of a listing page: a `RealEstateListing` (the page) whose
 * `mainEntity` is the home (`SingleFamilyResidence`, `Apartment`, ...) with its address,
 * coordinates and photos, and whose `offers` carries the list price. Pure: the page passes the
 * listing and its path; URLs are made absolute on the canonical origin because search engines
 * ignore relative ones.
 */
import { absoluteUrl, type JsonLdObject } from "@/lib/seo/structured-data";
import type { ListingDetail } from "@/lib/listings/types";

/** The schema.org type of a home by its RESO PropertySubType (or PropertyType). */
export function homeSchemaType(listing: Pick<ListingDetail, "propertyType" | "propertySubType">): string {
  const type = listing.propertySubType ?? listing.propertyType;
  switch (type) {
    case "Single Family Residence":
      return "SingleFamilyResidence";
    case "Condominium":
    case "Apartment":
      return "Apartment";
    case "Townhouse":
    case "Manufactured Home":
    case "Mobile Home":
      return "House";
    case "Land":
      return "Place";
    default:
      return "Residence";
  }
}

/** A photo address as an absolute URL (sample photos are site paths; MLS photos are URLs already). */
function absolutePhoto(photo: string): string {
  return /^https?:\/\//i.test(photo) ? photo : absoluteUrl(photo);
}

/** The page's one-line name: "123 Main St, Austin, TX 78701". */
export function listingAddressLine(listing: Pick<ListingDetail, "streetAddress" | "city" | "stateOrProvince" | "postalCode">): string {
  const place = [listing.stateOrProvince, listing.postalCode].filter(Boolean).join(" ");
  return [listing.streetAddress, listing.city, place].filter((part) => part && part.trim() !== "").join(", ");
}

/**
 * The JSON-LD of a listing page.
 *
 * @param listing the listing as the page shows it
 * @param path the page's path ("/listings/abc123/")
 */
export function listingJsonLd(listing: ListingDetail, path: string): JsonLdObject {
  const url = absoluteUrl(path);
  const images = listing.photos.map(absolutePhoto);
  const name = listingAddressLine(listing);
  const home: JsonLdObject = {
    "@type": homeSchemaType(listing),
    name,
    address: {
      "@type": "PostalAddress",
      streetAddress: listing.streetAddress,
      addressLocality: listing.city,
      addressRegion: listing.stateOrProvince,
      ...(listing.postalCode ? { postalCode: listing.postalCode } : {}),
      addressCountry: "US",
    },
  };
  if (listing.latitude !== null && listing.longitude !== null) {
    home.geo = { "@type": "GeoCoordinates", latitude: listing.latitude, longitude: listing.longitude };
  }
  if (images.length > 0) home.image = images;
  if (listing.bedroomsTotal !== null) home.numberOfBedrooms = listing.bedroomsTotal;
  if (listing.bathroomsTotalInteger !== null) home.numberOfBathroomsTotal = listing.bathroomsTotalInteger;
  // UN/CEFACT code FTK = square foot.
  if (listing.livingArea !== null) home.floorSize = { "@type": "QuantitativeValue", value: listing.livingArea, unitCode: "FTK" };
  if (listing.yearBuilt !== null) home.yearBuilt = listing.yearBuilt;

  const data: JsonLdObject = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name,
    url,
    mainEntity: home,
    offers: {
      "@type": "Offer",
      price: listing.listPrice,
      priceCurrency: "USD",
      // An off-market home is no longer offered: say so rather than advertise it.
      availability: listing.offMarket ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url,
    },
  };
  if (images.length > 0) data.image = images;
  if (listing.publicRemarks) data.description = listing.publicRemarks;
  if (listing.listingContractDate) data.datePosted = listing.listingContractDate;
  return data;
}
