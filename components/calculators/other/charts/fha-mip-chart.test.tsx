import { renderToStaticMarkup } from "react-dom/server";

import { computePurchase } from "@/lib/mortgage/purchase";

import { FhaMipChart } from "./fha-mip-chart";
import { annualMipGroups, baseLoanThreshold, minimumDownRules, mipExamples } from "./fha-mip-model";

describe("FHA MIP chart model", () => {
  it("groups the engine's ML 2023-05 rows by term", () => {
    expect(baseLoanThreshold()).toBe(726_200);
    const groups = annualMipGroups();
    expect(groups.map((g) => [g.term, g.rows.map((r) => r.annualMipBps)])).toEqual([
      ["More than 15 years", [50, 50, 55, 70, 70, 75]],
      ["15 years or less", [15, 40, 15, 40, 65]],
    ]);
    expect(minimumDownRules()).toEqual([
      { score: 580, percent: 3.5 },
      { score: 500, percent: 10 },
    ]);
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
  it("renders the tables, sources with years and JSON-LD", () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("<caption>Loan term: more than 15 years</caption>");
    expect(html).toContain('data-mip-bps="55">0.55%');
    expect(html).toContain('data-mip-percent="1.75">1.75%');
    expect(html).toContain("Mortgagee Letter 2023-05");
    expect(html).toContain("Mortgagee Letter 2013-04");
    expect(html).toContain("$220.08");
    for (const type of ["FAQPage", "BreadcrumbList", "WebApplication"]) expect(html).toContain(`"@type":"${type}"`);
  });
});
