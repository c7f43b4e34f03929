import { pageCount, pagePath, pageSlice, parsePageParam, POSTS_PER_PAGE } from "./pagination";

describe("parsePageParam", () => {
  it.each([
    ["1", 1],
    ["2", 2],
    ["12", 12],
    ["99999", 99_999],
  ])("reads %s", (raw, page) => {
    expect(parsePageParam(raw)).toBe(page);
  });
  it.each([["0"], ["-1"], ["01"], ["2.5"], ["1e3"], ["two"], [""], [" 2"], ["100000"], [undefined]])("rejects %s", (raw) => {
    expect(parsePageParam(raw)).toBeNull();
  });
});

describe("pages", () => {
  const items = Array.from({ length: 25 }, (_, index) => index);
  it("has 12 posts a page", () => {
    expect(POSTS_PER_PAGE).toBe(12);
    expect(pageCount(25)).toBe(3);
    expect(pageCount(24)).toBe(2);
    expect(pageCount(0)).toBe(1);
  });
  it("slices pages and refuses pages outside the list", () => {
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 12));
    expect(pageSlice(items, 3)).toEqual([24]);
    expect(pageSlice(items, 4)).toBeNull();
    expect(pageSlice(items, 0)).toBeNull();
    expect(pageSlice(items, 1.5)).toBeNull();
    expect(pageSlice([], 1)).toEqual([]);
    expect(pageSlice([], 2)).toBeNull();
  });
  it("builds page paths", () => {
    expect(pagePath("/blog/", 1)).toBe("/blog/");
    expect(pagePath("/blog/", 2)).toBe("/blog/page/2/");
    expect(pagePath("/blog/tag/fha-loans/", 3)).toBe("/blog/tag/fha-loans/page/3/");
  });
});
