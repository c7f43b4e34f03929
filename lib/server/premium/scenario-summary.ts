import "server-only";

import { formatDecimal, formatUsdDigits } from "@/lib/format/en-us";

import type { ScenarioFigures } from "./scenario-figures";

const PROGRAM_NAMES = { conventional: null, fha: "FHA", usda: "USDA", va: "VA" } as const;

/**
 * A saved payment scenario as a person reads it: "$425,000 home, 10% down, 6.50% 30-year fixed,
 * Travis County, TX" (the program is named when it is not conventional: "6.25% 30-year fixed FHA").
 * Read from the computed figures, so it says what the calculator uses after its sanitizers.
 */
export function scenarioSummary(figures: ScenarioFigures): string {
  const { result } = figures.view;
  const price = `${formatUsdDigits(result.price, 0, 0)} home`;
  const down = `${formatDecimal(result.downPaymentPercent, 0, 2)}% down`;
  const years = result.termMonths % 12 === 0 ? `${result.termMonths / 12}-year` : `${result.termMonths}-month`;
  const program = PROGRAM_NAMES[figures.calcType];
  const loan = `${formatDecimal(result.rate * 100, 2, 3)}% ${years} fixed${program ? ` ${program}` : ""}`;
  const state = figures.inputs.loanInputs.state;
  const place = figures.county ? `${figures.county.name}, ${state}` : state;
  return [price, down, loan, place].join(", ");
}
