"use client";

import type { CalculatorInputs } from "@/lib/calculator/types";
import { computeDownPayment, type DownPaymentResult } from "@/lib/mortgage/down-payment";

import { DownPaymentOptions, DownPaymentResults } from "./down-payment-results";
import { downPaymentInput, type DownPaymentExtras } from "./down-payment-spec";

/* The live half of the down payment calculator (a chunk loaded after the page is interactive). */

/** The engine's figures for the inputs on screen. */
export function compute(inputs: CalculatorInputs, extras: DownPaymentExtras): DownPaymentResult {
  return computeDownPayment(downPaymentInput(inputs, extras));
}

export { DownPaymentOptions, DownPaymentResults };
