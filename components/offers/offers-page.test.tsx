import { renderToString } from "react-dom/server";

import type { MarketRates } from "@/lib/rates/series";
import { marketRates, PMMS_ONLY } from "@/tests/support/market-rates";

import { OffersPage } from "./offers-page";
import { readOfferScenario } from "@/lib/server/offers/offer-scenario";

const value = (html: string, name: string) => {
  const match = new RegExp(`data-result="${name}" data-value="([^"]+)"`).exec(html);
  return match ? Number(match[1]) : null;
};
const render = (query: string, rates: MarketRates = PMMS_ONLY) => renderToString(<OffersPage searchParams={new URLSearchParams(query)} market={rates} />);

describe("readOfferScenario", () => {
  it("reads a county FIPS code (which names its state), a ZIP code or a county name", () => {
    expect(readOfferScenario(new URLSearchParams("county=48201")).county?.name).toBe("Harris County");
    expect(readOfferScenario(new URLSearchParams("county=48201")).state).toBe("TX");
    const zip = readOfferScenario(new URLSearchParams("zip=90210&state=TX"));
    expect([zip.state, zip.county?.fips, zip.placeMessage]).toEqual(["CA", "06037", "ZIP code 90210 is in Los Angeles County, California."]);
    expect(readOfferScenario(new URLSearchParams("state=CA&county=Los Angeles")).county?.fips).toBe("06037");
    expect(readOfferScenario(new URLSearchParams("state=CA&county=Nowhere")).placeMessage).toMatch(/could not find the county/);
  });

  it("defaults like the calculators, sanitizes bad values, and keeps blank income as not given", () => {
    const s = readOfferScenario(new URLSearchParams("price=abc&downPayment=-5&creditScore=999&income=&monthlyDebt="));
    expect([s.price, s.downPayment, s.creditScore, s.income, s.monthlyDebt]).toEqual([0, 0, 850, null, null]);
    const d = readOfferScenario(new URLSearchParams(""));
    expect([d.price, d.downPayment, d.creditScore, d.state]).toEqual([500_000, 100_000, 760, "CA"]);
    expect(readOfferScenario(new URLSearchParams("price=400000&downPaymentPercent=10")).downPayment).toBe(40_000);
  });

  it("sets tax from the county's rate and insurance from the state's average premium", () => {
    const s = readOfferScenario(new URLSearchParams("price=300000&county=01001"));
    expect(s.taxAnnual).toBeGreaterThan(0);
    expect(s.taxAnnual).toBeLessThan(3_000);
    expect(s.insuranceAnnual).toBeGreaterThan(0);
  });
});

describe("OffersPage", () => {
  it("shows VA as not fitting a non-veteran and fitting a veteran, with the reason", () => {
    const civilian = render("price=300000&downPayment=0&creditScore=700&county=01001");
    expect(value(civilian, "vaEligible")).toBe(0);
    expect(civilian).toContain("Certificate of Eligibility");
    expect(value(civilian, "vaMonthlyPayment")).toBeNull();
    const veteran = render("price=300000&downPayment=0&creditScore=700&county=01001&isVeteran=true");
    expect(value(veteran, "vaEligible")).toBe(1);
    expect(value(veteran, "vaMonthlyPayment")).toBeGreaterThan(0);
    // Zero down: conventional and FHA do not fit, USDA does (income not given).
    expect([value(veteran, "conventionalEligible"), value(veteran, "fhaEligible"), value(veteran, "usdaEligible")]).toEqual([0, 0, 1]);
    expect(value(veteran, "eligiblePrograms")).toBe(2);
  });

  it("renders every figure of a fitting program and links each column to its calculator with the scenario", () => {
    const html = render("price=400000&downPayment=80000&creditScore=760&county=01001&isVeteran=true&income=110000&monthlyDebt=400");
    for (const p of ["conventional", "fha", "va", "usda"]) {
      for (const n of ["Rate", "MonthlyPayment", "CashToClose", "TotalCost5Years", "TotalCost30Years", "HousingRatio", "DebtToIncome"]) {
        expect([p, n, value(html, `${p}${n}`) !== null]).toEqual([p, n, true]);
      }
    }
    expect(value(html, "conventionalRate")).toBe(6.293);
    expect(value(html, "fhaRate")).toBe(6.23);
    expect(html).toContain("not an FHA rate");
    expect(html).toContain('href="/mortgage-calculator/?price=400000&amp;downPayment=80000&amp;rate=6.293&amp;term=360&amp;creditScore=760');
    expect(html).toContain('href="/va-loan-calculator/?price=400000');
    expect(html).toContain("isVeteran=true");
    expect(html).toContain("county=AUTAUGA");
    expect(html).toContain('action="/offers/"');
    expect(html).toMatch(/eligibility map/);
  });

  it("still renders, with reasons and no figures, for a nonsense link and an empty database", () => {
    const html = render("price=%%%&downPayment=abc&creditScore=x&state=ZZ&county=99999&zip=abcde&income=-4", marketRates({}));
    expect(value(html, "eligiblePrograms")).toBe(0);
    expect(html).toContain("Enter a home price above $0.");
    expect(html).toContain("Enter a 5-digit ZIP code");
    expect(value(html, "conventionalMonthlyPayment")).toBeNull();
  });
});
