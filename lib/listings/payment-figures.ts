/** The monthly payment of a listing; every figure is computed by lib/mortgage (names of docs/architecture.md, Results markup). */
export interface ListingPaymentFigures {
  readonly monthlyPayment: number;
  readonly principalAndInterest: number;
  readonly propertyTax: number;
  readonly homeInsurance: number;
  readonly mortgageInsurance: number;
  readonly hoa: number;
  readonly downPayment: number;
  readonly loanAmount: number;
  readonly totalLoanAmount: number;
  readonly upfrontFee: number;
}

/** Where the tax and insurance figures come from, in words for the page. */
export interface ListingPaymentSources {
  /** True when the listing gave no tax and the county's (or state's) effective rate was used. */
  readonly taxEstimated: boolean;
  /** "the listing (2025 tax)" or "Travis County's effective rate, 1.80% (U.S. Census Bureau, ACS ...)". */
  readonly tax: string;
  /** "Texas average homeowners premium, NAIC 2022". */
  readonly insurance: string;
  /** Mortgage insurance rule applied ("MGIC borrower-paid monthly rates, 2018"), when any. */
  readonly mortgageInsurance?: string | null;
}
