import type { CountyLocation } from "@/lib/calculator/location-types";
import { switchCalcType } from "@/lib/calculator/transitions";
import type { CalcType, CalculatorInputs, Hoa, LoanInputs } from "@/lib/calculator/types";
import { summarizeByYear, type ScheduleYear } from "@/lib/mortgage/amortization";
import { computePurchase, type PurchaseResult } from "@/lib/mortgage/purchase";

import { purchaseInput } from "./purchase-input";

/** Everything a payment calculator shows, from the engine: the purchase figures and the schedule by year. */
export interface PaymentView {
  result: PurchaseResult;
  years: ScheduleYear[];
}

/**
 * The figures for the inputs in force. The same function runs on the server (the first HTML,
 * and every shared link) and in the browser (every keystroke), so both show the same numbers.
 */
export function computePaymentView(calcType: CalcType, li: LoanInputs, hoa: Hoa, extraMonthly: number, county: CountyLocation | null): PaymentView {
  const result = computePurchase(purchaseInput(calcType, li, hoa, extraMonthly, county));
  return { result, years: summarizeByYear(result.schedule) };
}

/**
 * The same home under another program, as if the person switched to it: the store's switching
 * rules set its down payment and term (FHA 3.5% down, USDA none, ...). No schedule rows.
 */
export function otherProgramResult(calcType: CalcType, inputs: CalculatorInputs, county: CountyLocation | null): PurchaseResult {
  const switched = switchCalcType(inputs, calcType);
  return computePurchase({ ...purchaseInput(calcType, switched.loanInputs, switched.hoa, switched.extraMonthly, county), includeSchedule: false });
}

/** A scenario kept for comparison ("Keep these numbers to compare"). */
export interface KeptScenario {
  label: string;
  calcType: CalcType;
  inputs: CalculatorInputs;
  county: CountyLocation | null;
}

/** The figures of a kept scenario. */
export function keptResult(kept: KeptScenario): PurchaseResult {
  const { calcType, inputs, county } = kept;
  return computePurchase({ ...purchaseInput(calcType, inputs.loanInputs, inputs.hoa, inputs.extraMonthly, county), includeSchedule: false });
}
