/**
 * The quote form's scenario fields filled from the calculator's inputs (the store's units turned
 * into what people type: the rate in percent, money in whole dollars).
 */
import type { CalculatorInputs } from "@/lib/calculator/types";
import { roundHalfUp } from "@/lib/mortgage/sanitize";

import type { ScenarioField } from "./form-values";

/** Field → text, for the form's `defaultValue`s ("on" for a checked box, "" for unchecked). */
export type ScenarioValues = Readonly<Record<ScenarioField, string>>;

/**
 * The calculator inputs as the quote form's scenario fields.
 *
 * @param inputs the calculator state's inputs (rate a fraction, term in months)
 */
export function scenarioValuesFromInputs(inputs: CalculatorInputs): ScenarioValues {
  const li = inputs.loanInputs;
  return {
    calcType: li.calcType,
    price: String(li.price),
    downPayment: String(li.downPayment),
    rate: String(roundHalfUp(li.rate * 100, 3)),
    term: String(li.term),
    creditScore: String(li.creditScore),
    state: li.state,
    county: li.county,
    isVeteran: li.isVeteran ? "on" : "",
  };
}
