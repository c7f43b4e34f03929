import { AMOUNT_MAX } from "@/lib/mortgage/sanitize";

import { defaultInputs } from "./defaults";
import {
  changeAmount,
  changeCounts,
  changeCounty,
  changeCreditScore,
  changeDownPayment,
  changeDownPaymentPercent,
  changeHoa,
  changeInsuranceAnnual,
  changeInsuranceRate,
  changeLoanAmount,
  changeLoanFlag,
  changePrice,
  changeRate,
  changeRateCount,
  changeRefi,
  changeState,
  changeTaxAnnual,
  changeTaxRate,
  changeTerm,
  hoaMonthly,
  loadListing,
  normalizeCountyName,
  switchCalcType,
} from "./transitions";
import type { CalculatorInputs, LoanInputs } from "./types";

/**
 * The defaults with the seed's flat tax and insurance rates (2 % and 0.5 %): round figures that
 * keep the rules' examples readable. The defaults themselves use the default state's own figures.
 */
function seedInputs(): CalculatorInputs {
  const inputs = defaultInputs();
  return { ...inputs, loanInputs: { ...inputs.loanInputs, taxAnnual: 10000, taxRate: 0.02, insuranceAnnual: 2500, insuranceRate: 0.005 } };
}

function withLoan(patch: Partial<LoanInputs>): CalculatorInputs {
  const inputs = seedInputs();
  return { ...inputs, loanInputs: { ...inputs.loanInputs, ...patch } };
}

describe("defaults", () => {
  it("are the seed's, with California's own property-tax rate and average premium", () => {
    const { loanInputs: li, refi } = defaultInputs();
    expect(li).toMatchObject({
      calcType: "conventional",
      price: 500000,
      loan: 400000,
      downPayment: 100000,
      downPaymentPercent: 20,
      rate: 0.0675,
      term: 360,
      insuranceAnnual: 1492,
      insuranceRate: 1492 / 500000,
      taxAnnual: 3535,
      taxRate: 0.00707,
      state: "CA",
      creditScore: 760,
      creditScoreRangePMI: "760-850",
      includePMI: true,
    });
    expect(refi).toMatchObject({ homeValue: 500000, mortgageBalanceFirst: 400000, currentRate: 0.08 });
  });
});

describe("switching the calculator type", () => {
  it("to conventional caps the term at 360 and changes nothing else", () => {
    const from = withLoan({ calcType: "usda", term: 480, downPayment: 0, downPaymentPercent: 0, loan: 500000, showPMI: true });
    const to = switchCalcType(from, "conventional");
    expect(to.loanInputs).toEqual({ ...from.loanInputs, calcType: "conventional", term: 360 });
    expect(switchCalcType(withLoan({ calcType: "va", term: 180 }), "conventional").loanInputs.term).toBe(180);
  });

  it("to FHA caps the term, sets 3.5 % down rounded up and shows PMI", () => {
    const from = withLoan({ calcType: "usda", term: 480, price: 333333, showPMI: false });
    const to = switchCalcType(from, "fha").loanInputs;
    // 333,333 x 3.5 % = 11,666.655 -> 11,667
    expect(to).toMatchObject({ calcType: "fha", term: 360, downPayment: 11667, downPaymentPercent: 3.5, loan: 321666, showPMI: true });
    // exact products are not bumped up by binary noise: 300,000 x 0.035 = 10,500
    expect(switchCalcType(withLoan({ price: 300000 }), "fha").loanInputs.downPayment).toBe(10500);
    expect(switchCalcType(seedInputs(), "fha").loanInputs).toMatchObject({ downPayment: 17500, loan: 482500 });
  });

  it("to USDA raises the term to 360, sets 0 down and rate count 0, shows PMI", () => {
    const from = withLoan({ term: 180, rateCount: 5, showPMI: false });
    const to = switchCalcType(from, "usda").loanInputs;
    expect(to).toMatchObject({ calcType: "usda", term: 360, downPayment: 0, downPaymentPercent: 0, loan: 500000, rateCount: 0, showPMI: true });
    expect(switchCalcType(withLoan({ term: 480 }), "usda").loanInputs.term).toBe(480);
  });

  it("to VA caps the term at 360 and hides PMI, keeping the down payment", () => {
    const from = withLoan({ calcType: "usda", term: 480 });
    const to = switchCalcType(from, "va").loanInputs;
    expect(to).toMatchObject({ calcType: "va", term: 360, showPMI: false, downPayment: 100000, loan: 400000 });
  });

  it("to the type already in force changes nothing (a reload keeps the edits)", () => {
    const edited = changeDownPayment(switchCalcType(seedInputs(), "fha"), 50000);
    expect(switchCalcType(edited, "fha")).toBe(edited);
  });
});

