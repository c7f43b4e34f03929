import { renderToStaticMarkup } from "react-dom/server";

import { parseScenario } from "@/lib/calculator/scenario";
import { loanLimitsForCounty } from "@/lib/reference/loan-limits";

import { resolveSelection, stateCountyLimits, stateSummaries } from "@/lib/server/loan-limits/loan-limits-data";
import { LoanLimitsPage } from "./loan-limits-page";

/** The data-value of a figure in rendered markup. */
function figure(html: string, name: string): number | null {
  const match = new RegExp(`data-result="${name}" data-value="([^"]+)"`).exec(html);
  return match ? Number(match[1]) : null;
}

describe("loan limits data", () => {
  it("finds a county by state and seed key, or by ZIP code (ZIP wins)", () => {
    const byName = resolveSelection({ state: "CA", county: "LOS ANGELES" });
    expect(byName.county?.fips).toBe("06037");
    expect(byName.message).toBeNull();
    const byZip = resolveSelection({ state: "TX", county: "HARRIS", zip: "90210" });
    expect(byZip.county?.fips).toBe("06037");
    expect(byZip.state?.abbr).toBe("CA");
    expect(byZip.message).toContain("ZIP code 90210 is in Los Angeles County, California.");
  });

  it("explains bad input instead of failing", () => {
    expect(resolveSelection({ zip: "abc" }).message).toBe("Enter a 5-digit ZIP code, like 90210.");
    expect(resolveSelection({ zip: "00000" }).message).toContain("could not find ZIP code 00000");
    const unknown = resolveSelection({ state: "CA", county: "NOWHERE" });
    expect(unknown.state?.abbr).toBe("CA");
    expect(unknown.county).toBeNull();
    expect(unknown.message).toContain("NOWHERE");
    expect(resolveSelection({ state: "ZZ" })).toEqual({ state: null, county: null, limits: null, message: null });
  });

  it("lists every county of a state and summarizes every state", () => {
    expect(stateCountyLimits("CA")).toHaveLength(58);
    const summaries = stateSummaries();
    expect(summaries.length).toBeGreaterThanOrEqual(51);
    const ca = summaries.find((s) => s.state.abbr === "CA");
    expect(ca?.conforming.max).toBe(1_249_125);
    expect(ca?.conforming.min).toBe(832_750);
  });
});

describe("loan limits page", () => {
  it("renders the national figures and the state summary without a query (static page)", () => {
    const html = renderToStaticMarkup(<LoanLimitsPage scenario={null} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("2026 national limits");
    expect(html).toContain("$832,750");
    expect(html).toMatch(/href="\/loan-limits\/?\?state=CA"/);
    expect(html).toMatch(/<form [^>]*action="\/loan-limits\/" method="get"/);
    expect(html).toContain("Federal Housing Finance Agency (FHFA)");
    for (const type of ["FAQPage", "BreadcrumbList", "WebApplication"]) expect(html).toContain(`"@type":"${type}"`);
  });

  it("renders a county's 1-4 unit limits from the query, as data-result figures", () => {
    const html = renderToStaticMarkup(<LoanLimitsPage scenario={parseScenario(new URLSearchParams("state=CA&county=Los Angeles County"))} />);
    const limits = loanLimitsForCounty("06037");
    expect(limits).not.toBeNull();
    for (const units of [1, 2, 3, 4]) {
      expect(figure(html, `conformingLimit${units}`)).toBe(limits?.conforming2026[units - 1]);
      expect(figure(html, `fhaLimit${units}`)).toBe(limits?.fha2026?.[units - 1]);
      expect(figure(html, `fhaLimit2025_${units}`)).toBe(limits?.fha2025?.[units - 1]);
    }
    expect(html).toContain("Los Angeles County, California");
    expect(html).toContain('<option value="LOS ANGELES" selected="">Los Angeles County</option>');
  });

  it("resolves a ZIP code typed in the form", () => {
    const html = renderToStaticMarkup(<LoanLimitsPage scenario={parseScenario(new URLSearchParams("state=&county=&zip=10001"))} zip="10001" />);
    expect(html).toContain("ZIP code 10001 is in New York County, New York.");
    expect(figure(html, "conformingLimit1")).toBe(loanLimitsForCounty("36061")?.conforming2026[0]);
  });
});
