import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { initialExtras } from "../extras/extra-fields";
import { DOWN_PAYMENT_SPEC } from "./down-payment-defaults";

describe("CalculatorIsland: downPayment", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const props = { scenario: null, initial: initialExtras(DOWN_PAYMENT_SPEC), fromLink: false };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="downPayment" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="downPayment" props={props} />;
      },
      "http://localhost/down-payment-calculator/",
    );
    expect(result.html).toContain('data-result="cashToClose"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