describe("a price change", () => {
  it("recomputes the down payment from the percent and the loan as price minus down payment", () => {
    const next = changePrice(seedInputs(), "$450,000").loanInputs;
    expect(next).toMatchObject({ price: 450000, downPayment: 90000, downPaymentPercent: 20, loan: 360000 });
  });

  it("rounds the recomputed down payment up", () => {
    const next = changePrice(withLoan({ downPaymentPercent: 3.5 }), 333333).loanInputs;
    expect(next).toMatchObject({ downPayment: 11667, loan: 321666 });
  });

  it("unlocked: recomputes the annual tax and insurance from their rates", () => {
    const next = changePrice(seedInputs(), 400000).loanInputs;
    expect(next).toMatchObject({ taxAnnual: 8000, taxRate: 0.02, insuranceAnnual: 2000, insuranceRate: 0.005 });
  });

  it("locked: recomputes the tax and insurance rates from the annual amounts", () => {
    const next = changePrice(withLoan({ lockTaxInsuranceOnPriceChange: true }), 400000).loanInputs;
    expect(next).toMatchObject({ taxAnnual: 10000, taxRate: 0.025, insuranceAnnual: 2500, insuranceRate: 0.00625 });
  });

  it("to 0 (or junk) keeps the percent and the rates, so a new price brings them back", () => {
    const zero = changePrice(seedInputs(), "abc");
    expect(zero.loanInputs).toMatchObject({ price: 0, downPayment: 0, loan: 0, downPaymentPercent: 20, taxAnnual: 0, taxRate: 0.02 });
    expect(changePrice(zero, 500000).loanInputs).toMatchObject({ downPayment: 100000, taxAnnual: 10000, insuranceAnnual: 2500 });
    const lockedZero = changePrice(withLoan({ lockTaxInsuranceOnPriceChange: true }), 0).loanInputs;
    expect(lockedZero).toMatchObject({ taxRate: 0.02, insuranceRate: 0.005, taxAnnual: 10000 });
  });
});

describe("down payment", () => {
  it("in dollars sets the percent and the loan (seed rules: rounded up, at least the price gives 0)", () => {
    expect(changeDownPayment(seedInputs(), "50,000.10").loanInputs).toMatchObject({
      downPayment: 50001,
      downPaymentPercent: 10.0002,
      loan: 449999,
    });
    expect(changeDownPayment(seedInputs(), 600000).loanInputs).toMatchObject({ downPayment: 0, downPaymentPercent: 0, loan: 500000 });
  });

  it("in percent sets the dollars and the loan", () => {
    expect(changeDownPaymentPercent(seedInputs(), "10%").loanInputs).toMatchObject({
      downPayment: 50000,
      downPaymentPercent: 10,
      loan: 450000,
    });
    expect(changeDownPaymentPercent(seedInputs(), 100).loanInputs).toMatchObject({ downPayment: 0, downPaymentPercent: 0 });
  });
});

