import { computeDebtConsolidation } from "./debt-consolidation";
import { computeDownPayment } from "./down-payment";
import { toCents } from "./money";
import { computeRefinance } from "./refinance";
import { annualFromRate, monthlyFromAnnual, rateFromAnnual } from "./taxes-insurance";
import { computeVaCashOut } from "./va-cash-out";
import { computeVaIrrrl } from "./va-irrrl";

describe("computeRefinance", () => {
  const refi = {
    homeValue: 500_000,
    mortgageBalanceFirst: 400_000,
    currentRate: 0.08,
    currentRemainingTerm: 330,
    newRate: 0.0625,
    newTerm: 360,
    closingCosts: 6_000,
  };

  it("new payment, saving, break-even month and interest left vs new", () => {
    const r = computeRefinance(refi);
    expect(r.currentPayment).toBe(3001.7);
    expect(r.loanAmount).toBe(406_000);
    expect(r.monthlySaving).toBeCloseTo(3001.7 - r.monthlyPayment, 2);
    expect(r.breakEvenMonths).toBe(Math.ceil(6000 / r.monthlySaving));
    expect(toCents(r.interestSavings)).toBe(toCents(r.interestLeftCurrent) - toCents(r.totalInterest));
    expect(r.eligibility.eligible).toBe(true);
  });

  it("the current payment, when given, sets the months left", () => {
    const r = computeRefinance({ ...refi, currentRemainingTerm: undefined, currentPayment: 3001.7 });
    expect(r.currentRemainingMonths).toBe(330);
  });

  it("cash-out limits: conventional and FHA 80%, VA 100%", () => {
    const conv = computeRefinance({ ...refi, cashOut: 50_000 });
    expect(conv.maxLtv).toBe(0.8);
    expect(conv.eligibility.eligible).toBe(false);
    expect(conv.maxCashOut).toBe(0);
    expect(computeRefinance({ ...refi, program: "fha", cashOut: 1 }).maxLtv).toBe(0.8);
    const va = computeRefinance({ ...refi, program: "va", cashOut: 50_000 });
    expect(va.maxLtv).toBe(1);
    expect(va.eligibility.eligible).toBe(true);
    expect(va.upfrontFee).toBe(Math.round(va.loanAmount * 2.15) / 100);
    expect(va.notes.join(" ")).toMatch(/90%/);
  });

  it("no break-even when the payment does not fall", () => {
    const r = computeRefinance({ ...refi, newRate: 0.09 });
    expect(r.breakEvenMonths).toBeNull();
    expect(r.monthlySaving).toBeLessThan(0);
  });
});

describe("computeDebtConsolidation", () => {
  it("compares outflow and interest before and after", () => {
    const r = computeDebtConsolidation({
      homeValue: 500_000,
      mortgageBalance: 300_000,
      mortgageRate: 0.07,
      mortgageRemainingTerm: 300,
      debts: [
        { name: "Visa", balance: 15_000, rate: 0.2299, payment: 450 },
        { balance: 20_000, rate: 0.089, payment: 420 },
      ],
      newRate: 0.0675,
      closingCosts: 5_000,
    });
    expect(r.totalDebt).toBe(35_000);
    expect(r.debts[1]?.name).toBe("Debt 2");
    expect(r.debts[0]?.payoffMonths).toBeGreaterThan(0);
    expect(r.monthlyOutflowBefore).toBe(2120.34 + 450 + 420);
    expect(r.refinance.loanAmount).toBe(340_000);
    expect(r.monthlySaving).toBeCloseTo(r.monthlyOutflowBefore - r.monthlyOutflowAfter, 2);
    expect(r.totalInterestBefore).not.toBeNull();
  });

  it("flags a debt whose payment never pays it off", () => {
    const r = computeDebtConsolidation({
      homeValue: 500_000,
      mortgageBalance: 200_000,
      mortgageRate: 0.07,
      debts: [{ name: "Card", balance: 10_000, rate: 0.3, payment: 200 }],
      newRate: 0.065,
    });
    expect(r.debts[0]?.payoffMonths).toBeNull();
    expect(r.totalInterestBefore).toBeNull();
    expect(r.notes.join(" ")).toMatch(/Card/);
  });

  it("needs at least one debt", () => {
    expect(computeDebtConsolidation({ homeValue: 500_000, mortgageBalance: 200_000, mortgageRate: 0.07, debts: [], newRate: 0.065 }).eligibility.eligible).toBe(
      false,
    );
  });
});

