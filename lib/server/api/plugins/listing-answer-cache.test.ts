import { parse } from "graphql";

import { cacheableQueryText } from "@/lib/server/api/plugins/listing-answer-cache";

const kept = (text: string, operationName?: string) => cacheableQueryText(parse(text), operationName);

describe("which answers may be kept", () => {
  test("a query of listing fields alone, aliased or not, by its text", () => {
    const text = "query Search($dto: ListingSearchInput) { listings(dto: $dto) { total items { hashid } } }";
    expect(kept(text)).toBe(text);
    expect(kept('{ a: listing(hashid: "x") { hashid } b: listingsByHashid(hashids: ["x"]) { hashid } }')).toBeDefined();
  });

  test("not a query that asks anything else beside them, a mutation, a spread at the root or incremental delivery", () => {
    expect(kept("{ listings { total } latestMortgageRates { rates { product } } }")).toBeUndefined();
    expect(kept("{ myFavoriteListings { total } }")).toBeUndefined();
    expect(kept("mutation ($hashid: ID!) { favoriteListing(hashid: $hashid) { hashid } }")).toBeUndefined();
    expect(kept("query { ...Root } fragment Root on Query { listings { total } }")).toBeUndefined();
    expect(kept("query { listings { total ... @defer { items { hashid } } } }")).toBeUndefined();
    expect(kept("query { listings { items @stream { hashid } } }")).toBeUndefined();
  });

  test("the operation asked for by name, and none when the name is unknown or needed", () => {
    const text = "query A { listings { total } } query B { me { email } }";
    expect(kept(text, "A")).toBe(text);
    expect(kept(text, "B")).toBeUndefined();
    expect(kept(text, "C")).toBeUndefined();
    expect(kept(text)).toBeUndefined();
  });
});
