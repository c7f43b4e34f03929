"use client";

import type { CalculatorInputs } from "@/lib/calculator/types";
import { computeDebtConsolidation, type DebtConsolidationResult } from "@/lib/mortgage/debt-consolidation";

import { DebtConsolidationResults, DebtTable } from "./debt-consolidation-results";
import { debtConsolidationInput, type DebtConsolidationExtras } from "./debt-consolidation-spec";

/* The live half of the debt consolidation calculator (a chunk loaded after the page is interactive). */

/** The engine's figures for the inputs on screen. */
export function compute(inputs: CalculatorInputs, extras: DebtConsolidationExtras): DebtConsolidationResult {
  return computeDebtConsolidation(debtConsolidationInput(inputs, extras));
}

export { DebtConsolidationResults, DebtTable };