describe("tax and insurance", () => {
  it("changing the annual tax recomputes its rate", () => {
    expect(changeTaxAnnual(seedInputs(), "$7,500").loanInputs).toMatchObject({ taxAnnual: 7500, taxRate: 0.015 });
  });
  it("changing the tax rate recomputes the annual tax", () => {
    expect(changeTaxRate(seedInputs(), "1.25").loanInputs).toMatchObject({ taxRate: 0.0125, taxAnnual: 6250 });
    expect(changeTaxRate(seedInputs(), 0.011).loanInputs).toMatchObject({ taxRate: 0.011, taxAnnual: 5500 });
  });
  it("changing the annual insurance recomputes its rate", () => {
    expect(changeInsuranceAnnual(seedInputs(), "3k").loanInputs).toMatchObject({ insuranceAnnual: 3000, insuranceRate: 0.006 });
  });
  it("changing the insurance rate recomputes the annual insurance", () => {
    expect(changeInsuranceRate(seedInputs(), "0.35%").loanInputs).toMatchObject({ insuranceRate: 0.0035, insuranceAnnual: 1750 });
  });
  it("an annual amount at a price of 0 keeps the rate (no division by zero)", () => {
    const zero = changePrice(seedInputs(), 0);
    expect(changeTaxAnnual(zero, 5000).loanInputs).toMatchObject({ taxAnnual: 5000, taxRate: 0.02 });
  });
  it("an annual amount that the rate would carry past the largest amount stops there, and its rate follows it", () => {
    // A large tax typed at a tiny price makes a rate of many times the price; a later, larger price
    // must not make an annual amount that no field or link could hold.
    const steep = changeTaxAnnual(changeInsuranceAnnual(changePrice(seedInputs(), 4), 1_000_000), 1_000_000);
    expect(steep.loanInputs.taxRate).toBe(250_000);
    const repriced = changePrice(steep, 4_545_485).loanInputs;
    expect(repriced).toMatchObject({ taxAnnual: AMOUNT_MAX, taxRate: AMOUNT_MAX / 4_545_485 });
    expect(repriced).toMatchObject({ insuranceAnnual: AMOUNT_MAX, insuranceRate: AMOUNT_MAX / 4_545_485 });
    const listed = loadListing(steep, { price: 4_545_485, taxAnnual: null, state: "CA", county: "" }).loanInputs;
    expect(listed).toMatchObject({ taxAnnual: AMOUNT_MAX, taxRate: AMOUNT_MAX / 4_545_485 });
  });
});

describe("state and county", () => {
  it("changing the state clears the county", () => {
    const withCounty = changeCounty(seedInputs(), "Los Angeles County");
    expect(withCounty.loanInputs.county).toBe("LOS ANGELES");
    expect(changeState(withCounty, "tx").loanInputs).toMatchObject({ state: "TX", county: "" });
  });
  it("choosing the same state, or junk, keeps the county", () => {
    const withCounty = changeCounty(seedInputs(), "Orange");
    expect(changeState(withCounty, "CA")).toBe(withCounty);
    expect(changeState(withCounty, "California")).toBe(withCounty);
    expect(changeState(withCounty, "ZZ")).toBe(withCounty);
    expect(changeState(withCounty, "pr").loanInputs).toMatchObject({ state: "PR", county: "" });
  });
  it.each<[string, string]>([
    ["Los Angeles County", "LOS ANGELES"],
    ["  cook   county ", "COOK"],
    ["County of San Diego", "OF SAN DIEGO"],
    ["Countyline", "COUNTYLINE"],
    ["Orleans Parish", "ORLEANS PARISH"],
  ])("county %j is kept as %j", (input, expected) => expect(normalizeCountyName(input)).toBe(expected));
});

describe("loading a listing", () => {
  it("sets price, annual tax, state and county, and locks tax/insurance", () => {
    const next = loadListing(seedInputs(), { price: 650000, taxAnnual: "7,800", state: "tx", county: "Travis County" }).loanInputs;
    expect(next).toMatchObject({
      price: 650000,
      downPayment: 130000,
      loan: 520000,
      taxAnnual: 7800,
      taxRate: 0.012,
      insuranceAnnual: 2500,
      insuranceRate: 2500 / 650000,
      state: "TX",
      county: "TRAVIS",
      lockTaxInsuranceOnPriceChange: true,
    });
  });
  it("without a tax figure keeps the tax rate", () => {
    const next = loadListing(seedInputs(), { price: 400000, taxAnnual: null, state: "CA", county: "Orange County" }).loanInputs;
    expect(next).toMatchObject({ taxAnnual: 8000, taxRate: 0.02, county: "ORANGE", lockTaxInsuranceOnPriceChange: true });
  });
});

