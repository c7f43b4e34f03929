/**
 * The calculator's state transitions (docs/architecture.md, Calculator rules: they hold exactly), as pure
 * functions from inputs to new inputs. The store's actions call these; tests call them directly.
 *
 * Values may be numbers in the state's unit or text as typed. For money fields text is read by
 * `parseAmount`; for rate fields a number is a fraction (0.0675) and text is a typed percentage
 * ("6.75", "6.75%"), because a person types the percentage they see.
 */
import { roundToCents } from "@/lib/mortgage/money";
import { creditScoreRangePMI } from "@/lib/mortgage/pmi-bands";
import {
  AMOUNT_MAX,
  ceilDollars,
  sanitizeAmount,
  sanitizeAnnualAmount,
  sanitizeCount,
  sanitizeCreditScore,
  sanitizeDownPayment,
  sanitizeDownPaymentPercent,
  sanitizeInterestRate,
  sanitizePrice,
  sanitizeRatePercent,
  sanitizeRefiBalance,
  sanitizeRefiBaseLoanAmount,
  sanitizeRefiHomeValue,
  sanitizeTerm,
  type NumericInput,
} from "@/lib/mortgage/sanitize";
import { annualFromRate, rateFromAnnual } from "@/lib/mortgage/taxes-insurance";
import { countyKey } from "@/lib/reference/county-name";
import { stateCode } from "@/lib/reference/state-codes";

import type { CalcType, CalculatorInputs, Hoa, ListingForCalculator, LoanInputs, RefiInputs } from "./types";

/** Longest term for conventional, FHA and VA loans; shortest for USDA, months. */
export const PROGRAM_TERM_MONTHS = 360;
/** The FHA minimum down payment the FHA switch applies, percent of the price. */
export const FHA_DOWN_PAYMENT_PERCENT = 3.5;
/** Longest county name kept: the longest US county name is 33 characters. */
const COUNTY_MAX_LENGTH = 64;

/** The value of a rate field: a number is a fraction, text is a typed percentage. */
function readRate(value: NumericInput): number {
  return typeof value === "string" ? sanitizeRatePercent(value) : sanitizeInterestRate(value);
}

/** A rate of the price (tax, insurance), or the previous rate when there is no price to divide by. */
function rateOfPrice(annual: number, price: number, previous: number): number {
  return price > 0 ? rateFromAnnual(price, annual) : previous;
}

/**
 * The annual amount at a rate of the price, with its rate. A rate derived from an amount typed at
 * a tiny price can be many times the price; at a later, larger price the amount stops at the
 * largest amount any field reads (AMOUNT_MAX), and the rate follows it, so the state stays one
 * that a link or a typed field can give back.
 */
function annualAtRate(price: number, rate: number): { annual: number; rate: number } {
  const annual = annualFromRate(price, rate);
  return annual > AMOUNT_MAX ? { annual: AMOUNT_MAX, rate: rateFromAnnual(price, AMOUNT_MAX) } : { annual, rate };
}

/**
 * The USPS code of a state, DC or territory the reference data knows, upper-cased; null for
 * anything else.
 *
 * @param value "ca", " CA ", ...
 */
export function normalizeStateCode(value: unknown): string | null {
  return typeof value === "string" ? stateCode(value) : null;
}

/**
 * A county name as the calculator keeps it (the seed's key, `countyKey` of lib/reference):
 * upper-cased, the word COUNTY removed, spaces collapsed ("Los Angeles County" gives
 * "LOS ANGELES"); cut to a sane length, since it may come from a link.
 */
export function normalizeCountyName(value: unknown): string {
  return typeof value === "string"
    ? countyKey(value.slice(0, COUNTY_MAX_LENGTH * 2))
        .slice(0, COUNTY_MAX_LENGTH)
        .trim()
    : "";
}

/** The term a program allows: conventional, FHA and VA at most 360 months; USDA at least 360. */
export function termForProgram(calcType: CalcType, months: number): number {
  return calcType === "usda" ? Math.max(months, PROGRAM_TERM_MONTHS) : Math.min(months, PROGRAM_TERM_MONTHS);
}

/**
 * The down payment a percent gives at a price: rounded up, and 0 when it would reach the price
 * (seed rule). The percent becomes 0 too in that case so the two never disagree; at a price of 0
 * the percent is kept so that typing a new price brings the down payment back.
 */
export function downPaymentFromPercent(price: number, percent: number): { downPayment: number; downPaymentPercent: number } {
  const downPayment = sanitizeDownPayment(ceilDollars((price * percent) / 100), price);
  const downPaymentPercent = price > 0 && downPayment === 0 ? 0 : percent;
  return { downPayment, downPaymentPercent };
}

function withLoanInputs(inputs: CalculatorInputs, loanInputs: LoanInputs): CalculatorInputs {
  return { ...inputs, loanInputs };
}

