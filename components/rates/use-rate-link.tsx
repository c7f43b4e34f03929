"use client";

import { useState, type MouseEvent } from "react";

import type { Scenario } from "@/lib/calculator/scenario";
import type { CalcType } from "@/lib/calculator/types";

export interface UseRateLinkProps {
  /** The calculator with the scenario and rate in its address: what the link opens without JavaScript. */
  href: string;
  /** The calculator's own path, opened once the rate is saved into the calculator. */
  calculatorPath: string;
  calcType: CalcType;
  /** The scenario to save, in the store's units (rate a fraction). */
  scenario: Scenario;
  /** The number of estimates shown for the scenario (the store's rateCount). */
  rateCount: number;
  children: string;
}

/**
 * Saves the scenario and rate into the visitor's calculator (keeping their other inputs), with
 * rateCount set to the number of estimates shown, then opens the calculator, which restores that
 * state. The store is loaded on click only. A new tab, or a failure, keeps the plain link.
 */
export async function saveRateIntoCalculator(calcType: CalcType, scenario: Scenario, rateCount: number): Promise<void> {
  const { createCalculatorStore, defaultInputs, saveCalculatorInputs } = await import("@/lib/calculator");
  const store = createCalculatorStore(defaultInputs(), { calcType });
  await store.persist.rehydrate();
  const { actions } = store.getState();
  actions.setCalcType(calcType);
  actions.applyScenario(scenario);
  actions.setRateCount(rateCount);
  actions.setCounts({ rateCount });
  saveCalculatorInputs(store);
}

export function UseRateLink({ href, calculatorPath, calcType, scenario, rateCount, children }: UseRateLinkProps) {
  const [opening, setOpening] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpening(true);
    saveRateIntoCalculator(calcType, scenario, rateCount)
      .then(() => window.location.assign(calculatorPath))
      .catch(() => window.location.assign(href));
  };

  return (
    <>
      <a href={href} className="button" onClick={onClick} data-testid="use-this-rate">
        {children}
      </a>
      {opening ? (
        <span role="status" className="field-hint">
          Opening the calculator with this rate…
        </span>
      ) : null}
    </>
  );
}
