import { renderToString } from "react-dom/server";

import { quickStart } from "@/lib/server/calculator/quick-start";
import { purchaseInput } from "@/lib/calculator/purchase-input";
import { initialInputs } from "@/lib/calculator/initial";
import { computePurchase } from "@/lib/mortgage/purchase";
import { navigationSections } from "@/lib/navigation";
import type { RateObservation } from "@/lib/rates/series";

import { HomePage } from "./home-page";
import { formatSurveyDate } from "./today-rate";

const TODAY: RateObservation = { seriesId: "MORTGAGE30US", date: "2026-01-08", ratePercent: 6.16 };

const value = (html: string, name: string) => Number(new RegExp(`data-result="${name}" data-value="([^"]+)"`).exec(html)?.[1]);
const render = (query: string, today: RateObservation | null = TODAY) =>
  renderToString(<HomePage today={today} start={quickStart(new URLSearchParams(query), today?.ratePercent ?? null)} />);

describe("HomePage (server render)", () => {
  it("renders the quick calculator's figures at today's rate, today's rate with its week and citation, and a GET form", () => {
    const html = render("");
    const li = initialInputs({ defaults: { rate: 0.0616 } }).loanInputs;
    const e = computePurchase(purchaseInput("conventional", li, { amount: 0, divisor: 1 }, 0, null));
    for (const name of ["monthlyPayment", "principalAndInterest", "propertyTax", "homeInsurance", "mortgageInsurance", "loanAmount"] as const) {
      expect([name, value(html, name)]).toEqual([name, e[name]]);
    }
    expect(value(html, "todayRate")).toBe(6.16);
    expect(html).toContain("January 8, 2026");
    // The figure's label names its week; a weeks-old figure is never called today's.
    expect(html).toMatch(/30-year fixed, week of <time dateTime="2026-01-08">January 8, 2026<\/time>/);
    const todayRate = /<div class="todayRate"[\s\S]*?<\/div>/.exec(html)?.[0] ?? "";
    expect(todayRate).not.toMatch(/today(&#x27;|')s|this week/i);
    expect(html).toContain("Primary Mortgage Market Survey");
    const form = /<form id="quick-form"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/"');
    expect(form).toContain('method="get"');
    expect(html).toContain("data-calc-restoring");
  });

  it("renders a scenario from the address, sanitized, with the full calculator's link carrying it", () => {
    const html = render("price=650000&downPayment=65000&rate=7.125&zip=30303");
    expect(value(html, "loanAmount")).toBe(585_000);
    expect(html).toContain("ZIP code 30303 is in Fulton County, Georgia.");
    const href = /href="(\/mortgage-calculator\/\?[^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const link = new URLSearchParams(href.split("?")[1]);
    expect([link.get("price"), link.get("downPayment"), link.get("rate"), link.get("state"), link.get("county")]).toEqual([
      "650000",
      "65000",
      "7.125",
      "GA",
      "FULTON",
    ]);
    const bad = render("price=-1&rate=abc&zip=12");
    expect(value(bad, "loanAmount")).toBe(0);
    expect(value(bad, "monthlyPayment")).not.toBeNaN();
    expect(bad).toContain("is not a ZIP code");
  });

  it("says so when no rate is loaded, and starts at the calculator's default rate", () => {
    const html = render("", null);
    expect(html).toContain("not available right now");
    expect(html).not.toContain('data-result="todayRate"');
    expect(html).toContain('value="6.75"');
  });

  it("links every registered tool and the listings from the route registry", () => {
    const html = render("");
    for (const section of navigationSections().filter((s) => ["calculators", "va", "charts", "listings"].includes(s.id))) {
      for (const route of section.routes) expect([route.path, html.includes(`href="${route.path}"`)]).toEqual([route.path, true]);
    }
    expect(html).not.toContain('href="/blog/"');
  });

  it("formats survey dates", () => {
    expect(formatSurveyDate("2025-12-31")).toBe("December 31, 2025");
    expect(formatSurveyDate("soon")).toBe("soon");
  });
});
