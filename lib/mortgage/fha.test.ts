import { fhaAnnualMip, fhaMinimumDownPaymentPercent, fhaMonthlyMipByYear, fhaMonthlyMipFromBalanceSum, fhaUpfront, FHA_UFMIP_BPS } from "./fha";
import { paymentCents } from "./payment";

describe("FHA", () => {
  it("UFMIP is 1.75%, financed except the cents under $1.00", () => {
    expect(FHA_UFMIP_BPS).toBe(175);
    expect(fhaUpfront(48_250_000)).toEqual({ upfrontCents: 844_375, financedCents: 844_300, cashCents: 75 });
    expect(fhaUpfront(40_000_000)).toEqual({ upfrontCents: 700_000, financedCents: 700_000, cashCents: 0 });
  });

  it("minimum down payment by credit score: 3.5% at 580+, 10% at 500-579, none below 500", () => {
    expect(fhaMinimumDownPaymentPercent(580)).toBe(3.5);
    expect(fhaMinimumDownPaymentPercent(579)).toBe(10);
    expect(fhaMinimumDownPaymentPercent(500)).toBe(10);
    expect(fhaMinimumDownPaymentPercent(499)).toBeNull();
  });

  // [term, base loan, value, bps, duration months] per ML 2023-05 and ML 2013-04.
  it.each([
    [360, 300_000, 333_334, 50, 132],
    [360, 300_000, 333_333, 50, 360], // 90.00009% -> above 90
    [360, 482_500, 500_000, 55, 360],
    [360, 475_000, 500_000, 50, 360], // 95% exactly
    [360, 726_200, 752_539, 55, 360],
    [360, 726_201, 752_540, 75, 360],
    [360, 800_000, 888_889, 70, 132],
    [180, 300_000, 333_334, 15, 132],
    [180, 300_000, 310_000, 40, 180],
    [180, 800_000, 1_025_642, 15, 132], // 77.99993% -> 78 or less
    [180, 800_000, 1_025_641, 40, 132], // 78.000002% -> above 78
    [180, 800_000, 941_177, 40, 132],
    [180, 800_000, 850_000, 65, 180],
  ])("term %p, base $%p, value $%p -> %p bps for %p months", (term, base, value, bps, months) => {
    const m = fhaAnnualMip(term, base * 100, value * 100);
    expect(m.rateBps).toBe(bps);
    expect(m.durationMonths).toBe(months);
  });

  it("reproduces HUD's worked example: $530.80 -> $519.12 -> $43.26", () => {
    // HUD: average outstanding balance $106,160.654166..., i.e. 12 balances summing to $1,273,927.85.
    expect(fhaMonthlyMipFromBalanceSum(127_392_785, 50, 225)).toBe(4326);
  });

  it("monthly MIP per year follows HUD's balance sequence and falls over time", () => {
    const loan = 49_094_300;
    const pay = paymentCents(loan, 6_750_000, 360);
    const byYear = fhaMonthlyMipByYear(loan, 6_750_000, pay, 55, 175, 360);
    expect(byYear).toHaveLength(30);
    expect(byYear[0]).toBe(22_008);
    for (let y = 1; y < byYear.length; y++) expect(byYear[y]!).toBeLessThan(byYear[y - 1]!);
  });
});
