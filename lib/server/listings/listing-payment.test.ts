import fc from "fast-check";

import { DEFAULT_PAYMENT_SCENARIO, type PaymentScenario } from "@/lib/listings/search";
import type { ListingDetail } from "@/lib/listings/types";
import { CALC_TYPES } from "@/lib/mortgage/types";

import { monthlyCarryCents } from "./carry";
import { carryInputOf, listingMonthlyPayment, loanPaymentCents } from "./listing-payment";
import { isOffMarket, streetAddressOf } from "./listing-service";

function listing(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    hashid: "k3G7QAe5",
    listingKey: "L1",
    source: "import",
    standardStatus: "Active",
    listPrice: 400_000,
    propertyType: "Residential",
    propertySubType: "Single Family Residence",
    bedroomsTotal: 3,
    bathroomsTotalInteger: 2,
    livingArea: 1800,
    yearBuilt: 1990,
    streetAddress: "1 Main St",
    city: "Los Angeles",
    stateOrProvince: "CA",
    postalCode: "90012",
    countyOrParish: "Los Angeles",
    countyFips: "06037",
    latitude: 34,
    longitude: -118,
    photo: null,
    offMarket: false,
    lotSizeSquareFeet: null,
    taxAnnualAmount: null,
    taxYear: null,
    associationFee: null,
    associationFeeFrequency: null,
    publicRemarks: null,
    photos: [],
    listingContractDate: null,
    modificationTimestamp: "2026-01-01T00:00:00.000Z",
    listAgentFullName: null,
    listOfficeName: null,
    ...overrides,
  };
}

describe("listingMonthlyPayment", () => {
  it("is the loan part (P&I + mortgage insurance) plus the stored carry, to the cent (what the payment maximum relies on)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.constantFrom(...CALC_TYPES),
        fc.integer({ min: 0, max: 9900 }),
        fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 2_000 }), { nil: null }),
        fc.constantFrom("CA", "TX", "NY", "PR", "ZZ"),
        (price, calcType, dp, tax, hoa, state) => {
          const scenario: PaymentScenario = { ...DEFAULT_PAYMENT_SCENARIO, calcType, downPaymentPercent: dp / 100 };
          const home = listing({
            listPrice: price,
            taxAnnualAmount: tax,
            associationFee: hoa,
            associationFeeFrequency: hoa ? "Quarterly" : null,
            stateOrProvince: state,
            countyFips: state === "CA" ? "06037" : null,
          });
          const payment = listingMonthlyPayment(home, scenario);
          const carry = monthlyCarryCents(carryInputOf(home), home.countyFips);
          return Math.round(payment.monthlyPayment * 100) === loanPaymentCents(price, scenario) + carry.cents;
        },
      ),
      { numRuns: 300 },
    );
  });

  it("flags estimated figures and names their sources", () => {
    const own = listingMonthlyPayment(listing({ taxAnnualAmount: 4800 }), DEFAULT_PAYMENT_SCENARIO);
    expect(own.propertyTax).toBe(400);
    expect(own.estimated).toEqual(["homeInsurance"]);
    const est = listingMonthlyPayment(listing(), DEFAULT_PAYMENT_SCENARIO);
    expect(est.estimated).toEqual(["propertyTax", "homeInsurance"]);
    expect(est.sources.map((s) => s.figure)).toEqual(["propertyTax", "homeInsurance"]);
    expect(est.downPayment).toBe(80_000);
    expect(est.loanAmount).toBe(320_000);
    expect(est.mortgageInsurance).toBe(0);
  });
});

describe("listing mappers", () => {
  const parts = { streetNumber: "12", streetName: "Oak", streetSuffix: "Ave", unitNumber: null, unparsedAddress: null };
  it("builds the street line from RESO parts, else UnparsedAddress", () => {
    expect(streetAddressOf(parts)).toBe("12 Oak Ave");
    expect(streetAddressOf({ ...parts, unitNumber: "4" })).toBe("12 Oak Ave Unit 4");
    expect(streetAddressOf({ ...parts, unitNumber: "#4B" })).toBe("12 Oak Ave #4B");
    expect(streetAddressOf({ ...parts, unitNumber: "Apt 2" })).toBe("12 Oak Ave Apt 2");
    expect(streetAddressOf({ streetNumber: null, streetName: null, streetSuffix: null, unitNumber: null, unparsedAddress: "9 Elm Rd #3" })).toBe("9 Elm Rd #3");
    expect(streetAddressOf({ streetNumber: null, streetName: null, streetSuffix: null, unitNumber: null, unparsedAddress: null })).toBe("");
  });
  it("is off market once out of the feed or not for sale", () => {
    expect(isOffMarket({ offMarketAt: null, standardStatus: "Active" })).toBe(false);
    expect(isOffMarket({ offMarketAt: null, standardStatus: "Coming Soon" })).toBe(false);
    expect(isOffMarket({ offMarketAt: null, standardStatus: "Pending" })).toBe(true);
    expect(isOffMarket({ offMarketAt: new Date(), standardStatus: "Active" })).toBe(true);
  });
});
