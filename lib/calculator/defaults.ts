import { annualFromRate, rateFromAnnual } from "@/lib/mortgage/taxes-insurance";
import { DEFAULT_STATE, DEFAULT_STATE_INSURANCE_ANNUAL, DEFAULT_STATE_TAX_RATE } from "@/lib/reference/default-place";

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

/** The starting price, dollars. */
const DEFAULT_PRICE = 500_000;

/**
 * The seed's defaults (docs/architecture.md, Calculator state and browser storage): price 500,000,
 * 20 % down, 6.75 %, 30 years, CA, 760. Tax and insurance are California's own (its effective
 * property-tax rate and average premium, as choosing the state sets them) rather than the seed's
 * flat 2 % and 0.5 %, so the calculators, the home page and /offers/ start from the same payment.
 */
export function defaultInputs(): CalculatorInputs {
  return {
    loanInputs: {
      calcType: "conventional",
      price: DEFAULT_PRICE,
      loan: 400_000,
      downPayment: 100_000,
      downPaymentPercent: 20,
      rate: 0.0675,
      term: 360,
      insuranceAnnual: DEFAULT_STATE_INSURANCE_ANNUAL,
      insuranceRate: rateFromAnnual(DEFAULT_PRICE, DEFAULT_STATE_INSURANCE_ANNUAL),
      taxAnnual: annualFromRate(DEFAULT_PRICE, DEFAULT_STATE_TAX_RATE),
      taxRate: DEFAULT_STATE_TAX_RATE,
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
      state: DEFAULT_STATE,
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
