import fc from "fast-check";
import { toCents } from "./money";
import { computePurchase, type PurchaseInput } from "./purchase";
import { programLoan } from "./program-loan";

const base: PurchaseInput = {
  calcType: "conventional",
  price: 500_000,
  downPayment: 100_000,
  rate: 0.0675,
  term: 360,
  taxAnnual: 10_000,
  insuranceAnnual: 2_500,
  creditScore: 760,
};

describe("computePurchase: conventional", () => {
  it("seed defaults: no PMI at 20% down, the would-cost figure shown apart", () => {
    const r = computePurchase(base);
    expect(r).toMatchObject({
      loanAmount: 400_000,
      totalLoanAmount: 400_000,
      principalAndInterest: 2594.39,
      propertyTax: 833.33,
      homeInsurance: 208.33,
      mortgageInsurance: 0,
      monthlyPayment: 3636.05,
      payoffMonths: 360,
    });
    expect(r.pmi).toMatchObject({ required: false, included: false, wouldCost: 93.33, coverage: 25, creditScoreRangePMI: "760-850" });
    expect(r.schedule).toHaveLength(360);
    expect(r.eligibility).toEqual({ eligible: true, reasons: [] });
  });

  it("PMI is in the payment when required and included, and the schedule says when it ends", () => {
    const r = computePurchase({ ...base, downPayment: 50_000 });
    expect(r.mortgageInsurance).toBe(105);
    expect(r.pmi).toMatchObject({ required: true, included: true, endsMonth: 112, wouldCost: null });
    expect(r.totalMortgageInsurance).toBe(105 * 112);
  });

  it("includePMI false leaves PMI out of the payment", () => {
    const r = computePurchase({ ...base, downPayment: 50_000, includePMI: false });
    expect(r.mortgageInsurance).toBe(0);
    expect(r.pmi?.included).toBe(false);
  });

  it("above 97% LTV is not eligible, with a reason", () => {
    const r = computePurchase({ ...base, downPayment: 10_000 });
    expect(r.eligibility.eligible).toBe(false);
    expect(r.eligibility.reasons[0]).toMatch(/3% down/);
  });

  it("notes a jumbo loan above the county conforming limit", () => {
    const r = computePurchase({ ...base, price: 1_200_000, downPayment: 240_000, conformingLimit: 832_750 });
    expect(r.notes.join(" ")).toMatch(/jumbo/);
  });

  it("extra payments and the payoff date", () => {
    const r = computePurchase({ ...base, extra: { monthly: 500 }, firstPayment: { year: 2026, month: 8 } });
    expect(r.payoffMonths).toBeLessThan(360);
    expect(r.monthsSaved).toBe(360 - r.payoffMonths);
    expect(r.payoffDate).not.toBeNull();
  });
});

describe("computePurchase: FHA", () => {
  const fha: PurchaseInput = { ...base, calcType: "fha", downPayment: 17_500, creditScore: 700 };
  it("3.5% down: UFMIP financed in whole dollars, annual MIP 0.55% for the life of the loan", () => {
    const r = computePurchase(fha);
    expect(r).toMatchObject({
      loanAmount: 482_500,
      upfrontFee: 8443.75,
      totalLoanAmount: 490_943,
      principalAndInterest: 3184.25,
      mortgageInsurance: 220.08,
      monthlyPayment: 4445.99,
    });
    expect(r.fhaMip).toMatchObject({ upfrontFinanced: 8443, upfrontCash: 0.75, annualRateBps: 55, durationMonths: 360 });
  });

  it("needs 10% down at credit 500-579 and is closed below 500", () => {
    expect(computePurchase({ ...fha, creditScore: 560 }).eligibility.reasons[0]).toMatch(/10% down/);
    expect(computePurchase({ ...fha, creditScore: 560, downPayment: 50_000 }).eligibility.eligible).toBe(true);
    expect(computePurchase({ ...fha, creditScore: 480 }).eligibility.reasons[0]).toMatch(/at least 500/);
  });

  it("is not eligible above the county FHA limit", () => {
    const r = computePurchase({ ...fha, fhaLimit: 472_030 });
    expect(r.eligibility.reasons.join(" ")).toMatch(/FHA limit of \$472,030/);
  });

  it("MIP lasts 11 years at 10% down", () => {
    const r = computePurchase({ ...fha, downPayment: 50_000 });
    expect(r.fhaMip).toMatchObject({ annualRateBps: 50, durationMonths: 132 });
    expect(r.schedule[131]!.mortgageInsurance).toBeGreaterThan(0);
    expect(r.schedule[132]!.mortgageInsurance).toBe(0);
  });
});

