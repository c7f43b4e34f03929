import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { quickStart } from "@/lib/server/calculator/quick-start";

// In place, not replaced (see ui/island.tsx): every server figure survives hydration.
describe("CalculatorIsland: quick", () => {
  it.each(["", "price=420000&downPayment=42000&rate=6.1&zip=10001"])("server-renders every figure for %j, then hydrates that HTML in place", async (query) => {
    const start = quickStart(new URLSearchParams(query), 6.23);
    const props = { location: start.location, zip: start.zip, todayRatePercent: 6.23, scenario: start.scenario, defaults: start.defaults };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="quick" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="quick" props={props} />;
      },
      `http://localhost/${query ? `?${query}` : ""}`,
    );
    expect(result.html).toContain('data-result="monthlyPayment"');
    expect(result.html).toContain('action="/"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
