import { renderToString } from "react-dom/server";

import { initialInputs } from "@/lib/calculator/initial";
import { applyScenario, parseScenario } from "@/lib/calculator/scenario";
import { computePurchase } from "@/lib/mortgage/purchase";

import { PaymentPage } from "./payment-page";
import { purchaseInput } from "@/lib/calculator/purchase-input";

const value = (html: string, name: string) => Number(new RegExp(`data-result="${name}" data-value="([^"]+)"`).exec(html)?.[1]);

describe("PaymentPage (server render)", () => {
  it("renders every figure of a shared scenario into the HTML, with the FAQ and JSON-LD", () => {
    const scenario = parseScenario(new URLSearchParams("price=320000&downPayment=11200&rate=6.25&creditScore=640"));
    const html = renderToString(<PaymentPage calcType="fha" scenario={scenario} />);
    const li = applyScenario(initialInputs({ calcType: "fha" }), scenario).loanInputs;
    const expected = computePurchase(purchaseInput("fha", li, { amount: 0, divisor: 1 }, 0, null));
    for (const name of [
      "monthlyPayment",
      "principalAndInterest",
      "mortgageInsurance",
      "loanAmount",
      "totalLoanAmount",
      "upfrontFee",
      "totalInterest",
      "payoffMonths",
    ] as const) {
      expect([name, value(html, name)]).toEqual([name, expected[name]]);
    }
    expect(html).toContain("<h1>FHA loan calculator</h1>");
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('"@type":"WebApplication"');
    expect(html).toContain('action="/fha-loan-calculator/"');
  });

  it("a ZIP code from the no-JavaScript form sets the county and shows its limits", () => {
    const html = renderToString(<PaymentPage calcType="conventional" scenario={parseScenario(new URLSearchParams("price=900000"))} zip="90210" />);
    expect(html).toContain("ZIP code 90210 is in Los Angeles County, California.");
    expect(value(html, "conformingLimit")).toBeGreaterThan(832_750);
  });

  it("says so when it does not know a ZIP code", () => {
    const html = renderToString(<PaymentPage calcType="usda" scenario={null} zip="00000" />);
    expect(html).toContain("We don&#x27;t know ZIP code 00000.");
  });

  it("shows the program's rules on the static page: USDA has no down payment and a 360-month term", () => {
    const html = renderToString(<PaymentPage calcType="usda" scenario={null} />);
    expect(value(html, "loanAmount")).toBe(500_000);
    expect(value(html, "payoffMonths")).toBe(360);
    expect(value(html, "upfrontFee")).toBe(5000);
  });
});
