"use client";

import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { useShallow } from "zustand/react/shallow";

import { initialInputs, type PageStart } from "./initial";
import { inputsOf } from "./persistence";
import { endRestoring } from "./restore-script";
import { hasScenario, parseScenario, type Scenario } from "./scenario";
import type { CalculatorInputs } from "./types";
import {
  createCalculatorStore,
  saveCalculatorInputs,
  type CalculatorActions,
  type CalculatorState,
  type CalculatorStore,
  type CalculatorStoreOptions,
} from "./store";

const CalculatorStoreContext = createContext<CalculatorStore | null>(null);

export interface CalculatorProviderProps extends PageStart {
  children: ReactNode;
  /** For tests: where inputs are saved (default localStorage). */
  getStorage?: CalculatorStoreOptions["getStorage"];
  /**
   * The link's scenario is the visitor's own numbers from another page of ours (the quote
   * page's link from a calculator): apply it over their saved inputs, so what the link does not
   * carry (income, debts, ...) survives, instead of over the defaults as a shared link is.
   */
  scenarioOverSaved?: boolean;
}

/**
 * Brings saved inputs in after mount, or makes a shared link the saved state:
 * - the address carries a scenario (given by the server as `scenario`, or present in the address
 *   of a prerendered page): the link wins over what was saved, and is saved in its place;
 * - otherwise the saved inputs are restored (migrated and sanitized), in the page's program.
 * Either way the restoring mark on `<html>` is removed, showing the results.
 *
 * @param store the page's store
 * @param scenario the scenario the server rendered, if any
 * @param search the page address's query (`location.search`)
 * @param scenarioOverSaved apply the link's scenario over the saved inputs rather than the defaults
 */
export async function restoreCalculator(
  store: CalculatorStore,
  scenario: Scenario | null | undefined,
  search: string,
  scenarioOverSaved = false,
): Promise<void> {
  try {
    const params = new URLSearchParams(search);
    if (scenario || hasScenario(params)) {
      const linked = scenario ?? parseScenario(params);
      if (scenarioOverSaved) {
        // The link carries the visitor's own numbers: keep what it does not carry (income, debts...).
        await store.persist.rehydrate();
        store.getState().actions.applyScenario(linked);
      } else if (!scenario) {
        store.getState().actions.applyScenario(linked);
      }
      saveCalculatorInputs(store);
    } else {
      await store.persist.rehydrate();
    }
  } finally {
    endRestoring();
  }
}

/**
 * Gives its subtree a calculator store of its own. The server renders from `initialInputs`
 * (defaults in the page's program and the page's own `defaults`, with the link's scenario); the
 * client hydrates from the very same inputs, then restores saved ones in a layout effect, before
 * the browser paints again. Saved values win over `defaults`, field by field.
 */
export function CalculatorProvider({ calcType, scenario, defaults, scenarioOverSaved = false, getStorage, children }: CalculatorProviderProps) {
  const [start] = useState(() => ({
    store: createCalculatorStore(initialInputs({ calcType, scenario, defaults }), { calcType, getStorage }),
    scenario,
  }));
  const { store } = start;

  useLayoutEffect(() => {
    void restoreCalculator(store, start.scenario, window.location.search, scenarioOverSaved);
  }, [store, start, scenarioOverSaved]);

  // A provider kept across client navigations (in a shared layout) follows the page's program.
  useEffect(() => {
    if (calcType) store.getState().actions.setCalcType(calcType);
  }, [store, calcType]);

  return <CalculatorStoreContext.Provider value={store}>{children}</CalculatorStoreContext.Provider>;
}

/** The page's calculator store, for code that subscribes outside React rendering. */
export function useCalculatorStore(): CalculatorStore {
  const store = useContext(CalculatorStoreContext);
  if (!store) throw new Error("Calculator hooks must be used inside <CalculatorProvider>.");
  return store;
}

/**
 * Reads from the calculator state; the component re-renders when the selected value changes.
 * Select single values (`s => s.loanInputs.price`) or stable objects (`s => s.loanInputs`);
 * a selector that builds a new object each time needs `useShallow` from `zustand/react/shallow`.
 */
export function useCalculator<T>(selector: (state: CalculatorState) => T): T {
  return useStore(useCalculatorStore(), selector);
}

/**
 * All the inputs in force as one object, the same object until one of them changes (for
 * computations keyed on it and for `useDeferredValue`).
 */
export function useCalculatorInputs(): CalculatorInputs {
  return useCalculator(useShallow(inputsOf));
}

/** The calculator's actions (a stable object: selecting it never re-renders). */
export function useCalculatorActions(): CalculatorActions {
  return useCalculator(selectActions);
}

function selectActions(state: CalculatorState): CalculatorActions {
  return state.actions;
}
