import { sameValues } from "./same-values";

describe("sameValues", () => {
  it("compares flat records key by key", () => {
    expect(sameValues({ a: 1, b: "x", c: true }, { c: true, b: "x", a: 1 })).toBe(true);
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValues({ a: Number.NaN }, { a: Number.NaN })).toBe(true);
    expect(sameValues({ a: 0 }, { a: -0 })).toBe(false);
  });

  it("tells records with different keys apart", () => {
    expect(sameValues<Record<string, number>>({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValues<Record<string, number | undefined>>({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
  });
});
