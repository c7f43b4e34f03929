/**
 * Verified cases: inputs with figures known independently of this engine (official tables and
 * published examples, or an exact decimal computation done outside it). The unit tests assert
 * that the engine gives every expected figure, and /accuracy/ renders this same list with the
 * engine's output beside it, so the page can only show cases that pass.
 */
import { buildSchedule } from "./amortization";
import { computeArm, type ArmInput } from "./arm";
import { computeBuydown, type BuydownInput } from "./buydown";
import { computeAffordability, type AffordabilityInput } from "./affordability";
import { fhaAnnualMip, fhaMonthlyMipFromBalanceSum, fhaUpfront } from "./fha";
import { toCents } from "./money";
import { pmiRateRow, type PmiCoverage } from "./pmi";
import { computePurchase, type PurchaseInput } from "./purchase";
import { usdaUpfrontCents } from "./usda";
import { vaFundingFeeBps, vaFundingFeeCents, type VaLoanPurpose } from "./va";
import { computeVaEntitlement, type VaEntitlementInput } from "./va-entitlement";
import { computeRentVsBuy, type RentVsBuyInput } from "./rent-vs-buy";
import { computeVaIrrrl, type VaIrrrlInput } from "./va-irrrl";

/** Where an expected figure comes from. */
export type VectorBasis = "official" | "published-example" | "exact-reference" | "seed";

interface VectorBase {
  readonly id: string;
  /** What the case checks, in words. */
  readonly title: string;
  /** Source of the expected figures. */
  readonly source: string;
  readonly basis: VectorBasis;
  /** Expected figures by result name (dollars, percents or counts, as the name says). */
  readonly expected: Readonly<Record<string, number | boolean>>;
}

export type Vector =
  | (VectorBase & { readonly kind: "schedule"; readonly input: { readonly loanAmount: number; readonly rate: number; readonly termMonths: number } })
  | (VectorBase & { readonly kind: "purchase"; readonly input: PurchaseInput })
  | (VectorBase & { readonly kind: "pmi-rate"; readonly input: { readonly creditScore: number; readonly coverage: PmiCoverage; readonly termMonths: number } })
  | (VectorBase & {
      readonly kind: "fha-mip-from-average";
      readonly input: { readonly averageBalance: number; readonly annualBps: number; readonly upfrontBps: number };
    })
  | (VectorBase & { readonly kind: "fha-annual-mip"; readonly input: { readonly termMonths: number; readonly baseLoan: number; readonly value: number } })
  | (VectorBase & { readonly kind: "fha-upfront"; readonly input: { readonly baseLoan: number } })
  | (VectorBase & {
      readonly kind: "va-funding-fee";
      readonly input: {
        readonly purpose: VaLoanPurpose;
        readonly subsequentUse: boolean;
        readonly exempt: boolean;
        readonly price: number;
        readonly downPayment: number;
      };
    })
  | (VectorBase & { readonly kind: "va-entitlement"; readonly input: VaEntitlementInput })
  | (VectorBase & { readonly kind: "va-irrrl"; readonly input: VaIrrrlInput })
  | (VectorBase & { readonly kind: "usda-upfront"; readonly input: { readonly loanAmount: number } })
  | (VectorBase & { readonly kind: "affordability"; readonly input: AffordabilityInput })
  | (VectorBase & { readonly kind: "arm"; readonly input: ArmInput })
  | (VectorBase & { readonly kind: "buydown"; readonly input: BuydownInput })
  | (VectorBase & { readonly kind: "rent-vs-buy"; readonly input: RentVsBuyInput });

const EXACT = "Exact decimal computation (50 digits, half-up to the cent each month), done outside the engine";

