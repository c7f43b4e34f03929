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
}

/**
 * The inputs a page renders on the server and hydrates with on the client (the same function on
 * both sides, so the first client render matches the HTML): the defaults, switched to the page's
 * program, with the link's scenario applied over them.
 */
export function initialInputs({ calcType = "conventional", scenario }: PageStart = {}): CalculatorInputs {
  const switched = switchCalcType(defaultInputs(), calcType);
  return scenario ? applyScenario(switched, scenario) : switched;
}
