"use client";

import { useEffect, type ReactNode } from "react";

import { CalculatorProvider, useCalculatorStore } from "@/lib/calculator/provider";
import type { Scenario } from "@/lib/calculator/scenario";
import type { CalcType } from "@/lib/calculator/types";

export interface CalculatorScopeProps {
  /** The page's loan program (payment calculators); the store's switching rules apply to it. */
  calcType?: CalcType;
  /** The shared link's scenario, parsed on the server (the dynamic twin); null on the static page. */
  scenario?: Scenario | null;
  /** Values that replace the program's defaults but give way to saved inputs (see `PageStart`). */
  defaults?: Scenario | null;
  /** The page's static path: the address the page returns to once the visitor edits a shared scenario. */
  path: string;
  children: ReactNode;
}

/**
 * After the first edit on a page opened from a shared link, the address drops the link's query:
 * the edited inputs are saved in the browser, and a reload must show them rather than the
 * link's numbers (a scenario in the address always wins). The share button makes a new link.
 */
function ForgetScenarioOnEdit({ path }: { path: string }) {
  const store = useCalculatorStore();
  useEffect(() => {
    // Subscribed after the provider's restore (a layout effect), so only edits arrive here.
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.results !== previous.results && state.loanInputs === previous.loanInputs) return;
      if (window.location.search !== "") window.history.replaceState(window.history.state, "", path + window.location.hash);
      unsubscribe();
    });
    return unsubscribe;
  }, [store, path]);
  return null;
}

/**
 * A calculator's store for one page: the server renders from the defaults in the page's program
 * with the link's scenario applied; the browser hydrates from the same inputs, then restores the
 * saved ones (or saves the link's) before the next paint. See lib/calculator/provider.
 */
export function CalculatorScope({ calcType, scenario, defaults, path, children }: CalculatorScopeProps) {
  return (
    <CalculatorProvider calcType={calcType} scenario={scenario ?? null} defaults={defaults ?? null}>
      <ForgetScenarioOnEdit path={path} />
      {children}
    </CalculatorProvider>
  );
}
