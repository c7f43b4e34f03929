import { renderToString } from "react-dom/server";

import { computePurchase } from "@/lib/mortgage/purchase";
import type { MarketRates } from "@/lib/rates/series";
import { marketRates, PMMS_ONLY } from "@/tests/support/market-rates";

import { YourRate } from "./your-rate";

const value = (html: string, name: string) => {
  const match = new RegExp(`data-result="${name}" data-value="([^"]+)"`).exec(html);
  return match ? Number(match[1]) : null;
};
const render = (query: string, rates: MarketRates = PMMS_ONLY) => renderToString(<YourRate searchParams={new URLSearchParams(query)} market={rates} />);

describe("YourRate", () => {
  it("shows the conventional estimates with their working, payment and rateCount", () => {
    const html = render("program=conventional&creditScore=700&price=400000&downPayment=80000&county=01001");
    expect(value(html, "rateCount")).toBe(2);
    expect(value(html, "indexRate30Year")).toBe(6.23);
    expect(value(html, "llpaPoints30Year")).toBe(1.375);
    expect(value(html, "referenceLlpaPoints30Year")).toBe(0.375);
    expect(value(html, "rateAdjustment30Year")).toBe(0.25);
    expect(value(html, "estimatedRate30Year")).toBe(6.48);
    expect(value(html, "estimatedRate15Year")).toBe(5.5);
    expect(value(html, "llpaPoints15Year")).toBeNull();
    expect(html).toContain("Estimate");
    expect(html).toContain("rule of thumb");
    // The payment is computePurchase's for the same inputs.
    const taxMonthly = value(html, "propertyTax30Year") ?? 0;
    const expected = computePurchase({
      calcType: "conventional",
      price: 400_000,
      downPayment: 80_000,
      rate: 0.0648,
      term: 360,
      taxAnnual: taxMonthly * 12,
      insuranceAnnual: (value(html, "homeInsurance30Year") ?? 0) * 12,
      creditScore: 700,
    });
    expect(value(html, "principalAndInterest30Year")).toBe(expected.principalAndInterest);
    expect(html).toContain('href="/mortgage-calculator/?price=400000&amp;downPayment=80000&amp;rate=6.48&amp;term=360&amp;creditScore=700');
    expect(html).toContain("Use this rate (6.48%, 30 years)");
  });

  it("gives FHA, VA and USDA no estimate without their index, and says so", () => {
    const html = render("program=fha&creditScore=700&price=400000&downPayment=14000");
    expect(value(html, "rateCount")).toBe(0);
    expect(html).toContain("No 30-year FHA rate index is loaded");
    const loaded = render("program=va&price=400000&downPayment=0", marketRates({ OBMMIVA30YF: 5.776 }));
    expect(value(loaded, "rateCount")).toBe(1);
    expect(value(loaded, "estimatedRate30Year")).toBe(5.776);
    expect(loaded).toContain('href="/va-loan-calculator/?');
  });

  it("explains why there is no estimate, and survives nonsense", () => {
    expect(render("program=conventional&creditScore=600")).toContain("at least 620");
    const bad = render("program=boat&price=abc&downPayment=zz&creditScore=&zip=1");
    expect(bad).toContain("We don&#x27;t know the loan program");
    expect(value(bad, "rateCount")).toBe(0);
  });
});
