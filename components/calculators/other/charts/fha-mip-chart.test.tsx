import { renderToStaticMarkup } from "react-dom/server";

import { computePurchase } from "@/lib/mortgage/purchase";

import { FhaMipChart } from "./fha-mip-chart";
import { annualMipRows, baseLoanThreshold, ltvLabel, mipExamples, upfrontMipBps } from "./fha-mip-model";

describe("FHA MIP chart model", () => {
  it("reads ML 2023-05 from the engine's rows", () => {
    expect(upfrontMipBps()).toBe(175);
    expect(baseLoanThreshold()).toBe(726_200);
    expect(annualMipRows("gt_15_years")).toEqual([
      { baseLoan: "$726,200 or less", ltv: "90% or less", bps: 50, duration: "11 years" },
      { baseLoan: "$726,200 or less", ltv: "Over 90% up to 95%", bps: 50, duration: "Life of the loan" },
      { baseLoan: "$726,200 or less", ltv: "Over 95%", bps: 55, duration: "Life of the loan" },
      { baseLoan: "Over $726,200", ltv: "90% or less", bps: 70, duration: "11 years" },
      { baseLoan: "Over $726,200", ltv: "Over 90% up to 95%", bps: 70, duration: "Life of the loan" },
      { baseLoan: "Over $726,200", ltv: "Over 95%", bps: 75, duration: "Life of the loan" },
    ]);
    expect(annualMipRows("le_15_years").map((r) => r.bps)).toEqual([15, 40, 15, 40, 65]);
    expect(ltvLabel({ ltvMinExclusive: null, ltvMaxInclusive: null })).toBe("Any");
  });

  it("prices the examples with computePurchase", () => {
    const [minimum, tenDown, fifteen] = mipExamples(500_000, 0.0675);
    expect(minimum?.downPayment).toBe(17_500);
    expect(minimum?.result.fhaMip).toMatchObject({ annualRateBps: 55, durationMonths: 360 });
    expect(tenDown?.result.fhaMip).toMatchObject({ annualRateBps: 50, durationMonths: 132 });
    expect(fifteen?.result.fhaMip).toMatchObject({ annualRateBps: 15, durationMonths: 132 });
    expect(minimum?.result.mortgageInsurance).toBe(
      computePurchase({ calcType: "fha", price: 500_000, downPayment: 17_500, rate: 0.0675, term: 360, includeSchedule: false }).mortgageInsurance,
    );
  });
});

describe("FHA MIP page", () => {
  const html = renderToStaticMarkup(<FhaMipChart />);
  it("renders the tables, sources and JSON-LD", () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("<caption>Loans longer than 15 years</caption>");
    expect(html).toContain('data-mip-bps="55">0.55%');
    expect(html).toContain("Mortgagee Letter 2023-05");
    expect(html).toContain("Mortgagee Letter 2013-04");
    for (const type of ["FAQPage", "BreadcrumbList", "WebApplication"]) expect(html).toContain(`"@type":"${type}"`);
  });
});
