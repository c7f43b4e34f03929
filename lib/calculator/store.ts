/**
 * The calculator store (docs/architecture.md, Calculator state and browser storage): a zustand vanilla store FACTORY with the persist middleware.
 * Each page (each request on the server, each provider in the browser) makes its own store, so no
 * state is ever shared between visitors. The inputs are saved to localStorage on every change;
 * results are never saved. Restoring is left to the caller (`skipHydration`): the provider calls
 * `store.persist.rehydrate()` after mount so the first client render matches the server's HTML.
 */
import { persist } from "zustand/middleware";
import { createStore } from "zustand/vanilla";

import { sanitizeAmount, type NumericInput } from "@/lib/mortgage/sanitize";

import { emptyResults, defaultInputs } from "./defaults";
import { calculatorStorage, CALCULATOR_STORAGE_VERSION, inputsOf, migrateStoredInputs, restoreInputs, reuseUnchanged } from "./persistence";
import { sameValues } from "./same-values";
import { applyScenario, type Scenario } from "./scenario";
import { CALCULATOR_STORAGE_KEY } from "./storage-keys";
import {
  changeAmount,
  changeCounts,
  changeCounty,
  changeCreditScore,
  changeDownPayment,
  changeDownPaymentPercent,
  changeHoa,
  changeInsuranceAnnual,
  changeInsuranceRate,
  changeLoanAmount,
  changeLoanFlag,
  changePrice,
  changeRate,
  changeRateCount,
  changeRefi,
  changeState,
  changeTaxAnnual,
  changeTaxRate,
  changeTerm,
  loadListing,
  switchCalcType,
  type AmountField,
  type LoanAmountField,
  type LoanFlagField,
  type RefiChange,
} from "./transitions";
import type { CalcType, CalculatorData, CalculatorInputs, Hoa, ListingForCalculator, Results } from "./types";

/**
 * What the calculator can be told. Values are numbers in the state's unit or text as typed (see
 * the transitions); every one is sanitized, so any text is safe to pass straight from an input.
 */
export interface CalculatorActions {
  /** Switches the program with the seed's rules (no change when already in force). */
  setCalcType(calcType: CalcType): void;
  /** Home price; the down payment, loan, tax and insurance follow (seed's price change). */
  setPrice(value: NumericInput): void;
  /** Down payment in dollars; the percent and loan follow. */
  setDownPayment(value: NumericInput): void;
  /** Down payment in percent of the price; the dollars and loan follow. */
  setDownPaymentPercent(value: NumericInput): void;
  /** Interest rate: a fraction (0.0675) or typed percentage ("6.75"). */
  setRate(value: NumericInput): void;
  /** Term in months, within the program's limits. */
  setTerm(value: NumericInput): void;
  /** Annual property tax; its rate follows. */
  setTaxAnnual(value: NumericInput): void;
  /** Property-tax rate: a fraction (0.02) or typed percentage ("2"); the annual tax follows. */
  setTaxRate(value: NumericInput): void;
  /** Annual homeowners insurance; its rate follows. */
  setInsuranceAnnual(value: NumericInput): void;
  /** Insurance rate: a fraction (0.005) or typed percentage ("0.5"); the annual amount follows. */
  setInsuranceRate(value: NumericInput): void;
  /** State (USPS code); a different state clears the county. */
  setState(code: string): void;
  /** County name (kept upper-cased without COUNTY). */
  setCounty(name: string): void;
  /** Loads a listing: price, annual tax, state, county; locks tax and insurance. */
  loadListing(listing: ListingForCalculator): void;
  /** Credit score (400-850) and its PMI band. */
  setCreditScore(value: NumericInput): void;
  /** VA entitlement used, PMI figure or monthly budget, in dollars. */
  setLoanAmount(field: LoanAmountField, value: NumericInput): void;
  /** A yes/no of the loan inputs (lock, PMI shown/included, VA flags, recalculate). */
  setLoanFlag(field: LoanFlagField, value: boolean): void;
  /** Number of rate quotes to show. */
  setRateCount(value: NumericInput): void;
  /** Refinance inputs (home value, balances, current rate, new base loan). */
  setRefi(change: RefiChange): void;
  /** The rates and homes counters. */
  setCounts(change: Partial<Record<"rateCount" | "homesCount", NumericInput>>): void;
  /** Annual income, monthly debts or monthly extra principal, in dollars. */
  setAmount(field: AmountField, value: NumericInput): void;
  /** HOA dues: amount and how many months it covers. */
  setHoa(change: Partial<Record<keyof Hoa, NumericInput>>): void;
  /** The engine's figures, for widgets elsewhere; never saved. */
  setResults(results: Partial<Results>): void;
  /** Applies a shared link's scenario over the current inputs. */
  applyScenario(scenario: Scenario): void;
  /** Back to the defaults, in the current program. */
  reset(): void;
}

