/**
 * The down payment calculator's inputs: price, down payment (amount and percent), program,
 * credit score, rate, term, tax and insurance are the shared ones (calculator store); closing
 * costs, savings and the monthly saving are this page's extra fields.
 */
import type { ScenarioParam } from "@/lib/calculator/scenario";
import type { CalculatorInputs } from "@/lib/calculator/types";
import type { DownPaymentInput } from "@/lib/mortgage/down-payment";
import type { PurchaseInput } from "@/lib/mortgage/purchase";
import type { CalcType } from "@/lib/mortgage/types";

import { choiceField, moneyField, rateField, type ExtraValues } from "../extras/extra-fields";

export const DOWN_PAYMENT_PROGRAMS: readonly CalcType[] = ["conventional", "fha", "va", "usda"];

/**
 * Extra fields. Savings and monthly saving start at round example figures ($40,000 saved,
 * $1,500 a month) so the first view shows a months-to-save answer; closing costs start at the
 * engine's planning estimate, passed in (down-payment-defaults.ts) so that this module, which
 * the browser loads first, never pulls in the engine.
 */
export function downPaymentSpec(closingCostRate: number) {
  return {
    program: choiceField<CalcType>("conventional", DOWN_PAYMENT_PROGRAMS),
    closingCostRate: rateField(closingCostRate),
    savings: moneyField(40_000),
    monthlySaving: moneyField(1_500),
  };
}

export type DownPaymentSpec = ReturnType<typeof downPaymentSpec>;
export type DownPaymentExtras = ExtraValues<DownPaymentSpec>;

export const DOWN_PAYMENT_SHARE_PARAMS: readonly ScenarioParam[] = [
  "price",
  "downPayment",
  "downPaymentPercent",
  "rate",
  "term",
  "taxAnnual",
  "insuranceAnnual",
  "creditScore",
  "isVaDisabled",
  "isVaSubsequentUse",
];

/** The engine's input from the page's inputs. */
export function downPaymentInput(inputs: CalculatorInputs, extras: DownPaymentExtras): DownPaymentInput {
  const li = inputs.loanInputs;
  return {
    calcType: extras.program,
    price: li.price,
    downPayment: li.downPayment,
    creditScore: li.creditScore,
    rate: li.rate,
    term: li.term,
    closingCostRate: extras.closingCostRate,
    taxAnnual: li.taxAnnual,
    insuranceAnnual: li.insuranceAnnual,
    savings: extras.savings,
    monthlySaving: extras.monthlySaving,
    isVaDisabled: li.isVaDisabled,
    isVaSubsequentUse: li.isVaSubsequentUse,
  };
}

/** The purchase payment for the same home at another down payment (the options table). */
export function purchaseAt(inputs: CalculatorInputs, program: CalcType, downPayment: number): PurchaseInput {
  const li = inputs.loanInputs;
  return {
    calcType: program,
    price: li.price,
    downPayment,
    rate: li.rate,
    term: li.term,
    taxAnnual: li.taxAnnual,
    insuranceAnnual: li.insuranceAnnual,
    creditScore: li.creditScore,
    includePMI: true,
    isVaDisabled: li.isVaDisabled,
    isVaSubsequentUse: li.isVaSubsequentUse,
    includeSchedule: false,
  };
}
