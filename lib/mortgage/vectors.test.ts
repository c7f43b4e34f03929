import { VECTORS, runVector, vectorPasses } from "./vectors";

describe("verified cases (also rendered on /accuracy/)", () => {
  it("have unique ids and a source each", () => {
    expect(new Set(VECTORS.map((v) => v.id)).size).toBe(VECTORS.length);
    for (const v of VECTORS) expect(v.source.length).toBeGreaterThan(10);
  });

  it.each(VECTORS.map((v) => [v.id, v] as const))("%s", (_id, v) => {
    const actual = runVector(v);
    for (const [name, want] of Object.entries(v.expected)) {
      if (typeof want === "boolean") expect(actual[name]).toBe(want);
      else expect(actual[name]).toBeCloseTo(want, 2);
    }
    expect(vectorPasses(v)).toBe(true);
  });
});