describe("computePurchase: VA and USDA", () => {
  it("VA: funding fee financed, no monthly mortgage insurance", () => {
    const r = computePurchase({ ...base, calcType: "va", downPayment: 0 });
    expect(r).toMatchObject({ upfrontFee: 10_750, upfrontFeeBps: 215, totalLoanAmount: 510_750, mortgageInsurance: 0 });
  });

  it("VA: exempt borrowers pay no funding fee; subsequent use pays 3.3%", () => {
    expect(computePurchase({ ...base, calcType: "va", downPayment: 0, isVaDisabled: true }).upfrontFee).toBe(0);
    expect(computePurchase({ ...base, calcType: "va", downPayment: 0, isVaSubsequentUse: true }).upfrontFeeBps).toBe(330);
  });

  it("VA: entitlement in use asks for the down payment above the zero-down limit", () => {
    const r = computePurchase({ ...base, calcType: "va", price: 700_000, downPayment: 0, vaEntitlementUsed: 50_000, conformingLimit: 832_750 });
    expect(r.vaEntitlement?.downPaymentRequired).toBe(16_812.5);
    expect(r.eligibility.eligible).toBe(false);
  });

  it("VA: not for borrowers who are not eligible veterans", () => {
    expect(computePurchase({ ...base, calcType: "va", isVeteran: false }).eligibility.eligible).toBe(false);
  });

  it("USDA: 1% fee financed, 0.35% annual fee, term 360", () => {
    const r = computePurchase({ ...base, calcType: "usda", downPayment: 0, term: 180 });
    expect(r).toMatchObject({ termMonths: 360, upfrontFee: 5000, totalLoanAmount: 505_000, principalAndInterest: 3275.42, mortgageInsurance: 146.58 });
  });
});

describe("computePurchase: bad input", () => {
  it("reports problems and still returns numbers", () => {
    const r = computePurchase({ ...base, price: Number.NaN, rate: 7, term: -1 });
    expect(r.eligibility.eligible).toBe(false);
    expect(r.eligibility.reasons.length).toBeGreaterThan(1);
    expect(Number.isFinite(r.monthlyPayment)).toBe(true);
  });

  it("an unknown program is reported and priced as conventional", () => {
    const r = computePurchase({ ...base, calcType: "jumbo" as unknown as PurchaseInput["calcType"] });
    expect(r.calcType).toBe("conventional");
    expect(r.eligibility.reasons[0]).toMatch(/loan program/);
  });

  it("a down payment above the price is reported", () => {
    const r = computePurchase({ ...base, downPayment: 600_000 });
    expect(r.eligibility.reasons[0]).toMatch(/more than the price/);
    expect(r.loanAmount).toBe(0);
  });
});

describe("computePurchase invariants", () => {
  const programs = ["conventional", "fha", "va", "usda"] as const;
  it("monthlyPayment is the sum of its parts; the first scheduled month carries the mortgage insurance shown", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...programs),
        fc.integer({ min: 50_000, max: 1_500_000 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 2000, max: 12_000 }).map((k) => k / 100_000),
        fc.constantFrom(180, 240, 300, 360),
        fc.integer({ min: 500, max: 850 }),
        (calcType, price, downPct, rate, term, creditScore) => {
          const downPayment = Math.ceil((price * downPct) / 100);
          const r = computePurchase({ calcType, price, downPayment, rate, term, taxAnnual: price * 0.012, insuranceAnnual: 1800, hoa: 75, creditScore });
          expect(toCents(r.monthlyPayment)).toBe(
            toCents(r.principalAndInterest) + toCents(r.propertyTax) + toCents(r.homeInsurance) + toCents(r.mortgageInsurance) + toCents(r.hoa),
          );
          expect(r.schedule[0]?.mortgageInsurance ?? 0).toBe(r.mortgageInsurance);
          expect(toCents(r.totalLoanAmount)).toBeGreaterThanOrEqual(toCents(r.loanAmount));
          const loan = programLoan(calcType, price * 100, downPayment * 100, Math.round(rate * 1e8), r.termMonths, {
            creditScore,
            includePMI: true,
            isVaDisabled: false,
            isVaSubsequentUse: false,
          });
          expect(loan.firstMiC).toBe(toCents(r.mortgageInsurance));
        },
      ),
      { numRuns: 300 },
    );
  });
});
