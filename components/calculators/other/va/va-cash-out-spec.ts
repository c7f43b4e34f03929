/**
 * The VA cash-out refinance calculator's inputs: home value, balances, the new rate and term and
 * the VA flags are shared (calculator store); the cash wanted, closing costs and the lender's
 * limit are extra fields.
 */
import type { ScenarioParam } from "@/lib/calculator/scenario";
import type { CalculatorInputs } from "@/lib/calculator/types";
import type { VaCashOutInput } from "@/lib/mortgage/va-cash-out";

import { choiceField, flagField, moneyField, type ExtraValues } from "../extras/extra-fields";

/** The loan-to-value limits people choose from: VA's own 100%, or the 90% many lenders keep to. */
export const LENDER_LIMITS = ["100", "90"] as const;
export type LenderLimit = (typeof LENDER_LIMITS)[number];

/**
 * Extra fields. By default the calculator takes all the cash the limit allows. The closing costs'
 * first value is passed in (va-cash-out-defaults.ts) so that this module, which the browser loads
 * first, never pulls in the engine.
 */
export function vaCashOutSpec(closingCosts: number) {
  return {
    takeMax: flagField(true),
    cashOut: moneyField(0),
    closingCosts: moneyField(closingCosts),
    lenderLimit: choiceField<LenderLimit>("100", LENDER_LIMITS),
  };
}

export type VaCashOutSpec = ReturnType<typeof vaCashOutSpec>;
export type VaCashOutExtras = ExtraValues<VaCashOutSpec>;

export const VA_CASH_OUT_SHARE_PARAMS: readonly ScenarioParam[] = [
  "homeValue",
  "mortgageBalanceFirst",
  "mortgageBalanceSecond",
  "rate",
  "term",
  "isVaDisabled",
  "isVaSubsequentUse",
];

/** The engine's input from the page's inputs. */
export function vaCashOutInput(inputs: CalculatorInputs, extras: VaCashOutExtras): VaCashOutInput {
  const { refi, loanInputs: li } = inputs;
  return {
    homeValue: refi.homeValue,
    existingBalance: refi.mortgageBalanceFirst + refi.mortgageBalanceSecond,
    rate: li.rate,
    term: li.term,
    ...(extras.takeMax ? {} : { cashOut: extras.cashOut }),
    closingCosts: extras.closingCosts,
    maxLtv: Number(extras.lenderLimit) / 100,
    isVaDisabled: li.isVaDisabled,
    isVaSubsequentUse: li.isVaSubsequentUse,
  };
}
