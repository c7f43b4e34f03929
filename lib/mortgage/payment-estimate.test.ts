import fc from "fast-check";

import { downPaymentFromPercent } from "@/lib/calculator/transitions";

import { estimateBounds, estimateSegment, loanPaymentEstimate, type LoanScenario } from "./payment-estimate";
import { computePurchase } from "./purchase";
import { CALC_TYPES } from "./types";

/** The loan part of the payment (P&I + first-month mortgage insurance) by computePurchase, cents. */
function exactLoanCents(s: LoanScenario, price: number): number {
  const r = computePurchase({
    calcType: s.calcType,
    price,
    downPayment: downPaymentFromPercent(price, s.downPaymentPercent).downPayment,
    rate: s.rate,
    term: s.term,
    creditScore: s.creditScore,
    includePMI: s.includePMI,
    isVaDisabled: s.isVaDisabled,
    isVaSubsequentUse: s.isVaSubsequentUse,
    includeSchedule: false,
  });
  return Math.round(r.principalAndInterest * 100) + Math.round(r.mortgageInsurance * 100);
}

const scenarioArb: fc.Arbitrary<LoanScenario> = fc.record({
  calcType: fc.constantFrom(...CALC_TYPES),
  downPaymentPercent: fc.oneof(
    fc.constantFrom(0, 3, 3.5, 5, 10, 15, 19.99, 20, 25, 50, 99),
    fc.integer({ min: 0, max: 9900 }).map((n) => n / 100),
  ),
  rate: fc.oneof(
    fc.constantFrom(0, 0.0675, 0.07125, 0.25),
    fc.integer({ min: 0, max: 2500 }).map((n) => n / 10000),
  ),
  term: fc.constantFrom(60, 120, 180, 181, 240, 241, 300, 360, 480),
  creditScore: fc.integer({ min: 400, max: 850 }),
  includePMI: fc.boolean(),
  isVaDisabled: fc.boolean(),
  isVaSubsequentUse: fc.boolean(),
});

const priceArb = fc.oneof(
  fc.integer({ min: 1, max: 2_000 }),
  fc.integer({ min: 1, max: 3_000_000 }),
  fc.integer({ min: 1, max: 1_000_000_000 }),
  fc.integer({ min: 100, max: 100_000_000_000 }).map((c) => c / 100),
  // Around the FHA $726,200 base-loan step at common down payments.
  fc.integer({ min: 740_000, max: 780_000 }),
);

describe("loanPaymentEstimate", () => {
  it("bounds computePurchase's P&I + mortgage insurance at every price (property)", () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(priceArb, { minLength: 1, maxLength: 20 }), (s, prices) => {
        const est = loanPaymentEstimate(s);
        for (const price of prices) {
          const exact = exactLoanCents(s, price);
          const { low, high } = estimateBounds(est, price);
          if (!(low <= exact && exact <= high)) return false;
        }
        return true;
      }),
      { numRuns: 400 },
    );
  });

  it("names the segment a price falls in, and the last past the end (property)", () => {
    fc.assert(
      fc.property(scenarioArb, priceArb, (s, price) => {
        const est = loanPaymentEstimate(s);
        const segment = estimateSegment(est, price);
        const last = est.segments[est.segments.length - 1]!;
        return segment === last ? price >= last.from || est.segments.length === 1 : price >= segment.from && price < segment.to;
      }),
      { numRuns: 200 },
    );
  });

  it("is tight where the regime is known: the exact value is within delta of the line, and delta is a few cents", () => {
    const s: LoanScenario = {
      calcType: "conventional",
      downPaymentPercent: 10,
      rate: 0.0675,
      term: 360,
      creditScore: 760,
      includePMI: true,
      isVaDisabled: false,
      isVaSubsequentUse: false,
    };
    const est = loanPaymentEstimate(s);
    const regular = est.segments.filter((seg) => seg.lowSlope === seg.highSlope);
    expect(regular.length).toBeGreaterThan(0);
    for (const seg of regular) expect(seg.delta).toBeLessThanOrEqual(10);
    let maxErr = 0;
    for (let price = 50_000; price < 3_000_000; price += 7_919) {
      const { low, high } = estimateBounds(est, price);
      const mid = (low + high) / 2;
      maxErr = Math.max(maxErr, Math.abs(exactLoanCents(s, price) - mid));
    }
    expect(maxErr).toBeLessThanOrEqual(regular[regular.length - 1]!.delta);
  });

  it("steps at the FHA base-loan limit ($726,200) and covers the few dollars around it with an envelope", () => {
    const s: LoanScenario = {
      calcType: "fha",
      downPaymentPercent: 3.5,
      rate: 0.0675,
      term: 360,
      creditScore: 700,
      includePMI: true,
      isVaDisabled: false,
      isVaSubsequentUse: false,
    };
    const est = loanPaymentEstimate(s);
    const stepPrice = 726_200 / 0.965;
    const below = est.segments.find((seg) => seg.to <= stepPrice && seg.from > 100)!;
    const above = est.segments[est.segments.length - 1]!;
    expect(above.lowSlope).toBeGreaterThan(below.lowSlope);
    for (let price = Math.floor(stepPrice) - 20; price < stepPrice + 20; price++) {
      const exact = exactLoanCents(s, price);
      const { low, high } = estimateBounds(est, price);
      expect(exact).toBeGreaterThanOrEqual(low);
      expect(exact).toBeLessThanOrEqual(high);
    }
  });
});
