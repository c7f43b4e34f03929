/**
 * The purchase payment calculator for conventional, FHA, USDA and VA loans: every figure the
 * calculator pages show (names per docs/architecture.md, Results markup), from one plain input object.
 *
 * monthlyPayment = principalAndInterest + propertyTax + homeInsurance + mortgageInsurance + hoa,
 * each rounded half up to the cent and summed in cents. principalAndInterest amortizes
 * totalLoanAmount (the base loan plus any financed FHA UFMIP, VA funding fee or USDA guarantee fee).
 */
import { buildSchedule, type ExtraPayments, paymentDate, type ScheduleRow, type YearMonth } from "./amortization";
import { fhaMinimumDownPaymentPercent } from "./fha";
import { fromCents, mulDivCeil, rateToScaled, ratio, toCents } from "./money";
import type { PmiCellSource, PmiCoverage } from "./pmi";
import { programLoan } from "./program-loan";
import { monthlyFromAnnual } from "./taxes-insurance";
import { type CalcType, type Eligibility, Findings, formatUsd, readCalcType, readCreditScore, readMoney, readRate, readTerm } from "./types";
import { USDA_TERM_MONTHS } from "./usda";
import { computeVaEntitlement, type VaEntitlementResult } from "./va-entitlement";

/** Conventional, FHA and VA terms are capped at 360 months (docs/architecture.md, Calculator rules). */
export const MAX_TERM_MONTHS = 360;

export interface PurchaseInput {
  readonly calcType: CalcType;
  /** Home price, dollars. */
  readonly price: number;
  /** Down payment, dollars. */
  readonly downPayment: number;
  /** Annual interest rate, fraction (0.0675 = 6.75%). */
  readonly rate: number;
  /** Term in months. */
  readonly term: number;
  /** Property tax, dollars a year. */
  readonly taxAnnual?: number;
  /** Homeowners insurance, dollars a year. */
  readonly insuranceAnnual?: number;
  /** HOA dues, dollars a month. */
  readonly hoa?: number;
  /** Credit score (400-850; default 760). */
  readonly creditScore?: number;
  /** Include PMI in the payment when it is required (default true). */
  readonly includePMI?: boolean;
  /** VA: the borrower is eligible for VA benefits (default true on the VA calculator). */
  readonly isVeteran?: boolean;
  /** VA: exempt from the funding fee (service-connected disability). */
  readonly isVaDisabled?: boolean;
  /** VA: subsequent use of the benefit. */
  readonly isVaSubsequentUse?: boolean;
  /** VA: entitlement in use, dollars (0 = full entitlement). */
  readonly vaEntitlementUsed?: number;
  /** County 1-unit conforming limit, dollars (VA entitlement; conventional jumbo note). */
  readonly conformingLimit?: number;
  /** County 1-unit FHA limit, dollars. */
  readonly fhaLimit?: number;
  readonly extra?: ExtraPayments;
  /** Month of the first payment, for the payoff date. */
  readonly firstPayment?: YearMonth;
  /** Return the month-by-month schedule (default true). */
  readonly includeSchedule?: boolean;
}

/** PMI figures of a conventional purchase. */
export interface PurchasePmi {
  /** LTV above 80%. */
  readonly required: boolean;
  /** Part of monthlyPayment (required and includePMI). */
  readonly included: boolean;
  readonly coverage: PmiCoverage | null;
  readonly lookedUpAt90Ltv: boolean;
  readonly creditScoreRangePMI: string;
  /** Annual premium, percent of the loan. */
  readonly annualRate: number;
  /** Monthly premium, dollars: the payment's PMI when required, else what it would cost. */
  readonly monthly: number;
  /** What PMI would cost with 20% or more down (shown apart from the payment); null when required. */
  readonly wouldCost: number | null;
  /** Last payment with PMI by the schedule (0 when none). */
  readonly endsMonth: number;
  readonly source: PmiCellSource | null;
}

/** FHA mortgage insurance figures. */
export interface PurchaseFhaMip {
  /** Upfront MIP, 1.75% of the base loan, dollars. */
  readonly upfront: number;
  /** Part of the UFMIP financed (whole dollars). */
  readonly upfrontFinanced: number;
  /** Cents of the UFMIP under $1.00, paid at closing. */
  readonly upfrontCash: number;
  /** Annual MIP rate, basis points. */
  readonly annualRateBps: number;
  /** Months the annual MIP is paid (132 = 11 years, or the term). */
  readonly durationMonths: number;
  /** First-year monthly MIP, dollars. */
  readonly monthly: number;
  readonly minimumDownPaymentPercent: number | null;
}

