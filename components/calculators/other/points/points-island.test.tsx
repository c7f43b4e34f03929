import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { initialExtras } from "../extras/extra-fields";
import { POINTS_SPEC } from "./points-spec";

describe("CalculatorIsland: points", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const props = { scenario: null, initial: initialExtras(POINTS_SPEC), fromLink: false };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="points" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="points" props={props} />;
      },
      "http://localhost/mortgage-points-calculator/",
    );
    expect(result.html).toContain('data-result="pointsBreakEvenMonths"');
    expect(result.html).toContain('data-result="buydownSubsidy"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
