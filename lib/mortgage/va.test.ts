import { vaFundingFeeBps, vaRegionForState, vaResidualIncomeRequired } from "./va";
import { computeVaEntitlement } from "./va-entitlement";

describe("VA funding fee (VA Circular 26-23-06)", () => {
  const purchase = (down: number, subsequentUse = false, exempt = false) =>
    vaFundingFeeBps({ purpose: "purchase", subsequentUse, exempt, downPaymentCents: down * 100, priceCents: 100_000 * 100 });
  it.each([
    [0, false, 215],
    [4999, false, 215],
    [5000, false, 150],
    [9999, false, 150],
    [10_000, false, 125],
    [0, true, 330],
    [5000, true, 150],
    [10_000, true, 125],
  ])("purchase, down $%p of $100,000, subsequent %p -> %p bps", (down, subsequent, bps) => {
    expect(purchase(down, subsequent)).toBe(bps);
  });

  it("cash-out 2.15% / 3.3%, IRRRL 0.5%, exempt 0", () => {
    expect(vaFundingFeeBps({ purpose: "cash_out", subsequentUse: false, exempt: false })).toBe(215);
    expect(vaFundingFeeBps({ purpose: "cash_out", subsequentUse: true, exempt: false })).toBe(330);
    expect(vaFundingFeeBps({ purpose: "irrrl", subsequentUse: true, exempt: false })).toBe(50);
    expect(purchase(0, true, true)).toBe(0);
  });
});

describe("VA entitlement", () => {
  it("remaining = 25% of the county limit - used; zero-down limit 4x; 25% of the excess down", () => {
    const r = computeVaEntitlement({ price: 700_000, countyLimit: 832_750, entitlementUsed: 50_000, downPayment: 10_000 });
    expect(r).toMatchObject({
      fullEntitlement: false,
      guarantyCap: 208_187.5,
      remainingEntitlement: 158_187.5,
      maxZeroDownLoan: 632_750,
      downPaymentRequired: 16_812.5,
      downPaymentShortfall: 6_812.5,
    });
    expect(r.eligibility.eligible).toBe(false);
    expect(r.eligibility.reasons[0]).toMatch(/\$16,812\.5/);
  });

  it("full entitlement: no limit, no down payment", () => {
    const r = computeVaEntitlement({ price: 2_000_000, countyLimit: 832_750, entitlementUsed: 0 });
    expect(r).toMatchObject({ fullEntitlement: true, maxZeroDownLoan: null, downPaymentRequired: 0 });
  });

  it("entitlement fully used: 25% down on the whole price", () => {
    const r = computeVaEntitlement({ price: 400_000, countyLimit: 832_750, entitlementUsed: 300_000 });
    expect(r.remainingEntitlement).toBe(0);
    expect(r.downPaymentRequired).toBe(100_000);
  });

  it("asks for a county when the limit is missing", () => {
    expect(computeVaEntitlement({ price: 400_000, countyLimit: 0, entitlementUsed: 10_000 }).eligibility.reasons[0]).toMatch(/county/i);
  });
});

describe("VA residual income (Pamphlet 26-7 ch. 4)", () => {
  it.each([
    ["south", 3, 300_000, 889],
    ["west", 1, 300_000, 491],
    ["northeast", 4, 79_999, 888],
    ["midwest", 7, 200_000, 1039 + 160],
    ["west", 6, 50_000, 1004 + 75],
  ] as const)("%s, family of %p, loan $%p -> $%p", (region, size, loan, want) => {
    expect(vaResidualIncomeRequired(region, size, loan)).toBe(want);
  });

  it("maps states to VA's regions", () => {
    expect(vaRegionForState("tx")).toBe("south");
    expect(vaRegionForState("NY")).toBe("northeast");
    expect(vaRegionForState("CA")).toBe("west");
    expect(vaRegionForState("OH")).toBe("midwest");
    expect(vaRegionForState("GU")).toBeNull();
  });
});
