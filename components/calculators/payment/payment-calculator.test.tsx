/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";

import type { LocationStart, StateLocation } from "@/lib/calculator/location-types";
import { CalculatorProvider } from "@/lib/calculator/provider";
import { initialInputs } from "@/lib/calculator/initial";
import { computePurchase } from "@/lib/mortgage/purchase";

import { PaymentCalculator } from "./payment-calculator";

const CA: StateLocation = {
  code: "CA",
  name: "California",
  taxRate: 0.00707,
  insuranceAnnual: 1492,
  insuranceSource: "NAIC",
  counties: [
    { fips: "06037", name: "Los Angeles County", key: "LOS ANGELES", conformingLimit: 1_249_125, fhaLimit: 1_249_125, taxRate: 0.0075, taxSource: "ACS" },
    { fips: "06019", name: "Fresno County", key: "FRESNO", conformingLimit: 832_750, fhaLimit: 541_287, taxRate: 0.009, taxSource: "ACS" },
  ],
};

const LOCATION: LocationStart = {
  states: [{ code: "CA", name: "California", fips: "06" }],
  initial: CA,
  national: { conformingBaseline: 832_750, conformingCeiling: 1_249_125, fhaFloor: 541_287, fhaCeiling: 1_249_125 },
  sources: { conforming: "FHFA 2026", fha: "HUD 2026" },
};

const figure = (name: string) => Number(document.querySelector(`[data-result="${name}"]`)?.getAttribute("data-value"));

/** Renders and lets the lazy charts load, so every update happens inside act(). */
async function renderCalculator(calcType: "conventional" | "fha" | "usda" | "va") {
  await act(async () => {
    render(
      <CalculatorProvider calcType={calcType}>
        <PaymentCalculator calcType={calcType} location={LOCATION} />
      </CalculatorProvider>,
    );
  });
  // The live half (engine and results) is a lazily imported chunk: wait for it.
  await waitFor(() => expect(document.querySelector("[data-calculator][data-ready]")).not.toBeNull());
}

describe("PaymentCalculator", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/mortgage-calculator/");
  });

  it.each(["conventional", "fha", "usda", "va"] as const)("%s: shows the engine's figures for the page's defaults", async (calcType) => {
    await renderCalculator(calcType);
    const li = initialInputs({ calcType }).loanInputs;
    const expected = computePurchase({
      calcType,
      price: li.price,
      downPayment: li.downPayment,
      rate: li.rate,
      term: li.term,
      taxAnnual: li.taxAnnual,
      insuranceAnnual: li.insuranceAnnual,
      hoa: 0,
      creditScore: li.creditScore,
      includePMI: li.includePMI,
      isVeteran: true,
    });
    for (const name of [
      "monthlyPayment",
      "principalAndInterest",
      "propertyTax",
      "homeInsurance",
      "mortgageInsurance",
      "hoa",
      "loanAmount",
      "totalLoanAmount",
      "upfrontFee",
      "totalInterest",
      "totalPayments",
      "payoffMonths",
    ] as const) {
      expect([name, figure(name)]).toEqual([name, expected[name]]);
    }
  });

  it("updates as the user types, and shows a sanitized value for bad input", async () => {
    await renderCalculator("conventional");
    const price = screen.getByLabelText("Home price");
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: "450k" } });
    expect(figure("loanAmount")).toBe(360_000);
    fireEvent.change(price, { target: { value: "abc" } });
    expect(figure("loanAmount")).toBe(0);
    expect(figure("monthlyPayment")).not.toBeNaN();
    expect(screen.getByText(/Enter a home price above \$0/)).toBeInTheDocument();
    fireEvent.blur(price);
    expect(price).toHaveValue("0");
  });

  it("choosing a county sets its tax rate and insurance and shows its limits, with the jumbo flag", async () => {
    await renderCalculator("conventional");
    fireEvent.change(screen.getByLabelText("County"), { target: { value: "FRESNO" } });
    expect(figure("conformingLimit")).toBe(832_750);
    expect(figure("propertyTax")).toBe(Math.round((500_000 * 0.009 * 100) / 12) / 100);
    expect(figure("homeInsurance")).toBe(Math.round((1492 * 100) / 12) / 100);
    const price = screen.getByLabelText("Home price");
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: "1,500,000" } });
    expect(document.querySelector("[data-jumbo]")).not.toBeNull();
  });

  it("FHA: a credit score under 500 is explained", async () => {
    await renderCalculator("fha");
    const score = screen.getByLabelText("Credit score");
    fireEvent.focus(score);
    fireEvent.change(score, { target: { value: "480" } });
    expect(screen.getByText("FHA loans need a credit score of at least 500.")).toBeInTheDocument();
  });

  it("VA: the funding fee follows use and exemption", async () => {
    await renderCalculator("va");
    const down = screen.getByLabelText("Down payment");
    fireEvent.focus(down);
    fireEvent.change(down, { target: { value: "0" } });
    const base = figure("loanAmount");
    expect(base).toBe(500_000);
    expect(figure("upfrontFee")).toBe(Math.round(base * 0.0215 * 100) / 100);
    fireEvent.change(screen.getByLabelText("Use of your VA home loan benefit"), { target: { value: "true" } });
    expect(figure("upfrontFee")).toBe(Math.round(base * 0.033 * 100) / 100);
    fireEvent.change(screen.getByLabelText("Exempt from the funding fee"), { target: { value: "true" } });
    expect(figure("upfrontFee")).toBe(0);
    expect(figure("mortgageInsurance")).toBe(0);
  });

  it("extra payments shorten the loan", async () => {
    await renderCalculator("conventional");
    const extra = screen.getByLabelText("Extra principal a month");
    fireEvent.focus(extra);
    await act(async () => {
      fireEvent.change(extra, { target: { value: "500" } });
    });
    expect(figure("monthsSaved")).toBeGreaterThan(0);
    expect(figure("interestSaved")).toBeGreaterThan(0);
    expect(figure("payoffMonths")).toBeLessThan(360);
  });

  it("opens a year of the schedule to its months", async () => {
    await renderCalculator("conventional");
    const year = await screen.findByRole("button", { name: /Year 1$/ });
    fireEvent.click(year);
    expect(year).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("rowheader", { name: "Payment 12" })).toBeInTheDocument();
  });
});

describe("PaymentCalculator on a client-side navigation (live module already loaded)", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/mortgage-calculator/");
  });

  it("restores the saved inputs instead of saving the new page's defaults over them", async () => {
    const first = await act(async () =>
      render(
        <CalculatorProvider calcType="conventional">
          <PaymentCalculator calcType="conventional" location={LOCATION} />
        </CalculatorProvider>,
      ),
    );
    await waitFor(() => expect(document.querySelector("[data-calculator][data-ready]")).not.toBeNull());
    const price = screen.getByLabelText("Home price");
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: "400000" } });
    first.unmount();

    window.history.replaceState(null, "", "/fha-loan-calculator/");
    await act(async () => {
      render(
        <CalculatorProvider calcType="fha">
          <PaymentCalculator calcType="fha" location={LOCATION} />
        </CalculatorProvider>,
      );
    });
    await waitFor(() => expect(document.querySelector("[data-calculator=fha][data-ready]")).not.toBeNull());
    // The FHA switching rules on the saved home: 3.5% down of $400,000.
    expect(screen.getByLabelText("Home price")).toHaveValue("400,000");
    expect(figure("downPayment")).toBe(14_000);
    expect(figure("loanAmount")).toBe(386_000);
  });
});
