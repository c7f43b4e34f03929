/**
 * Shapes of the generated reference tables (lib/reference/generated/*, built from data/*.csv
 * by scripts/build-reference.ts). Rows are tuples so the county-sized modules stay compact in
 * the browser bundle; the lookup modules turn them into named objects.
 */

/** One state, district or territory (states.csv joined with the state tax and insurance files). */
export interface StateRow {
  /** Two-digit state FIPS code, zero-padded text. */
  readonly fips: string;
  /** USPS code, e.g. "CA". */
  readonly abbr: string;
  readonly name: string;
  readonly type: "state" | "district" | "territory";
  readonly countyCount: number;
  /** ACS 2024 1-year effective property-tax rate (median taxes / median value), a ratio; null where ACS has none. */
  readonly taxRate: number | null;
  /** ACS 2024 1-year median value of owner-occupied homes, dollars. */
  readonly medianHomeValue: number | null;
  /** ACS 2024 1-year median real estate taxes paid, dollars a year. */
  readonly medianTaxes: number | null;
  /** NAIC 2022 average HO-3 homeowners premium, dollars a year; null where NAIC has none (territories). */
  readonly ho3Premium: number | null;
}

/** [fips (5 digits), county name as published, CBSA code ("99999" = non-metro), territory (1) or not (0)]. */
export type CountyRow = readonly [fips: string, name: string, cbsa: string, territory: 0 | 1];

/** Four figures for 1, 2, 3 and 4 units, whole dollars. */
export type UnitLimits = readonly [number, number, number, number];

/**
 * [fips, FHFA 2026 conforming limits, HUD FHA 2025 limits (null where HUD 2025 has no row, i.e. the
 * CT planning regions), HUD median price that set the 2025 FHA limit, its year, the 2025 MSA code].
 */
export type LoanLimitRow = readonly [
  fips: string,
  conforming2026: UnitLimits,
  fha2025: UnitLimits | null,
  fhaMedian2025: number | null,
  fhaMedianYear: number | null,
  msaCode2025: string | null,
];

/** HUD 2025 rows for the 8 legacy Connecticut counties: [fips, MSA code, median price, FHA limits]. */
export type LegacyFhaRow = readonly [fips: string, msaCode: string, median: number, fha2025: UnitLimits];

/** [fips, effective tax rate (ratio) or null, median home value or null, median taxes or null]; ACS 2019-2023 5-year. */
export type PropertyTaxRow = readonly [fips: string, rate: number | null, medianValue: number | null, medianTaxes: number | null];

/** A national floor/ceiling row of loan_limits_national.csv. */
export interface NationalLimitRow {
  readonly year: number;
  readonly program: "conforming" | "fha";
  readonly level: "baseline" | "high_cost_ceiling" | "floor" | "ceiling";
  readonly limits: UnitLimits;
  readonly sourceNote: string;
}

/** An FHA MIP row of fha_mip_rates.csv (HUD ML 2023-05; durations ML 2013-04). */
export interface FhaMipRow {
  readonly premium: "upfront" | "annual";
  /** "any" for the upfront row; annual rows are for terms over 15 years or 15 years and less. */
  readonly loanTerm: "any" | "gt_15_years" | "le_15_years";
  /** Base loan amount bounds in dollars (min exclusive, max inclusive); null = open. */
  readonly baseLoanMinExclusive: number | null;
  readonly baseLoanMaxInclusive: number | null;
  /** LTV bounds in percent (min exclusive, max inclusive); null = open. */
  readonly ltvMinExclusive: number | null;
  readonly ltvMaxInclusive: number | null;
  /** Premium in basis points of the loan (175 = 1.75%). */
  readonly rateBps: number;
  readonly duration: "11 years" | "life of loan" | "paid at closing or financed";
}

export type VaLoanType =
  | "purchase_or_construction"
  | "cash_out_refinance"
  | "irrrl"
  | "manufactured_home_not_permanently_affixed"
  | "loan_assumption"
  | "vendee_va_acquired_property"
  | "native_american_direct_loan_non_irrrl";

/** A row of va_funding_fees.csv (VA Circular 26-23-06; loans closing 2023-04-07 to 2031-11-14). */
export interface VaFundingFeeRow {
  readonly loanType: VaLoanType;
  readonly usage: "first_use" | "subsequent_use" | "any";
  /** Down payment band in percent of the price (min inclusive, max exclusive); null = any. */
  readonly downPaymentMinPct: number | null;
  readonly downPaymentMaxPctExclusive: number | null;
  /** Fee in basis points of the loan (215 = 2.15%). */
  readonly feeBps: number;
}

/** A row of usda_guarantee_fees.csv. */
export interface UsdaFeeRow {
  readonly fee: "upfront_guarantee_fee" | "annual_fee";
  /** Fee in basis points (100 = 1%). */
  readonly rateBps: number;
  readonly basis: string;
  readonly effective: string;
}

/** A fixed-payment row of the MGIC 2018 BPMI card (pmi_bpmi_monthly_mgic_2018.csv). */
export interface MgicRow {
  readonly term: "gt_20_years" | "le_20_years";
  /** LTV band text, e.g. "95.01-97". */
  readonly ltvBand: string;
  readonly coverage: number;
  /** FICO band text, e.g. "760-850" (the card's "760+"). */
  readonly ficoBand: string;
  /** Annual premium in hundredths of a percent of the loan (58 = 0.58%). */
  readonly rateHundredths: number;
}

/**
 * [fips, USDA FY2026 Guaranteed (moderate) income limit for 1-4 persons, for 5-8 persons (dollars a
 * year; null where the parse has no single county value), income area, note].
 */
export type UsdaIncomeRow = readonly [fips: string, limit1To4: number | null, limit5To8: number | null, area: string, note: string];