describe("computeVaIrrrl", () => {
  const irrrl = { currentBalance: 300_000, currentRate: 0.0725, currentRemainingTerm: 340, newRate: 0.06, newTerm: 360, closingCosts: 4_000 };
  it("0.5% fee financed, recoupment within 36 months, net tangible benefit met", () => {
    const r = computeVaIrrrl(irrrl);
    expect(r).toMatchObject({ loanAmount: 304_000, fundingFee: 1520, totalLoanAmount: 305_520, recoupmentMonths: 17 });
    expect(r.netTangibleBenefit.met).toBe(true);
  });

  it("fails the test with less than 0.5 points of rate reduction or slow recoupment", () => {
    const small = computeVaIrrrl({ ...irrrl, newRate: 0.069 });
    expect(small.netTangibleBenefit.reasons.join(" ")).toMatch(/0\.5 percentage points/);
    const slow = computeVaIrrrl({ ...irrrl, newRate: 0.0675, closingCosts: 12_000 });
    expect(slow.netTangibleBenefit.reasons.join(" ")).toMatch(/36 months/);
    expect(slow.eligibility.eligible).toBe(false);
  });

  it("exempt veterans pay no funding fee", () => {
    expect(computeVaIrrrl({ ...irrrl, isVaDisabled: true }).fundingFee).toBe(0);
  });
});

describe("computeVaCashOut", () => {
  it("cash available within the LTV limit, fee included in the limit", () => {
    const r = computeVaCashOut({ homeValue: 400_000, existingBalance: 200_000, rate: 0.065, closingCosts: 5_000, maxLtv: 0.9 });
    expect(r.maxLoanAmount).toBe(352_422);
    expect(r.cashAvailable).toBe(147_422);
    expect(r.totalLoanAmount).toBeLessThanOrEqual(360_000);
    expect(r.fundingFeeBps).toBe(215);
  });

  it("refuses more cash than the limit allows and LTV above 100%", () => {
    const r = computeVaCashOut({ homeValue: 400_000, existingBalance: 200_000, rate: 0.065, cashOut: 250_000 });
    expect(r.eligibility.eligible).toBe(false);
    expect(computeVaCashOut({ homeValue: 400_000, existingBalance: 200_000, rate: 0.065, maxLtv: 1.2 }).maxLtv).toBe(1);
    expect(computeVaCashOut({ homeValue: 400_000, existingBalance: 200_000, rate: 0.065, isVaSubsequentUse: true }).fundingFeeBps).toBe(330);
  });
});

describe("computeDownPayment", () => {
  it("percent -> amount (rounded up), program minimum, cash to close, months to save", () => {
    const r = computeDownPayment({
      calcType: "fha",
      price: 400_000,
      downPaymentPercent: 3.5,
      rate: 0.065,
      taxAnnual: 4800,
      insuranceAnnual: 1800,
      savings: 10_000,
      monthlySaving: 1000,
    });
    expect(r).toMatchObject({
      downPayment: 14_000,
      downPaymentPercent: 3.5,
      minimumDownPayment: 14_000,
      meetsMinimum: true,
      loanAmount: 386_000,
      upfrontFee: 6755,
      closingCosts: 11_580,
    });
    expect(toCents(r.prepaids)).toBe(toCents(1800 + 1200) + toCents(r.prepaidInterest));
    expect(toCents(r.cashToClose)).toBe(toCents(14_000 + 11_580) + toCents(r.prepaids));
    expect(r.monthsToSave).toBe(Math.ceil((r.cashToClose - 10_000) / 1000));
  });

  it("below the minimum is reported; 20% avoids PMI on conventional", () => {
    const r = computeDownPayment({ calcType: "conventional", price: 300_000, downPayment: 5_000 });
    expect(r.meetsMinimum).toBe(false);
    expect(r.minimumDownPayment).toBe(9_000);
    expect(r.noPmiDownPayment).toBe(60_000);
    expect(r.notes.join(" ")).toMatch(/PMI/);
  });

  it("the user's own closing costs and prepaids replace the estimates", () => {
    const r = computeDownPayment({ calcType: "va", price: 300_000, downPayment: 0, closingCosts: 7_000, prepaids: 2_500, savings: 20_000, monthlySaving: 0 });
    expect(r.cashToClose).toBe(9_500);
    expect(r.monthsToSave).toBe(0);
  });
});

describe("taxes and insurance", () => {
  it("annual <-> rate of the price, monthly share half up", () => {
    expect(annualFromRate(500_000, 0.02)).toBe(10_000);
    expect(rateFromAnnual(500_000, 2_500)).toBe(0.005);
    expect(rateFromAnnual(0, 2_500)).toBe(0);
    expect(monthlyFromAnnual(10_000)).toBe(833.33);
    expect(monthlyFromAnnual(1_000.06)).toBe(83.34);
    expect(annualFromRate(456_789, rateFromAnnual(456_789, 1_234.56))).toBe(1_234.56);
  });
});
