import Decimal from "decimal.js";
import fc from "fast-check";
import { computeBuydown, interestedPartyLimitRate } from "./buydown";

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

/** Independent reference: the annuity payment in 60-digit decimal, rounded half up to the cent. */
function referencePayment(loan: number, rate: number, n: number): Decimal {
  const r = new D(rate).div(12);
  const l = new D(loan).mul(100);
  const p = r.isZero() ? l.div(n) : l.mul(r).div(new D(1).minus(r.plus(1).pow(-n)));
  return p.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

describe("temporary buydowns (Selling Guide B2-1.4-04; Freddie Mac Guide 4204.2)", () => {
  const base = { price: 500_000, loanAmount: 400_000, rate: 0.07 };
  it("2-1 on $400,000 at 7%: 5% then 6%, subsidy = 12 x (2,661.21 - 2,147.29) + 12 x (2,661.21 - 2,398.20)", () => {
    const r = computeBuydown({ ...base, buydown: "2-1" });
    expect(r.paymentWithoutPoints).toBe(2661.21);
    expect(r.buydownYears).toEqual([
      { year: 1, rate: 0.05, payment: 2147.29, monthlySubsidy: 513.92, subsidy: 6167.04 },
      { year: 2, rate: 0.06, payment: 2398.2, monthlySubsidy: 263.01, subsidy: 3156.12 },
    ]);
    expect(r.buydownSubsidy).toBe(9323.16);
  });

  it("3-2-1 adds a year at 4%", () => {
    const r = computeBuydown({ ...base, buydown: "3-2-1" });
    expect(r.buydownYears[0]).toMatchObject({ rate: 0.04, payment: 1909.66 });
    expect(r.buydownSubsidy).toBe(18_341.76);
  });

  it("interested-party limits: 3% above 90% LTV, 6% to 75%, 9% at 75% or less (B3-4.1-02)", () => {
    expect(interestedPartyLimitRate(0.95)).toBe(0.03);
    expect(interestedPartyLimitRate(0.9)).toBe(0.06);
    expect(interestedPartyLimitRate(0.75)).toBe(0.09);
    const r = computeBuydown({ ...base, buydown: "3-2-1" });
    expect(r.sellerContributionLimit).toBe(30_000);
    expect(r.withinSellerLimit).toBe(true);
    const tight = computeBuydown({ price: 412_000, loanAmount: 400_000, rate: 0.07, buydown: "3-2-1" });
    expect(tight.sellerContributionLimit).toBe(12_360);
    expect(tight.withinSellerLimit).toBe(false);
    expect(tight.notes.join(" ")).toMatch(/contribution limit/);
  });

  it("matches the decimal reference: the subsidy is the sum of the monthly differences", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_000_000 }),
        fc.integer({ min: 3100, max: 12_000 }).map((k) => k / 100_000),
        fc.constantFrom("1-0" as const, "2-1" as const, "3-2-1" as const),
        (loan, rate, buydown) => {
          const r = computeBuydown({ price: loan * 1.25, loanAmount: loan, rate, buydown });
          const note = referencePayment(loan, rate, 360);
          const steps = { "1-0": [0.01], "2-1": [0.02, 0.01], "3-2-1": [0.03, 0.02, 0.01] }[buydown];
          const subsidy = steps.reduce((sum, s) => sum.plus(note.minus(referencePayment(loan, new D(rate).minus(s).toNumber(), 360)).mul(12)), new D(0));
          expect(r.buydownSubsidy).toBe(subsidy.toNumber() / 100);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000); // Decimal arithmetic over generated cases: slow on a shared machine.

  it("a rate too low for the buydown is reported", () => {
    expect(computeBuydown({ ...base, rate: 0.025, buydown: "3-2-1" }).eligibility.eligible).toBe(false);
  });
});

describe("discount points", () => {
  it("1 point on $400,000 buys 7% down to 6.75%: $4,000, $66.82 a month, even after 60 months", () => {
    const r = computeBuydown({ price: 500_000, loanAmount: 400_000, rate: 0.07, points: 1, pointsRate: 0.0675 });
    expect(r.pointsCost).toBe(4000);
    expect(r.paymentWithPoints).toBe(2594.39);
    expect(r.pointsMonthlySaving).toBe(66.82);
    expect(r.pointsBreakEvenMonths).toBe(60);
  });

  it("the net saving over the stay counts the lower balance too", () => {
    const short = computeBuydown({ price: 500_000, loanAmount: 400_000, rate: 0.07, points: 1, pointsRate: 0.0675, holdMonths: 36 });
    const long = computeBuydown({ price: 500_000, loanAmount: 400_000, rate: 0.07, points: 1, pointsRate: 0.0675, holdMonths: 360 });
    expect(short.pointsNetSaving).toBeLessThan(0);
    expect(long.pointsNetSaving).toBeGreaterThan(0);
    // Over the whole term both loans are repaid: the net saving is the interest saved less the cost.
    expect(long.pointsNetSaving).toBeCloseTo(long.pointsInterestSaved - 4000, 2);
    // The net saving turns positive no later than the payment break-even.
    const at = computeBuydown({ price: 500_000, loanAmount: 400_000, rate: 0.07, points: 1, pointsRate: 0.0675, holdMonths: 60 });
    expect(at.pointsNetSaving).toBeGreaterThan(0);
  });

  it("no break-even when the points do not lower the rate", () => {
    const r = computeBuydown({ price: 500_000, loanAmount: 400_000, rate: 0.07, points: 1, pointsRate: 0.07 });
    expect(r.pointsBreakEvenMonths).toBeNull();
    expect(r.notes.length).toBe(1);
  });
});