/**
 * Switching the calculator type (seed): conventional caps the term at 360; FHA caps it at 360,
 * sets the down payment to 3.5 % rounded up and shows PMI; USDA raises the term to at least 360,
 * sets the down payment to 0 and the rate count to 0 and shows PMI; VA caps the term at 360 and
 * hides PMI. Choosing the type already in force changes nothing (a reload must not undo edits).
 */
export function switchCalcType(inputs: CalculatorInputs, calcType: CalcType): CalculatorInputs {
  const li = inputs.loanInputs;
  if (li.calcType === calcType) return inputs;
  const term = termForProgram(calcType, li.term);
  switch (calcType) {
    case "conventional":
      return withLoanInputs(inputs, { ...li, calcType, term });
    case "fha": {
      const down = downPaymentFromPercent(li.price, FHA_DOWN_PAYMENT_PERCENT);
      return withLoanInputs(inputs, { ...li, calcType, term, ...down, loan: li.price - down.downPayment, showPMI: true });
    }
    case "usda":
      return withLoanInputs(inputs, {
        ...li,
        calcType,
        term,
        downPayment: 0,
        downPaymentPercent: 0,
        loan: li.price,
        rateCount: 0,
        showPMI: true,
      });
    case "va":
      return withLoanInputs(inputs, { ...li, calcType, term, showPMI: false });
  }
}

/** Tax and insurance at their rates of a new price (see {@link annualAtRate}). */
function atRates(price: number, taxRate: number, insuranceRate: number): Pick<LoanInputs, "taxAnnual" | "taxRate" | "insuranceAnnual" | "insuranceRate"> {
  const tax = annualAtRate(price, taxRate);
  const insurance = annualAtRate(price, insuranceRate);
  return { taxAnnual: tax.annual, taxRate: tax.rate, insuranceAnnual: insurance.annual, insuranceRate: insurance.rate };
}

/** Loan inputs at a new price (see {@link changePrice}); `li` may carry other pending edits. */
function repriced(li: LoanInputs, price: number): LoanInputs {
  const down = downPaymentFromPercent(price, li.downPaymentPercent);
  const taxInsurance = li.lockTaxInsuranceOnPriceChange
    ? {
        taxRate: rateOfPrice(li.taxAnnual, price, li.taxRate),
        insuranceRate: rateOfPrice(li.insuranceAnnual, price, li.insuranceRate),
      }
    : atRates(price, li.taxRate, li.insuranceRate);
  return { ...li, price, ...down, loan: price - down.downPayment, ...taxInsurance };
}

/**
 * A price change (seed): the down payment is recomputed from the percent and the loan is the
 * price minus the down payment; with tax and insurance locked their rates are recomputed from
 * the annual amounts, otherwise the annual amounts (to the cent) from the rates.
 *
 * @param value dollars or typed text; sanitized by `sanitizePrice`
 */
export function changePrice(inputs: CalculatorInputs, value: NumericInput): CalculatorInputs {
  return withLoanInputs(inputs, repriced(inputs.loanInputs, sanitizePrice(value)));
}

/**
 * A down payment in dollars: sanitized against the price (seed), the percent and the loan follow.
 *
 * @param value dollars or typed text
 */
export function changeDownPayment(inputs: CalculatorInputs, value: NumericInput): CalculatorInputs {
  const li = inputs.loanInputs;
  const downPayment = sanitizeDownPayment(value, li.price);
  const downPaymentPercent = li.price > 0 ? (downPayment / li.price) * 100 : li.downPaymentPercent;
  return withLoanInputs(inputs, { ...li, downPayment, downPaymentPercent, loan: li.price - downPayment });
}

/**
 * A down payment in percent of the price: the dollars (rounded up) and the loan follow.
 *
 * @param value percent (20) or typed text ("20%")
 */
export function changeDownPaymentPercent(inputs: CalculatorInputs, value: NumericInput): CalculatorInputs {
  const li = inputs.loanInputs;
  const down = downPaymentFromPercent(li.price, sanitizeDownPaymentPercent(value));
  return withLoanInputs(inputs, { ...li, ...down, loan: li.price - down.downPayment });
}

/**
 * The interest rate (seed rule: outside 0-100 % gives 0).
 *
 * @param value a fraction (0.0675) or a typed percentage ("6.75")
 */
export function changeRate(inputs: CalculatorInputs, value: NumericInput): CalculatorInputs {
  return withLoanInputs(inputs, { ...inputs.loanInputs, rate: readRate(value) });
}

/**
 * The loan term in months, within what the current program allows (docs/architecture.md, Calculator rules: at most 360 months
 * for conventional, FHA and VA, at least 360 for USDA).
 *
 * @param value months or typed text
 */
