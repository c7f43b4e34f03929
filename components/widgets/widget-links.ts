import { PAYMENT_PROGRAMS, shareParams } from "@/lib/calculator/programs";
import { scenarioToSearchParams } from "@/lib/calculator/scenario";
import type { CalcType, CalculatorInputs } from "@/lib/calculator/types";

/**
 * The site's calculator of the widget's program with these inputs as its scenario
 * (docs/architecture.md, Scenario links): it opens on the same figures, with or without JavaScript.
 */
export function fullBreakdownHref(calcType: CalcType, inputs: CalculatorInputs): string {
  const program = PAYMENT_PROGRAMS[calcType];
  const query = scenarioToSearchParams(inputs, shareParams(calcType)).toString();
  return query ? `${program.path}?${query}` : program.path;
}

/** The quote form with the scenario (as the payment calculators' "Get a personal quote" builds it). */
export function quoteHref(calcType: CalcType, inputs: CalculatorInputs): string {
  const query = scenarioToSearchParams(inputs, shareParams(calcType));
  query.set("calcType", calcType);
  query.set("from", PAYMENT_PROGRAMS[calcType].path);
  return `/quote/?${query.toString()}`;
}