export const VECTORS: readonly Vector[] = [
  {
    id: "pi-400k-675",
    kind: "schedule",
    title: "$400,000 at 6.75% for 30 years: P&I and total interest",
    source: `Project design contract (example $2,594.39); total interest: ${EXACT}`,
    basis: "exact-reference",
    input: { loanAmount: 400_000, rate: 0.0675, termMonths: 360 },
    expected: { principalAndInterest: 2594.39, totalInterest: 533_983.09, payoffMonths: 360 },
  },
  {
    id: "pi-200k-6",
    kind: "schedule",
    title: "$200,000 at 6% for 30 years",
    source: `Textbook annuity example ($1,199.10); total interest: ${EXACT}`,
    basis: "published-example",
    input: { loanAmount: 200_000, rate: 0.06, termMonths: 360 },
    expected: { principalAndInterest: 1199.1, totalInterest: 231_677.04, payoffMonths: 360 },
  },
  {
    id: "pi-300k-7",
    kind: "schedule",
    title: "$300,000 at 7% for 30 years",
    source: EXACT,
    basis: "exact-reference",
    input: { loanAmount: 300_000, rate: 0.07, termMonths: 360 },
    expected: { principalAndInterest: 1995.91, totalInterest: 418_524.05 },
  },
  {
    id: "pi-250k-55-15y",
    kind: "schedule",
    title: "$250,000 at 5.5% for 15 years",
    source: EXACT,
    basis: "exact-reference",
    input: { loanAmount: 250_000, rate: 0.055, termMonths: 180 },
    expected: { principalAndInterest: 2042.71, totalInterest: 117_687.31, payoffMonths: 180 },
  },
  {
    id: "pi-zero-rate",
    kind: "schedule",
    title: "$100,000 at 0% for 30 years (payment = loan / term)",
    source: "Arithmetic: 100,000 / 360 = 277.777... -> $277.78; the last payment settles the rest",
    basis: "exact-reference",
    input: { loanAmount: 100_000, rate: 0, termMonths: 360 },
    expected: { principalAndInterest: 277.78, totalInterest: 0, payoffMonths: 360 },
  },
  {
    id: "pmi-seed-below-620",
    kind: "pmi-rate",
    title: "PMI, credit 400-619, 35% coverage, term over 240 months",
    source: "Seed PMI table",
    basis: "seed",
    input: { creditScore: 600, coverage: 35, termMonths: 360 },
    expected: { annualRate: 2.79 },
  },
  {
    id: "pmi-seed-760-35",
    kind: "pmi-rate",
    title: "PMI, credit 760-850, 35% coverage",
    source: "Seed PMI table; MGIC BPMI card 2018-07-09, 95.01-97% LTV",
    basis: "seed",
    input: { creditScore: 780, coverage: 35, termMonths: 360 },
    expected: { annualRate: 0.58 },
  },
  {
    id: "pmi-seed-760-12",
    kind: "pmi-rate",
    title: "PMI, credit 760-850, 12% coverage",
    source: "Seed PMI table; MGIC BPMI card 2018-07-09, 80.01-85% LTV",
    basis: "seed",
    input: { creditScore: 800, coverage: 12, termMonths: 360 },
    expected: { annualRate: 0.19 },
  },
  {
    id: "conv-10-down",
    kind: "purchase",
    title: "Conventional: $500,000 price, 10% down, 6.75%, 30 years, credit 760",
    source: `PMI 0.28% (MGIC 2018, 85.01-90% LTV, 25% coverage, 760+) x $450,000 / 12 = $105.00; P&I and the 78% month: ${EXACT}`,
    basis: "exact-reference",
    input: {
      calcType: "conventional",
      price: 500_000,
      downPayment: 50_000,
      rate: 0.0675,
      term: 360,
      taxAnnual: 10_000,
      insuranceAnnual: 2_500,
      creditScore: 760,
      includeSchedule: false,
    },
    expected: {
      loanAmount: 450_000,
      principalAndInterest: 2918.69,
      mortgageInsurance: 105,
      propertyTax: 833.33,
      homeInsurance: 208.33,
      monthlyPayment: 4065.35,
    },
  },
  {
    id: "conv-20-down",
    kind: "purchase",
    title: "Conventional: $500,000 price, 20% down (no PMI; seed defaults)",
    source: `Seed defaults (price $500,000, down $100,000, 6.75%, 360 months, tax $10,000, insurance $2,500); ${EXACT}`,
    basis: "exact-reference",
    input: {
      calcType: "conventional",
      price: 500_000,
      downPayment: 100_000,
      rate: 0.0675,
      term: 360,
      taxAnnual: 10_000,
      insuranceAnnual: 2_500,
      creditScore: 760,
      includeSchedule: false,
    },
    expected: { loanAmount: 400_000, principalAndInterest: 2594.39, mortgageInsurance: 0, monthlyPayment: 3636.05 },
  },
  {
    id: "fha-35-down",
    kind: "purchase",
    title: "FHA: $500,000 price, 3.5% down, 6.75%, 30 years",
    source: `UFMIP 1.75% (ML 2023-05) of $482,500 = $8,443.75, $8,443 financed (4000.1 II.A.2.e.i); annual MIP 0.55% (LTV 96.5%); monthly MIP by HUD's method; ${EXACT}`,
    basis: "exact-reference",
    input: {
      calcType: "fha",
      price: 500_000,
      downPayment: 17_500,
      rate: 0.0675,
      term: 360,
      taxAnnual: 10_000,
      insuranceAnnual: 2_500,
      creditScore: 700,
      includeSchedule: false,
    },
    expected: {
      loanAmount: 482_500,
      upfrontFee: 8443.75,
      totalLoanAmount: 490_943,
      principalAndInterest: 3184.25,
      mortgageInsurance: 220.08,
      monthlyPayment: 4445.99,
    },
  },
  {
    id: "fha-hud-example",
    kind: "fha-mip-from-average",
    title: "HUD's worked monthly MIP example (average balance $106,160.65, 0.50%, UFMIP 2.25% financed)",
    source: "HUD, Monthly (Periodic) Mortgage Insurance Premium Calculation (ML 98-22): $530.80 -> $519.12 -> $43.26",
    basis: "published-example",
    input: { averageBalance: 106_160.654166666666, annualBps: 50, upfrontBps: 225 },
    expected: { monthlyMip: 43.26 },
  },
  {
    id: "fha-mip-30y-low-ltv",
    kind: "fha-annual-mip",
    title: "FHA annual MIP, 30 years, $300,000 base loan, LTV 90%",
    source: "HUD ML 2023-05 (50 bps); ML 2013-04 (11 years at LTV 90% or less)",
    basis: "official",
    input: { termMonths: 360, baseLoan: 300_000, value: 333_334 },
    expected: { annualMipBps: 50, durationMonths: 132 },
  },
  {
    id: "fha-mip-30y-high-ltv",
    kind: "fha-annual-mip",
    title: "FHA annual MIP, 30 years, $482,500 base loan, LTV 96.5%",
    source: "HUD ML 2023-05 (55 bps); ML 2013-04 (life of the loan above 90%)",
    basis: "official",
    input: { termMonths: 360, baseLoan: 482_500, value: 500_000 },
    expected: { annualMipBps: 55, durationMonths: 360 },
  },
  {
    id: "fha-mip-30y-jumbo",
    kind: "fha-annual-mip",
    title: "FHA annual MIP, 30 years, $800,000 base loan, LTV 96.5%",
    source: "HUD ML 2023-05 (75 bps above $726,200 and 95%)",
    basis: "official",
    input: { termMonths: 360, baseLoan: 800_000, value: 829_016 },
    expected: { annualMipBps: 75, durationMonths: 360 },
  },
  {
    id: "fha-mip-15y",
    kind: "fha-annual-mip",
    title: "FHA annual MIP, 15 years, $800,000 base loan, LTV 85%",
    source: "HUD ML 2023-05 (40 bps for 78-90% above $726,200, 15 years or less)",
    basis: "official",
    input: { termMonths: 180, baseLoan: 800_000, value: 941_177 },
    expected: { annualMipBps: 40, durationMonths: 132 },
  },
  {
    id: "fha-ufmip",
    kind: "fha-upfront",
    title: "FHA UFMIP on a $482,500 base loan",
    source: "HUD ML 2023-05 (1.75%); Handbook 4000.1 II.A.2.e.i (amounts under $1.00 not financed)",
    basis: "official",
    input: { baseLoan: 482_500 },
    expected: { upfront: 8443.75, financed: 8443, cash: 0.75 },
  },
  {
    id: "va-first-zero-down",
    kind: "va-funding-fee",
    title: "VA funding fee, purchase, first use, no down payment, $300,000",
    source: "VA Circular 26-23-06 (2.15%)",
    basis: "official",
    input: { purpose: "purchase", subsequentUse: false, exempt: false, price: 300_000, downPayment: 0 },
    expected: { feePercent: 2.15, fundingFee: 6450 },
  },
  {
    id: "va-first-5-down",
    kind: "va-funding-fee",
    title: "VA funding fee, purchase, first use, 5% down, $300,000",
    source: "VA Circular 26-23-06 (1.5% at 5% or more down)",
    basis: "official",
    input: { purpose: "purchase", subsequentUse: false, exempt: false, price: 300_000, downPayment: 15_000 },
    expected: { feePercent: 1.5, fundingFee: 4275 },
  },
  {
    id: "va-subsequent-zero-down",
    kind: "va-funding-fee",
    title: "VA funding fee, purchase, subsequent use, no down payment, $300,000",
    source: "VA Circular 26-23-06 (3.3%)",
    basis: "official",
    input: { purpose: "purchase", subsequentUse: true, exempt: false, price: 300_000, downPayment: 0 },
    expected: { feePercent: 3.3, fundingFee: 9900 },
  },
  {
    id: "va-exempt",
    kind: "va-funding-fee",
    title: "VA funding fee, exempt borrower (service-connected disability)",
    source: "VA funding fee exemptions (38 U.S.C. 3729(c))",
    basis: "official",
    input: { purpose: "purchase", subsequentUse: false, exempt: true, price: 300_000, downPayment: 0 },
    expected: { feePercent: 0, fundingFee: 0 },
  },
  {
    id: "va-cash-out-subsequent",
    kind: "va-funding-fee",
    title: "VA funding fee, cash-out refinance, subsequent use, $300,000",
    source: "VA Circular 26-23-06 (3.3%)",
    basis: "official",
    input: { purpose: "cash_out", subsequentUse: true, exempt: false, price: 300_000, downPayment: 0 },
    expected: { feePercent: 3.3, fundingFee: 9900 },
  },
  {
    id: "va-entitlement-partial",
    kind: "va-entitlement",
    title: "VA entitlement: $832,750 county limit, $50,000 in use, $700,000 price",
    source: "38 U.S.C. 3703 rule: 25% x $832,750 - $50,000 = $158,187.50; x 4 = $632,750; 25% x ($700,000 - $632,750) = $16,812.50",
    basis: "official",
    input: { price: 700_000, countyLimit: 832_750, entitlementUsed: 50_000 },
    expected: { remainingEntitlement: 158_187.5, maxZeroDownLoan: 632_750, downPaymentRequired: 16_812.5 },
  },
  {
    id: "va-entitlement-full",
    kind: "va-entitlement",
    title: "VA entitlement: full entitlement has no loan limit",
    source: "Blue Water Navy Vietnam Veterans Act of 2019 (since January 1, 2020)",
    basis: "official",
    input: { price: 1_500_000, countyLimit: 832_750, entitlementUsed: 0 },
    expected: { fullEntitlement: true, downPaymentRequired: 0 },
  },
  {
    id: "va-irrrl",
    kind: "va-irrrl",
    title: "VA IRRRL: $300,000 at 7.25% (340 months left) to 6.00% for 30 years, $4,000 costs rolled in",
    source: `Funding fee 0.5% (VA Circular 26-23-06) of $304,000 = $1,520; recoupment = ceil($4,000 / saving) (VA Circular 26-19-22); ${EXACT}`,
    basis: "exact-reference",
    input: { currentBalance: 300_000, currentRate: 0.0725, currentRemainingTerm: 340, newRate: 0.06, newTerm: 360, closingCosts: 4_000 },
    expected: { fundingFee: 1520, totalLoanAmount: 305_520, principalAndInterest: 1831.75, recoupmentMonths: 17 },
  },
  {
    id: "usda-fee",
    kind: "usda-upfront",
    title: "USDA upfront guarantee fee on a $300,000 loan",
    source: "USDA RD (7 CFR 3555.107): 1% upfront",
    basis: "official",
    input: { loanAmount: 300_000 },
    expected: { upfrontFee: 3000, totalLoanAmount: 303_000 },
  },
  {
    id: "usda-purchase",
    kind: "purchase",
    title: "USDA: $500,000 price, no down payment, 6.75%",
    source: `1% fee financed ($505,000 loan); annual fee 0.35% of the first year's average scheduled balance / 12; ${EXACT}`,
    basis: "exact-reference",
    input: { calcType: "usda", price: 500_000, downPayment: 0, rate: 0.0675, term: 360, includeSchedule: false },
    expected: { totalLoanAmount: 505_000, principalAndInterest: 3275.42, mortgageInsurance: 146.58 },
  },
  {
    id: "afford-conventional-28",
    kind: "affordability",
    title: "Affordability: $120,000 income, conventional 28/36, $40,000 down, 6.75%, tax 1.1%, insurance 0.5%, credit 720",
    source: "Housing budget 28% x $10,000 = $2,800.00 a month; the price is the largest whole dollar whose payment fits",
    basis: "exact-reference",
    input: {
      calcType: "conventional",
      income: 120_000,
      monthlyDebt: 500,
      downPayment: 40_000,
      rate: 0.0675,
      term: 360,
      taxRate: 0.011,
      insuranceRate: 0.005,
      creditScore: 720,
    },
    expected: { maxHousingPayment: 2800, housingRatio: 0.28 },
  },
  {
    id: "arm-5-6-caps",
    kind: "arm",
    title: "5/6 SOFR ARM, $400,000 at 6.00%, margin 2.75%, SOFR 4.30%: fully indexed rate and the payment rising to the caps (2/1/5)",
    source: `Fannie Mae / Freddie Mac Form 3138 (30-day Average SOFR note) sections 4(A)-(D) and the 5/6 plan's caps; payments: ${EXACT}`,
    basis: "exact-reference",
    input: { loanAmount: 400_000, initialRate: 0.06, margin: 0.0275, index: 0.043, product: "5/6" },
    expected: {
      fullyIndexedRate: 7,
      initialPayment: 2398.2,
      paymentFirstAdjustmentUnchanged: 2630.76,
      paymentFirstAdjustmentWorst: 2872.84,
      maxPaymentWorst: 3630.26,
      maxRateWorst: 11,
    },
  },
  {
    id: "arm-7-6-first-cap",
    kind: "arm",
    title: "7/6 SOFR ARM, $400,000 at 6.50%: the first change may move the rate 5 points (5/1/5 caps)",
    source: `Fannie Mae SOFR ARM plan 4928 caps (5% first, 1% after, 5% life); payments: ${EXACT}`,
    basis: "exact-reference",
    input: { loanAmount: 400_000, initialRate: 0.065, margin: 0.03, index: 0.2, product: "7/6" },
    expected: { initialPayment: 2528.27, paymentFirstAdjustmentWorst: 3734.49, maxRateWorst: 11.5 },
  },
  {
    id: "buydown-2-1",
    kind: "buydown",
    title: "2-1 temporary buydown on $400,000 at 7%: the subsidy the seller funds",
    source: `Fannie Mae Selling Guide B2-1.4-04 (payments at 2 and 1 points below the note rate, funded in advance); payments: ${EXACT}`,
    basis: "exact-reference",
    input: { price: 500_000, loanAmount: 400_000, rate: 0.07, buydown: "2-1" },
    expected: { notePayment: 2661.21, paymentYear1: 2147.29, paymentYear2: 2398.2, buydownSubsidy: 9323.16 },
  },
  {
    id: "buydown-3-2-1",
    kind: "buydown",
    title: "3-2-1 temporary buydown on $400,000 at 7%",
    source: `Fannie Mae Selling Guide B2-1.4-04 (reduction at most 3 points, rising at most 1 a year); payments: ${EXACT}`,
    basis: "exact-reference",
    input: { price: 500_000, loanAmount: 400_000, rate: 0.07, buydown: "3-2-1" },
    expected: { paymentYear1: 1909.66, buydownSubsidy: 18_341.76, sellerContributionLimit: 30_000 },
  },
  {
    id: "points-break-even",
    kind: "buydown",
    title: "One discount point on $400,000 buying 7% down to 6.75%: cost, saving and break-even month",
    source: `One point is 1% of the loan amount (CFPB, Loan Estimate explainer); payments: ${EXACT}`,
    basis: "exact-reference",
    input: { price: 500_000, loanAmount: 400_000, rate: 0.07, points: 1, pointsRate: 0.0675 },
    expected: { pointsCost: 4000, pointsMonthlySaving: 66.82, pointsBreakEvenMonths: 60 },
  },
  {
    id: "rent-vs-buy-by-hand",
    kind: "rent-vs-buy",
    title: "Rent or buy for one year at 0% interest and no growth: selling costs against the rent saved",
    source: "Worked by hand: $240,000 home, $40,000 down, 3% to buy and 6% to sell, $1,100 a month to own against $1,500 rent",
    basis: "exact-reference",
    input: {
      price: 240_000,
      downPayment: 40_000,
      rate: 0,
      termMonths: 200,
      rent: 1_500,
      years: 1,
      taxAnnual: 1_200,
      appreciation: 0,
      rentGrowth: 0,
      investmentReturn: 0,
      maintenanceRate: 0,
    },
    expected: { buyNetWorth: 42_400, rentNetWorth: 47_200, buyAdvantage: -4_800, breakEvenRent: 1_900 },
  },
];

