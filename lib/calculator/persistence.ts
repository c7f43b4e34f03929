/**
 * Saving the calculator inputs in localStorage (docs/architecture.md, Calculator state and browser storage): one key, versioned, with a
 * migration from older versions, and a restore that trusts nothing it reads. Storage is a trust
 * boundary (other scripts, older versions of this site, hand edits in devtools), so every stored
 * value goes through the same sanitizers as typed input; a value of the wrong type keeps the
 * current one, and unreadable JSON restores nothing.
 */
import type { PersistStorage, StorageValue } from "zustand/middleware";

import { creditScoreRangePMI } from "@/lib/mortgage/pmi-bands";
import {
  sanitizeAmount,
  sanitizeAnnualAmount,
  sanitizeCount,
  sanitizeCreditScore,
  sanitizeDownPayment,
  sanitizeDownPaymentPercent,
  sanitizeInterestRate,
  sanitizePrice,
  sanitizeRefiBalance,
  sanitizeRefiBaseLoanAmount,
  sanitizeRefiHomeValue,
  sanitizeTerm,
  type NumericInput,
} from "@/lib/mortgage/sanitize";

import { consentFlag } from "./flags";
import { sameValues } from "./same-values";
import { downPaymentFromPercent, normalizeCountyName, normalizeStateCode, sanitizeHoaDivisor, termForProgram } from "./transitions";
import { CALC_TYPES, type CalculatorInputs, type LoanInputs } from "./types";

/**
 * Version of the stored layout.
 * - 0: the seed's layout: the whole state, with `results` and the `consent` flag inside.
 * - 1: inputs only (results are recomputed, never stored); consent on its own key; `extraMonthly`.
 */
export const CALCULATOR_STORAGE_VERSION = 1;

type Json = Record<string, unknown>;

function asObject(value: unknown): Json {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function isNumeric(value: unknown): value is NumericInput {
  return typeof value === "number" || typeof value === "string";
}

/** A stored number through its sanitizer, or the fallback when it is not a number or text. */
function num(value: unknown, fallback: number, sanitize: (value: NumericInput) => number): number {
  return isNumeric(value) ? sanitize(value) : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === "boolean" ? value : fallback;
}

function restoreLoanInputs(raw: unknown, current: LoanInputs): LoanInputs {
  const s = asObject(raw);
  const calcType = CALC_TYPES.find((type) => type === s.calcType) ?? current.calcType;
  const price = num(s.price, current.price, sanitizePrice);
  const downPayment = sanitizeDownPayment(isNumeric(s.downPayment) ? s.downPayment : current.downPayment, price);
  const storedPercent = num(s.downPaymentPercent, current.downPaymentPercent, sanitizeDownPaymentPercent);
  // The loan and the percent are derived: recompute them rather than trust a stale pair.
  const percentAgrees = downPaymentFromPercent(price, storedPercent).downPayment === downPayment;
  const downPaymentPercent = percentAgrees || price === 0 ? storedPercent : (downPayment / price) * 100;
  const creditScore = num(s.creditScore, current.creditScore, (v) => sanitizeCreditScore(v, current.creditScore));
  return {
    calcType,
    price,
    loan: price - downPayment,
    downPayment,
    downPaymentPercent,
    rate: num(s.rate, current.rate, sanitizeInterestRate),
    term: termForProgram(
      calcType,
      num(s.term, current.term, (v) => sanitizeTerm(v, current.term)),
    ),
    insuranceAnnual: num(s.insuranceAnnual, current.insuranceAnnual, sanitizeAnnualAmount),
    insuranceRate: num(s.insuranceRate, current.insuranceRate, sanitizeInterestRate),
    taxAnnual: num(s.taxAnnual, current.taxAnnual, sanitizeAnnualAmount),
    taxRate: num(s.taxRate, current.taxRate, sanitizeInterestRate),
    lockTaxInsuranceOnPriceChange: bool(s.lockTaxInsuranceOnPriceChange, current.lockTaxInsuranceOnPriceChange),
    pmiMonthly: num(s.pmiMonthly, current.pmiMonthly, sanitizeAmount),
    showPMI: bool(s.showPMI, current.showPMI),
    includePMI: bool(s.includePMI, current.includePMI),
    creditScore,
    creditScoreRangePMI: creditScoreRangePMI(creditScore),
    isVeteran: bool(s.isVeteran, current.isVeteran),
    isVaDisabled: bool(s.isVaDisabled, current.isVaDisabled),
    isVaSubsequentUse: bool(s.isVaSubsequentUse, current.isVaSubsequentUse),
    vaEntitlementUsed: num(s.vaEntitlementUsed, current.vaEntitlementUsed, sanitizeAmount),
    recalculate: bool(s.recalculate, current.recalculate),
    county: typeof s.county === "string" ? normalizeCountyName(s.county) : current.county,
    state: normalizeStateCode(s.state) ?? current.state,
    rateCount: num(s.rateCount, current.rateCount, sanitizeCount),
    totalPayment: num(s.totalPayment, current.totalPayment, sanitizeAmount),
  };
}

/**
 * Restores stored inputs over the current ones, field by field: each stored value through its
 * sanitizer, a missing or mistyped value keeping the current one; derived values (loan, credit
 * band, term limits, the capped refinance loan) recomputed.
 *
 * @param stored what storage held (after migration), untrusted
 * @param current the inputs in force (defaults, or the page's initial state)
 */
export function restoreInputs(stored: unknown, current: CalculatorInputs): CalculatorInputs {
  const s = asObject(stored);
  const refi = asObject(s.refi);
  const counts = asObject(s.counts);
  const hoa = asObject(s.hoa);
  const homeValue = num(refi.homeValue, current.refi.homeValue, sanitizeRefiHomeValue);
  return {
    loanInputs: restoreLoanInputs(s.loanInputs, current.loanInputs),
    refi: {
      homeValue,
      mortgageBalanceFirst: num(refi.mortgageBalanceFirst, current.refi.mortgageBalanceFirst, sanitizeRefiBalance),
      mortgageBalanceSecond: num(refi.mortgageBalanceSecond, current.refi.mortgageBalanceSecond, sanitizeRefiBalance),
      currentRate: num(refi.currentRate, current.refi.currentRate, sanitizeInterestRate),
      baseLoanAmount: sanitizeRefiBaseLoanAmount(isNumeric(refi.baseLoanAmount) ? refi.baseLoanAmount : current.refi.baseLoanAmount, homeValue),
    },
    counts: {
      rateCount: num(counts.rateCount, current.counts.rateCount, sanitizeCount),
      homesCount: num(counts.homesCount, current.counts.homesCount, sanitizeCount),
    },
    income: num(s.income, current.income, sanitizeAmount),
    monthlyDebt: num(s.monthlyDebt, current.monthlyDebt, sanitizeAmount),
    hoa: {
      amount: num(hoa.amount, current.hoa.amount, sanitizeAmount),
      divisor: isNumeric(hoa.divisor) ? sanitizeHoaDivisor(hoa.divisor, current.hoa.divisor) : current.hoa.divisor,
    },
    extraMonthly: num(s.extraMonthly, current.extraMonthly, sanitizeAmount),
  };
}

/**
 * `next` with every slice that holds the same values as in `current` replaced by `current`'s own
 * object, and `current` itself when nothing differs. A restore that finds nothing new (an empty
 * storage, or saved inputs equal to the page's) then changes no reference: the store notifies
 * nobody and the calculator does not render again right after hydrating.
 */
export function reuseUnchanged(current: CalculatorInputs, next: CalculatorInputs): CalculatorInputs {
  const merged = {
    loanInputs: sameValues(current.loanInputs, next.loanInputs) ? current.loanInputs : next.loanInputs,
    refi: sameValues(current.refi, next.refi) ? current.refi : next.refi,
    counts: sameValues(current.counts, next.counts) ? current.counts : next.counts,
    income: next.income,
    monthlyDebt: next.monthlyDebt,
    hoa: sameValues(current.hoa, next.hoa) ? current.hoa : next.hoa,
    extraMonthly: next.extraMonthly,
  };
  return sameValues(inputsOf(current), merged) ? current : merged;
}

/** The inputs of a state that also holds results and actions: what is saved. */
export function inputsOf(state: CalculatorInputs): CalculatorInputs {
  const { loanInputs, refi, counts, income, monthlyDebt, hoa, extraMonthly } = state;
  return { loanInputs, refi, counts, income, monthlyDebt, hoa, extraMonthly };
}

/**
 * Brings a stored state of an older version to the current layout. Version 0 (the seed's) kept
 * the consent flag and the results inside: the consent answer moves to its own key unless one
 * is already there, and the results are dropped. (A version newer than this code never gets
 * here: {@link calculatorStorage} does not read it.)
 *
 * @param stored the stored state, untrusted
 * @param _version the version it was saved with (0 is the only older one)
 * @returns a value for {@link restoreInputs}
 */
export function migrateStoredInputs(stored: unknown, _version: number): unknown {
  const { consent, results: _results, ...inputs } = asObject(stored);
  if (typeof consent === "boolean" && consentFlag.read() === null) consentFlag.write(consent);
  return inputs;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Access itself throws when storage is blocked (Safari with cookies off, sandboxed frames).
    return null;
  }
}