describe("other inputs", () => {
  it("rate: a typed percent or a fraction, out of range gives 0", () => {
    expect(changeRate(seedInputs(), "6.5%").loanInputs.rate).toBe(0.065);
    expect(changeRate(seedInputs(), " 7.125 ").loanInputs.rate).toBe(0.07125);
    expect(changeRate(seedInputs(), 0.055).loanInputs.rate).toBe(0.055);
    expect(changeRate(seedInputs(), 5.5).loanInputs.rate).toBe(0);
  });
  it("term: within the program's limits", () => {
    expect(changeTerm(seedInputs(), "180").loanInputs.term).toBe(180);
    expect(changeTerm(seedInputs(), 480).loanInputs.term).toBe(360);
    expect(changeTerm(withLoan({ calcType: "usda" }), 180).loanInputs.term).toBe(360);
    expect(changeTerm(withLoan({ calcType: "usda" }), 480).loanInputs.term).toBe(480);
    expect(changeTerm(seedInputs(), "abc").loanInputs.term).toBe(360);
  });
  it("credit score: clamped to 400-850 with its PMI band", () => {
    expect(changeCreditScore(seedInputs(), 700).loanInputs).toMatchObject({ creditScore: 700, creditScoreRangePMI: "700-719" });
    expect(changeCreditScore(seedInputs(), 300).loanInputs).toMatchObject({ creditScore: 400, creditScoreRangePMI: "400-619" });
    expect(changeCreditScore(seedInputs(), 900).loanInputs).toMatchObject({ creditScore: 850, creditScoreRangePMI: "760-850" });
    expect(changeCreditScore(seedInputs(), "").loanInputs.creditScore).toBe(760);
    expect(changeCreditScore(seedInputs(), "619").loanInputs.creditScoreRangePMI).toBe("400-619");
    expect(changeCreditScore(seedInputs(), "620").loanInputs.creditScoreRangePMI).toBe("620-639");
  });
  it("refinance: rounded down, base loan capped at the home value", () => {
    const next = changeRefi(seedInputs(), { homeValue: "350,000.75", mortgageBalanceSecond: "25k", currentRate: "7.5" }).refi;
    expect(next).toEqual({ homeValue: 350000, mortgageBalanceFirst: 400000, mortgageBalanceSecond: 25000, currentRate: 0.075, baseLoanAmount: 350000 });
    expect(changeRefi(seedInputs(), { baseLoanAmount: 600000 }).refi.baseLoanAmount).toBe(500000);
    expect(changeRefi(seedInputs(), { mortgageBalanceFirst: "abc" }).refi.mortgageBalanceFirst).toBe(0);
  });
  it("counts: non-numeric gives 0", () => {
    expect(changeCounts(seedInputs(), { rateCount: "abc", homesCount: "12" }).counts).toEqual({ rateCount: 0, homesCount: 12 });
    expect(changeRateCount(seedInputs(), "x").loanInputs.rateCount).toBe(0);
    expect(changeRateCount(seedInputs(), 4).loanInputs.rateCount).toBe(4);
  });
  it("amounts: income, debts, extra payment, VA entitlement, PMI, budget", () => {
    const next = changeAmount(changeAmount(seedInputs(), "income", "$120k"), "monthlyDebt", "-5");
    expect(next).toMatchObject({ income: 120000, monthlyDebt: 0 });
    expect(changeAmount(seedInputs(), "extraMonthly", "200").extraMonthly).toBe(200);
    expect(changeLoanAmount(seedInputs(), "vaEntitlementUsed", "36,000").loanInputs.vaEntitlementUsed).toBe(36000);
    expect(changeLoanAmount(seedInputs(), "totalPayment", "3,500").loanInputs.totalPayment).toBe(3500);
  });
  it("flags", () => {
    expect(changeLoanFlag(seedInputs(), "isVaDisabled", true).loanInputs.isVaDisabled).toBe(true);
    expect(changeLoanFlag(seedInputs(), "includePMI", false).loanInputs.includePMI).toBe(false);
  });
  it("HOA: amount every `divisor` months, monthly to the cent", () => {
    const yearly = changeHoa(seedInputs(), { amount: "1,000", divisor: 12 });
    expect(yearly.hoa).toEqual({ amount: 1000, divisor: 12 });
    expect(hoaMonthly(yearly.hoa)).toBe(83.33);
    expect(changeHoa(yearly, { divisor: 0 }).hoa.divisor).toBe(12);
  });
  it("never mutates the inputs it is given", () => {
    const inputs = seedInputs();
    const frozen = JSON.stringify(inputs);
    changePrice(inputs, 1);
    switchCalcType(inputs, "fha");
    loadListing(inputs, { price: 1, taxAnnual: 1, state: "NY", county: "Kings" });
    expect(JSON.stringify(inputs)).toBe(frozen);
  });
});
