import type { CalculatorData, CalculatorInputs, Results } from "./types";

/**
 * Where the seed gives no default (income, debts, HOA, the second balance, the refinance loan),
 * the values are chosen so that every calculator shows a meaningful answer on first visit:
 * a $100,000 household income with $500 of monthly debts (round figures near the 2023 US median
 * household income of $80,610, Census P60-282), no HOA, no second mortgage, and a refinance of
 * the first balance.
 */
export const DEFAULT_INCOME = 100_000;
export const DEFAULT_MONTHLY_DEBT = 500;

/** The seed's defaults (docs/architecture.md, Calculator state and browser storage): price 500,000, 20 % down, 6.75 %, 30 years, CA, 760. */
export function defaultInputs(): CalculatorInputs {
  return {
    loanInputs: {
      calcType: "conventional",
      price: 500_000,
      loan: 400_000,
      downPayment: 100_000,
      downPaymentPercent: 20,
      rate: 0.0675,
      term: 360,
      insuranceAnnual: 2_500,
      insuranceRate: 0.005,
      taxAnnual: 10_000,
      taxRate: 0.02,
      lockTaxInsuranceOnPriceChange: false,
      pmiMonthly: 0,
      showPMI: true,
      // "PMI included when required": the engine adds it only when the LTV needs it.
      includePMI: true,
      creditScore: 760,
      creditScoreRangePMI: "760-850",
      isVeteran: false,
      isVaDisabled: false,
      isVaSubsequentUse: false,
      vaEntitlementUsed: 0,
      recalculate: false,
      county: "",
      state: "CA",
      rateCount: 0,
      totalPayment: 0,
    },
    refi: {
      homeValue: 500_000,
      mortgageBalanceFirst: 400_000,
      mortgageBalanceSecond: 0,
      currentRate: 0.08,
      baseLoanAmount: 400_000,
    },
    counts: { rateCount: 0, homesCount: 0 },
    income: DEFAULT_INCOME,
    monthlyDebt: DEFAULT_MONTHLY_DEBT,
    hoa: { divisor: 1, amount: 0 },
    extraMonthly: 0,
  };
}

/** Results before the engine has run: nothing computed yet. */
export function emptyResults(): Results {
  return { totalPayment: 0, totalLoanAmount: 0 };
}

/** Defaults with empty results. */
export function defaultData(): CalculatorData {
  return { ...defaultInputs(), results: emptyResults() };
}
