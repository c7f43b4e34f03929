/**
 * The search's loan scenario as lib/mortgage and the calculator take it. Its own module, free of
 * zod, so the listing page's Calculate button can use it without loading the search schema.
 */
import type { LoanScenario } from "@/lib/mortgage/payment-estimate";

import type { PaymentScenario } from "./search";

/** The lib/mortgage scenario of the shared search schema's (rate in percent there). */
export function loanScenario(scenario: PaymentScenario): LoanScenario {
  return {
    calcType: scenario.calcType,
    downPaymentPercent: scenario.downPaymentPercent,
    rate: scenario.ratePercent / 100,
    term: scenario.term,
    creditScore: scenario.creditScore,
    includePMI: scenario.includePMI,
    isVaDisabled: scenario.isVaDisabled,
    isVaSubsequentUse: scenario.isVaSubsequentUse,
  };
}
