import { locationStart } from "@/lib/server/location/location-data";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { VaEntitlementIsland } from "./va-entitlement-island";

describe("VaEntitlementIsland", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const props = { scenario: null, location: locationStart("CA") };
    const result = await hydrateIsland(
      <VaEntitlementIsland {...props} />,
      async () => {
        const browser = await import("./va-entitlement-island");
        return <browser.VaEntitlementIsland {...props} />;
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
