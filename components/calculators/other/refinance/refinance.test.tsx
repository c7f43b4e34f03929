/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import { initialInputs } from "@/lib/calculator/initial";
import { computeRefinance } from "@/lib/mortgage/refinance";

import { initialExtras } from "../extras/extra-fields";
import { extrasStorageKey } from "../extras/extras-scope";
import { RefinanceCalculatorRoot } from "./refinance-calculator";
import { refinanceView } from "./refinance-view";
import { refinanceInput } from "./refinance-spec";
import { REFINANCE_SPEC } from "./refinance-defaults";

const figure = (name: string) => Number(document.querySelector(`[data-result="${name}"]`)?.getAttribute("data-value"));

async function renderCalculator(fromLink = false, initial = initialExtras(REFINANCE_SPEC)) {
  await act(async () => {
    render(<RefinanceCalculatorRoot scenario={null} initial={initial} fromLink={fromLink} />);
  });
}

describe("RefinanceCalculator", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/refinance/");
  });

  it("shows computeRefinance's figures for the defaults", async () => {
    await renderCalculator();
    const expected = computeRefinance(refinanceInput(initialInputs(), initialExtras(REFINANCE_SPEC)));
    expect(expected.monthlySaving).toBeGreaterThan(0);
    expect(figure("monthlyPayment")).toBe(expected.monthlyPayment);
    expect(figure("monthlySaving")).toBe(expected.monthlySaving);
    expect(figure("breakEvenMonths")).toBe(expected.breakEvenMonths);
    expect(figure("interestLeftCurrent")).toBe(Math.round(expected.interestLeftCurrent * 100) / 100);
    // The most cash out is at the program's cash-out limit (80%): nothing here, with $400,000 owed on $500,000.
    expect(figure("maxCashOut")).toBe(refinanceView(initialInputs(), initialExtras(REFINANCE_SPEC)).cashOut.maxCashOut);
    expect(figure("maxCashOut")).toBe(0);
  });

  it("recomputes when the new rate and the cash out change", async () => {
    await renderCalculator();
    await act(async () => {
      fireEvent.change(screen.getByLabelText("New interest rate"), { target: { value: "5.5%" } });
      fireEvent.change(screen.getByLabelText("Cash out"), { target: { value: "25k" } });
    });
    const inputs = initialInputs();
    const expected = computeRefinance(
      refinanceInput({ ...inputs, loanInputs: { ...inputs.loanInputs, rate: 0.055 } }, { ...initialExtras(REFINANCE_SPEC), cashOut: 25_000 }),
    );
    expect(figure("loanAmount")).toBe(expected.loanAmount);
    expect(figure("monthlyPayment")).toBe(expected.monthlyPayment);
    expect(JSON.parse(localStorage.getItem(extrasStorageKey("refinance")) ?? "{}")).toMatchObject({ cashOut: "25000", closingCostRate: "3" });
  });

  it("restores saved extras after a reload, unless the page renders a link", async () => {
    localStorage.setItem(extrasStorageKey("refinance"), JSON.stringify({ cashOut: "30000", program: "fha", closingCostRate: "2.5", bogus: 1 }));
    await renderCalculator();
    expect((screen.getByLabelText("Cash out") as HTMLInputElement).value).toBe("30,000");
    expect((screen.getByLabelText("Loan program") as HTMLSelectElement).value).toBe("fha");
    expect((screen.getByLabelText("Closing costs, % of the loan") as HTMLInputElement).value).toBe("2.5");
  });

  it("a link's values win over saved ones", async () => {
    localStorage.setItem(extrasStorageKey("refinance"), JSON.stringify({ cashOut: 30_000 }));
    await renderCalculator(true, { ...initialExtras(REFINANCE_SPEC), cashOut: 10_000 });
    expect((screen.getByLabelText("Cash out") as HTMLInputElement).value).toBe("10,000");
    expect(JSON.parse(localStorage.getItem(extrasStorageKey("refinance")) ?? "{}")).toMatchObject({ cashOut: "10000" });
  });
});
