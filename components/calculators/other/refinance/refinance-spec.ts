/**
 * The refinance calculator's inputs: home value, balances, current rate (the store's `refi`),
 * the new rate and term (the store's loan rate and term), credit score and VA flags are shared;
 * the rest are this page's extra fields.
 */
import type { ScenarioParam } from "@/lib/calculator/scenario";
import type { CalculatorInputs } from "@/lib/calculator/types";
import type { RefinanceInput, RefinanceProgram } from "@/lib/mortgage/refinance";

import { choiceField, flagField, moneyField, monthsField, rateField, type ExtraValues } from "../extras/extra-fields";

export const REFINANCE_PROGRAMS: readonly RefinanceProgram[] = ["conventional", "fha", "va"];
export const REFINANCE_PROGRAM_NAMES: Readonly<Record<RefinanceProgram, string>> = { conventional: "Conventional", fha: "FHA", va: "VA" };

/**
 * Extra fields. The current loan starts with 330 months left (a 30-year loan two and a half years
 * in); a current payment of 0 means "work it out from the months left". The closing-cost rate's
 * first value is the engine's planning estimate, passed in (refinance-defaults.ts) so that this
 * module, which the browser loads first, never pulls in the engine.
 */
export function refinanceSpec(closingCostRate: number) {
  return {
    program: choiceField<RefinanceProgram>("conventional", REFINANCE_PROGRAMS),
    currentTerm: monthsField(330),
    currentPayment: moneyField(0),
    cashOut: moneyField(0),
    closingCostRate: rateField(closingCostRate),
    rollClosingCosts: flagField(true),
  };
}

export type RefinanceSpec = ReturnType<typeof refinanceSpec>;
export type RefinanceExtras = ExtraValues<RefinanceSpec>;

export const REFINANCE_SHARE_PARAMS: readonly ScenarioParam[] = [
  "homeValue",
  "mortgageBalanceFirst",
  "mortgageBalanceSecond",
  "currentRate",
  "rate",
  "term",
  "creditScore",
  "isVaDisabled",
  "isVaSubsequentUse",
];

/** The engine's input from the page's inputs. */
export function refinanceInput(inputs: CalculatorInputs, extras: RefinanceExtras): RefinanceInput {
  const { refi, loanInputs: li } = inputs;
  return {
    program: extras.program,
    homeValue: refi.homeValue,
    mortgageBalanceFirst: refi.mortgageBalanceFirst,
    mortgageBalanceSecond: refi.mortgageBalanceSecond,
    currentRate: refi.currentRate,
    currentRemainingTerm: extras.currentTerm,
    ...(extras.currentPayment > 0 ? { currentPayment: extras.currentPayment } : {}),
    newRate: li.rate,
    newTerm: li.term,
    cashOut: extras.cashOut,
    closingCostRate: extras.closingCostRate,
    rollClosingCosts: extras.rollClosingCosts,
    creditScore: li.creditScore,
    isVaDisabled: li.isVaDisabled,
    isVaSubsequentUse: li.isVaSubsequentUse,
  };
}
