/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import type { LocationStart } from "@/lib/calculator/location-types";
import { CalculatorProvider } from "@/lib/calculator/provider";
import { computeVaEntitlement } from "@/lib/mortgage/va-entitlement";

import { VaEntitlementCalculator } from "./va-entitlement-calculator";

const LOCATION: LocationStart = {
  states: [{ code: "CA", name: "California", fips: "06" }],
  initial: {
    code: "CA",
    name: "California",
    taxRate: 0.007,
    insuranceAnnual: 1492,
    insuranceSource: "NAIC",
    counties: [
      { fips: "06037", name: "Los Angeles County", key: "LOS ANGELES", conformingLimit: 1_249_125, fhaLimit: 1_249_125, taxRate: 0.0075, taxSource: "ACS" },
      { fips: "06019", name: "Fresno County", key: "FRESNO", conformingLimit: 832_750, fhaLimit: 541_287, taxRate: 0.009, taxSource: "ACS" },
    ],
  },
  national: { conformingBaseline: 832_750, conformingCeiling: 1_249_125, fhaFloor: 541_287, fhaCeiling: 1_249_125 },
  sources: { conforming: "FHFA 2026", fha: "HUD 2026" },
};

const figure = (name: string) => Number(document.querySelector(`[data-result="${name}"]`)?.getAttribute("data-value"));

describe("VaEntitlementCalculator", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/va-entitlement-calculator/");
  });

  it("uses the county's limit and the entitlement in use", async () => {
    await act(async () => {
      render(
        <CalculatorProvider>
          <VaEntitlementCalculator location={LOCATION} />
        </CalculatorProvider>,
      );
    });
    expect(figure("countyLimit")).toBe(832_750);
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Entitlement in use"), { target: { value: "$50,000" } });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText("County"), { target: { value: "LOS ANGELES" } });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Home price"), { target: { value: "1.2m" } });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Down payment you plan"), { target: { value: "0" } });
    });
    const expected = computeVaEntitlement({ price: 1_200_000, downPayment: 0, countyLimit: 1_249_125, entitlementUsed: 50_000 });
    expect(figure("countyLimit")).toBe(1_249_125);
    expect(figure("remainingEntitlement")).toBe(expected.remainingEntitlement);
    expect(figure("maxZeroDownLoan")).toBe(expected.maxZeroDownLoan);
    expect(figure("downPaymentRequired")).toBe(expected.downPaymentRequired);
    expect(expected.downPaymentShortfall).toBeGreaterThan(0);
    expect(figure("downPaymentShortfall")).toBe(expected.downPaymentShortfall);
  });
});
