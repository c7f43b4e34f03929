/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import { initialInputs } from "@/lib/calculator/initial";
import { computeAffordability } from "@/lib/mortgage/affordability";

import { extrasStorageKey } from "../extras/extras-scope";
import { readOtherQuery } from "../extras/read-query";
import { AffordabilityCalculatorRoot } from "./affordability-calculator";
import { affordabilityInput, FHA_AFFORDABILITY_SPEC, HOME_AFFORDABILITY_SPEC } from "./affordability-spec";
import { initialExtras } from "../extras/extra-fields";

const figure = (name: string) => Number(document.querySelector(`[data-result="${name}"]`)?.getAttribute("data-value"));
const STATES = [{ value: "CA", label: "California" }];

async function renderCalculator(fixedProgram: "fha" | null) {
  const spec = fixedProgram ? FHA_AFFORDABILITY_SPEC : HOME_AFFORDABILITY_SPEC;
  await act(async () => {
    render(
      <AffordabilityCalculatorRoot
        scenario={null}
        path="/home-affordability-calculator/"
        fixedProgram={fixedProgram}
        states={STATES}
        initial={initialExtras(spec)}
        fromLink={false}
      />,
    );
  });
}

describe("AffordabilityCalculator", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/home-affordability-calculator/");
  });

  it("shows computeAffordability's figures for the defaults", async () => {
    await renderCalculator(null);
    const expected = computeAffordability(affordabilityInput(initialInputs(), initialExtras(HOME_AFFORDABILITY_SPEC), "conventional"));
    expect(expected.maxPrice).toBeGreaterThan(0);
    expect(figure("maxPrice")).toBe(expected.maxPrice);
    expect(figure("monthlyPayment")).toBe(expected.monthlyPayment);
    expect(figure("housingRatio")).toBeCloseTo(expected.housingRatio * 100, 2);
    expect(figure("maxPriceFHA")).toBeGreaterThan(0);
  });

  it("follows typed input, keeps bad text as its sanitized value, and saves the extras", async () => {
    await renderCalculator(null);
    const income = screen.getByLabelText("Gross income a year");
    await act(async () => {
      fireEvent.change(income, { target: { value: "$150k" } });
    });
    const inputs = initialInputs();
    const extras = initialExtras(HOME_AFFORDABILITY_SPEC);
    expect(figure("maxPrice")).toBe(computeAffordability(affordabilityInput({ ...inputs, income: 150_000 }, extras, "conventional")).maxPrice);

    const cash = screen.getByLabelText("Cash for the down payment");
    await act(async () => {
      fireEvent.change(cash, { target: { value: "abc" } });
    });
    expect(figure("maxPrice")).toBe(computeAffordability(affordabilityInput({ ...inputs, income: 150_000 }, { ...extras, cash: 0 }, "conventional")).maxPrice);
    fireEvent.blur(cash);
    expect((cash as HTMLInputElement).value).toBe("0");
    expect(JSON.parse(localStorage.getItem(extrasStorageKey("home-affordability")) ?? "{}")).toMatchObject({ cash: "0" });
  });

  it("FHA affordability uses FHA's limits and minimum down payment", async () => {
    await renderCalculator("fha");
    const expected = computeAffordability(affordabilityInput(initialInputs(), initialExtras(FHA_AFFORDABILITY_SPEC), "fha"));
    expect(figure("maxPrice")).toBe(expected.maxPrice);
    expect(screen.queryByLabelText("Loan program")).toBeNull();
  });
});

describe("affordability links", () => {
  it("reads extras and tax/insurance rates from a GET form", async () => {
    const input = await readOtherQuery(
      Promise.resolve({ income: "120000", cash: "$60,000", program: "fha", taxRate: "1.25", insuranceRate: "0.4", stretch: "true" }),
      HOME_AFFORDABILITY_SPEC,
    );
    expect(input.extras).toMatchObject({ cash: 60_000, program: "fha", stretch: true });
    expect(input.extrasFromLink).toBe(true);
    const li = initialInputs({ scenario: input.scenario }).loanInputs;
    expect(li.taxRate).toBeCloseTo(0.0125, 10);
    expect(li.insuranceRate).toBeCloseTo(0.004, 10);
  });
});
