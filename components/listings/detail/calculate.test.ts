/** @jest-environment jsdom */
import { createCalculatorStore, defaultInputs } from "@/lib/calculator";
import { DEFAULT_PAYMENT_SCENARIO, type PaymentScenario } from "@/lib/listings/search";

import { loadListingIntoCalculator } from "./calculate-button";
import { calculatorPathFor, listingCalculatorHref, listingForCalculator } from "./calculator-link";

const listing = { listPrice: 650000, taxAnnualAmount: 7800, stateOrProvince: "TX", countyOrParish: "Travis County" };

/** The inputs a calculator page restores from what the listing page saved. */
async function restoredInputs(calcType: PaymentScenario["calcType"]) {
  const store = createCalculatorStore(defaultInputs(), { calcType });
  await store.persist.rehydrate();
  return store.getState().loanInputs;
}

describe("Calculate on a listing", () => {
  beforeEach(() => localStorage.clear());

  it("saves the listing into the calculator as loadListing does (price, tax, state, county, locked) with the page's loan", async () => {
    await loadListingIntoCalculator(listingForCalculator(listing), DEFAULT_PAYMENT_SCENARIO);
    const li = await restoredInputs("conventional");
    expect(li).toMatchObject({
      calcType: "conventional",
      price: 650000,
      taxAnnual: 7800,
      state: "TX",
      county: "TRAVIS",
      lockTaxInsuranceOnPriceChange: true,
      downPayment: 130000,
      downPaymentPercent: 20,
      rate: 0.0675,
      term: 360,
      creditScore: 760,
    });
  });

  it("keeps the visitor's other saved inputs and switches to the scenario's program", async () => {
    const before = createCalculatorStore(defaultInputs());
    before.getState().actions.setAmount("income", 150000);
    await loadListingIntoCalculator(listingForCalculator(listing), {
      ...DEFAULT_PAYMENT_SCENARIO,
      calcType: "fha",
      downPaymentPercent: 3.5,
      ratePercent: 6.25,
      creditScore: 680,
    });
    const store = createCalculatorStore(defaultInputs(), { calcType: "fha" });
    await store.persist.rehydrate();
    const state = store.getState();
    expect(state.income).toBe(150000);
    expect(state.loanInputs).toMatchObject({
      calcType: "fha",
      price: 650000,
      downPaymentPercent: 3.5,
      downPayment: 22750,
      rate: 0.0625,
      creditScore: 680,
      county: "TRAVIS",
    });
  });

  it("keeps the calculator's tax rate for a listing without a tax figure", async () => {
    await loadListingIntoCalculator(listingForCalculator({ ...listing, taxAnnualAmount: null }), DEFAULT_PAYMENT_SCENARIO);
    const li = await restoredInputs("conventional");
    expect(li.taxRate).toBe(defaultInputs().loanInputs.taxRate);
    expect(li.price).toBe(650000);
  });

  it("links to the program's calculator with the scenario in the address when JavaScript is off", () => {
    expect(calculatorPathFor("va")).toBe("/va-loan-calculator/");
    const href = listingCalculatorHref(listing, DEFAULT_PAYMENT_SCENARIO);
    const url = new URL(href, "http://site.invalid");
    expect(url.pathname).toBe("/mortgage-calculator/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      price: "650000",
      taxAnnual: "7800",
      state: "TX",
      county: "TRAVIS",
      downPaymentPercent: "20",
      rate: "6.75",
      term: "360",
      creditScore: "760",
    });
    const va = new URL(
      listingCalculatorHref({ ...listing, taxAnnualAmount: null }, { ...DEFAULT_PAYMENT_SCENARIO, calcType: "va", downPaymentPercent: 0, isVaDisabled: true }),
      "http://site.invalid",
    );
    expect(va.pathname).toBe("/va-loan-calculator/");
    expect(va.searchParams.has("taxAnnual")).toBe(false);
    expect(va.searchParams.has("creditScore")).toBe(false);
    expect(va.searchParams.get("isVaDisabled")).toBe("true");
  });
});
