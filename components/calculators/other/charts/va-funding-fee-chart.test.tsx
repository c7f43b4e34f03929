import { renderToStaticMarkup } from "react-dom/server";

import { vaFundingFeeChart } from "@/lib/mortgage/charts";
import { vaFundingFeeBps, vaFundingFeeCents } from "@/lib/mortgage/va";

import { VaFundingFeeChart } from "./va-funding-fee-chart";
import { feeExamples, otherFeeRows, purchaseFeeRows } from "./va-funding-fee-model";

describe("VA funding fee chart model", () => {
  it("pivots the engine's purchase rows by down payment (VA Circular 26-23-06)", () => {
    expect(purchaseFeeRows()).toEqual([
      { band: "Less than 5%", firstUsePercent: 2.15, subsequentUsePercent: 3.3 },
      { band: "5% or more", firstUsePercent: 1.5, subsequentUsePercent: 1.5 },
      { band: "10% or more", firstUsePercent: 1.25, subsequentUsePercent: 1.25 },
    ]);
  });

  it("keeps every other row of the engine's chart", () => {
    const { rows } = vaFundingFeeChart();
    const others = otherFeeRows();
    expect(others.length + 6).toBe(rows.length);
    expect(others).toContainEqual(expect.objectContaining({ loanType: "Cash-out refinance", usage: "Subsequent use", feePercent: 3.3 }));
    expect(others).toContainEqual(expect.objectContaining({ loanType: "Interest Rate Reduction Refinance Loan (IRRRL)", feePercent: 0.5 }));
  });

  it("prices the dollar examples with the engine", () => {
    const examples = feeExamples(500_000);
    expect(examples.map((e) => [e.downPayment, e.loanAmount, e.firstUseFee, e.subsequentUseFee])).toEqual([
      [0, 500_000, 10_750, 16_500],
      [25_000, 475_000, 7_125, 7_125],
      [50_000, 450_000, 5_625, 5_625],
    ]);
    for (const e of examples) {
      const bps = vaFundingFeeBps({ purpose: "purchase", subsequentUse: false, exempt: false, downPaymentCents: e.downPayment * 100, priceCents: 50_000_000 });
      expect(e.firstUseFee).toBe(vaFundingFeeCents(e.loanAmount * 100, bps) / 100);
    }
  });
});

describe("VA funding fee chart page", () => {
  const html = renderToStaticMarkup(<VaFundingFeeChart />);

  it("has one h1, the tables with captions and the source with its year", () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("<caption>VA funding fee by down payment, percent of the loan amount</caption>");
    expect(html).toContain('data-fee-percent="2.15">2.15%');
    expect(html).toContain('data-fee-percent="3.3">3.3%');
    expect(html).toContain("VA Circular 26-23-06");
    expect(html).toContain("(2023; loans closing April 7, 2023 through November 14, 2031)");
    expect(html).not.toContain("data-calc-restoring");
  });

  it("carries FAQPage, BreadcrumbList and WebApplication JSON-LD", () => {
    for (const type of ["FAQPage", "BreadcrumbList", "WebApplication"]) expect(html).toContain(`"@type":"${type}"`);
    expect(html).toContain("IRRRLs cost 0.5% whether or not");
  });
});
