import { renderToString } from "react-dom/server";

import { initialInputs } from "@/lib/calculator/initial";
import { parseScenario } from "@/lib/calculator/scenario";
import { computeAffordability } from "@/lib/mortgage/affordability";

import { initialExtras, readExtras } from "../extras/extra-fields";
import { AffordabilityPage } from "./affordability-page";
import { affordabilityInput, FHA_AFFORDABILITY_SPEC, HOME_AFFORDABILITY_SPEC } from "./affordability-spec";

function figure(html: string, name: string): number | null {
  const match = new RegExp(`data-result="${name}" data-value="([^"]+)"`).exec(html);
  return match ? Number(match[1]) : null;
}

describe("affordability pages on the server", () => {
  it("render the engine's figures for the defaults, with the FAQ and JSON-LD", () => {
    const html = renderToString(<AffordabilityPage variant="fha" scenario={null} extras={initialExtras(FHA_AFFORDABILITY_SPEC)} extrasFromLink={false} />);
    const expected = computeAffordability(affordabilityInput(initialInputs(), initialExtras(FHA_AFFORDABILITY_SPEC), "fha"));
    expect(figure(html, "maxPrice")).toBe(expected.maxPrice);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("0.5% or 0.55% of the loan for most 30-year loans");
    for (const type of ["FAQPage", "BreadcrumbList", "WebApplication"]) expect(html).toContain(`"@type":"${type}"`);
    expect(html).toMatch(/<form [^>]*action="\/home-affordability-calculator\/|<form [^>]*action="\/fha-loan-affordability-calculator\//);
  });

  it("render a shared scenario's figures (the twin)", () => {
    const query = new URLSearchParams("income=180000&monthlyDebt=900&program=va&cash=20000");
    const extras = readExtras(HOME_AFFORDABILITY_SPEC, query);
    const scenario = parseScenario(query);
    const html = renderToString(<AffordabilityPage variant="home" scenario={scenario} extras={extras} extrasFromLink />);
    const expected = computeAffordability(affordabilityInput(initialInputs({ scenario }), extras, "va"));
    expect(figure(html, "maxPrice")).toBe(expected.maxPrice);
    expect(figure(html, "maxPriceVA")).toBe(expected.maxPrice);
  });
});
