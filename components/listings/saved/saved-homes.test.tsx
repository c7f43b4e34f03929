/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";

import { renderWithApollo, type Mock } from "@/components/account/testing/render-with-apollo";
import { membershipMock } from "@/components/premium/testing/membership-mock";
import { MyFavoriteListingsDocument } from "@/graphql/generated/documents/my-favorite-listings";
import { WatchedListingsDocument } from "@/graphql/generated/documents/price-alerts";
import { startFirstQueries } from "@/lib/apollo/first-queries";

import { SavedHomes } from "./saved-homes";

// Counts each card's renders by its home (the real card still renders).
const mockCardRenders = new Map<string, number>();
jest.mock("../listing-card", () => {
  const actual = jest.requireActual<typeof import("../listing-card")>("../listing-card");
  return {
    ...actual,
    ListingCard: (props: Parameters<typeof actual.ListingCard>[0]) => {
      mockCardRenders.set(props.listing.hashid, (mockCardRenders.get(props.listing.hashid) ?? 0) + 1);
      return actual.ListingCard(props);
    },
  };
});

const listing = (n: number) => ({
  __typename: "Listing",
  hashid: `h${n}`,
  isSample: true,
  offMarket: false,
  listPrice: 360_000 + n,
  propertyType: "Residential",
  propertySubType: "Single Family Residence",
  bedroomsTotal: 3,
  bathroomsTotalInteger: 2,
  livingArea: 1_800,
  streetAddress: `${n} Elm St`,
  city: "Springfield",
  stateOrProvince: "IL",
  postalCode: "62701",
  photo: null,
  scenarioPayment: { __typename: "ListingPayment", monthlyPayment: 2_500 + n },
});

const savedPage = (page: number, numbers: number[]): Mock => ({
  request: { query: MyFavoriteListingsDocument, variables: (variables: { page?: number | null }) => variables.page === page },
  result: { data: { myFavoriteListings: { __typename: "ListingPage", page, pageSize: 2, total: 3, items: numbers.map(listing) } } },
});

// Premium, so price alerts are on; asked for by the page and by its note.
const membership: Mock = {
  ...membershipMock([{ status: "active", premium: true, currentPeriodEnd: "2030-01-01T00:00:00.000Z" }]),
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const watched: Mock = { request: { query: WatchedListingsDocument }, result: { data: { watchedListings: ["h1"] } } };

describe("SavedHomes", () => {
  beforeEach(() => mockCardRenders.clear());

  it("its first queries, sent as its code loads, are the ones it asks for: adopted, not sent again", async () => {
    const { client } = renderWithApollo(<SavedHomes />, [savedPage(1, [1, 2]), membership, watched], (client) => startFirstQueries(client, [SavedHomes]));
    await screen.findByRole("heading", { name: /1 Elm St/ });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: /of 1 Elm St/ })).toBeChecked());
    // The three started queries and no others (a query not adopted would be a fourth).
    const names = [...client.getObservableQueries("all").values()].map((query) => query.queryName).sort();
    expect(names).toEqual(["MyFavoriteListings", "MyMembership", "WatchedListings"]);
  });

  it("asks for the first card's photo as soon as the homes are in, before they are laid out, and only that one", async () => {
    const withPhotos: Mock = {
      request: { query: MyFavoriteListingsDocument, variables: (variables: { page?: number | null }) => variables.page === 1 },
      result: {
        data: {
          myFavoriteListings: {
            __typename: "ListingPage",
            page: 1,
            pageSize: 3,
            total: 3,
            items: [1, 2, 3].map((n) => ({ ...listing(n), photo: `/listing-photos/${n}-1.png` })),
          },
        },
      },
    };
    // The plan comes later than the homes: the list is not laid out until it has.
    renderWithApollo(<SavedHomes />, [withPhotos, { ...membership, delay: 300 }, watched]);
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: /1 Elm St/ })).toBeNull();
    const preloaded = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute("href"));
    expect(preloaded).toEqual(["/listing-photos/1-1.png"]);
    expect(await screen.findByRole("heading", { name: /1 Elm St/ })).toBeInTheDocument();
    // The first card's photo is eager, the others lazy.
    expect([...document.querySelectorAll("article img")].map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
  });

  it("Load more renders only the new home's card; the watched list is asked for once for every card", async () => {
    const { client } = renderWithApollo(<SavedHomes />, [savedPage(1, [1, 2]), membership, watched, savedPage(2, [3])]);
    await screen.findByRole("heading", { name: /1 Elm St/ });
    // Each home's toggle shows its own answer from the one shared list.
    await waitFor(() => expect(screen.getByRole("checkbox", { name: /of 1 Elm St/ })).toBeChecked());
    expect(screen.getByRole("checkbox", { name: /of 2 Elm St/ })).not.toBeChecked();
    const before = new Map(mockCardRenders);
    // Laid out once the plan and the watched list are both in: each card rendered once.
    expect(before.get("h1")).toBe(1);
    expect(before.get("h2")).toBe(1);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Load more" })));
    await screen.findByRole("heading", { name: /3 Elm St/ });
    expect(mockCardRenders.get("h1")).toBe(before.get("h1"));
    expect(mockCardRenders.get("h2")).toBe(before.get("h2"));
    expect(mockCardRenders.get("h3")).toBeGreaterThanOrEqual(1);
    // Two cache watches for the alerts in all, not two per card.
    const watches = [...client.getObservableQueries("all").values()].map((query) => query.queryName);
    expect(watches.filter((name) => name === "WatchedListings")).toHaveLength(1);
  });

  it("lays out the homes only once the plan is known, with the note and each home's alert box at once", async () => {
    // The homes answer first; the plan a moment later (in the page they come in one request).
    renderWithApollo(<SavedHomes />, [savedPage(1, [1, 2]), { ...membership, delay: 150 }, watched]);
    await waitFor(() => expect(mockCardRenders.size).toBe(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(screen.getByRole("status")).toHaveTextContent("Loading your saved homes…");
    expect(mockCardRenders.size).toBe(0);

    await screen.findByRole("heading", { name: /1 Elm St/ });
    expect(screen.getByText(/Tick .Email me price changes. on a home/)).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /of 2 Elm St/ })).toBeInTheDocument();
  });
});