/**
 * The persist middleware's storage: JSON in localStorage that never throws. Unreadable JSON, a
 * value that is not a `{ state, version }` envelope, blocked storage and a full quota all mean
 * "nothing stored" (the calculator keeps its current inputs) instead of an error during restore
 * or typing. A layout newer than this code (written by a newer version of the site in another
 * tab, while this one runs from an older cache) is not read either, so it is not migrated and
 * overwritten before the next change. On the server there is no storage and nothing is read or
 * written.
 *
 * @param getStorage where to keep it (tests pass their own); default `window.localStorage`
 */
export function calculatorStorage(getStorage: () => Storage | null = browserStorage): PersistStorage<unknown> {
  /** Per key, the JSON this storage last read or wrote. */
  const known = new Map<string, string>();
  return {
    getItem(name): StorageValue<unknown> | null {
      try {
        const raw = getStorage()?.getItem(name);
        if (raw === null || raw === undefined) return null;
        known.set(name, raw);
        const envelope = asObject(JSON.parse(raw));
        if (!("state" in envelope)) return null;
        const version = typeof envelope.version === "number" ? envelope.version : 0;
        return version > CALCULATOR_STORAGE_VERSION ? null : { state: envelope.state, version };
      } catch {
        // Corrupt JSON: restore nothing; the next change overwrites it.
        return null;
      }
    },
    setItem(name, value) {
      try {
        const storage = getStorage();
        if (!storage) return;
        // The middleware calls this on every change of the store, results included. Inputs equal
        // to the ones last read or written here (the results the engine publishes after each
        // edit) are not written again, so they never overwrite what another tab saved meanwhile.
        const raw = JSON.stringify(value);
        if (known.get(name) === raw) return;
        storage.setItem(name, raw);
        known.set(name, raw);
      } catch {
        // Quota or blocked storage: the calculator keeps working for this visit.
      }
    },
    removeItem(name) {
      known.delete(name);
      try {
        getStorage()?.removeItem(name);
      } catch {
        // Blocked storage has nothing to remove.
      }
    },
  };
}
