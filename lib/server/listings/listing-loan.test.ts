import { parseListingUrl, parsePaymentScenarioParams, DEFAULT_PAYMENT_SCENARIO, type PaymentScenario } from "@/lib/listings/search";
import { withLoan } from "@/lib/listings/assumptions";
import type { ListingDetail } from "@/lib/listings/types";
import { downPaymentFromPercent } from "@/lib/calculator/transitions";
import { computePurchase } from "@/lib/mortgage/purchase";

import { carryInputOf, listingMonthlyPayment } from "./listing-payment";
import { listingCarry } from "./carry";

// The card (search service), the listing page and saved homes all price a home with
// listingMonthlyPayment for the loan the address carries: the same figure, to the cent, as
// lib/mortgage computes for that loan.

const home = {
  hashid: "k3G7QAe5",
  listingKey: "L1",
  source: "sample",
  standardStatus: "Active",
  listPrice: 365_000,
  propertyType: "Residential",
  propertySubType: "Single Family Residence",
  bedroomsTotal: 3,
  bathroomsTotalInteger: 2,
  livingArea: 1800,
  yearBuilt: 1990,
  streetAddress: "1 Main St",
  city: "Austin",
  stateOrProvince: "TX",
  postalCode: "78701",
  countyOrParish: "Travis County",
  countyFips: "48453",
  latitude: 30.27,
  longitude: -97.74,
  photo: null,
  offMarket: false,
  lotSizeSquareFeet: null,
  taxAnnualAmount: 7_200,
  taxYear: 2025,
  associationFee: 150,
  associationFeeFrequency: "Quarterly",
  publicRemarks: null,
  photos: [],
  listingContractDate: null,
  modificationTimestamp: "2026-01-01T00:00:00.000Z",
  listAgentFullName: null,
  listOfficeName: null,
} as ListingDetail;

function expected(loan: PaymentScenario): number {
  const carry = listingCarry(carryInputOf(home), home.countyFips);
  return computePurchase({
    calcType: loan.calcType,
    price: home.listPrice,
    downPayment: downPaymentFromPercent(home.listPrice, loan.downPaymentPercent).downPayment,
    rate: loan.ratePercent / 100,
    term: loan.term,
    taxAnnual: carry.propertyTax.annual ?? 0,
    insuranceAnnual: carry.homeInsurance.annual ?? 0,
    hoa: carry.hoa.monthly,
    creditScore: loan.creditScore,
    includePMI: loan.includePMI,
    isVeteran: true,
    isVaDisabled: loan.isVaDisabled,
    isVaSubsequentUse: loan.isVaSubsequentUse,
    includeSchedule: false,
  }).monthlyPayment;
}

describe("one payment for one home", () => {
  const loans: PaymentScenario[] = [
    DEFAULT_PAYMENT_SCENARIO,
    { ...DEFAULT_PAYMENT_SCENARIO, downPaymentPercent: 10, ratePercent: 6.5 },
    { ...DEFAULT_PAYMENT_SCENARIO, calcType: "fha", downPaymentPercent: 3.5, ratePercent: 6.25, creditScore: 680 },
    { ...DEFAULT_PAYMENT_SCENARIO, calcType: "va", downPaymentPercent: 0, isVaDisabled: true },
  ];

  it.each(loans)("search card, listing page (card's link) and saved homes agree with lib/mortgage to the cent: %o", (loan) => {
    // The search's address -> its loan -> the card's figure.
    const searchParams = new URLSearchParams(withLoan("/listings/", loan).split("?")[1] ?? "");
    const card = listingMonthlyPayment(home, parseListingUrl(searchParams).search.payment ?? DEFAULT_PAYMENT_SCENARIO).monthlyPayment;
    // The card's link -> the listing page's loan -> the page's figure.
    const pageParams = new URL(withLoan(`/listings/${home.hashid}/`, loan), "http://site.invalid").searchParams;
    const page = listingMonthlyPayment(home, parsePaymentScenarioParams(pageParams).value ?? DEFAULT_PAYMENT_SCENARIO).monthlyPayment;
    // Saved homes send the loan itself.
    const saved = listingMonthlyPayment(home, loan).monthlyPayment;
    expect(card).toBe(page);
    expect(page).toBe(saved);
    expect(Math.round(saved * 100)).toBe(Math.round(expected(loan) * 100));
  });

  it("a different loan gives a different figure (the assumptions are not ignored)", () => {
    const [a, b] = loans.map((loan) => listingMonthlyPayment(home, loan).monthlyPayment);
    expect(a).not.toBe(b);
  });
});
