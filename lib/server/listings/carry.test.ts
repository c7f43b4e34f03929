import { monthlyHoaFromFee } from "@/lib/mortgage/hoa";
import { annualFromRate, monthlyFromAnnual } from "@/lib/mortgage/taxes-insurance";
import { taxAndInsuranceDefaults } from "@/lib/reference/location-defaults";

import { listingCarry, monthlyCarryCents, resolveCountyFips } from "./carry";

const base = { ListPrice: 500_000, StateOrProvince: "CA", TaxAnnualAmount: null, AssociationFee: null, AssociationFeeFrequency: null } as const;

describe("resolveCountyFips", () => {
  it("matches the county by name, loosely, within the state", () => {
    expect(resolveCountyFips("CA", "Los Angeles", null)).toBe("06037");
    expect(resolveCountyFips("ca", "Los Angeles County", null)).toBe("06037");
    expect(resolveCountyFips("LA", "Orleans Parish", null)).toBe("22071");
  });
  it("falls back to the ZIP's county when the name does not match, only within the state", () => {
    expect(resolveCountyFips("CA", "Nowhere", "90210")).toBe("06037");
    expect(resolveCountyFips("CA", null, "90210-1234")).toBe("06037");
    expect(resolveCountyFips("NY", null, "90210")).toBeNull();
    expect(resolveCountyFips("CA", null, null)).toBeNull();
  });
});

describe("monthlyHoaFromFee", () => {
  it("normalizes each RESO frequency to a month, half up to the cent", () => {
    expect(monthlyHoaFromFee(300, "Monthly")).toBe(300);
    expect(monthlyHoaFromFee(300, null)).toBe(300);
    expect(monthlyHoaFromFee(900, "Quarterly")).toBe(300);
    expect(monthlyHoaFromFee(1000, "Annually")).toBe(83.33);
    expect(monthlyHoaFromFee(1000, "Semi-Annually")).toBe(166.67);
    expect(monthlyHoaFromFee(100, "Bi-Monthly")).toBe(50);
    expect(monthlyHoaFromFee(100, "Weekly")).toBe(433.33);
    expect(monthlyHoaFromFee(100, "Bi-Weekly")).toBe(216.67);
    expect(monthlyHoaFromFee(10, "Daily")).toBe(304.17);
    expect(monthlyHoaFromFee(5000, "One Time")).toBe(0);
    expect(monthlyHoaFromFee(0, "Monthly")).toBe(0);
    expect(monthlyHoaFromFee(100, "Fortnightly")).toBe(0);
  });
});

describe("monthlyCarryCents", () => {
  it("uses the listing's own tax when given", () => {
    const carry = monthlyCarryCents({ ...base, TaxAnnualAmount: 6000, AssociationFee: 900, AssociationFeeFrequency: "Quarterly" }, "06037");
    const ins = taxAndInsuranceDefaults("CA", "06037").insuranceAnnual!.value;
    expect(carry).toEqual({ cents: 50_000 + Math.round(monthlyFromAnnual(ins) * 100) + 30_000, taxEstimated: false });
  });
  it("estimates the tax from the county rate x price when the listing has none", () => {
    const d = taxAndInsuranceDefaults("CA", "06037");
    const carry = listingCarry(base, "06037");
    expect(carry.propertyTax.estimated).toBe(true);
    expect(carry.propertyTax.annual).toBe(annualFromRate(500_000, d.taxRate!.value));
    expect(carry.propertyTax.monthly).toBe(monthlyFromAnnual(annualFromRate(500_000, d.taxRate!.value)));
    expect(carry.homeInsurance.estimated).toBe(true);
    expect(carry.propertyTax.source).toMatch(/county average/);
    expect(monthlyCarryCents(base, "06037").cents).toBe(carry.cents);
  });
  it("falls back to the state's rate without a county", () => {
    const d = taxAndInsuranceDefaults("CA", null);
    expect(listingCarry(base, null).propertyTax.annual).toBe(annualFromRate(500_000, d.taxRate!.value));
  });
});
