import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";
import type { IndexReading } from "@/lib/rates/series";

import { initialExtras } from "../extras/extra-fields";
import { ARM_SPEC, armSpecFor } from "./arm-defaults";

async function hydrate(index: IndexReading) {
  const props = { scenario: null, initial: initialExtras(armSpecFor(index)), fromLink: false, index };
  return hydrateIsland(
    <CalculatorIsland calculator="arm" props={props} />,
    async () => {
      const browser = await import("@/components/calculators/calculator-island");
      return <browser.CalculatorIsland calculator="arm" props={props} />;
    },
    "http://localhost/arm-calculator/",
  );
}

function expectHydratedInPlace(result: Awaited<ReturnType<typeof hydrate>>) {
  expect(result.ready).toBe(true);
  expect(result.errors).toEqual([]);
  expect(result.keptNodes).toBe(true);
  expect(result.after).toEqual(result.before);
}

describe("CalculatorIsland: arm", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const result = await hydrate({ status: "not-loaded", seriesId: "SOFR30DAYAVG" });
    expect(result.html).toContain('data-result="fullyIndexedRate"');
    expect(result.html).toContain('data-result="maxPaymentWorst"');
    expectHydratedInPlace(result);
  });

  it("without a stored SOFR: says it is not loaded, how an operator loads it, and starts at the example", async () => {
    const result = await hydrate({ status: "not-loaded", seriesId: "SOFR30DAYAVG" });
    expect(result.html).toContain("Today&#x27;s 30-day Average SOFR is not loaded on this site, so the index field starts at an example, 4%");
    expect(result.html).toMatch(/<code>FRED_API_KEY<\/code>.*<code>npm run rates:sync<\/code>.*<code>npm run rates:import -- FILE<\/code>/s);
    expect(result.html).toMatch(/<input[^>]*name="index"[^>]*value="4"/);
    expect(result.html).not.toContain('data-result="sofrToday"');
    expect(result.html).toContain("Starts at an example, 4%: this site has not loaded today&#x27;s figure.");
    expect(initialExtras(ARM_SPEC).index).toBe(0.04);
    expectHydratedInPlace(result);
  });

  it("with a stored SOFR: the figure with its date and citation, the fully indexed rate with the margin, and the index field at it", async () => {
    const result = await hydrate({ status: "loaded", observation: { seriesId: "SOFR30DAYAVG", date: "2026-01-15", ratePercent: 3.70668 } });
    expect(result.html).toContain('<time dateTime="2026-01-15">Jan 15, 2026</time>');
    expect(result.html).toMatch(/data-result="sofrToday"[^>]*>3\.70668%</);
    // 3.70668 + 2.75 = 6.45668, nearest eighth 6.5.
    expect(result.html).toMatch(/data-result="fullyIndexedRateToday" data-value="6.5"/);
    expect(result.html).toContain(
      "Federal Reserve Bank of New York, 30-Day Average SOFR [SOFR30DAYAVG], retrieved from FRED, Federal Reserve Bank of St. Louis",
    );
    expect(result.html).toMatch(/<input[^>]*name="index"[^>]*value="3.70668"/);
    expect(result.html).not.toContain("not loaded");
    expectHydratedInPlace(result);
  });

  it("could not read the database: says so, with the example", async () => {
    const result = await hydrate({ status: "unavailable", seriesId: "SOFR30DAYAVG" });
    expect(result.html).toContain("30-day Average SOFR could not be read right now, so the index field starts at an example, 4%");
    // The field's hint says the same, not that the site never loaded it.
    expect(result.html).toContain("Starts at an example, 4%: today&#x27;s figure could not be read right now.");
    expect(result.html).not.toContain("has not loaded");
    expectHydratedInPlace(result);
  });
});
