import { favoriteListPages } from "./favorite-list";

describe("favoriteListPages", () => {
  it("gives each home its page of the list, at most a page size each", () => {
    const pages = favoriteListPages(["a", "b", "c", "d", "e"], 2);
    expect(pages.get("a")).toEqual(["a", "b"]);
    expect(pages.get("b")).toBe(pages.get("a"));
    expect(pages.get("d")).toEqual(["c", "d"]);
    expect(pages.get("e")).toEqual(["e"]);
    expect(pages.get("f")).toBeUndefined();
  });

  it("keeps the earlier pages as they were when more homes are appended (Load more asks only for the new ones)", () => {
    const first = favoriteListPages(["a", "b", "c"], 3);
    const more = favoriteListPages(["a", "b", "c", "d", "e", "f"], 3);
    expect(more.get("a")).toEqual(first.get("a"));
    expect(more.get("d")).toEqual(["d", "e", "f"]);
  });

  it("never asks for more than a page at once, however long the list", () => {
    const hashids = Array.from({ length: 240 }, (_, n) => `h${n}`);
    const pages = favoriteListPages(hashids, 24);
    expect(Math.max(...[...pages.values()].map((page) => page.length))).toBe(24);
    expect(new Set(pages.values()).size).toBe(10);
  });
});
