/**
 * The mortgage calculation engine: pure functions, no React, no I/O, no clock.
 *
 * Units everywhere: money in dollars (numbers rounded to the cent at the points each function
 * documents, summed in integer cents inside); interest, tax and insurance rates as annual fractions
 * (0.0675 = 6.75%); terms in months; percents only where a name says so (downPaymentPercent,
 * annualRate of the PMI table, feePercent of the charts).
 *
 * One high-level function per calculator takes a plain input object and returns every figure its
 * page shows; the names follow docs/architecture.md, Results markup. County data (limits, tax rates) is passed in by the
 * caller from lib/reference, so the engine never loads the county tables.
 */
export { computePurchase, MAX_TERM_MONTHS, type PurchaseInput, type PurchaseResult, type PurchasePmi, type PurchaseFhaMip } from "./purchase";
export { computeAffordability, RATIO_LIMITS, type AffordabilityInput, type AffordabilityResult, type LimitingFactor, type RatioLimits } from "./affordability";
export {
  computeDownPayment,
  DEFAULT_CLOSING_COST_RATE,
  DEFAULT_PREPAID_INTEREST_DAYS,
  DEFAULT_TAX_ESCROW_MONTHS,
  type DownPaymentInput,
  type DownPaymentResult,
} from "./down-payment";
export { computeRefinance, REFINANCE_MAX_LTV, type RefinanceInput, type RefinanceProgram, type RefinanceResult } from "./refinance";
export { computeDebtConsolidation, type Debt, type DebtConsolidationInput, type DebtConsolidationResult, type DebtPayoff } from "./debt-consolidation";
export { computeVaIrrrl, VA_IRRRL_MAX_RECOUPMENT_MONTHS, type VaIrrrlInput, type VaIrrrlResult } from "./va-irrrl";
export { computeVaCashOut, VA_CASH_OUT_MAX_LTV, type VaCashOutInput, type VaCashOutResult } from "./va-cash-out";
export { computeVaEntitlement, VA_BASIC_ENTITLEMENT, type VaEntitlementInput, type VaEntitlementResult } from "./va-entitlement";

export {
  buildSchedule,
  paymentDate,
  summarizeByYear,
  type ExtraPayments,
  type MortgageInsurancePlan,
  type Schedule,
  type ScheduleInput,
  type ScheduleRow,
  type ScheduleYear,
  type YearMonth,
} from "./amortization";
export { monthlyPayment, simulatePayoff } from "./payment";
export { annualFromRate, monthlyFromAnnual, rateFromAnnual } from "./taxes-insurance";
export { monthlyHoaFromFee } from "./hoa";
export { roundToCents, toCents, fromCents } from "./money";

export {
  creditScoreRangePMI,
  PMI_COVERAGES,
  PMI_CREDIT_BANDS,
  PMI_AUTOMATIC_TERMINATION_LTV_PERCENT,
  PMI_BORROWER_CANCELLATION_LTV_PERCENT,
  PMI_RATE_TABLE,
  pmiCoverageForLtv,
  pmiRateRow,
  quotePmi,
  type PmiCellSource,
  type PmiCoverage,
  type PmiQuote,
  type PmiRateRow,
} from "./pmi";
export { FHA_MIN_SCORE, FHA_MIN_SCORE_LOW_DOWN, FHA_UFMIP_BPS, fhaAnnualMip, fhaMinimumDownPaymentPercent, fhaUpfront } from "./fha";
export {
  VA_GUARANTY_FRACTION,
  VA_MAINTENANCE_PER_SQFT,
  VA_RESIDUAL_INCOME_TABLE,
  vaFundingFeeBps,
  vaRegionForState,
  vaResidualIncomeRequired,
  type VaLoanPurpose,
  type VaRegion,
} from "./va";
export { USDA_ANNUAL_BPS, USDA_TERM_MONTHS, USDA_UPFRONT_BPS } from "./usda";
export { minimumDownPaymentPercent } from "./program-loan";

export { fhaMipChart, pmiChart, vaFundingFeeChart, type FhaMipChartRow, type VaFundingFeeChartRow } from "./charts";
export { SOURCES, type Source, type SourceId } from "./sources";
export { CALC_TYPES, type CalcType, type Eligibility } from "./types";
