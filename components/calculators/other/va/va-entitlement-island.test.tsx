import { locationStart } from "@/lib/server/location/location-data";
import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

describe("CalculatorIsland: vaEntitlement", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const props = { scenario: null, location: locationStart("CA") };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="vaEntitlement" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="vaEntitlement" props={props} />;
      },
      "http://localhost/va-entitlement-calculator/",
    );
    expect(result.html).toContain('data-result="remainingEntitlement"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
