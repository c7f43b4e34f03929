"use client";

import type { CalculatorInputs } from "@/lib/calculator/types";
import { computeRefinance, type RefinanceResult } from "@/lib/mortgage/refinance";

import { BreakEvenChart } from "../break-even-chart";
import { RefinanceBelow, RefinanceResults } from "./refinance-results";
import { refinanceInput, type RefinanceExtras } from "./refinance-spec";

/* The live half of the refinance calculator (a chunk loaded after the page is interactive). */

/** The engine's figures for the inputs on screen. */
export function compute(inputs: CalculatorInputs, extras: RefinanceExtras): RefinanceResult {
  return computeRefinance(refinanceInput(inputs, extras));
}

export { BreakEvenChart, RefinanceBelow, RefinanceResults };
