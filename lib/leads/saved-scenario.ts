/**
 * The lead forms' scenario from the calculator inputs saved in this browser. The quote form
 * imports this module after it mounts (a dynamic import): the calculator store, the persistence
 * sanitizers and the mortgage helpers they use are ~11 KB gzip that the form's first-load JS
 * need not carry, since the server already rendered the form from the address's scenario.
 */
import { initialInputs, type PageStart } from "@/lib/calculator/initial";
import { inputsOf } from "@/lib/calculator/persistence";
import { restoreCalculator } from "@/lib/calculator/provider";
import { createCalculatorStore, type CalculatorStoreOptions } from "@/lib/calculator/store";

import { scenarioValuesFromInputs, type ScenarioValues } from "./scenario-values";

/**
 * The scenario fields once saved inputs are restored, exactly as the calculator pages restore
 * them (`restoreCalculator` with the link's scenario applied over what was saved, and saved in
 * its place); ends the restoring mark on `<html>` either way.
 *
 * @param start the page's program and the address's scenario (what the server rendered from)
 * @param search the page address's query (`location.search`)
 * @param getStorage for tests: where inputs are saved (default localStorage)
 */
export async function restoreScenarioValues(
  { calcType, scenario }: Pick<PageStart, "calcType" | "scenario">,
  search: string,
  getStorage?: CalculatorStoreOptions["getStorage"],
): Promise<ScenarioValues> {
  const store = createCalculatorStore(initialInputs({ calcType, scenario }), { calcType, getStorage });
  await restoreCalculator(store, scenario, search, true);
  return scenarioValuesFromInputs(inputsOf(store.getState()));
}
