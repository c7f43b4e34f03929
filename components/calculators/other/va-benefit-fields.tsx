"use client";

import { YesNoField } from "@/components/calculators/ui/select-field";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";

/**
 * The two VA answers the funding fee depends on (exempt; used the benefit before), for the
 * calculators where VA is one program among others (refinance, down payment, debt consolidation).
 */
export function VaBenefitFields() {
  const isVaDisabled = useCalculator((s) => s.loanInputs.isVaDisabled);
  const isVaSubsequentUse = useCalculator((s) => s.loanInputs.isVaSubsequentUse);
  const actions = useCalculatorActions();
  return (
    <>
      <YesNoField
        label="Exempt from the VA funding fee"
        name="isVaDisabled"
        value={isVaDisabled}
        onValueChange={(v) => actions.setLoanFlag("isVaDisabled", v)}
      />
      <YesNoField
        label="Used your VA loan benefit before"
        name="isVaSubsequentUse"
        value={isVaSubsequentUse}
        onValueChange={(v) => actions.setLoanFlag("isVaSubsequentUse", v)}
      />
    </>
  );
}
