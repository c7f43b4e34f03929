import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { initialExtras } from "../extras/extra-fields";
import { DEBT_CONSOLIDATION_SPEC } from "./debt-consolidation-spec";

describe("CalculatorIsland: debtConsolidation", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const props = { scenario: null, initial: initialExtras(DEBT_CONSOLIDATION_SPEC), fromLink: false };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="debtConsolidation" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="debtConsolidation" props={props} />;
      },
      "http://localhost/debt-consolidation/",
    );
    expect(result.html).toContain('data-result="monthlyOutflowAfter"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
