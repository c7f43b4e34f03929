/** @jest-environment jsdom */
import { filtersLabel, filtersSet } from "@/components/listings/search/filter-count";

import {
  addressHasLoan,
  DEFAULT_LISTING_LOAN,
  describeLoan,
  lastSearch,
  LISTING_LOAN_STORAGE_KEY,
  loanFromParams,
  loanParams,
  readStoredLoan,
  rememberSearch,
  storedLoan,
  storeLoan,
  withLoan,
} from "./assumptions";
import { DEFAULT_PAYMENT_SCENARIO, paymentScenarioSchema, parsePaymentScenarioParams, parseListingUrl, type PaymentScenario } from "./search";

const fha: PaymentScenario = { ...DEFAULT_LISTING_LOAN, calcType: "fha", downPaymentPercent: 3.5, ratePercent: 6.25, creditScore: 700 };

describe("listing loan assumptions", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("are the calculator's defaults, which the search schema accepts", () => {
    expect(DEFAULT_PAYMENT_SCENARIO).toBe(DEFAULT_LISTING_LOAN);
    expect(paymentScenarioSchema.parse(DEFAULT_LISTING_LOAN)).toEqual(DEFAULT_LISTING_LOAN);
    expect(describeLoan(DEFAULT_LISTING_LOAN)).toBe("20% down, 6.75%, 30 years");
    expect(describeLoan({ ...fha, term: 306 })).toBe("FHA, 3.5% down, 6.25%, 306 months");
  });

  it("leave a link plain for the default loan and carry any other, read back alike by the server and the browser", () => {
    expect(withLoan("/listings/abc/", DEFAULT_LISTING_LOAN)).toBe("/listings/abc/");
    expect(loanParams(DEFAULT_LISTING_LOAN).toString()).toBe("");
    const va: PaymentScenario = {
      ...DEFAULT_LISTING_LOAN,
      calcType: "va",
      downPaymentPercent: 0,
      includePMI: false,
      isVaDisabled: true,
      isVaSubsequentUse: true,
    };
    for (const loan of [fha, va, { ...DEFAULT_LISTING_LOAN, downPaymentPercent: 10, ratePercent: 6.5 }]) {
      const href = withLoan("/listings/abc/", loan);
      const params = new URL(href, "http://site.invalid").searchParams;
      expect(addressHasLoan(`?${params.toString()}`)).toBe(true);
      expect(parsePaymentScenarioParams(params).value).toEqual(loan);
      expect(loanFromParams(params)).toEqual({ loan, fromAddress: true, errors: [] });
      expect(parseListingUrl(params).search.payment).toEqual(loan);
    }
    expect(addressHasLoan("?utm_source=x")).toBe(false);
  });

  it("report an unusable loan in the address with the server's messages and fall back to the default, never throwing", () => {
    const cases = ["calcType=jumbo", "rate=99", "downPaymentPercent=100", "term=12", "creditScore=9000", "rate=abc", "term=360.5"];
    for (const query of cases) {
      const params = new URLSearchParams(query);
      const browser = loanFromParams(params);
      const server = parsePaymentScenarioParams(params);
      expect(browser.loan).toEqual(DEFAULT_LISTING_LOAN);
      expect(browser.fromAddress).toBe(true);
      expect(browser.errors.length).toBeGreaterThan(0);
      expect(server.value).toBeUndefined();
      expect(Object.values(server.errors ?? {}).flat()).toEqual(expect.arrayContaining([...browser.errors]));
    }
    expect(loanFromParams(new URLSearchParams("q=1"))).toEqual({ loan: DEFAULT_LISTING_LOAN, fromAddress: false, errors: [] });
  });

  it("are stored under the listings' own key (the default clears it), and a stored value is checked", () => {
    expect(storedLoan()).toBeNull();
    storeLoan(fha);
    expect(storedLoan()).toEqual(fha);
    storeLoan(DEFAULT_LISTING_LOAN);
    expect(localStorage.getItem(LISTING_LOAN_STORAGE_KEY)).toBeNull();
    for (const bad of ["{not json", "null", '{"calcType":"jumbo"}', JSON.stringify({ ...fha, ratePercent: 40 }), JSON.stringify({ ...fha, term: 12.5 })]) {
      expect(readStoredLoan(bad)).toBeNull();
    }
  });

  it("never come from the calculators' saved inputs (a VA calculator visit leaves them alone)", () => {
    localStorage.setItem("hmh:calculator", JSON.stringify({ version: 1, state: { loanInputs: { calcType: "va", downPaymentPercent: 0 } } }));
    expect(storedLoan()).toBeNull();
  });

  it("keep the last search's address for 'Back to the search'", () => {
    expect(lastSearch()).toBeNull();
    rememberSearch("/listings/?priceMax=400000&beds=3");
    expect(lastSearch()).toBe("/listings/?priceMax=400000&beds=3");
    rememberSearch("/elsewhere/");
    expect(lastSearch()).toBe("/listings/?priceMax=400000&beds=3");
    sessionStorage.setItem("hmh:last-listing-search", "https://evil.example/");
    expect(lastSearch()).toBeNull();
  });
});

describe("filters set", () => {
  it("counts each filter once (types as one, the place as one) and not the loan or the sort", () => {
    expect(filtersSet({})).toBe(0);
    expect(filtersLabel(0)).toBe("Filters (none set)");
    const parsed = parseListingUrl(
      new URLSearchParams("priceMax=400000&beds=3&type=Condominium&type=Townhouse&state=TX&county=48453&maxPayment=2500&sort=price-asc&calcType=fha"),
    );
    expect(filtersSet(parsed.search)).toBe(5);
    expect(filtersLabel(5)).toBe("Filters (5 set)");
  });
});
