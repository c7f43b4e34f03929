/**
 * The VA IRRRL calculator's inputs: the balance and rate of the current VA loan (the store's
 * `refi`), the new rate and term and the fee exemption are shared; the rest are extra fields.
 */
import type { ScenarioParam } from "@/lib/calculator/scenario";
import type { CalculatorInputs } from "@/lib/calculator/types";
import type { VaIrrrlInput } from "@/lib/mortgage/va-irrrl";

import { flagField, moneyField, monthsField, type ExtraValues } from "../extras/extra-fields";

/**
 * Extra fields. Closing costs start at $5,000: an IRRRL needs no appraisal or credit
 * underwriting, so its lender, title and recording costs are usually a few thousand dollars.
 */
export const VA_IRRRL_SPEC = {
  currentTerm: monthsField(330),
  currentPayment: moneyField(0),
  closingCosts: moneyField(5_000),
  rollClosingCosts: flagField(true),
  newLoanIsArm: flagField(false),
};

export type VaIrrrlSpec = typeof VA_IRRRL_SPEC;
export type VaIrrrlExtras = ExtraValues<VaIrrrlSpec>;

export const VA_IRRRL_SHARE_PARAMS: readonly ScenarioParam[] = ["mortgageBalanceFirst", "currentRate", "rate", "term", "isVaDisabled"];

/** The engine's input from the page's inputs. */
export function vaIrrrlInput(inputs: CalculatorInputs, extras: VaIrrrlExtras): VaIrrrlInput {
  const { refi, loanInputs: li } = inputs;
  return {
    currentBalance: refi.mortgageBalanceFirst,
    currentRate: refi.currentRate,
    ...(extras.currentPayment > 0 ? { currentPayment: extras.currentPayment } : {}),
    currentRemainingTerm: extras.currentTerm,
    newRate: li.rate,
    newTerm: li.term,
    closingCosts: extras.closingCosts,
    rollClosingCosts: extras.rollClosingCosts,
    newLoanIsArm: extras.newLoanIsArm,
    isVaDisabled: li.isVaDisabled,
  };
}
