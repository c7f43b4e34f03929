import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { initialExtras } from "../extras/extra-fields";
import { VA_IRRRL_SPEC } from "./va-irrrl-spec";

describe("CalculatorIsland: vaIrrrl", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const props = { scenario: null, initial: initialExtras(VA_IRRRL_SPEC), fromLink: false };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="vaIrrrl" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="vaIrrrl" props={props} />;
      },
      "http://localhost/va-irrrl-calculator/",
    );
    expect(result.html).toContain('data-result="recoupmentMonths"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
