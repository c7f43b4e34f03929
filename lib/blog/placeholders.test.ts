import { formatUsdDigits } from "@/lib/format/en-us";
import { RATIO_LIMITS } from "@/lib/mortgage/affordability";
import { FHA_UFMIP_BPS } from "@/lib/mortgage/fha";
import { PMI_AUTOMATIC_TERMINATION_LTV_PERCENT } from "@/lib/mortgage/pmi";
import { computePurchase } from "@/lib/mortgage/purchase";
import { computeRefinance } from "@/lib/mortgage/refinance";
import { SOURCES } from "@/lib/mortgage/sources";
import { CONFORMING_BASELINE_2026 } from "@/lib/reference/national-limits";

import { PLACEHOLDER_NAMES, PlaceholderError, resolvePlaceholder, resolvePlaceholders } from "./placeholders";

describe("placeholders: reference figures come from lib/mortgage and lib/reference", () => {
  it("resolves constants from the engine's tables", () => {
    expect(resolvePlaceholders("UFMIP {{fha.ufmip}}.")).toBe(`UFMIP ${FHA_UFMIP_BPS / 100}%.`);
    expect(resolvePlaceholder("pmi.autoEnd")).toBe(`${PMI_AUTOMATIC_TERMINATION_LTV_PERCENT}%`);
    expect(resolvePlaceholder("limits.conformingBaseline")).toBe(formatUsdDigits(CONFORMING_BASELINE_2026[0], 0, 0));
    expect(resolvePlaceholder("limits.conformingBaseline units=4")).toBe(formatUsdDigits(CONFORMING_BASELINE_2026[3], 0, 0));
    expect(resolvePlaceholder("ratio.back type=fha stretch=true")).toBe(`${RATIO_LIMITS.fha.stretch.back * 100}%`);
    expect(resolvePlaceholder("ratio.front type=va")).toBe("no limit");
    expect(resolvePlaceholder("source id=fhaMip")).toBe(`${SOURCES.fhaMip.publisher}, ${SOURCES.fhaMip.title} (${SOURCES.fhaMip.year})`);
    expect(resolvePlaceholder("county.name fips=06037")).toBe("Los Angeles County, CA");
  });

  it("computes worked examples with the calculators' engine", () => {
    const fha = computePurchase({
      calcType: "fha",
      price: 350_000,
      downPayment: 12_250,
      rate: 0.065,
      term: 360,
      taxAnnual: 0,
      insuranceAnnual: 0,
      includeSchedule: false,
    });
    expect(resolvePlaceholder("purchase.mortgageInsurance type=fha price=350000 downPercent=3.5 rate=6.5")).toBe(formatUsdDigits(fha.mortgageInsurance, 2, 2));
    expect(resolvePlaceholder("purchase.upfrontFee type=fha price=350000 down=12250 rate=6.5")).toBe(formatUsdDigits(fha.upfrontFee, 2, 2));
    expect(resolvePlaceholder("purchase.totalLoanAmount type=fha price=350000 downPercent=3.5 rate=6.5 fmt=dollars")).toBe(
      formatUsdDigits(fha.totalLoanAmount, 0, 0),
    );
    expect(resolvePlaceholder("purchase.mipMonths type=fha price=350000 downPercent=3.5 rate=6.5")).toBe(String(fha.fhaMip?.durationMonths));
    const refi = computeRefinance({
      homeValue: 450_000,
      mortgageBalanceFirst: 300_000,
      currentRate: 0.0725,
      currentRemainingTerm: 360,
      newRate: 0.0625,
      newTerm: 360,
      closingCosts: 6000,
      rollClosingCosts: false,
    });
    expect(resolvePlaceholder("refinance.breakEvenMonths homeValue=450000 balance=300000 currentRate=7.25 newRate=6.25 closingCosts=6000")).toBe(
      String(refi.breakEvenMonths),
    );
  });

  it("formats months as a duration on request", () => {
    expect(resolvePlaceholder("purchase.mipMonths type=fha price=350000 downPercent=10 rate=6.5 fmt=duration")).toBe("11 years");
    expect(resolvePlaceholder("points.breakEvenMonths loan=320000 points=1 rate=6.75 newRate=6.5 fmt=duration")).toMatch(/^\d+ years?( and \d+ months?)?$/);
  });

  it("prices a 2-1 buydown as twelve months of each year's payment difference", () => {
    const full = Number(resolvePlaceholder("buydown.payment loan=320000 rate=6.75").replace(/[$,]/g, ""));
    const y1 = Number(resolvePlaceholder("buydown.payment loan=320000 rate=6.75 below=2").replace(/[$,]/g, ""));
    const y2 = Number(resolvePlaceholder("buydown.payment loan=320000 rate=6.75 below=1").replace(/[$,]/g, ""));
    const subsidy = Number(resolvePlaceholder("buydown.subsidy loan=320000 rate=6.75 steps=2-1").replace(/[$,]/g, ""));
    expect(subsidy).toBeCloseTo(12 * (full - y1) + 12 * (full - y2), 2);
  });

  it("fails loudly on anything it cannot resolve", () => {
    expect(() => resolvePlaceholders("{{fha.ufmp}}")).toThrow(PlaceholderError);
    expect(() => resolvePlaceholders("{{fha.ufmp}}")).toThrow('Placeholder {{fha.ufmp}}: unknown placeholder "fha.ufmp"');
    expect(() => resolvePlaceholders("{{purchase.upfrontFee type=fha prise=1 price=2 rate=6}}")).toThrow(/unknown argument prise/);
    expect(() => resolvePlaceholders("{{purchase.upfrontFee type=fha rate=6}}")).toThrow(/missing price=/);
    expect(() => resolvePlaceholders("{{purchase.upfrontFee type=fha price=abc rate=6}}")).toThrow(/price=abc is not a number/);
    expect(() => resolvePlaceholders("{{purchase.upfrontFee type=jumbo price=1 rate=6}}")).toThrow(/type=jumbo is not one of/);
    expect(() => resolvePlaceholders("{{ratio.back type=fha type=va}}")).toThrow(/given twice/);
    expect(() => resolvePlaceholders("{{source id=nope}}")).toThrow(PlaceholderError);
    expect(() => resolvePlaceholders("{{county.name fips=99999}}")).toThrow(/no such county/);
    expect(() => resolvePlaceholders("{fha.ufmip}}")).toThrow(/unbalanced braces/);
    expect(() => resolvePlaceholders("{{fha.ufmip}")).toThrow(/unbalanced braces/);
    expect(() => resolvePlaceholders("{{constructor}}")).toThrow(/unknown placeholder/);
  });

  it("leaves text without placeholders alone and lists its names", () => {
    expect(resolvePlaceholders("No { braces } here.")).toBe("No { braces } here.");
    expect(PLACEHOLDER_NAMES).toContain("purchase.mortgageInsurance");
  });
});
