"use client";

import { BreakdownChart } from "@/components/calculators/payment/breakdown-chart";
import type { CalculatorInputs } from "@/lib/calculator/types";
import { computeAffordability, type AffordabilityResult } from "@/lib/mortgage/affordability";
import type { CalcType } from "@/lib/mortgage/types";

import { AffordabilityResults, compareProgramsAffordability, ProgramComparison } from "./affordability-results";
import { affordabilityInput, type AffordabilityExtras } from "./affordability-spec";

/* The live half of the affordability calculators (a chunk loaded after the page is interactive). */

/** The engine's figures for the inputs on screen. */
export function compute(inputs: CalculatorInputs, extras: AffordabilityExtras, program: CalcType): AffordabilityResult {
  return computeAffordability(affordabilityInput(inputs, extras, program));
}

export { AffordabilityResults, BreakdownChart, compareProgramsAffordability, ProgramComparison };
