import type { LoanProgram, PaymentScenarioInput } from "@/graphql/generated/operations";
import type { PaymentScenario } from "@/lib/listings/search";
import type { CalcType } from "@/lib/mortgage/types";

const PROGRAMS: Record<CalcType, LoanProgram> = { conventional: "CONVENTIONAL", fha: "FHA", usda: "USDA", va: "VA" };

/**
 * A listing loan as the API's PaymentScenarioInput, for the search's dto and the saved homes: a
 * module of its own, so the saved homes' page does not load the search's client for it.
 */
export function toScenarioInput(p: PaymentScenario): PaymentScenarioInput {
  return {
    calcType: PROGRAMS[p.calcType],
    downPaymentPercent: p.downPaymentPercent,
    ratePercent: p.ratePercent,
    term: p.term,
    creditScore: p.creditScore,
    includePMI: p.includePMI,
    isVaDisabled: p.isVaDisabled,
    isVaSubsequentUse: p.isVaSubsequentUse,
  };
}