export interface PurchaseResult {
  readonly calcType: CalcType;
  readonly price: number;
  readonly downPayment: number;
  /** Down payment in percent of the price (20 = 20%). */
  readonly downPaymentPercent: number;
  /** Base loan: price - down payment. */
  readonly loanAmount: number;
  /** Base loan + financed upfront fee. */
  readonly totalLoanAmount: number;
  /** FHA UFMIP, VA funding fee or USDA guarantee fee, dollars (0 for conventional). */
  readonly upfrontFee: number;
  /** Upfront fee rate, basis points of the base loan. */
  readonly upfrontFeeBps: number;
  /** Base loan / price. */
  readonly ltv: number;
  readonly rate: number;
  readonly termMonths: number;
  readonly principalAndInterest: number;
  readonly propertyTax: number;
  readonly homeInsurance: number;
  /** PMI (when included), FHA annual MIP or USDA annual fee for the first payment; 0 when none. */
  readonly mortgageInsurance: number;
  readonly hoa: number;
  readonly monthlyPayment: number;
  readonly totalInterest: number;
  /** All principal and interest paid (= totalLoanAmount + totalInterest). */
  readonly totalPayments: number;
  readonly totalMortgageInsurance: number;
  readonly payoffMonths: number;
  /** Calendar month of the last payment, when firstPayment was given. */
  readonly payoffDate: YearMonth | null;
  readonly interestSaved: number;
  readonly monthsSaved: number;
  readonly pmi: PurchasePmi | null;
  readonly fhaMip: PurchaseFhaMip | null;
  readonly vaEntitlement: VaEntitlementResult | null;
  readonly eligibility: Eligibility;
  readonly notes: string[];
  readonly schedule: ScheduleRow[];
}

