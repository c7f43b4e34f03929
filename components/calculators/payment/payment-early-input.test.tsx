import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";
import { parseScenario, type Scenario } from "@/lib/calculator/scenario";
import { locationStart } from "@/lib/server/location/location-data";

// A price typed while the chunk loads (a slow phone) is the price the payment uses once live.
describe("CalculatorIsland: input typed before hydration", () => {
  const url = "http://localhost/mortgage-calculator/";
  const base = { calcType: "conventional" as const, path: "/mortgage-calculator/", location: locationStart("CA") };
  function island(scenario: Scenario | null) {
    return async function browserIsland() {
      const browser = await import("@/components/calculators/calculator-island");
      return <browser.CalculatorIsland calculator="payment" props={{ ...base, scenario }} />;
    };
  }

  it("takes the typed price and rate, and gives the figures a link with them gives", async () => {
    const typed = await hydrateIsland(<CalculatorIsland calculator="payment" props={{ ...base, scenario: null }} />, island(null), url, (container) => {
      const price = container.querySelector<HTMLInputElement>('input[name="price"]');
      const rate = container.querySelector<HTMLInputElement>('input[name="rate"]');
      if (!price || !rate) throw new Error("The payment calculator has no price or rate field.");
      price.value = "420000";
      rate.value = "6";
    });
    expect(typed.errors).toEqual([]);
    expect(typed.ready).toBe(true);
    expect(typed.after.monthlyPayment).not.toEqual(typed.before.monthlyPayment);

    const scenario = parseScenario({ price: "420000", rate: "6" });
    const linked = await hydrateIsland(<CalculatorIsland calculator="payment" props={{ ...base, scenario }} />, island(scenario), url);
    expect(typed.after.monthlyPayment).toEqual(linked.after.monthlyPayment);
    expect(typed.after.principalAndInterest).toEqual(linked.after.principalAndInterest);
  });

  it("changes nothing when nothing was typed", async () => {
    const result = await hydrateIsland(<CalculatorIsland calculator="payment" props={{ ...base, scenario: null }} />, island(null), url);
    expect(result.after).toEqual(result.before);
  });
});
