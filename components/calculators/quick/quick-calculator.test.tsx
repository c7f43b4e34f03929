/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";

import type { LocationStart, StateLocation } from "@/lib/calculator/location-types";
import { purchaseInput } from "@/lib/calculator/purchase-input";
import { initialInputs } from "@/lib/calculator/initial";
import { CALCULATOR_STORAGE_KEY } from "@/lib/calculator/storage-keys";
import { computePurchase } from "@/lib/mortgage/purchase";

import { QuickCalculatorRoot, type QuickCalculatorRootProps } from "./quick-calculator";

const CA: StateLocation = {
  code: "CA",
  name: "California",
  taxRate: 0.00707,
  insuranceAnnual: 1492,
  insuranceSource: "NAIC",
  counties: [
    { fips: "06037", name: "Los Angeles County", key: "LOS ANGELES", conformingLimit: 1_249_125, fhaLimit: 1_249_125, taxRate: 0.0075, taxSource: "ACS" },
  ],
};

const LOCATION: LocationStart = {
  states: [{ code: "CA", name: "California", fips: "06" }],
  initial: CA,
  national: { conformingBaseline: 832_750, conformingCeiling: 1_249_125, fhaFloor: 541_287, fhaCeiling: 1_249_125 },
  sources: { conforming: "FHFA 2026", fha: "HUD 2026" },
};

const PROPS: QuickCalculatorRootProps = { location: LOCATION, zip: "", todayRatePercent: 6.23, scenario: null, defaults: { rate: 0.0623 } };

const figure = (name: string) => Number(document.querySelector(`[data-result="${name}"]`)?.getAttribute("data-value"));

async function renderQuick(props: QuickCalculatorRootProps = PROPS) {
  await act(async () => {
    render(<QuickCalculatorRoot {...props} />);
  });
  await waitFor(() => expect(document.querySelector("[data-calculator='quick'][data-ready]")).not.toBeNull());
}

function expected(rate: number, price = 500_000, downPayment = 100_000) {
  const li = initialInputs({ defaults: { rate }, scenario: { price, downPayment } }).loanInputs;
  return computePurchase(purchaseInput("conventional", li, { amount: 0, divisor: 1 }, 0, null));
}

describe("QuickCalculator", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("shows the conventional engine's figures at today's rate for a visitor with nothing saved", async () => {
    await renderQuick();
    const e = expected(0.0623);
    for (const name of [
      "monthlyPayment",
      "principalAndInterest",
      "propertyTax",
      "homeInsurance",
      "mortgageInsurance",
      "loanAmount",
      "totalInterest",
    ] as const) {
      expect([name, figure(name)]).toEqual([name, e[name]]);
    }
    expect(screen.getByLabelText("Interest rate")).toHaveValue("6.23");
    expect(screen.getByText(/The newest weekly 30-year average is 6\.23%/)).toBeInTheDocument();
  });

  it("prefers the visitor's saved rate and price over today's rate", async () => {
    const saved = initialInputs({ scenario: { price: 300_000, downPayment: 60_000, rate: 0.07 } });
    localStorage.setItem(CALCULATOR_STORAGE_KEY, JSON.stringify({ state: saved, version: 1 }));
    await renderQuick();
    await waitFor(() => expect(figure("loanAmount")).toBe(240_000));
    expect(figure("monthlyPayment")).toBe(expected(0.07, 300_000, 60_000).monthlyPayment);
    expect(screen.getByLabelText("Interest rate")).toHaveValue("7");
  });

  it("updates as the visitor types, sanitizes bad input, saves the inputs and carries them in the full calculator's link", async () => {
    await renderQuick();
    const price = screen.getByLabelText("Home price");
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: "450k" } });
    expect(figure("loanAmount")).toBe(360_000);
    expect(figure("monthlyPayment")).toBe(expected(0.0623, 450_000, 90_000).monthlyPayment);
    fireEvent.change(price, { target: { value: "abc" } });
    expect(figure("loanAmount")).toBe(0);
    expect(figure("monthlyPayment")).not.toBeNaN();
    fireEvent.change(price, { target: { value: "450000" } });
    fireEvent.blur(price);
    const rate = screen.getByLabelText("Interest rate");
    fireEvent.focus(rate);
    fireEvent.change(rate, { target: { value: "150" } });
    expect(figure("principalAndInterest")).toBe(1000); // 0 % (the seed's rule for a rate over 100 %): 360,000 / 360
    fireEvent.change(rate, { target: { value: "5.5" } });
    fireEvent.blur(rate);
    expect(rate).toHaveValue("5.5");

    const link = screen.getByRole("link", { name: "Open the full calculator" });
    const url = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect(url.pathname).toBe("/mortgage-calculator/");
    expect(url.searchParams.get("price")).toBe("450000");
    expect(url.searchParams.get("downPayment")).toBe("90000");
    expect(url.searchParams.get("rate")).toBe("5.5");
    const stored = JSON.parse(localStorage.getItem(CALCULATOR_STORAGE_KEY) ?? "{}") as { state?: { loanInputs?: { price?: number; rate?: number } } };
    expect(stored.state?.loanInputs).toMatchObject({ price: 450_000, rate: 0.055 });
  });

  it("renders the address's scenario, and without a rate loaded says the rate to type", async () => {
    await renderQuick({ ...PROPS, todayRatePercent: null, defaults: null, scenario: { price: 350_000, downPayment: 17_500, rate: 0.065 } });
    expect(figure("loanAmount")).toBe(332_500);
    expect(figure("mortgageInsurance")).toBeGreaterThan(0);
    expect(screen.getByText("Annual rate, e.g. 6.75.")).toBeInTheDocument();
  });
});
