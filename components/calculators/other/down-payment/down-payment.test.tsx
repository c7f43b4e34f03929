/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import { initialInputs } from "@/lib/calculator/initial";
import { switchCalcType } from "@/lib/calculator/transitions";
import { computeDownPayment } from "@/lib/mortgage/down-payment";

import { initialExtras } from "../extras/extra-fields";
import { DownPaymentCalculatorRoot } from "./down-payment-calculator";
import { downPaymentInput } from "./down-payment-spec";
import { DOWN_PAYMENT_SPEC } from "./down-payment-defaults";

const figure = (name: string) => Number(document.querySelector(`[data-result="${name}"]`)?.getAttribute("data-value"));

async function renderCalculator() {
  await act(async () => {
    render(<DownPaymentCalculatorRoot scenario={null} initial={initialExtras(DOWN_PAYMENT_SPEC)} fromLink={false} />);
  });
}

describe("DownPaymentCalculator", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/down-payment-calculator/");
  });

  it("shows computeDownPayment's figures for the defaults", async () => {
    await renderCalculator();
    const expected = computeDownPayment(downPaymentInput(initialInputs(), initialExtras(DOWN_PAYMENT_SPEC)));
    expect(figure("cashToClose")).toBe(expected.cashToClose);
    expect(figure("closingCosts")).toBe(expected.closingCosts);
    expect(figure("monthsToSave")).toBe(expected.monthsToSave);
    expect(figure("downPayment")).toBe(100_000);
    expect(figure("monthlyPaymentAt20")).toBeGreaterThan(0);
  });

  it("keeps amount and percent together and applies FHA's switching rule", async () => {
    await renderCalculator();
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Down payment %"), { target: { value: "10%" } });
    });
    expect(figure("downPayment")).toBe(50_000);
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Loan program"), { target: { value: "fha" } });
    });
    const inputs = switchCalcType(
      { ...initialInputs(), loanInputs: { ...initialInputs().loanInputs, downPayment: 50_000, downPaymentPercent: 10, loan: 450_000 } },
      "fha",
    );
    expect(inputs.loanInputs.downPayment).toBe(17_500);
    const expected = computeDownPayment(downPaymentInput(inputs, { ...initialExtras(DOWN_PAYMENT_SPEC), program: "fha" }));
    expect(figure("downPayment")).toBe(17_500);
    expect(figure("minimumDownPayment")).toBe(expected.minimumDownPayment);
    expect(figure("cashToClose")).toBe(expected.cashToClose);
  });

  it("shows the sanitized value for bad text", async () => {
    await renderCalculator();
    const saved = screen.getByLabelText("Saved so far");
    await act(async () => {
      fireEvent.change(saved, { target: { value: "lots" } });
    });
    fireEvent.blur(saved);
    expect((saved as HTMLInputElement).value).toBe("0");
    expect(figure("savings")).toBe(0);
  });
});
