import { appendSavedPage, withoutSavedHome, type SavedPage } from "./saved-page";

const home = (hashid: string) =>
  ({
    hashid,
    isSample: true,
    offMarket: false,
    listPrice: 300_000,
    propertyType: "Residential",
    propertySubType: null,
    bedroomsTotal: 3,
    bathroomsTotalInteger: 2,
    livingArea: 1_500,
    streetAddress: `${hashid} Elm St`,
    city: "Springfield",
    stateOrProvince: "IL",
    postalCode: "62701",
    photo: null,
    scenarioPayment: { monthlyPayment: 2_000 },
  }) as SavedPage["items"][number];

const page = (n: number, hashids: string[], total = 5): SavedPage => ({ page: n, pageSize: 2, total, items: hashids.map(home) });

describe("the saved homes held", () => {
  it("a further page appends its homes after those held, keeping the held objects", () => {
    const held = page(1, ["a", "b"]);
    const next = appendSavedPage(held, page(2, ["c", "d"]));
    expect(next.items.map((item) => item.hashid)).toEqual(["a", "b", "c", "d"]);
    expect(next.items[0]).toBe(held.items[0]);
    expect(next.page).toBe(2);
  });

  it("a home already held is not added again, and the newer count wins", () => {
    const next = appendSavedPage(page(1, ["a", "b"]), page(2, ["b", "c"], 4));
    expect(next.items.map((item) => item.hashid)).toEqual(["a", "b", "c"]);
    expect(next.total).toBe(4);
  });

  it("a removal drops that home and one from the count; an unknown home changes nothing", () => {
    const held = page(1, ["a", "b"]);
    const after = withoutSavedHome(held, "a");
    expect(after.items.map((item) => item.hashid)).toEqual(["b"]);
    expect(after.total).toBe(4);
    expect(withoutSavedHome(held, "zz")).toBe(held);
    expect(withoutSavedHome(page(1, ["a"], 0), "a").total).toBe(0);
  });
});
