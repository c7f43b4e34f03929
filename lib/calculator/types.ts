/**
 * The calculator state (docs/architecture.md, Calculator state and browser storage). Field names follow the seed.
 *
 * Units: money in dollars; `rate`, `taxRate`, `insuranceRate` and `currentRate` are fractions
 * (0.0675 = 6.75 %); `downPaymentPercent` is in percent (20 = 20 %); `term` is in months.
 */

import type { CalcType } from "@/lib/mortgage/types";

/** The loan program a payment calculator prices: the engine's (seed calcType). */
export { CALC_TYPES, type CalcType } from "@/lib/mortgage/types";

export interface LoanInputs {
  calcType: CalcType;
  /** Home price, whole dollars. */
  price: number;
  /** Base loan amount, dollars: always price - downPayment. */
  loan: number;
  /** Down payment, whole dollars (rounded up), 0 <= downPayment < price. */
  downPayment: number;
  /** Down payment as a percent of the price (20 = 20 %). */
  downPaymentPercent: number;
  /** Annual interest rate, a fraction with at most 5 decimals (0.0675). */
  rate: number;
  /** Loan term in months. */
  term: number;
  /** Homeowners insurance, dollars a year. */
  insuranceAnnual: number;
  /** Homeowners insurance as a fraction of the price a year (0.005 = 0.5 %). */
  insuranceRate: number;
  /** Property tax, dollars a year. */
  taxAnnual: number;
  /** Property tax as a fraction of the price a year (0.02 = 2 %). */
  taxRate: number;
  /** When true, a price change keeps the annual tax and insurance and recomputes their rates. */
  lockTaxInsuranceOnPriceChange: boolean;
  /**
   * Monthly PMI in dollars as last set by the page (the engine computes PMI; the seed kept the
   * figure here so other widgets could show it).
   */
  pmiMonthly: number;
  /** Whether the mortgage-insurance line is shown (FHA/USDA yes, VA no). */
  showPMI: boolean;
  /** Whether mortgage insurance, when required, is part of the payment. */
  includePMI: boolean;
  /** FICO score, 400-850. */
  creditScore: number;
  /** The PMI credit band that holds `creditScore`, as text ("760-850"). */
  creditScoreRangePMI: string;
  isVeteran: boolean;
  /** A VA disability rating exempts the borrower from the VA funding fee. */
  isVaDisabled: boolean;
  /** Subsequent use of the VA benefit (higher funding fee). */
  isVaSubsequentUse: boolean;
  /** VA entitlement already in use, dollars. */
  vaEntitlementUsed: number;
  /** Set by a page to ask for results to be recomputed (the seed's flag). */
  recalculate: boolean;
  /** County name, upper-cased, without the word COUNTY ("LOS ANGELES"); "" when none chosen. */
  county: string;
  /** USPS state code ("CA"). */
  state: string;
  /** Number of rate quotes to show; USDA resets it to 0. */
  rateCount: number;
  /** A monthly budget in dollars (total payment), the input of the payment-first calculators. */
  totalPayment: number;
}

/** Refinance inputs. */
export interface RefiInputs {
  /** Current home value, whole dollars. */
  homeValue: number;
  /** First mortgage balance, whole dollars. */
  mortgageBalanceFirst: number;
  /** Second mortgage (HELOC, home equity) balance, whole dollars. */
  mortgageBalanceSecond: number;
  /** Rate of the current loan, a fraction (0.08). */
  currentRate: number;
  /** New base loan amount, dollars, at most `homeValue`. */
  baseLoanAmount: number;
}

/** Counters the rates and listings widgets show (seed). */
export interface Counts {
  rateCount: number;
  homesCount: number;
}

/** HOA dues: `amount` dollars every `divisor` months (1 monthly, 3 quarterly, 12 yearly). */
export interface Hoa {
  divisor: number;
  amount: number;
}

/** Figures computed by the engine, kept for widgets on other pages; never persisted. */
export interface Results {
  /** Total monthly payment, dollars. */
  totalPayment: number;
  /** Loan amount including financed fees (UFMIP, VA funding fee, USDA guarantee fee), dollars. */
  totalLoanAmount: number;
}

/** Everything a person enters: what is saved in the browser and carried by share links. */
export interface CalculatorInputs {
  loanInputs: LoanInputs;
  refi: RefiInputs;
  counts: Counts;
  /** Gross household income, dollars a year. */
  income: number;
  /** Monthly debt payments (cards, cars, student loans), dollars a month. */
  monthlyDebt: number;
  hoa: Hoa;
  /**
   * Extra principal paid every month, dollars. Not in the seed's state: the extra-payment
   * what-if and its share-link parameter (`extraMonthly`) need it.
   */
  extraMonthly: number;
}

/** The inputs with the engine's last results. */
export interface CalculatorData extends CalculatorInputs {
  results: Results;
}

/** A home for sale loaded into the calculator (seed: "Loading a listing"). */
export interface ListingForCalculator {
  /** List price, dollars (number or text). */
  price: number | string;
  /** Annual property tax of the listing, dollars; absent keeps the current tax rate. */
  taxAnnual?: number | string | null;
  /** USPS state code (RESO `stateOrProvince`, "TX"); anything else keeps the current state. */
  state?: string | null;
  /** County as the listing gives it ("Los Angeles County"). */
  county?: string | null;
}
