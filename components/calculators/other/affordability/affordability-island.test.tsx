import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { initialExtras } from "../extras/extra-fields";
import { FHA_AFFORDABILITY_SPEC, HOME_AFFORDABILITY_SPEC } from "./affordability-spec";

const STATES = [{ value: "CA", label: "California" }];

describe("CalculatorIsland: affordability", () => {
  it.each([
    ["home", null, HOME_AFFORDABILITY_SPEC, "/home-affordability-calculator/"],
    ["fha", "fha", FHA_AFFORDABILITY_SPEC, "/fha-loan-affordability-calculator/"],
  ] as const)("%s: server-renders every figure, then hydrates that HTML in place", async (_name, fixedProgram, spec, path) => {
    const props = { scenario: null, path, fixedProgram, states: STATES, initial: initialExtras(spec), fromLink: false };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="affordability" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="affordability" props={props} />;
      },
      `http://localhost${path}`,
    );
    expect(result.html).toContain('data-result="maxPrice"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
