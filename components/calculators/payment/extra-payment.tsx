"use client";

import { MoneyField } from "@/components/calculators/ui/amount-field";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatMonths } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { useCalculatorActions } from "@/lib/calculator/provider";
import type { PurchaseResult } from "@/lib/mortgage/purchase";

import { PAYMENT_FORM_ID } from "./payment-inputs";

/**
 * What an extra principal payment each month does: months and interest saved (the engine runs
 * the schedule with and without it). The field belongs to the inputs' form, so a link or the
 * no-JavaScript form carries it as `extraMonthly`.
 */
export function ExtraPayment({ result, extraMonthly }: { result: PurchaseResult; extraMonthly: number }) {
  const actions = useCalculatorActions();
  return (
    <section className={ui.panel} aria-labelledby="extra-panel">
      <h2 id="extra-panel">Pay extra each month?</h2>
      <MoneyField
        label="Extra principal a month"
        name="extraMonthly"
        form={PAYMENT_FORM_ID}
        value={extraMonthly}
        onValueChange={(text) => actions.setAmount("extraMonthly", text)}
        hint="Added to every payment and applied to the balance."
      />
      <dl className={ui.figures}>
        <dt>Paid off in</dt>
        <dd>
          <ResultFigure name="extraPayoffMonths" value={result.payoffMonths} format="months" />
        </dd>
        <dt>Time saved</dt>
        <dd>
          <ResultFigure name="monthsSaved" value={result.monthsSaved}>
            {result.monthsSaved > 0 ? formatMonths(result.monthsSaved) : "None"}
          </ResultFigure>
        </dd>
        <dt>Interest saved</dt>
        <dd>
          <ResultFigure name="interestSaved" value={result.interestSaved} />
        </dd>
      </dl>
    </section>
  );
}