/** Computes the purchase payment and everything the payment calculators show. */
export function computePurchase(input: PurchaseInput): PurchaseResult {
  const f = new Findings();
  const calcType = readCalcType(input.calcType, f);
  const priceC = toCents(Math.floor(readMoney(input.price, "Home price", f)));
  let downC = toCents(readMoney(input.downPayment, "Down payment", f));
  const rate = readRate(input.rate, "Interest rate", f);
  let term = readTerm(input.term, "Loan term", f);
  const taxAnnual = readMoney(input.taxAnnual, "Property tax", f);
  const insuranceAnnual = readMoney(input.insuranceAnnual, "Home insurance", f);
  const hoaC = toCents(readMoney(input.hoa, "HOA dues", f));
  const creditScore = readCreditScore(input.creditScore, f);

  if (priceC <= 0) f.fail("Enter a home price above $0.");
  if (downC > priceC) {
    f.fail("The down payment is more than the price.");
    downC = priceC;
  } else if (priceC > 0 && downC === priceC) {
    f.fail("The down payment covers the whole price, so there is no loan.");
  }
  if (calcType === "usda") {
    if (term !== USDA_TERM_MONTHS) f.note("USDA guaranteed loans are 30-year fixed loans: the term is 360 months.");
    term = USDA_TERM_MONTHS;
  } else if (term > MAX_TERM_MONTHS) {
    f.note("The term is capped at 360 months for this program.");
    term = MAX_TERM_MONTHS;
  }

  const loan = programLoan(calcType, priceC, downC, rateToScaled(rate), term, {
    creditScore,
    includePMI: input.includePMI !== false,
    isVaDisabled: input.isVaDisabled === true,
    isVaSubsequentUse: input.isVaSubsequentUse === true,
  });
  const baseC = loan.baseC;
  let fhaMip: PurchaseFhaMip | null = null;
  let vaEntitlement: VaEntitlementResult | null = null;

  if (calcType === "conventional") {
    if (loan.pmi && !loan.pmi.eligible && priceC > 0) f.fail("Conventional loans need at least 3% down (a loan-to-value of 97% or less).");
    if (input.conformingLimit !== undefined && input.conformingLimit > 0 && baseC > toCents(input.conformingLimit)) {
      f.note(`The loan is above this county's conforming limit of ${formatUsd(input.conformingLimit)}: it is a jumbo loan, priced by each lender.`);
    }
  } else if (calcType === "fha") {
    const minPct = fhaMinimumDownPaymentPercent(creditScore);
    if (minPct === null) {
      f.fail("FHA loans need a credit score of at least 500.");
    } else {
      // 3.5% or 10% of the price, rounded up to the whole dollar (the seed rounds the FHA down payment up).
      const minDown = Math.ceil(mulDivCeil(priceC, minPct * 10, 1000) / 100) * 100;
      if (downC < minDown) {
        f.fail(`FHA needs at least ${minPct}% down (${formatUsd(fromCents(minDown))}) at a credit score of ${creditScore}.`);
      }
    }
    if (input.fhaLimit !== undefined && input.fhaLimit > 0 && baseC > toCents(input.fhaLimit)) {
      f.fail(`The loan is above this county's FHA limit of ${formatUsd(input.fhaLimit)}.`);
    }
    const up = loan.fhaUpfront;
    fhaMip = {
      upfront: fromCents(up?.upfrontCents ?? 0),
      upfrontFinanced: fromCents(up?.financedCents ?? 0),
      upfrontCash: fromCents(up?.cashCents ?? 0),
      annualRateBps: loan.fhaAnnual?.rateBps ?? 0,
      durationMonths: loan.fhaAnnual?.durationMonths ?? 0,
      monthly: fromCents(loan.firstMiC),
      minimumDownPaymentPercent: minPct,
    };
  } else if (calcType === "va") {
    if (input.isVeteran === false) f.fail("VA loans are for eligible veterans, service members and surviving spouses.");
    const used = input.vaEntitlementUsed ?? 0;
    if (used > 0) {
      if (input.conformingLimit !== undefined && input.conformingLimit > 0) {
        vaEntitlement = computeVaEntitlement({
          price: fromCents(priceC),
          downPayment: fromCents(downC),
          countyLimit: input.conformingLimit,
          entitlementUsed: used,
        });
        for (const r of vaEntitlement.eligibility.reasons) f.fail(r);
      } else {
        f.note("Choose a county to check the down payment your remaining entitlement needs.");
      }
    }
  } else {
    f.note("USDA loans are for eligible rural areas and household incomes; check the address and income with USDA.");
  }

  const schedule = buildSchedule({
    loanAmount: fromCents(loan.totalC),
    rate,
    termMonths: term,
    extra: input.extra,
    mortgageInsurance: loan.plan,
    includeRows: input.includeSchedule !== false,
  });

  // The schedule's first month and programLoan agree by construction (tested); the schedule is
  // the one that also knows when a payment is the last.
  const miC = toCents(schedule.firstMortgageInsurance);
  const q = loan.pmi;
  const pmi: PurchasePmi | null = q
    ? {
        required: q.required,
        included: loan.pmiIncluded,
        coverage: q.coverage,
        lookedUpAt90Ltv: q.lookedUpAt90Ltv,
        creditScoreRangePMI: q.creditScoreRangePMI,
        annualRate: q.annualRate,
        monthly: q.monthly,
        wouldCost: q.required ? null : q.monthly,
        endsMonth: schedule.mortgageInsuranceEndMonth,
        source: q.source,
      }
    : null;

  const piC = toCents(schedule.principalAndInterest);
  const taxC = toCents(monthlyFromAnnual(taxAnnual));
  const insC = toCents(monthlyFromAnnual(insuranceAnnual));
  return {
    calcType,
    price: fromCents(priceC),
    downPayment: fromCents(downC),
    downPaymentPercent: priceC > 0 ? Number(((downC / priceC) * 100).toFixed(4)) : 0,
    loanAmount: fromCents(baseC),
    totalLoanAmount: fromCents(loan.totalC),
    upfrontFee: fromCents(loan.upfrontC),
    upfrontFeeBps: loan.upfrontBps,
    ltv: ratio(baseC, priceC),
    rate,
    termMonths: term,
    principalAndInterest: fromCents(piC),
    propertyTax: fromCents(taxC),
    homeInsurance: fromCents(insC),
    mortgageInsurance: fromCents(miC),
    hoa: fromCents(hoaC),
    monthlyPayment: fromCents(piC + taxC + insC + miC + hoaC),
    totalInterest: schedule.totalInterest,
    totalPayments: schedule.totalPayments,
    totalMortgageInsurance: schedule.totalMortgageInsurance,
    payoffMonths: schedule.payoffMonths,
    payoffDate: input.firstPayment ? paymentDate(input.firstPayment, schedule.payoffMonths) : null,
    interestSaved: schedule.interestSaved,
    monthsSaved: schedule.monthsSaved,
    pmi,
    fhaMip,
    vaEntitlement,
    eligibility: f.eligibility(),
    notes: f.notes,
    schedule: schedule.rows,
  };
}
