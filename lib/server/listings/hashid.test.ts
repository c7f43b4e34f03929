import { listingHashid, listingIdFromHashid } from "./hashid";

describe("listing hashids", () => {
  it("round-trips row ids and never shows the number", () => {
    for (const id of [1, 2, 42, 5000, 100_000, 2_147_483_647]) {
      const hashid = listingHashid(id);
      expect(hashid.length).toBeGreaterThanOrEqual(8);
      expect(hashid).not.toContain(String(id));
      expect(listingIdFromHashid(hashid)).toBe(id);
    }
  });

  it("refuses what it did not issue", () => {
    for (const bad of ["", "1", "abc", "../../etc", "a".repeat(40), `${listingHashid(7)}x`, "12345678"]) {
      const id = listingIdFromHashid(bad);
      if (id !== null) expect(listingHashid(id)).toBe(bad);
    }
    expect(listingIdFromHashid("not-one!")).toBeNull();
  });
});
