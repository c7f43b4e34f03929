import { gql, type TypedDocumentNode } from "@apollo/client";

import { createCache, entityCacheId, mergePage } from "./cache";

interface Page {
  listings: { __typename: "ListingPage"; page: number; total: number; items: { __typename: "Listing"; hashid: string; listPrice: number }[] };
}
const LISTINGS: TypedDocumentNode<Page, { dto: Record<string, unknown>; page: number }> = gql`
  query Listings($dto: ListingSearchInput, $page: Int) {
    listings(dto: $dto, page: $page) {
      page
      total
      items {
        hashid
        listPrice
      }
    }
  }
`;

function page(n: number, hashids: string[]): Page {
  return {
    listings: {
      __typename: "ListingPage",
      page: n,
      total: 100,
      items: hashids.map((hashid) => ({ __typename: "Listing", hashid, listPrice: 1000 })),
    },
  };
}

describe("entity ids", () => {
  test("type name plus hashid when present", () => {
    expect(entityCacheId({ __typename: "Listing", hashid: "k3x9" })).toBe("Listing:k3x9");
    expect(entityCacheId({ __typename: "User", hashid: "u1", id: "7" })).toBe("User:u1");
  });

  test("Apollo's default otherwise", () => {
    expect(entityCacheId({ __typename: "Rate", id: "7" })).toBe("Rate:7");
    expect(entityCacheId({ __typename: "Rate" })).toBeUndefined();
  });

  test("the cache normalises entities by hashid", () => {
    const cache = createCache();
    const dto = { priceMin: 1 };
    cache.writeQuery({ query: LISTINGS, variables: { dto, page: 1 }, data: page(1, ["a"]) });
    expect(cache.identify({ __typename: "Listing", hashid: "a" })).toBe("Listing:a");
    expect(cache.extract()["Listing:a"]).toMatchObject({ hashid: "a", listPrice: 1000 });
  });
});

describe("paged fields", () => {
  test("a further page appends, page 1 replaces", () => {
    const cache = createCache();
    const dto = { priceMin: 100000 };
    cache.writeQuery({ query: LISTINGS, variables: { dto, page: 1 }, data: page(1, ["a", "b"]) });
    cache.writeQuery({ query: LISTINGS, variables: { dto, page: 2 }, data: page(2, ["c", "d"]) });
    const read = (p: number) => cache.readQuery({ query: LISTINGS, variables: { dto, page: p } })?.listings.items.map((i) => i.hashid);
    expect(read(2)).toEqual(["a", "b", "c", "d"]);
    cache.writeQuery({ query: LISTINGS, variables: { dto, page: 1 }, data: page(1, ["z"]) });
    expect(read(1)).toEqual(["z"]);
  });

  test("listings are cached per filter combination", () => {
    const cache = createCache();
    cache.writeQuery({ query: LISTINGS, variables: { dto: { priceMin: 1 }, page: 1 }, data: page(1, ["a"]) });
    cache.writeQuery({ query: LISTINGS, variables: { dto: { priceMin: 2 }, page: 1 }, data: page(1, ["b"]) });
    cache.writeQuery({ query: LISTINGS, variables: { dto: { priceMin: 1 }, page: 2 }, data: page(2, ["c"]) });
    expect(cache.readQuery({ query: LISTINGS, variables: { dto: { priceMin: 1 }, page: 2 } })?.listings.items.map((i) => i.hashid)).toEqual(["a", "c"]);
    expect(cache.readQuery({ query: LISTINGS, variables: { dto: { priceMin: 2 }, page: 1 } })?.listings.items.map((i) => i.hashid)).toEqual(["b"]);
  });

  test("a page fetched again does not duplicate items", () => {
    const cache = createCache();
    const dto = {};
    cache.writeQuery({ query: LISTINGS, variables: { dto, page: 1 }, data: page(1, ["a"]) });
    cache.writeQuery({ query: LISTINGS, variables: { dto, page: 2 }, data: page(2, ["b"]) });
    cache.writeQuery({ query: LISTINGS, variables: { dto, page: 2 }, data: page(2, ["b"]) });
    expect(cache.readQuery({ query: LISTINGS, variables: { dto, page: 2 } })?.listings.items.map((i) => i.hashid)).toEqual(["a", "b"]);
  });

  test("mergePage: the page comes from the arguments, else from the result", () => {
    const held = { page: 1, items: [1, 2] };
    expect(mergePage(held, { page: 2, items: [3] }, undefined)).toEqual({ page: 2, items: [1, 2, 3] });
    expect(mergePage(held, { page: 2, items: [3] }, 1)).toEqual({ page: 2, items: [3] });
    expect(mergePage(undefined, { page: 3, items: [3] }, 3)).toEqual({ page: 3, items: [3] });
    expect(mergePage(held, { items: null }, 2)).toEqual({ items: [1, 2] });
  });
});
