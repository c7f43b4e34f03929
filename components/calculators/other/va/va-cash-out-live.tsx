"use client";

import type { CalculatorInputs } from "@/lib/calculator/types";
import { computeVaCashOut, type VaCashOutResult } from "@/lib/mortgage/va-cash-out";

import { VaCashOutResults } from "./va-cash-out-results";
import { vaCashOutInput, type VaCashOutExtras } from "./va-cash-out-spec";

/* The live half of the VA cash-out calculator (a chunk loaded after the page is interactive). */

/** The engine's figures for the inputs on screen. */
export function compute(inputs: CalculatorInputs, extras: VaCashOutExtras): VaCashOutResult {
  return computeVaCashOut(vaCashOutInput(inputs, extras));
}

export { VaCashOutResults };
