import { renderToString } from "react-dom/server";

import { purchaseInput } from "@/lib/calculator/purchase-input";
import { initialInputs } from "@/lib/calculator/initial";
import { applyScenario, parseScenario } from "@/lib/calculator/scenario";
import { computePurchase } from "@/lib/mortgage/purchase";
import type { CalcType } from "@/lib/mortgage/types";

import { WidgetCalculator } from "./widget-calculator";
import { WidgetMessage } from "./widget-message";

const value = (html: string, name: string) => Number(new RegExp(`data-result="${name}" data-value="([^"]+)"`).exec(html)?.[1]);
const count = (html: string, name: string) => html.split(`data-result="${name}"`).length - 1;
const KEY = "abcdefghijklmnopqrstuvwxyz012345";
const PATH = `/mortgage-calculator-widget/?key=${KEY}`;

function render(calcType: CalcType, query: string, options: { layout?: "compact" | "summary"; showQuoteLink?: boolean; branding?: boolean } = {}) {
  const scenario = parseScenario(new URLSearchParams(query));
  const html = renderToString(
    <WidgetCalculator
      calcType={calcType}
      scenario={scenario}
      path={PATH}
      layout={options.layout ?? "compact"}
      showQuoteLink={options.showQuoteLink ?? false}
      themeColor="#7a1f5c"
      branding={options.branding ?? true}
      widgetKey={KEY}
    />,
  );
  const li = applyScenario(initialInputs({ calcType }), scenario).loanInputs;
  const expected = computePurchase(purchaseInput(calcType, li, { amount: 0, divisor: 1 }, 0, null));
  return { html, expected };
}

describe("WidgetCalculator: the compact calculator (server render)", () => {
  it.each<[CalcType, string]>([
    ["conventional", "price=410000&downPaymentPercent=10&rate=6.125&term=300&creditScore=700"],
    ["fha", "price=350000&rate=6.5"],
    ["usda", "price=275000&rate=6.25&taxAnnual=3300&insuranceAnnual=1400"],
    ["va", "price=410000&downPaymentPercent=5&rate=6.125&term=300&isVaSubsequentUse=true"],
  ])("%s: the payment and each part are the engine's, to the cent, once each", (calcType, query) => {
    const { html, expected } = render(calcType, query);
    for (const name of ["monthlyPayment", "principalAndInterest", "propertyTax", "homeInsurance", "mortgageInsurance", "hoa"] as const) {
      expect([name, value(html, name)]).toEqual([name, expected[name]]);
      expect([name, count(html, name)]).toEqual([name, 1]);
    }
    // The compact layout has no loan summary.
    expect(html).not.toContain('data-result="totalInterest"');
    expect(html).toContain('data-widget-layout="compact"');
  });

  it("adds the loan summary in the summary layout, from the same result", () => {
    const { html, expected } = render("fha", "price=350000&rate=6.5&term=360", { layout: "summary" });
    expect(value(html, "totalLoanAmount")).toBe(expected.totalLoanAmount);
    expect(value(html, "totalInterest")).toBe(expected.totalInterest);
    expect(value(html, "payoffMonths")).toBe(expected.payoffMonths);
    expect(value(html, "balanceAfter10Years")).toBe(expected.schedule[119]!.balance);
    expect(html).toContain('data-widget-layout="summary"');
  });

  it("shows only the inputs that change the payment, in a GET form that keeps the key", () => {
    const { html } = render("conventional", "price=400000");
    for (const name of ["price", "downPayment", "downPaymentPercent", "rate", "term", "creditScore", "taxAnnual", "insuranceAnnual"])
      expect(html).toContain(`name="${name}"`);
    for (const name of ["extraMonthly", "hoa", "county", "includePMI"]) expect(html).not.toContain(`name="${name}"`);
    expect(render("va", "").html).toContain('name="isVaDisabled"');
    expect(render("usda", "").html).not.toContain('name="term"');
    expect(html).toContain(`action="${PATH.replace("&", "&amp;")}"`);
    expect(html).toContain(`<input type="hidden" name="key" value="${KEY}"/>`);
    expect(html).toContain("<h1");
    expect(html).toContain("--widget-theme:#7a1f5c");
  });

  it("links to the site's calculator with the same scenario, and to the quote form only when switched on", () => {
    const { html } = render("va", "price=410000&downPaymentPercent=5&rate=6.125&term=300");
    const href = /<a href="([^"]+)" target="_blank" rel="noopener" data-full-breakdown="">See the full breakdown on How Much Home\?<\/a>/.exec(html)?.[1];
    expect(href).toBeDefined();
    const url = new URL(href!.replaceAll("&amp;", "&"), "https://example.test");
    expect(url.pathname).toBe("/va-loan-calculator/");
    expect(url.searchParams.get("price")).toBe("410000");
    expect(url.searchParams.get("rate")).toBe("6.125");
    expect(url.searchParams.get("term")).toBe("300");
    expect(html).not.toContain("data-quote-link");
    expect(html).not.toContain("/quote/");

    const on = render("va", "price=410000", { showQuoteLink: true }).html;
    expect(on).toMatch(/href="\/quote\/\?[^"]*calcType=va[^"]*" target="_blank" rel="noopener" data-quote-link="">Get a personal quote/);
  });

  it("leaves the branding line out when told (premium only: lib/server/widgets decides)", () => {
    expect(render("conventional", "").html).toContain("data-widget-branding");
    expect(render("conventional", "", { branding: false }).html).not.toContain("data-widget-branding");
  });

  it("says why a frame shows no calculator", () => {
    expect(renderToString(<WidgetMessage reason="unknown" />)).toContain("This calculator is not available");
    expect(renderToString(<WidgetMessage reason="disabled" />)).toContain("switched off");
    expect(renderToString(<WidgetMessage reason="unavailable" />)).toContain("could not load");
  });
});
