import { locationStart } from "@/lib/server/location/location-data";
import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";
import { SAVED_INPUTS_ATTRIBUTE } from "@/lib/calculator/saved-marker";

// In place, not replaced: replacing the server's results once the chunk arrived was 2-3 s of
// Lighthouse blocking time on the payment calculators.
describe("CalculatorIsland: payment", () => {
  it.each(["conventional", "fha", "usda", "va"] as const)("%s: server-renders every figure, then hydrates that HTML in place", async (calcType) => {
    const props = { calcType, scenario: null, path: "/mortgage-calculator/", location: locationStart("CA") };
    const result = await hydrateIsland(
      <CalculatorIsland calculator="payment" props={props} />,
      async () => {
        const browser = await import("@/components/calculators/calculator-island");
        return <browser.CalculatorIsland calculator="payment" props={props} />;
      },
      "http://localhost/mortgage-calculator/",
    );
    expect(result.html).toContain('data-result="monthlyPayment"');
    expect(result.html).toContain("Amortization schedule by year");
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });

  const props = { calcType: "conventional" as const, scenario: null, path: "/mortgage-calculator/", location: locationStart("CA") };
  /** The conventional calculator's island with no visitor reaching for it. */
  const hydrateWithoutVisitor = (beforeHydrate?: (container: HTMLElement) => void) =>
    hydrateIsland(
      <CalculatorIsland calculator="payment" props={props} />,
      async () => {
        const island = await import("@/components/calculators/calculator-island");
        return <island.CalculatorIsland calculator="payment" props={props} />;
      },
      "http://localhost/mortgage-calculator/",
      beforeHydrate,
      "away",
    );

  it("waits for the visitor: until a pointer, a focus or a finger reaches it, the page keeps the server's HTML", async () => {
    const result = await hydrateWithoutVisitor();
    expect(result.ready).toBe(false);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });

  it("goes live at once when the page shows inputs saved in this browser", async () => {
    const result = await hydrateWithoutVisitor((container) => container.ownerDocument.documentElement.setAttribute(SAVED_INPUTS_ATTRIBUTE, ""));
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
  });
});
