import { renderToStaticMarkup } from "react-dom/server";

import { vaFundingFeeBps, vaFundingFeeCents } from "@/lib/mortgage/va";
import { VA_FUNDING_FEE_ROWS } from "@/lib/reference/generated/programs";

import { VaFundingFeeChart } from "./va-funding-fee-chart";
import { downPaymentBandLabel, feeExamples, otherFeeRows, purchaseFeeRows } from "./va-funding-fee-model";

describe("VA funding fee chart model", () => {
  it("lays out the purchase grid from the engine's rows (VA Circular 26-23-06)", () => {
    expect(purchaseFeeRows()).toEqual([
      { band: "Less than 5%", minPercent: 0, firstUseBps: 215, subsequentUseBps: 330 },
      { band: "5% to less than 10%", minPercent: 5, firstUseBps: 150, subsequentUseBps: 150 },
      { band: "10% or more", minPercent: 10, firstUseBps: 125, subsequentUseBps: 125 },
    ]);
  });

  it("lists every other loan type of the chart once", () => {
    const others = otherFeeRows();
    expect(others).toHaveLength(VA_FUNDING_FEE_ROWS.filter((r) => r.loanType !== "purchase_or_construction").length);
    expect(others).toContainEqual({ loanType: "Cash-out refinance", usage: "Subsequent use", bps: 330 });
    expect(others).toContainEqual({ loanType: "Interest Rate Reduction Refinance Loan (IRRRL)", usage: "First or subsequent use", bps: 50 });
  });

  it("labels bands", () => {
    expect(downPaymentBandLabel({ downPaymentMinPct: null, downPaymentMaxPctExclusive: null })).toBe("Any");
    expect(downPaymentBandLabel({ downPaymentMinPct: 10, downPaymentMaxPctExclusive: null })).toBe("10% or more");
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

  it("has one h1, the tables with captions and the source", () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("<caption>VA funding fee by down payment, percent of the loan amount</caption>");
    expect(html).toContain('data-fee-bps="215">2.15%');
    expect(html).toContain('data-fee-bps="330">3.3%');
    expect(html).toContain("VA Circular 26-23-06");
    expect(html).toContain("loans closing on or after April 7, 2023 and before November 14, 2031");
  });

  it("carries FAQPage, BreadcrumbList and WebApplication JSON-LD", () => {
    for (const type of ["FAQPage", "BreadcrumbList", "WebApplication"]) expect(html).toContain(`"@type":"${type}"`);
    expect(html).toContain("IRRRLs cost 0.5% whether or not");
  });
});
