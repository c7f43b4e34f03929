/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { DEFAULT_PAYMENT_SCENARIO, HOME_TYPES, LISTING_SORTS, parseListingUrl, SORT_LABELS } from "@/lib/listings/search";

import { calculatorHref } from "./calculator-link";
import { factsLine, ListingResultCard } from "./listing-result-card";
import { Pagination } from "./pagination";
import { homesCount, NoResults } from "./results-list";
import { SearchForm } from "./search-form";
import type { ListingCardData, SearchOptions } from "./types";

const options: SearchOptions = {
  homeTypes: HOME_TYPES,
  sorts: LISTING_SORTS.map((value) => ({ value, label: SORT_LABELS[value] })),
  defaultScenario: DEFAULT_PAYMENT_SCENARIO,
  pageSize: 24,
};

const card: ListingCardData = {
  hashid: "abc123",
  isSample: true,
  listPrice: 425_000,
  monthlyPayment: 2_894.17,
  propertyTax: 425,
  homeInsurance: 120.08,
  hoa: 0,
  propertyType: "Residential",
  propertySubType: "Single Family Residence",
  bedroomsTotal: 3,
  bathroomsTotalInteger: 2,
  livingArea: 1_850,
  streetAddress: "12 Elm St",
  city: "Austin",
  stateOrProvince: "TX",
  countyOrParish: "Travis County",
  postalCode: "78701",
  latitude: 30.27,
  longitude: -97.74,
  photo: "/listing-photos/1-1.png",
};

describe("result card", () => {
  it("shows price, payment with its calculator link, facts, address and the sample label", () => {
    render(<ListingResultCard card={card} scenario={DEFAULT_PAYMENT_SCENARIO} labels={HOME_TYPES} />);
    expect(screen.getByText("Sample listing")).toBeInTheDocument();
    expect(document.querySelector("[data-result='monthlyPayment']")).toHaveAttribute("data-value", "2894.17");
    expect(screen.getByText("$2,894")).toBeInTheDocument();
    // The size and the home type on lines of their own.
    const facts = screen.getByText(/^3 bd · 2 ba · 1,850 sq ft/);
    expect(facts.innerHTML).toBe("3 bd · 2 ba · 1,850 sq ft<br>House");
    expect(screen.getByRole("link", { name: /425,000.*12 Elm St, Austin, TX 78701/ })).toHaveAttribute("href", "/listings/abc123/");
    const how = screen.getByRole("link", { name: "How $2,894 a month is figured for 12 Elm St, Austin, TX 78701" });
    expect(how.getAttribute("href")).toBe(
      "/mortgage-calculator/?price=425000&downPaymentPercent=20&rate=6.75&term=360&creditScore=760&taxAnnual=5100&insuranceAnnual=1440.96&hoa=0&state=TX&county=TRAVIS",
    );
  });

  it("links to the listing page with the search's loan, so the page shows the card's payment", () => {
    const fha = { ...DEFAULT_PAYMENT_SCENARIO, calcType: "fha" as const, downPaymentPercent: 3.5, ratePercent: 6.25, creditScore: 700 };
    render(<ListingResultCard card={card} scenario={fha} labels={HOME_TYPES} />);
    const href = screen.getByRole("link", { name: /425,000/ }).getAttribute("href") ?? "";
    const url = new URL(href, "http://site.invalid");
    expect(url.pathname).toBe("/listings/abc123/");
    expect(parseListingUrl(url.searchParams).search.payment).toEqual(fha);
  });

  it("has the save heart: signed out, a sign-in link that comes back to the home", () => {
    render(<ListingResultCard card={card} scenario={DEFAULT_PAYMENT_SCENARIO} labels={HOME_TYPES} />);
    const heart = screen.getByRole("link", { name: "Save 12 Elm St, Austin, TX 78701: sign in first" });
    expect(heart).toHaveAttribute("href", "/sign-in/?next=%2Flistings%2Fabc123%2F");
  });

  it("has no sample label on a listing from a feed", () => {
    render(<ListingResultCard card={{ ...card, isSample: false }} scenario={DEFAULT_PAYMENT_SCENARIO} labels={HOME_TYPES} />);
    expect(screen.queryByText("Sample listing")).toBeNull();
  });

  it("links each program to its own calculator", () => {
    expect(calculatorHref(card, { ...DEFAULT_PAYMENT_SCENARIO, calcType: "fha", downPaymentPercent: 3.5 })).toMatch(
      /^\/fha-loan-calculator\/\?price=425000&downPaymentPercent=3.5/,
    );
    expect(calculatorHref(card, { ...DEFAULT_PAYMENT_SCENARIO, calcType: "va", downPaymentPercent: 0 })).toMatch(/^\/va-loan-calculator\/.*isVeteran=true/);
    // No county on the listing: none in the link (the calculator keeps the state's defaults).
    expect(calculatorHref({ ...card, countyOrParish: null }, DEFAULT_PAYMENT_SCENARIO)).not.toContain("county=");
  });

  it("leaves out facts a listing does not give", () => {
    expect(factsLine({ ...card, bedroomsTotal: null, livingArea: null, propertySubType: "Condominium" }, HOME_TYPES)).toBe("2 ba · Condo");
    const bare = { ...card, bedroomsTotal: null, bathroomsTotalInteger: null, livingArea: null };
    expect(factsLine(bare, HOME_TYPES)).toBe("House");
  });
});

describe("results", () => {
  it("counts homes", () => {
    expect(homesCount(1)).toBe("1 home");
    expect(homesCount(1234)).toBe("1,234 homes");
  });

  it("pages with plain links that keep the search", () => {
    render(<Pagination search={{ priceMax: 500_000 }} page={2} total={100} pageSize={24} />);
    const nav = screen.getByRole("navigation", { name: "Result pages" });
    expect(within(nav).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/listings/?priceMax=500000");
    expect(within(nav).getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/listings/?priceMax=500000&page=3");
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Page 5" })).toBeInTheDocument();
  });

  it("suggests how to widen an empty search", () => {
    render(<NoResults search={{ priceMax: 1_000, bedroomsTotalMin: 5 }} total={0} />);
    expect(screen.getByText("No homes match this search.")).toBeInTheDocument();
    expect(screen.getByText(/widen the price range, .*ask for fewer bedrooms/)).toBeInTheDocument();
  });
});

describe("search form", () => {
  it("keeps a bad value in its box with its message, marked invalid", () => {
    const params = new URLSearchParams("priceMin=abc&beds=3&state=TX");
    const parsed = parseListingUrl(params);
    render(
      <SearchForm
        search={parsed.search}
        values={{ priceMin: "abc", beds: "3", state: "TX" }}
        errors={parsed.errors}
        states={[{ value: "TX", label: "Texas" }]}
        counties={[{ value: "48453", label: "Travis County" }]}
        bounds={null}
        options={options}
      />,
    );
    const min = screen.getByLabelText("Minimum price");
    expect(min).toHaveValue("abc");
    expect(min).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Minimum price must be a number.")).toBeInTheDocument();
    expect(screen.getByLabelText("Bedrooms")).toHaveValue("3");
    expect(screen.getByLabelText("State")).toHaveValue("TX");
    expect(screen.getByRole("option", { name: "Travis County" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Search homes for sale" })).toHaveAttribute("method", "get");
  });
});
