import { computePurchase } from "@/lib/mortgage/purchase";

import { locationStart, placeForZip, stateLocation, stateOptions, zipPrefixTable } from "./location-data";

describe("location data", () => {
  it("gives every county of a state with its 2026 limits and tax default", () => {
    const ca = stateLocation("CA");
    expect(ca).not.toBeNull();
    expect(ca!.counties).toHaveLength(58);
    const la = ca!.counties.find((c) => c.key === "LOS ANGELES");
    expect(la).toMatchObject({ fips: "06037", name: "Los Angeles County" });
    expect(la!.conformingLimit).toBeGreaterThan(832_750);
    expect(la!.fhaLimit).toBe(la!.conformingLimit);
    expect(la!.taxRate).toBeGreaterThan(0);
    expect(ca!.insuranceAnnual).toBeGreaterThan(0);
  });

  it("is null for an unknown state, and falls back to California for a page", () => {
    expect(stateLocation("ZZ")).toBeNull();
    expect(locationStart("ZZ").initial.code).toBe("CA");
  });

  it("lists states with their FIPS codes", () => {
    const states = stateOptions();
    expect(states.find((s) => s.code === "TX")).toEqual({ code: "TX", name: "Texas", fips: "48" });
    expect(states.length).toBeGreaterThanOrEqual(51);
  });

  it("finds a ZIP code's county", () => {
    expect(zipPrefixTable("902")["90210"]).toBe("06037");
    expect(zipPrefixTable("abc")).toEqual({});
    expect(placeForZip("90210")).toEqual({ state: "CA", county: "LOS ANGELES", countyName: "Los Angeles County", stateName: "California" });
    expect(placeForZip("00000")).toBeNull();
  });

  it("a county's limits flag a jumbo loan in the engine", () => {
    const county = stateLocation("TX")!.counties.find((c) => c.key === "HARRIS")!;
    const result = computePurchase({
      calcType: "conventional",
      price: 1_200_000,
      downPayment: 240_000,
      rate: 0.0675,
      term: 360,
      conformingLimit: county.conformingLimit,
    });
    expect(result.notes.some((n) => n.includes("jumbo"))).toBe(true);
  });
});