export function changeTerm(inputs: CalculatorInputs, value: NumericInput): CalculatorInputs {
  const li = inputs.loanInputs;
  return withLoanInputs(inputs, { ...li, term: termForProgram(li.calcType, sanitizeTerm(value, li.term)) });
}

/**
 * The annual property tax (seed): its rate of the price is recomputed.
 *
 * @param value dollars a year or typed text
 */
export function changeTaxAnnual(inputs: CalculatorInputs, value: NumericInput): CalculatorInputs {
  const li = inputs.loanInputs;
  const taxAnnual = sanitizeAnnualAmount(value);
  return withLoanInputs(inputs, { ...li, taxAnnual, taxRate: rateOfPrice(taxAnnual, li.price, li.taxRate) });
}

/**
 * The property-tax rate (seed): the annual amount is recomputed, to the cent.
 *
 * @param value a fraction of the price (0.02) or a typed percentage ("2")
 */
export function changeTaxRate(inputs: CalculatorInputs, value: NumericInput): CalculatorInputs {
  const li = inputs.loanInputs;
  const taxRate = readRate(value);
  return withLoanInputs(inputs, { ...li, taxRate, taxAnnual: annualFromRate(li.price, taxRate) });
}

/**
 * The annual homeowners insurance (seed): its rate of the price is recomputed.
 *
 * @param value dollars a year or typed text
 */
export function changeInsuranceAnnual(inputs: CalculatorInputs, value: NumericInput): CalculatorInputs {
  const li = inputs.loanInputs;
  const insuranceAnnual = sanitizeAnnualAmount(value);
  return withLoanInputs(inputs, {
    ...li,
    insuranceAnnual,
    insuranceRate: rateOfPrice(insuranceAnnual, li.price, li.insuranceRate),
  });
}

/**
 * The homeowners insurance rate (seed): the annual amount is recomputed, to the cent.
 *
 * @param value a fraction of the price (0.005) or a typed percentage ("0.5")
 */
export function changeInsuranceRate(inputs: CalculatorInputs, value: NumericInput): CalculatorInputs {
  const li = inputs.loanInputs;
  const insuranceRate = readRate(value);
  return withLoanInputs(inputs, { ...li, insuranceRate, insuranceAnnual: annualFromRate(li.price, insuranceRate) });
}

/**
 * The state (seed): changing it clears the county. Text that is not a two-letter code keeps the
 * current state.
 *
 * @param value USPS code ("CA")
 */
export function changeState(inputs: CalculatorInputs, value: string): CalculatorInputs {
  const li = inputs.loanInputs;
  const state = normalizeStateCode(value) ?? li.state;
  return state === li.state ? inputs : withLoanInputs(inputs, { ...li, state, county: "" });
}

/**
 * The county, kept upper-cased without the word COUNTY.
 *
 * @param value the county's name as shown or as a listing gives it
 */
export function changeCounty(inputs: CalculatorInputs, value: string): CalculatorInputs {
  return withLoanInputs(inputs, { ...inputs.loanInputs, county: normalizeCountyName(value) });
}

/**
 * Loading a listing (seed): sets the price, the annual tax, the state and the county
 * (upper-cased, the word COUNTY removed) and locks tax and insurance, so the price change that
 * follows recomputes their rates from the annual amounts. A listing without a tax figure keeps
 * the current tax rate (a tax of 0 would understate the payment). The down payment follows the
 * price as in any price change.
 */
export function loadListing(inputs: CalculatorInputs, listing: ListingForCalculator): CalculatorInputs {
  const li = inputs.loanInputs;
  const price = sanitizePrice(listing.price);
  const hasTax = listing.taxAnnual !== null && listing.taxAnnual !== undefined && String(listing.taxAnnual).trim() !== "";
  const atRate = annualAtRate(price, li.taxRate);
  const taxAnnual = hasTax ? sanitizeAnnualAmount(listing.taxAnnual) : atRate.annual;
  const locked = repriced({ ...li, taxAnnual, lockTaxInsuranceOnPriceChange: true }, price);
  return withLoanInputs(inputs, {
    ...locked,
    taxRate: hasTax ? locked.taxRate : atRate.rate,
    state: normalizeStateCode(listing.state) ?? li.state,
    county: normalizeCountyName(listing.county),
  });
}

/**
 * The credit score (seed: 400-850) and its PMI band text.
 *
 * @param value FICO score or typed text; non-numeric keeps the current score
 */
export function changeCreditScore(inputs: CalculatorInputs, value: NumericInput): CalculatorInputs {
  const li = inputs.loanInputs;
  const creditScore = sanitizeCreditScore(value, li.creditScore);
  return withLoanInputs(inputs, { ...li, creditScore, creditScoreRangePMI: creditScoreRangePMI(creditScore) });
}

