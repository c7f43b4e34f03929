"use client";

import type { CalculatorInputs } from "@/lib/calculator/types";
import { computeVaIrrrl, type VaIrrrlResult } from "@/lib/mortgage/va-irrrl";

import { BreakEvenChart } from "../break-even-chart";
import { VaIrrrlBelow, VaIrrrlResults } from "./va-irrrl-results";
import { vaIrrrlInput, type VaIrrrlExtras } from "./va-irrrl-spec";

/* The live half of the VA IRRRL calculator (a chunk loaded after the page is interactive). */

/** The engine's figures for the inputs on screen. */
export function compute(inputs: CalculatorInputs, extras: VaIrrrlExtras): VaIrrrlResult {
  return computeVaIrrrl(vaIrrrlInput(inputs, extras));
}

export { BreakEvenChart, VaIrrrlBelow, VaIrrrlResults };
