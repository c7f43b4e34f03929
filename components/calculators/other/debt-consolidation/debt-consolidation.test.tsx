/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import { initialInputs } from "@/lib/calculator/initial";
import { computeDebtConsolidation } from "@/lib/mortgage/debt-consolidation";

import { initialExtras, readExtras } from "../extras/extra-fields";
import { DebtConsolidationCalculatorRoot } from "./debt-consolidation-calculator";
import { DEBT_CONSOLIDATION_SPEC, debtConsolidationInput, debtsOf } from "./debt-consolidation-spec";

const figure = (name: string) => Number(document.querySelector(`[data-result="${name}"]`)?.getAttribute("data-value"));

async function renderCalculator() {
  await act(async () => {
    render(<DebtConsolidationCalculatorRoot scenario={null} initial={initialExtras(DEBT_CONSOLIDATION_SPEC)} fromLink={false} />);
  });
}

describe("debt consolidation inputs", () => {
  it("reads debts from a GET form and uses only the first debtCount slots with a balance", () => {
    const extras = readExtras(
      DEBT_CONSOLIDATION_SPEC,
      new URLSearchParams("debtCount=3&debt3Name=Student+loan&debt3Balance=20k&debt3Rate=5.5&debt3Payment=250&debt4Balance=9999"),
    );
    expect(debtsOf(extras)).toEqual([
      { name: "Credit card", balance: 12_000, rate: 0.229, payment: 360 },
      { name: "Car loan", balance: 18_000, rate: 0.079, payment: 450 },
      { name: "Student loan", balance: 20_000, rate: 0.055, payment: 250 },
    ]);
  });
});

describe("DebtConsolidationCalculator", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/debt-consolidation/");
  });

  it("shows computeDebtConsolidation's figures and follows a new debt", async () => {
    await renderCalculator();
    const extras = initialExtras(DEBT_CONSOLIDATION_SPEC);
    const expected = computeDebtConsolidation(debtConsolidationInput(initialInputs(), extras));
    expect(figure("monthlyOutflowBefore")).toBe(expected.monthlyOutflowBefore);
    expect(figure("monthlyOutflowAfter")).toBe(expected.monthlyOutflowAfter);
    expect(figure("totalDebt")).toBe(30_000);

    await act(async () => {
      fireEvent.change(screen.getByLabelText("Number of debts"), { target: { value: "3" } });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Debt 3 balance"), { target: { value: "$5,000" } });
      fireEvent.change(screen.getByLabelText("Debt 3 rate"), { target: { value: "18%" } });
      fireEvent.change(screen.getByLabelText("Debt 3 payment a month"), { target: { value: "150" } });
    });
    const next = { ...extras, debtCount: 3, debt3Balance: 5_000, debt3Rate: 0.18, debt3Payment: 150 };
    const after = computeDebtConsolidation(debtConsolidationInput(initialInputs(), next));
    expect(figure("totalDebt")).toBe(35_000);
    expect(figure("monthlyOutflowAfter")).toBe(after.monthlyOutflowAfter);
    expect(figure("totalInterestBefore")).toBe(after.totalInterestBefore);
  });

  it("keeps spaces typed in a debt's name", async () => {
    await renderCalculator();
    const name = screen.getByLabelText("Name of debt 1");
    await act(async () => {
      fireEvent.change(name, { target: { value: "Store card " } });
    });
    expect((name as HTMLInputElement).value).toBe("Store card ");
  });
});
