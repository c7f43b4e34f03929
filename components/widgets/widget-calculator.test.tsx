import { renderToString } from "react-dom/server";

import { purchaseInput } from "@/lib/calculator/purchase-input";
import { initialInputs } from "@/lib/calculator/initial";
import { applyScenario, parseScenario } from "@/lib/calculator/scenario";
import { computePurchase } from "@/lib/mortgage/purchase";

import { WidgetCalculator } from "./widget-calculator";
import { WidgetMessage } from "./widget-message";

const value = (html: string, name: string) => Number(new RegExp(`data-result="${name}" data-value="([^"]+)"`).exec(html)?.[1]);
const KEY = "abcdefghijklmnopqrstuvwxyz012345";

describe("WidgetCalculator (server render)", () => {
  it("shows the site's own figures for the widget's type and defaults, keeping the key in the no-JavaScript form", () => {
    const scenario = parseScenario(new URLSearchParams("price=410000&downPaymentPercent=5&rate=6.125&term=300"));
    const path = `/mortgage-calculator-widget/?key=${KEY}`;
    const html = renderToString(
      <WidgetCalculator calcType="va" scenario={scenario} path={path} formAction={path} themeColor="#7a1f5c" branding widgetKey={KEY} headingLevel={1} />,
    );
    const li = applyScenario(initialInputs({ calcType: "va" }), scenario).loanInputs;
    const expected = computePurchase(purchaseInput("va", li, { amount: 0, divisor: 1 }, 0, null));
    for (const name of ["monthlyPayment", "principalAndInterest", "loanAmount", "totalLoanAmount", "upfrontFee", "totalInterest"] as const) {
      expect([name, value(html, name)]).toEqual([name, expected[name]]);
    }
    expect(html).toContain("<h1");
    expect(html).toMatch(/VA loan(<!-- -->)? payment calculator/);
    expect(html).toContain("--widget-theme:#7a1f5c");
    expect(html).toContain(`action="/mortgage-calculator-widget/?key=${KEY}"`);
    expect(html).toContain(`<input type="hidden" name="key" value="${KEY}"/>`);
    expect(html).toContain("data-widget-branding");
  });

  it("leaves the branding line out when told (premium only: lib/server/widgets decides)", () => {
    const html = renderToString(
      <WidgetCalculator
        calcType="conventional"
        scenario={null}
        path="/x/"
        formAction="/mortgage-calculator/"
        themeColor="#00875a"
        branding={false}
        headingLevel={2}
      />,
    );
    expect(html).not.toContain("data-widget-branding");
    // No key to carry (the form's own `shown` field is there, in its <noscript>).
    expect(html).not.toContain('name="key"');
  });

  it("says why a frame shows no calculator", () => {
    expect(renderToString(<WidgetMessage reason="unknown" />)).toContain("This calculator is not available");
    expect(renderToString(<WidgetMessage reason="disabled" />)).toContain("switched off");
    expect(renderToString(<WidgetMessage reason="unavailable" />)).toContain("could not load");
  });
});