/** The store's state: inputs, results, and the actions (a stable object, handy to select once). */
export interface CalculatorState extends CalculatorData {
  actions: CalculatorActions;
}

export interface CalculatorStoreOptions {
  /**
   * The program of the page: applied to restored inputs with the switching rules, so a page
   * always prices its own program while keeping the person's other inputs.
   */
  calcType?: CalcType;
  /** Where to save (tests pass their own); default `window.localStorage`, none on the server. */
  getStorage?: () => Storage | null;
}

/**
 * Creates a calculator store.
 *
 * @param initial the inputs to start from (`initialInputs(...)`; the same on server and client)
 * @param options the page's program and, for tests, the storage
 * @returns a zustand store with `persist` (`store.persist.rehydrate()` restores saved inputs)
 */
export function createCalculatorStore(initial: CalculatorInputs = defaultInputs(), options: CalculatorStoreOptions = {}) {
  const { calcType } = options;
  return createStore<CalculatorState>()(
    persist<CalculatorState, [], [], unknown>(
      (set, get) => {
        /** Runs a transition; an unchanged result stores and notifies nothing. */
        const update = (transition: (inputs: CalculatorInputs) => CalculatorInputs) => {
          const state = get();
          const next = transition(state);
          if (next !== state) set(inputsOf(next));
        };
        const actions: CalculatorActions = {
          setCalcType: (type) => update((s) => switchCalcType(s, type)),
          setPrice: (value) => update((s) => changePrice(s, value)),
          setDownPayment: (value) => update((s) => changeDownPayment(s, value)),
          setDownPaymentPercent: (value) => update((s) => changeDownPaymentPercent(s, value)),
          setRate: (value) => update((s) => changeRate(s, value)),
          setTerm: (value) => update((s) => changeTerm(s, value)),
          setTaxAnnual: (value) => update((s) => changeTaxAnnual(s, value)),
          setTaxRate: (value) => update((s) => changeTaxRate(s, value)),
          setInsuranceAnnual: (value) => update((s) => changeInsuranceAnnual(s, value)),
          setInsuranceRate: (value) => update((s) => changeInsuranceRate(s, value)),
          setState: (code) => update((s) => changeState(s, code)),
          setCounty: (name) => update((s) => changeCounty(s, name)),
          loadListing: (listing) => update((s) => loadListing(s, listing)),
          setCreditScore: (value) => update((s) => changeCreditScore(s, value)),
          setLoanAmount: (field, value) => update((s) => changeLoanAmount(s, field, value)),
          setLoanFlag: (field, value) => update((s) => changeLoanFlag(s, field, value)),
          setRateCount: (value) => update((s) => changeRateCount(s, value)),
          setRefi: (change) => update((s) => changeRefi(s, change)),
          setCounts: (change) => update((s) => changeCounts(s, change)),
          setAmount: (field, value) => update((s) => changeAmount(s, field, value)),
          setHoa: (change) => update((s) => changeHoa(s, change)),
          setResults: (results) => {
            const current = get().results;
            const next = {
              totalPayment: sanitizeAmount(results.totalPayment ?? current.totalPayment),
              totalLoanAmount: sanitizeAmount(results.totalLoanAmount ?? current.totalLoanAmount),
            };
            // Unchanged figures notify nobody (and save nothing).
            if (!sameValues(current, next)) set({ results: next });
          },
          applyScenario: (scenario) => update((s) => applyScenario(s, scenario)),
          reset: () => update((s) => switchCalcType(defaultInputs(), s.loanInputs.calcType)),
        };
        return { ...initial, results: emptyResults(), actions };
      },
      {
        name: CALCULATOR_STORAGE_KEY,
        version: CALCULATOR_STORAGE_VERSION,
        storage: calculatorStorage(options.getStorage),
        partialize: inputsOf,
        migrate: migrateStoredInputs,
        merge: (stored, current) => {
          const restored = restoreInputs(stored, current);
          const next = reuseUnchanged(current, calcType ? switchCalcType(restored, calcType) : restored);
          // Nothing new restored: the same state object, so zustand notifies no subscriber.
          return next === current ? current : { ...current, ...next };
        },
        skipHydration: true,
      },
    ),
  );
}

/** A calculator store (see {@link createCalculatorStore}). */
export type CalculatorStore = ReturnType<typeof createCalculatorStore>;

/**
 * Saves the store's current inputs now: a shared link's scenario becomes the stored state
 * without waiting for the next edit.
 */
export function saveCalculatorInputs(store: CalculatorStore): void {
  const { storage, name, version } = store.persist.getOptions();
  if (storage && name) void storage.setItem(name, { state: inputsOf(store.getState()), version });
}