/** The engine's figures for a vector, by the same names as its `expected`. */
export function runVector(v: Vector): Record<string, number | boolean | null> {
  switch (v.kind) {
    case "schedule": {
      const s = buildSchedule({ ...v.input, includeRows: false });
      return { principalAndInterest: s.principalAndInterest, totalInterest: s.totalInterest, payoffMonths: s.payoffMonths };
    }
    case "purchase": {
      const r = computePurchase(v.input);
      return {
        loanAmount: r.loanAmount,
        upfrontFee: r.upfrontFee,
        totalLoanAmount: r.totalLoanAmount,
        principalAndInterest: r.principalAndInterest,
        mortgageInsurance: r.mortgageInsurance,
        propertyTax: r.propertyTax,
        homeInsurance: r.homeInsurance,
        monthlyPayment: r.monthlyPayment,
      };
    }
    case "pmi-rate":
      return { annualRate: pmiRateRow(v.input.creditScore, v.input.coverage, v.input.termMonths).annualRate };
    case "fha-mip-from-average":
      // The average is the sum of 12 balances / 12: give HUD's sum, in cents.
      return { monthlyMip: fhaMonthlyMipFromBalanceSum(Math.round(v.input.averageBalance * 1200), v.input.annualBps, v.input.upfrontBps) / 100 };
    case "fha-annual-mip": {
      const m = fhaAnnualMip(v.input.termMonths, toCents(v.input.baseLoan), toCents(v.input.value));
      return { annualMipBps: m.rateBps, durationMonths: m.durationMonths };
    }
    case "fha-upfront": {
      const u = fhaUpfront(toCents(v.input.baseLoan));
      return { upfront: u.upfrontCents / 100, financed: u.financedCents / 100, cash: u.cashCents / 100 };
    }
    case "va-funding-fee": {
      const bps = vaFundingFeeBps({ ...v.input, downPaymentCents: toCents(v.input.downPayment), priceCents: toCents(v.input.price) });
      return { feePercent: bps / 100, fundingFee: vaFundingFeeCents(toCents(v.input.price - v.input.downPayment), bps) / 100 };
    }
    case "va-entitlement": {
      const r = computeVaEntitlement(v.input);
      return {
        remainingEntitlement: r.remainingEntitlement,
        maxZeroDownLoan: r.maxZeroDownLoan,
        downPaymentRequired: r.downPaymentRequired,
        fullEntitlement: r.fullEntitlement,
      };
    }
    case "va-irrrl": {
      const r = computeVaIrrrl(v.input);
      return {
        fundingFee: r.fundingFee,
        totalLoanAmount: r.totalLoanAmount,
        principalAndInterest: r.principalAndInterest,
        recoupmentMonths: r.recoupmentMonths,
      };
    }
    case "usda-upfront": {
      const fee = usdaUpfrontCents(toCents(v.input.loanAmount));
      return { upfrontFee: fee / 100, totalLoanAmount: (toCents(v.input.loanAmount) + fee) / 100 };
    }
    case "affordability": {
      const r = computeAffordability(v.input);
      return { maxHousingPayment: r.maxHousingPayment, housingRatio: Number(r.housingRatio.toFixed(4)), maxPrice: r.maxPrice };
    }
    case "arm": {
      const r = computeArm(v.input);
      // Rates as percents to 3 decimals, as the page shows them.
      const pct = (x: number) => Number((x * 100).toFixed(3));
      return {
        fullyIndexedRate: pct(r.fullyIndexedRate),
        initialPayment: r.initialPayment,
        paymentFirstAdjustmentUnchanged: r.paths.unchanged.firstAdjustedPayment,
        paymentFirstAdjustmentWorst: r.paths.worst.firstAdjustedPayment,
        maxPaymentWorst: r.paths.worst.maxPayment,
        maxRateWorst: pct(r.paths.worst.maxRate),
      };
    }
    case "buydown": {
      const r = computeBuydown(v.input);
      return {
        notePayment: r.paymentWithoutPoints,
        paymentYear1: r.buydownYears[0]?.payment ?? null,
        paymentYear2: r.buydownYears[1]?.payment ?? null,
        buydownSubsidy: r.buydownSubsidy,
        sellerContributionLimit: r.sellerContributionLimit,
        pointsCost: r.pointsCost,
        pointsMonthlySaving: r.pointsMonthlySaving,
        pointsBreakEvenMonths: r.pointsBreakEvenMonths,
      };
    }
    case "rent-vs-buy": {
      const r = computeRentVsBuy(v.input);
      return { buyNetWorth: r.buyNetWorth, rentNetWorth: r.rentNetWorth, buyAdvantage: r.buyAdvantage, breakEvenRent: r.breakEvenRent };
    }
  }
}

/** True when every expected figure of the vector equals the engine's, to the cent. */
export function vectorPasses(v: Vector): boolean {
  const actual = runVector(v);
  return Object.entries(v.expected).every(([k, want]) => {
    const got = actual[k];
    return typeof want === "boolean" ? got === want : typeof got === "number" && Math.abs(got - want) < 0.005;
  });
}
