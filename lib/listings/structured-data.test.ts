import type { ListingDetail } from "@/lib/listings/types";

import { homeSchemaType, listingAddressLine, listingJsonLd } from "./structured-data";

const listing: ListingDetail = {
  hashid: "k3Xy9",
  listingKey: "SAMPLE-000001",
  source: "sample",
  standardStatus: "Active",
  listPrice: 450000,
  propertyType: "Residential",
  propertySubType: "Single Family Residence",
  bedroomsTotal: 3,
  bathroomsTotalInteger: 2,
  livingArea: 1850,
  yearBuilt: 1998,
  streetAddress: "12 Oak St",
  city: "Austin",
  stateOrProvince: "TX",
  postalCode: "78701",
  countyOrParish: "Travis County",
  countyFips: "48453",
  latitude: 30.27,
  longitude: -97.74,
  photo: "/listing-photos/1-1.png",
  offMarket: false,
  lotSizeSquareFeet: 6000,
  taxAnnualAmount: 8100,
  taxYear: 2025,
  associationFee: null,
  associationFeeFrequency: null,
  publicRemarks: "Bright </script> house.",
  photos: ["/listing-photos/1-1.png", "https://photos.example/2.jpg"],
  listingContractDate: "2026-10-01",
  modificationTimestamp: "2026-10-02T10:00:00Z",
  listAgentFullName: "Pat Sample",
  listOfficeName: "Sample Realty",
};

describe("listingJsonLd", () => {
  it("describes the page as a RealEstateListing of a SingleFamilyResidence with price, address, geo and images", () => {
    expect(listingJsonLd(listing, "/listings/k3Xy9/")).toEqual({
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      name: "12 Oak St, Austin, TX 78701",
      url: "http://localhost:3000/listings/k3Xy9/",
      image: ["http://localhost:3000/listing-photos/1-1.png", "https://photos.example/2.jpg"],
      description: "Bright </script> house.",
      datePosted: "2026-10-01",
      offers: {
        "@type": "Offer",
        price: 450000,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "http://localhost:3000/listings/k3Xy9/",
      },
      mainEntity: {
        "@type": "SingleFamilyResidence",
        name: "12 Oak St, Austin, TX 78701",
        address: {
          "@type": "PostalAddress",
          streetAddress: "12 Oak St",
          addressLocality: "Austin",
          addressRegion: "TX",
          postalCode: "78701",
          addressCountry: "US",
        },
        geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.74 },
        image: ["http://localhost:3000/listing-photos/1-1.png", "https://photos.example/2.jpg"],
        numberOfBedrooms: 3,
        numberOfBathroomsTotal: 2,
        floorSize: { "@type": "QuantitativeValue", value: 1850, unitCode: "FTK" },
        yearBuilt: 1998,
      },
    });
  });

  it("leaves out what the listing does not have and marks an off-market home as no longer offered", () => {
    const bare: ListingDetail = {
      ...listing,
      offMarket: true,
      latitude: null,
      longitude: null,
      photos: [],
      photo: null,
      postalCode: null,
      bedroomsTotal: null,
      bathroomsTotalInteger: null,
      livingArea: null,
      yearBuilt: null,
      publicRemarks: null,
      listingContractDate: null,
    };
    const data = listingJsonLd(bare, "/listings/k3Xy9/");
    expect(data.offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("description");
    expect(data).not.toHaveProperty("datePosted");
    const home = data.mainEntity as Record<string, unknown>;
    expect(Object.keys(home).sort()).toEqual(["@type", "address", "name"]);
    expect(home.address).not.toHaveProperty("postalCode");
    expect(home.name).toBe("12 Oak St, Austin, TX");
  });

  it.each([
    ["Single Family Residence", "SingleFamilyResidence"],
    ["Condominium", "Apartment"],
    ["Townhouse", "House"],
    ["Manufactured Home", "House"],
    ["Land", "Place"],
    ["Residential Income", "Residence"],
  ])("maps %s to %s", (subType, type) => {
    expect(homeSchemaType({ propertyType: "Residential", propertySubType: subType })).toBe(type);
  });

  it("uses the property type when there is no subtype", () => {
    expect(homeSchemaType({ propertyType: "Land", propertySubType: null })).toBe("Place");
    expect(listingAddressLine({ streetAddress: "1 A St", city: "B", stateOrProvince: "CA", postalCode: null })).toBe("1 A St, B, CA");
  });
});
