import { marketRates, PMMS_ONLY } from "@/tests/support/market-rates";

import { computeDownPayment } from "./down-payment";
import { computeOffers, type OffersCounty, type OffersInput, type ProgramOffer } from "./offers";
import { computePurchase } from "./purchase";
import type { CalcType } from "./types";

/** Autauga County, AL (the 2026 baseline limits, the USDA floor). */
const AUTAUGA: OffersCounty = {
  fips: "01001",
  name: "Autauga County",
  conformingLimit: 832_750,
  fhaLimit: 541_287,
  usdaIncome: { limit1To4: 122_800, limit5To8: 162_100, area: "Montgomery, AL MSA", note: "" },
};

const base: OffersInput = {
  price: 400_000,
  downPayment: 80_000,
  creditScore: 760,
  county: AUTAUGA,
  taxAnnual: 4_000,
  insuranceAnnual: 1_500,
  isVeteran: false,
  isVaDisabled: false,
  isVaSubsequentUse: false,
  market: PMMS_ONLY,
};

function offer(input: Partial<OffersInput>, program: CalcType): ProgramOffer {
  const found = computeOffers({ ...base, ...input }).offers.find((o) => o.calcType === program);
  if (!found) throw new Error(program);
  return found;
}

describe("computeOffers eligibility", () => {
  // [program, scenario change, eligible, a reason that must be given (or null)]
  it.each<[CalcType, Partial<OffersInput>, boolean, RegExp | null]>([
    ["conventional", {}, true, null],
    ["conventional", { creditScore: 619 }, false, /at least 620/],
    ["conventional", { creditScore: 620 }, true, null],
    ["conventional", { downPayment: 12_000 }, true, null], // 3% exactly
    ["conventional", { downPayment: 11_999 }, false, /at least 3% down \(\$12,000\)/],
    ["conventional", { price: 1_100_000, downPayment: 220_000 }, false, /conforming limit of \$832,750: it would be a jumbo loan/],
    ["conventional", { price: 1_040_938, downPayment: 208_188 }, true, null], // loan = the limit
    ["conventional", { county: null, price: 1_100_000, downPayment: 220_000 }, false, /Choose the county/],
    ["fha", { downPayment: 14_000 }, true, null], // 3.5% at 760
    ["fha", { downPayment: 13_999 }, false, /at least 3.5% down \(\$14,000\)/],
    ["fha", { creditScore: 580, downPayment: 14_000 }, true, null],
    ["fha", { creditScore: 579, downPayment: 14_000 }, false, /at least 10% down \(\$40,000\) at a credit score of 579/],
    ["fha", { creditScore: 500, downPayment: 40_000 }, true, null],
    ["fha", { creditScore: 499, downPayment: 40_000 }, false, /500 and above/],
    ["fha", { price: 600_000, downPayment: 21_000 }, false, /FHA limit of \$541,287/],
    ["fha", { county: null, price: 600_000, downPayment: 21_000 }, false, /Choose the county/],
    ["va", {}, false, /Certificate of Eligibility/],
    ["va", { isVeteran: true, downPayment: 0 }, true, null],
    ["va", { isVeteran: true, downPayment: 0, creditScore: 500 }, true, null], // no VA minimum score
    ["va", { isVeteran: true, price: 1_100_000, downPayment: 0 }, true, null], // no limit with full entitlement
    ["usda", { downPayment: 0 }, true, null],
    ["usda", { downPayment: 0, income: 122_800 }, true, null], // at the limit
    ["usda", { downPayment: 0, income: 122_801 }, false, /above USDA's FY2026 limit of \$122,800 for 1–4 people in Autauga County/],
    [
      "usda",
      { downPayment: 0, income: 500_000, county: { ...AUTAUGA, usdaIncome: { limit1To4: null, limit5To8: null, area: "", note: "by town" } } },
      true,
      null,
    ],
  ])("%s with %o: eligible %s", (program, change, eligible, reason) => {
    const result = offer(change, program);
    expect(result.eligible).toBe(eligible);
    if (reason) expect(result.reasons.join(" ")).toMatch(reason);
    expect(result.figures === null).toBe(!eligible);
  });

  it("says what it cannot check for USDA and VA", () => {
    const usda = offer({ downPayment: 0 }, "usda");
    expect(usda.notes.join(" ")).toMatch(/eligibility map/);
    expect(usda.notes.join(" ")).toMatch(/1–4 people/);
    expect(offer({ county: null }, "usda").notes.join(" ")).toMatch(/Choose the county/);
    const blank = offer({ county: { ...AUTAUGA, usdaIncome: { limit1To4: null, limit5To8: null, area: "", note: "varies by town" } } }, "usda");
    expect(blank.notes.join(" ")).toMatch(/not available here/);
    expect(offer({ isVeteran: true }, "va").notes.join(" ")).toMatch(/no minimum credit score/);
    expect(offer({ isVeteran: true }, "va").minimumCreditScore).toBeNull();
  });
});

describe("computeOffers ratios", () => {
  it("fails above the stretch limits, notes above the standard ones, and only notes VA's 41%", () => {
    // Conventional at 6.293% (760, 20% down): P&I $1,979.25 + tax $333.33 + insurance $125 = $2,437.58,
    // 40.63% of $6,000 a month; with $500 of debts 48.96%.
    const conv = offer({ income: 72_000, monthlyDebt: 500 }, "conventional");
    expect(conv.ratios).toMatchObject({ housingPercent: 40.63, debtToIncomePercent: 48.96 });
    expect(conv.eligible).toBe(false);
    expect(conv.figures).toBeNull();
    expect(conv.reasons.join(" ")).toMatch(/payment of \$2,437.58 and your monthly debts of \$500 are 48.96%/);
    expect(conv.reasons.join(" ")).toMatch(/allows up to 36%, and 45% with compensating factors/);
    const stretch = offer({ income: 72_000, monthlyDebt: 0 }, "conventional");
    expect(stretch.eligible).toBe(true);
    expect(stretch.notes.join(" ")).toMatch(/above Conventional's standard 28%/);
    const va = offer({ isVeteran: true, income: 60_000, monthlyDebt: 1_000 }, "va");
    expect(va.eligible).toBe(true);
    expect(va.notes.join(" ")).toMatch(/residual income/);
  });
});

describe("computeOffers figures", () => {
  it("prices conventional with the LLPA estimate and the others at the labelled PMMS stand-in", () => {
    const result = computeOffers({ ...base, isVeteran: true });
    const [conv, fha, va, usda] = result.offers;
    expect(conv?.rate).toMatchObject({ kind: "estimate", ratePercent: 6.293 });
    for (const o of [fha, va, usda]) {
      expect(o?.rate).toMatchObject({ kind: "stand-in", ratePercent: 6.23 });
      expect(o?.rate?.label).toMatch(/not an (FHA|VA|USDA) rate/);
    }
    expect(result.eligibleCount).toBe(4);
  });

  it("uses a program's own index when loaded", () => {
    const fha = offer({ market: marketRates({ MORTGAGE30US: 6.23, OBMMIFHA30YF: 6.057 }) }, "fha");
    expect(fha.rate).toMatchObject({ kind: "estimate", ratePercent: 6.057 });
  });

  it("shows no payment without any market rate", () => {
    const conv = offer({ market: marketRates({}) }, "conventional");
    expect(conv.rate).toBeNull();
    expect(conv.figures).toBeNull();
    expect(conv.notes.join(" ")).toMatch(/No market rate is loaded/);
  });

  it("gives the calculator's payment, the down payment calculator's cash to close and exact totals", () => {
    for (const program of ["conventional", "fha", "va", "usda"] as const) {
      const input = { ...base, isVeteran: true, downPayment: program === "conventional" ? 20_000 : program === "fha" ? 14_000 : 0 };
      const o = offer(input, program);
      const rate = o.rate?.rate ?? 0;
      const purchase = computePurchase({
        calcType: program,
        price: input.price,
        downPayment: input.downPayment,
        rate,
        term: 360,
        taxAnnual: 4_000,
        insuranceAnnual: 1_500,
        creditScore: 760,
        isVeteran: true,
        conformingLimit: 832_750,
        fhaLimit: 541_287,
      });
      const dp = computeDownPayment({
        calcType: program,
        price: input.price,
        downPayment: input.downPayment,
        rate,
        term: 360,
        creditScore: 760,
        taxAnnual: 4_000,
        insuranceAnnual: 1_500,
      });
      expect(o.figures?.monthlyPayment).toBe(purchase.monthlyPayment);
      expect(o.figures?.cashToClose).toBe(dp.cashToClose);
      // 30 years: cash to close + all P&I + all mortgage insurance + 360 months of tax and insurance.
      const cents =
        Math.round(dp.cashToClose * 100) +
        Math.round(purchase.totalPayments * 100) +
        Math.round(purchase.totalMortgageInsurance * 100) +
        360 * (33_333 + 12_500);
      expect(o.figures?.totalCost30Years).toBe(cents / 100);
      expect(o.figures?.totalCost5Years).toBeLessThan(o.figures?.totalCost30Years ?? 0);
    }
  });

  it("hand-checked conventional cash to close: 20% down, closing 3%, a year of insurance, 3 months of tax, 15 days of interest", () => {
    // Loan $320,000 at 6.293%: closing $9,600; prepaids $1,500 + $1,000 + $827.57 (320,000 x 6.293% x 15 / 365).
    expect(offer({}, "conventional").figures).toMatchObject({ closingCosts: 9_600, prepaids: 3_327.57, cashToClose: 92_927.57, mortgageInsuranceEndMonth: 0 });
  });

  it("ends FHA MIP after 11 years at 10% down, and never crashes on bad input", () => {
    expect(offer({ downPayment: 40_000 }, "fha").figures?.mortgageInsuranceEndMonth).toBe(132);
    expect(offer({ downPayment: 14_000 }, "fha").figures?.mortgageInsuranceEndMonth).toBe(360);
    const bad = computeOffers({ ...base, price: Number.NaN, downPayment: -5, income: Number.POSITIVE_INFINITY });
    expect(bad.offers.every((o) => !o.eligible && o.reasons.length > 0)).toBe(true);
  });
});