/** Loan-input fields that are plain dollar amounts. */
export type LoanAmountField = "vaEntitlementUsed" | "pmiMonthly" | "totalPayment";

/**
 * A plain dollar amount of the loan inputs (VA entitlement used, PMI figure, monthly budget).
 *
 * @param value dollars or typed text; non-numeric or negative gives 0
 */
export function changeLoanAmount(inputs: CalculatorInputs, field: LoanAmountField, value: NumericInput): CalculatorInputs {
  return withLoanInputs(inputs, { ...inputs.loanInputs, [field]: sanitizeAmount(value) });
}

/** Loan-input fields that are yes/no. */
export type LoanFlagField = "lockTaxInsuranceOnPriceChange" | "showPMI" | "includePMI" | "isVeteran" | "isVaDisabled" | "isVaSubsequentUse" | "recalculate";

/** A yes/no field of the loan inputs. */
export function changeLoanFlag(inputs: CalculatorInputs, field: LoanFlagField, value: boolean): CalculatorInputs {
  return withLoanInputs(inputs, { ...inputs.loanInputs, [field]: value });
}

/**
 * The number of rate quotes to show (seed: non-numeric gives 0).
 *
 * @param value a count or typed text
 */
export function changeRateCount(inputs: CalculatorInputs, value: NumericInput): CalculatorInputs {
  return withLoanInputs(inputs, { ...inputs.loanInputs, rateCount: sanitizeCount(value) });
}

/** Refinance changes: any of the fields, sanitized by the seed's refinance rules. */
export type RefiChange = Partial<Record<keyof RefiInputs, NumericInput>>;

/**
 * Refinance inputs (seed): home value and balances rounded down, non-numeric gives 0; the base
 * loan amount capped at the home value (also when the home value drops below it); the current
 * rate as a fraction (number) or typed percentage (text).
 */
export function changeRefi(inputs: CalculatorInputs, change: RefiChange): CalculatorInputs {
  const refi = inputs.refi;
  const homeValue = "homeValue" in change ? sanitizeRefiHomeValue(change.homeValue) : refi.homeValue;
  return {
    ...inputs,
    refi: {
      homeValue,
      mortgageBalanceFirst: "mortgageBalanceFirst" in change ? sanitizeRefiBalance(change.mortgageBalanceFirst) : refi.mortgageBalanceFirst,
      mortgageBalanceSecond: "mortgageBalanceSecond" in change ? sanitizeRefiBalance(change.mortgageBalanceSecond) : refi.mortgageBalanceSecond,
      currentRate: "currentRate" in change ? readRate(change.currentRate) : refi.currentRate,
      baseLoanAmount: sanitizeRefiBaseLoanAmount("baseLoanAmount" in change ? change.baseLoanAmount : refi.baseLoanAmount, homeValue),
    },
  };
}

/**
 * The rates and homes counters (seed: non-numeric gives 0).
 */
export function changeCounts(inputs: CalculatorInputs, change: Partial<Record<"rateCount" | "homesCount", NumericInput>>): CalculatorInputs {
  return {
    ...inputs,
    counts: {
      rateCount: "rateCount" in change ? sanitizeCount(change.rateCount) : inputs.counts.rateCount,
      homesCount: "homesCount" in change ? sanitizeCount(change.homesCount) : inputs.counts.homesCount,
    },
  };
}

/** Top-level dollar amounts: annual income, monthly debts, monthly extra principal. */
export type AmountField = "income" | "monthlyDebt" | "extraMonthly";

/**
 * Income (dollars a year), monthly debts or the monthly extra payment.
 *
 * @param value dollars or typed text; non-numeric or negative gives 0
 */
export function changeAmount(inputs: CalculatorInputs, field: AmountField, value: NumericInput): CalculatorInputs {
  return { ...inputs, [field]: sanitizeAmount(value) };
}

/**
 * HOA dues divisor: how many months an `amount` covers, a whole number from 1 (monthly) to 12
 * (yearly); anything else keeps the current divisor.
 */
export function sanitizeHoaDivisor(value: NumericInput, fallback: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : fallback;
}

/**
 * HOA dues: the amount (dollars) and/or how many months it covers.
 */
export function changeHoa(inputs: CalculatorInputs, change: Partial<Record<keyof Hoa, NumericInput>>): CalculatorInputs {
  return {
    ...inputs,
    hoa: {
      amount: "amount" in change ? sanitizeAmount(change.amount) : inputs.hoa.amount,
      divisor: "divisor" in change ? sanitizeHoaDivisor(change.divisor, inputs.hoa.divisor) : inputs.hoa.divisor,
    },
  };
}

/** Monthly HOA dues in dollars, to the cent: amount / divisor. */
export function hoaMonthly(hoa: Hoa): number {
  return hoa.divisor > 0 ? roundToCents(hoa.amount / hoa.divisor) : hoa.amount;
}
