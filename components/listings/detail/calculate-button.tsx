"use client";

import { useRouter } from "next/navigation";
import { useState, type MouseEvent } from "react";

import type { ListingForCalculator } from "@/lib/calculator/types";
import { loanScenario } from "@/lib/listings/loan-scenario";
import type { PaymentScenario } from "@/lib/listings/search";

export interface CalculateButtonProps {
  /** The calculator scenario URL (works without JavaScript). */
  href: string;
  /** The program's calculator page, opened after the listing is saved into the calculator. */
  calculatorPath: string;
  listing: ListingForCalculator;
  scenario: PaymentScenario;
}

/**
 * Saves the visitor's calculator state with this listing loaded into it and the page's loan
 * applied, then opens the calculator, which restores that state. The person's other inputs
 * (income, debts, VA entitlement, ...) are kept.
 */
export async function loadListingIntoCalculator(listing: ListingForCalculator, scenario: PaymentScenario): Promise<void> {
  // Loaded on click: the listing page does not ship the calculator store until it is needed.
  const { createCalculatorStore, defaultInputs, saveCalculatorInputs } = await import("@/lib/calculator");
  const store = createCalculatorStore(defaultInputs(), { calcType: scenario.calcType });
  // The saved inputs first (in the scenario's program), so nothing else the person typed is lost.
  await store.persist.rehydrate();
  const { actions } = store.getState();
  const { calcType, ...loan } = loanScenario(scenario);
  actions.setCalcType(calcType);
  // Loading a listing (docs/architecture.md, Calculator rules): price, annual tax, state, county (upper-cased, without COUNTY), tax/insurance locked.
  actions.loadListing(listing);
  // The loan the listing page priced, so the calculator shows the same program and terms.
  actions.applyScenario(loan);
  saveCalculatorInputs(store);
}

/**
 * "Calculate": a link to the calculator with the listing in its address, which JavaScript turns
 * into loading the listing into the saved calculator (`loadListing`, docs/architecture.md, Calculator rules) before opening it.
 */
export function CalculateButton({ href, calculatorPath, listing, scenario }: CalculateButtonProps) {
  const router = useRouter();
  const [failed, setFailed] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the plain link (its address carries the scenario).
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setFailed(false);
    loadListingIntoCalculator(listing, scenario)
      .then(() => router.push(calculatorPath))
      .catch(() => {
        // The chunk could not load (offline): the link's own address still opens the calculator.
        setFailed(true);
        window.location.assign(href);
      });
  };

  return (
    <>
      <a href={href} className="button" onClick={onClick} data-testid="calculate-listing">
        Calculate
      </a>
      {failed ? (
        <span role="status" className="field-hint">
          Opening the calculator with this home…
        </span>
      ) : null}
    </>
  );
}
