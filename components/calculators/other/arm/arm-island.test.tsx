import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { initialExtras } from "../extras/extra-fields";
import { ARM_SPEC } from "./arm-defaults";

describe("CalculatorIsland: arm", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const props = { scenario: null, initial: initialExtras(ARM_SPEC), fromLink: false };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="arm" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="arm" props={props} />;
      },
      "http://localhost/arm-calculator/",
    );
    expect(result.html).toContain('data-result="fullyIndexedRate"');
    expect(result.html).toContain('data-result="maxPaymentWorst"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
