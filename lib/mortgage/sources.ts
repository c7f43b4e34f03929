/**
 * The sources of every official figure the engine uses, with their year, for the chart pages and
 * /accuracy/. Data-file figures are described in data/SOURCES.md; these entries are what pages cite.
 */

export interface Source {
  /** What the figure is. */
  readonly topic: string;
  /** Document or data set, as its publisher names it. */
  readonly title: string;
  readonly publisher: string;
  /** Year of the figures (or of the document). */
  readonly year: number;
  /** When the figures apply, in words. */
  readonly effective: string;
  /** Public address of the source, where one exists. */
  readonly url?: string;
  /** Official (government) or not. */
  readonly official: boolean;
}

export const SOURCES = {
  fhaMip: {
    topic: "FHA annual MIP rates and the 1.75% upfront MIP",
    title: "Mortgagee Letter 2023-05, Reduction of Annual Mortgage Insurance Premium Rates",
    publisher: "U.S. Department of Housing and Urban Development (HUD)",
    year: 2023,
    effective: "case numbers endorsed on or after March 20, 2023",
    official: true,
  },
  fhaMipDuration: {
    topic: "FHA annual MIP duration (11 years at LTV 90% or less, else the life of the loan)",
    title: "Mortgagee Letter 2013-04, Revision of Mortgage Insurance Premiums",
    publisher: "HUD",
    year: 2013,
    effective: "case numbers assigned on or after June 3, 2013",
    official: true,
  },
  fhaMipMethod: {
    topic: "How the monthly MIP is computed (average scheduled balance of each loan year)",
    title: "Monthly (Periodic) Mortgage Insurance Premium Calculation; Mortgagee Letter 98-22",
    publisher: "HUD",
    year: 1998,
    effective: "since May 1, 1998",
    url: "https://www.hud.gov/program_offices/housing/comp/premiums/sfpcalc",
    official: true,
  },
  fhaUfmipFinancing: {
    topic: "Financed UFMIP (all but any amount under $1.00) and whole-dollar mortgage amounts",
    title: "Single Family Housing Policy Handbook 4000.1, II.A.2.e.i.(A); FHA Resource Center KA-04667",
    publisher: "HUD",
    year: 2024,
    effective: "current handbook",
    official: true,
  },
  fhaDownPayment: {
    topic: "FHA minimum down payment (3.5% at credit 580+, 10% at 500-579, none below 500)",
    title: "Single Family Housing Policy Handbook 4000.1, II.A.1.b and II.A.2.a",
    publisher: "HUD",
    year: 2024,
    effective: "current handbook",
    official: true,
  },
  fhaLimits2025: {
    topic: "FHA forward mortgage limits by county, 2025",
    title: "FHA Single Family Forward Mortgage Limits, CY2025 (HUD CHUMS cy2025-forward-limits)",
    publisher: "HUD",
    year: 2025,
    effective: "case numbers assigned January 1 - December 31, 2025",
    official: true,
  },
  fhaLimits2026: {
    topic: "FHA 2026 national floor ($541,287) and ceiling ($1,249,125) for one unit",
    title: "Mortgagee Letter 2025-23, Federal Housing Administration Forward Mortgage Limits for Calendar Year 2026",
    publisher: "HUD",
    year: 2026,
    effective: "case numbers assigned January 1 - December 31, 2026",
    official: true,
  },
  conformingLimits2026: {
    topic: "Conforming loan limits by county, 2026 (baseline $832,750; ceiling $1,249,125)",
    title: "Conforming Loan Limits for Mortgages Acquired in Calendar Year 2026 (full county list)",
    publisher: "Federal Housing Finance Agency (FHFA)",
    year: 2026,
    effective: "loans acquired by Fannie Mae and Freddie Mac in 2026",
    official: true,
  },
  vaFundingFee: {
    topic: "VA funding fees and exemptions",
    title: "VA Circular 26-23-06, funding fee table",
    publisher: "U.S. Department of Veterans Affairs (VA)",
    year: 2023,
    effective: "loans closing April 7, 2023 through November 14, 2031",
    url: "https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/",
    official: true,
  },
  vaEntitlement: {
    topic: "VA entitlement: no limit with full entitlement; 25% of the county conforming limit otherwise",
    title: "Blue Water Navy Vietnam Veterans Act of 2019 (38 U.S.C. 3703); VA Circular 26-19-30",
    publisher: "VA",
    year: 2020,
    effective: "since January 1, 2020",
    official: true,
  },
  vaResidualIncome: {
    topic: "VA residual income guidelines and the 41% debt-to-income ratio",
    title: "VA Pamphlet 26-7, Lenders Handbook, Chapter 4 (Credit Underwriting); 38 CFR 36.4340",
    publisher: "VA",
    year: 2023,
    effective: "current handbook",
    official: true,
  },
  vaIrrrl: {
    topic: "IRRRL recoupment within 36 months and the net tangible benefit test",
    title: "38 U.S.C. 3709; VA Circular 26-19-22",
    publisher: "VA",
    year: 2019,
    effective: "loans closed on or after May 25, 2018",
    official: true,
  },
  usdaFees: {
    topic: "USDA guarantee fees: 1% upfront, 0.35% annual",
    title: "7 CFR 3555.107; USDA Rural Development fee announcements",
    publisher: "U.S. Department of Agriculture, Rural Development",
    year: 2024,
    effective: "fiscal years from October 1, 2016 through at least FY2024 (unchanged)",
    official: true,
  },
  usdaRatios: {
    topic: "USDA qualifying ratios 29% / 41%",
    title: "7 CFR 3555.151(h)",
    publisher: "U.S. Department of Agriculture",
    year: 2024,
    effective: "current regulation",
    official: true,
  },
  pmiTermination: {
    topic: "PMI ends at 78% of the original value by schedule, and at the midpoint of the term at the latest",
    title: "Homeowners Protection Act of 1998, 12 U.S.C. 4902",
    publisher: "U.S. Congress",
    year: 1998,
    effective: "loans closed on or after July 29, 1999",
    official: true,
  },
  pmiRates: {
    topic: "Conventional PMI rates by credit band, coverage and term",
    title: "MGIC BPMI Borrower-Paid Monthly Premiums rate card (national, non-refundable)",
    publisher: "Mortgage Guaranty Insurance Corporation (MGIC)",
    year: 2018,
    effective: "effective July 9, 2018",
    official: false,
  },
  propertyTaxCounty: {
    topic: "Effective property-tax rate by county (median taxes / median value)",
    title: "American Community Survey 2019-2023 5-year, tables B25103 and B25077 (as compiled by the Tax Foundation)",
    publisher: "U.S. Census Bureau",
    year: 2023,
    effective: "2019-2023 5-year estimates",
    official: true,
  },
  propertyTaxState: {
    topic: "Effective property-tax rate by state",
    title: "American Community Survey 2024 1-year, tables B25103 and B25077",
    publisher: "U.S. Census Bureau",
    year: 2024,
    effective: "2024 1-year estimates",
    official: true,
  },
  homeInsurance: {
    topic: "Average homeowners (HO-3) premium by state",
    title:
      "NAIC Dwelling Fire, Homeowners Owner-Occupied, and Homeowners Tenant and Condominium/Cooperative Unit Owner's Insurance Report, data for 2022 (as tabulated by the Insurance Information Institute)",
    publisher: "National Association of Insurance Commissioners (NAIC)",
    year: 2022,
    effective: "premiums written in 2022",
    official: false,
  },
  zipToCounty: {
    topic: "ZIP Code Tabulation Area to primary county",
    title: "2020 ZCTA to County Relationship File",
    publisher: "U.S. Census Bureau",
    year: 2020,
    effective: "2020 ZCTAs (Connecticut mapped to its 2022 planning regions)",
    official: true,
  },
  conventionalRatios: {
    topic: "Conventional qualifying ratios 28% / 36%, up to 45%",
    title: "Fannie Mae Selling Guide B3-6-02, Debt-to-Income Ratios",
    publisher: "Fannie Mae",
    year: 2025,
    effective: "current guide",
    official: false,
  },
  fhaRatios: {
    topic: "FHA qualifying ratios 31% / 43%, up to 40% / 50% with compensating factors",
    title: "Single Family Housing Policy Handbook 4000.1, II.A.5.d",
    publisher: "HUD",
    year: 2024,
    effective: "current handbook",
    official: true,
  },
  llpa: {
    topic: "Loan-level price adjustments by credit score and LTV (purchase, terms over 15 years), used for rate estimates",
    title:
      "Loan-Level Price Adjustment (LLPA) Matrix, dated 11.17.2025 (third-party transcription; the 75.01-80% LTV column checked against the matrix of 28 Jan 2026)",
    publisher: "Fannie Mae",
    year: 2025,
    effective: "loans delivered under the matrix of November 17, 2025",
    url: "https://singlefamily.fanniemae.com/media/9391/display",
    official: false,
  },
  pmmsMethod: {
    topic: "What the PMMS average describes: conventional, conforming purchase loans with 20% down and excellent credit",
    title: "Primary Mortgage Market Survey, weekly release and methodology",
    publisher: "Freddie Mac",
    year: 2026,
    effective: "weekly survey",
    url: "https://www.freddiemac.com/pmms",
    official: false,
  },
  optimalBlueIndices: {
    topic: "Daily 30-year conforming, jumbo, FHA, VA and USDA and 15-year conforming rate indices (average of the day's rate locks)",
    title: "Optimal Blue Mortgage Market Indices (OBMMI), retrieved from FRED, Federal Reserve Bank of St. Louis",
    publisher: "Optimal Blue",
    year: 2026,
    effective: "daily, when loaded by the site operator",
    url: "https://fred.stlouisfed.org/release?rid=473",
    official: false,
  },
  conventionalMinScore: {
    topic: "Conventional loans: minimum credit score 620 and 97% maximum LTV for a purchase (3% down)",
    title: "Fannie Mae Selling Guide B3-5.1-01 (General Requirements for Credit Scores) and the Eligibility Matrix",
    publisher: "Fannie Mae",
    year: 2025,
    effective: "current guide",
    url: "https://selling-guide.fanniemae.com/",
    official: false,
  },
  vaCredit: {
    topic: "VA sets no minimum credit score; eligibility needs a Certificate of Eligibility (service or surviving-spouse status)",
    title: "VA Pamphlet 26-7, Lenders Handbook, Chapters 2 (Eligibility) and 4 (Credit Underwriting); 38 CFR 36.4340",
    publisher: "VA",
    year: 2023,
    effective: "current handbook",
    url: "https://www.benefits.va.gov/WARMS/pam26_7.asp",
    official: true,
  },
  usdaIncomeLimits2026: {
    topic: "USDA Section 502 Guaranteed income limits by county, 1-4 and 5-8 person households (FY2026; third-party parse of USDA's table)",
    title: "HB-1-3550 Appendix 9, FY2026 Adjusted Income Limits (Procedure Notice 657)",
    publisher: "U.S. Department of Agriculture, Rural Development",
    year: 2026,
    effective: "fiscal year 2026 (from July 13, 2026)",
    url: "https://www.rd.usda.gov/resources/regulations/handbooks",
    official: true,
  },
  usdaEligibility: {
    topic: "USDA guaranteed loans: eligible rural areas (checked by address on USDA's map) and household income",
    title: "7 CFR 3555.151 and 3555.152; USDA Income and Property Eligibility site",
    publisher: "U.S. Department of Agriculture, Rural Development",
    year: 2024,
    effective: "current regulation",
    url: "https://eligibility.sc.egov.usda.gov/",
    official: true,
  },
  cashOutLimits: {
    topic: "Refinance LTV limits: cash-out 80% conventional and FHA, VA up to 100%",
    title: "Fannie Mae Selling Guide B2-1.3-03; HUD 4000.1 II.A.8.b; 38 CFR 36.4306",
    publisher: "Fannie Mae, HUD, VA",
    year: 2025,
    effective: "current guides",
    official: true,
  },
  armSofr: {
    topic:
      "SOFR ARMs: 30-day Average SOFR index, 6-month changes after 5, 7 or 10 years, caps 2/1/5 (5/6) and 5/1/5 (7/6, 10/6), the margin as floor, index + margin rounded to the nearest 0.125%",
    title: "Multistate Adjustable Rate Note, 30-day Average SOFR (Form 3138), sections 4(A)-(D); Selling Guide B2-1.4-02; SOFR ARM plans 4927, 4928 and 4929",
    publisher: "Fannie Mae and Freddie Mac",
    year: 2020,
    effective: "SOFR ARMs delivered since August 3, 2020",
    url: "https://selling-guide.fanniemae.com/",
    official: false,
  },
  armQualifying: {
    topic: "ARM qualifying rate: the greater of the fully indexed rate and the note rate + 2% (5/6), or the note rate (7/6, 10/6)",
    title: "Selling Guide B3-6-02, Debt-to-Income Ratios (qualifying payment for ARMs)",
    publisher: "Fannie Mae",
    year: 2025,
    effective: "current guide",
    official: false,
  },
  temporaryBuydown: {
    topic: "Temporary buydowns: at most 3 points below the note rate, rising at most 1 point a year, funded in advance; the note keeps the permanent rate",
    title: "Selling Guide B2-1.4-04, Temporary Interest Rate Buydowns; Freddie Mac Seller/Servicer Guide 4204.2",
    publisher: "Fannie Mae and Freddie Mac",
    year: 2024,
    effective: "current guides",
    url: "https://selling-guide.fanniemae.com/",
    official: false,
  },
  interestedPartyContributions: {
    topic:
      "Seller (interested-party) contributions: 3% of the price above 90% LTV, 6% from 75.01% to 90%, 9% at 75% or less (principal residence or second home)",
    title: "Selling Guide B3-4.1-02, Interested Party Contributions (IPCs); Freddie Mac Seller/Servicer Guide 5501.5",
    publisher: "Fannie Mae and Freddie Mac",
    year: 2025,
    effective: "current guides",
    official: false,
  },
  mortgageInterestDeduction: {
    topic: "Mortgage interest deductible on up to $750,000 of acquisition debt; state and local taxes deductible up to $40,400 (2026)",
    title: "26 U.S.C. 163(h)(3)(F) and 164(b)(6), as amended by Public Law 119-21",
    publisher: "U.S. Congress",
    year: 2026,
    effective: "tax year 2026",
    official: true,
  },
  standardDeduction2026: {
    topic: "2026 standard deduction: $32,200 married filing jointly, $16,100 single",
    title: "Revenue Procedure 2025-32",
    publisher: "Internal Revenue Service (IRS)",
    year: 2026,
    effective: "tax year 2026",
    official: true,
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;
