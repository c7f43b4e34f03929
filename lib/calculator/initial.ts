import { defaultInputs } from "./defaults";
import { applyScenario, type Scenario } from "./scenario";
import { switchCalcType } from "./transitions";
import type { CalcType, CalculatorInputs } from "./types";

/** What a calculator page starts from: its loan program and the scenario in its address, if any. */
export interface PageStart {
  /** The program the page prices; the type-switching rules apply to the defaults. Default conventional. */
  calcType?: CalcType;
  /** The scenario of a shared link (`parseScenario`); it wins over the type's defaults. */
  scenario?: Scenario | null;
  /**
   * Values that replace the type's defaults but give way to saved inputs (e.g. the home page's
   * rate: this week's market average for a visitor who has not entered a rate). Applied before
   * `scenario`, and, unlike it, never saved over what the visitor has stored.
   */
  defaults?: Scenario | null;
}

/**
 * The inputs a page renders on the server and hydrates with on the client (the same function on
 * both sides, so the first client render matches the HTML): the defaults, switched to the page's
 * program, with the page's own defaults and then the link's scenario applied over them.
 */
export function initialInputs({ calcType = "conventional", scenario, defaults }: PageStart = {}): CalculatorInputs {
  const switched = switchCalcType(defaultInputs(), calcType);
  const based = defaults ? applyScenario(switched, defaults) : switched;
  return scenario ? applyScenario(based, scenario) : based;
}
