import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { initialExtras } from "../extras/extra-fields";
import { VA_CASH_OUT_SPEC } from "./va-cash-out-defaults";

describe("CalculatorIsland: vaCashOut", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const props = { scenario: null, initial: initialExtras(VA_CASH_OUT_SPEC), fromLink: false };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="vaCashOut" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="vaCashOut" props={props} />;
      },
      "http://localhost/va-cash-out-refinance/",
    );
    expect(result.html).toContain('data-result="cashAvailable"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
