import fc from "fast-check";
import { computeAffordability, RATIO_LIMITS, type AffordabilityInput } from "./affordability";
import { toCents } from "./money";
import { computePurchase } from "./purchase";
import { annualFromRate } from "./taxes-insurance";

const input: AffordabilityInput = {
  calcType: "conventional",
  income: 120_000,
  monthlyDebt: 500,
  downPayment: 40_000,
  rate: 0.0675,
  term: 360,
  taxRate: 0.011,
  insuranceRate: 0.005,
  creditScore: 720,
};

/** The purchase calculator's monthly payment at a price: the independent check of the solver. */
function paymentAt(a: AffordabilityInput, price: number): number {
  return computePurchase({
    calcType: a.calcType,
    price,
    downPayment: Math.min(a.downPayment, price),
    rate: a.rate,
    term: a.term,
    taxAnnual: annualFromRate(price, a.taxRate ?? 0),
    insuranceAnnual: annualFromRate(price, a.insuranceRate ?? 0),
    hoa: a.hoa,
    creditScore: a.creditScore,
    includeSchedule: false,
  }).monthlyPayment;
}

describe("computeAffordability", () => {
  it("conventional 28/36: the housing payment fits 28% and one more dollar would not", () => {
    const r = computeAffordability(input);
    expect(r.ratioLimits).toEqual({ front: 0.28, back: 0.36 });
    expect(r.maxHousingPayment).toBe(2800);
    expect(r.limitingFactor).toBe("housing-ratio");
    expect(r.monthlyPayment).toBe(paymentAt(input, r.maxPrice));
    expect(r.monthlyPayment).toBeLessThanOrEqual(2800);
    expect(paymentAt(input, r.maxPrice + 1)).toBeGreaterThan(2800);
    expect(r.housingRatio).toBeLessThanOrEqual(0.28);
    expect(r.debtToIncomeRatio).toBeCloseTo(r.housingRatio + 0.05, 6);
  });

  it("debts can make the back-end ratio the limit", () => {
    const r = computeAffordability({ ...input, monthlyDebt: 1500 });
    expect(r.limitingFactor).toBe("debt-ratio");
    expect(r.maxHousingPayment).toBe(2100);
  });

  it("stretch ratios raise the price", () => {
    const std = computeAffordability({ ...input, calcType: "fha" });
    const stretch = computeAffordability({ ...input, calcType: "fha", stretch: true });
    expect(stretch.ratioLimits).toEqual(RATIO_LIMITS.fha.stretch);
    expect(stretch.maxPrice).toBeGreaterThan(std.maxPrice);
  });

  it("a small down payment caps the price at the program minimum", () => {
    const r = computeAffordability({ ...input, income: 400_000, downPayment: 10_000 });
    expect(r.limitingFactor).toBe("down-payment");
    expect(r.maxPrice).toBe(333_333); // 3% of 333,333 = 9,999.99 <= 10,000
  });

  it("a county loan limit caps FHA", () => {
    const r = computeAffordability({ ...input, calcType: "fha", income: 400_000, downPayment: 100_000, loanLimit: 541_287 });
    expect(r.limitingFactor).toBe("loan-limit");
    expect(r.loanAmount).toBe(541_287);
  });

  it("VA: 41% total, and residual income when take-home pay is given", () => {
    const va: AffordabilityInput = { ...input, calcType: "va", downPayment: 0, state: "TX", familySize: 4, squareFeet: 2000 };
    const noNet = computeAffordability(va);
    expect(noNet.ratioLimits).toEqual({ front: null, back: 0.41 });
    expect(noNet.residualIncome).toBeNull();
    expect(noNet.notes.join(" ")).toMatch(/take-home pay/);
    const tight = computeAffordability({ ...va, monthlyNetIncome: 5_000 });
    expect(tight.limitingFactor).toBe("residual-income");
    expect(tight.residualIncome!.actual).toBeGreaterThanOrEqual(tight.residualIncome!.required);
    expect(tight.maxPrice).toBeLessThan(noNet.maxPrice);
  });

  it("reports income that cannot carry the debts", () => {
    const r = computeAffordability({ ...input, monthlyDebt: 5_000 });
    expect(r.maxPrice).toBe(0);
    expect(r.eligibility.reasons[0]).toMatch(/debts/);
  });

  it("reports a missing income and FHA below 500", () => {
    expect(computeAffordability({ ...input, income: 0 }).eligibility.reasons[0]).toMatch(/income/);
    expect(computeAffordability({ ...input, calcType: "fha", creditScore: 450 }).eligibility.eligible).toBe(false);
  });

  it("for any household, the price found is the largest whole dollar whose payment fits (checked with computePurchase)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("conventional", "fha", "va", "usda" as const),
        fc.integer({ min: 30_000, max: 600_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 2000, max: 10_000 }).map((k) => k / 100_000),
        fc.integer({ min: 0, max: 30 }).map((k) => k / 1000),
        (calcType, income, monthlyDebt, downPayment, rate, taxRate) => {
          const a: AffordabilityInput = {
            calcType,
            income,
            monthlyDebt,
            downPayment,
            rate,
            term: 360,
            taxRate,
            insuranceRate: 0.004,
            hoa: 50,
            creditScore: 700,
          };
          const r = computeAffordability(a);
          if (r.maxPrice === 0) return;
          const budget = toCents(r.maxHousingPayment);
          expect(toCents(paymentAt(a, r.maxPrice))).toBe(toCents(r.monthlyPayment));
          expect(toCents(r.monthlyPayment)).toBeLessThanOrEqual(budget);
          if (r.limitingFactor === "housing-ratio" || r.limitingFactor === "debt-ratio") {
            expect(toCents(paymentAt(a, r.maxPrice + 1))).toBeGreaterThan(budget);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
