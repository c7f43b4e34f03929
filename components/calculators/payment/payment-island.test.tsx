import { locationStart } from "@/lib/server/location/location-data";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { PaymentIsland } from "./payment-island";

// In place, not replaced: replacing the server's results once the chunk arrived was 2-3 s of
// Lighthouse blocking time on the payment calculators.
describe("PaymentIsland", () => {
  it.each(["conventional", "fha", "usda", "va"] as const)("%s: server-renders every figure, then hydrates that HTML in place", async (calcType) => {
    const props = { calcType, scenario: null, path: "/mortgage-calculator/", location: locationStart("CA") };
    const result = await hydrateIsland(<PaymentIsland {...props} />, async () => {
      const browser = await import("./payment-island");
      return <browser.PaymentIsland {...props} />;
    }, "http://localhost/mortgage-calculator/");
    expect(result.html).toContain('data-result="monthlyPayment"');
    expect(result.html).toContain("Amortization schedule by year");
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
