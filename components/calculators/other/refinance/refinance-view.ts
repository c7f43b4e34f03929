/**
 * What the refinance page shows, from the engine: the refinance itself, and the most cash a
 * cash-out refinance of this program could take (at the program's cash-out limit, which is lower
 * than the rate-and-term limit the engine applies when no cash is taken).
 */
import type { CalculatorInputs } from "@/lib/calculator/types";
import { computeRefinance, REFINANCE_MAX_LTV, type RefinanceResult } from "@/lib/mortgage/refinance";

import { refinanceInput, type RefinanceExtras } from "./refinance-spec";

export interface RefinanceView {
  result: RefinanceResult;
  /** The program's cash-out loan-to-value limit (fraction) and the most cash it allows, dollars. */
  cashOut: { maxLtv: number; maxCashOut: number };
}

/** The engine's figures for the page's inputs. */
export function refinanceView(inputs: CalculatorInputs, extras: RefinanceExtras): RefinanceView {
  const input = refinanceInput(inputs, extras);
  const result = computeRefinance(input);
  const maxLtv = REFINANCE_MAX_LTV[result.program].cashOut;
  // With cash out the engine already applies the cash-out limit; without, ask it at that limit.
  const atCashOutLimit = extras.cashOut > 0 ? result : computeRefinance({ ...input, maxLtv });
  return { result, cashOut: { maxLtv, maxCashOut: atCashOutLimit.maxCashOut } };
}
