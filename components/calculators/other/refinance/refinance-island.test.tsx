import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { initialExtras } from "../extras/extra-fields";
import { REFINANCE_SPEC } from "./refinance-defaults";

describe("CalculatorIsland: refinance", () => {
  it("server-renders every figure (and the break-even chart), then hydrates that HTML in place", async () => {
    const props = { scenario: null, initial: initialExtras(REFINANCE_SPEC), fromLink: false };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="refinance" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="refinance" props={props} />;
      },
      "http://localhost/refinance/",
    );
    expect(result.html).toContain('data-result="breakEvenMonths"');
    expect(result.html).toContain("<svg");
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
