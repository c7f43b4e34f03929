import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { initialExtras } from "../extras/extra-fields";
import { RENT_VS_BUY_SPEC } from "./rent-vs-buy-spec";

describe("CalculatorIsland: rentVsBuy", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const props = { scenario: null, initial: initialExtras(RENT_VS_BUY_SPEC), fromLink: false };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="rentVsBuy" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="rentVsBuy" props={props} />;
      },
      "http://localhost/rent-vs-buy-calculator/",
    );
    expect(result.html).toContain('data-result="breakEvenRent"');
    expect(result.html).toContain('data-result="buyAdvantage"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
