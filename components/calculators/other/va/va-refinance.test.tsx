/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import { initialInputs } from "@/lib/calculator/initial";
import { computeVaCashOut } from "@/lib/mortgage/va-cash-out";
import { computeVaIrrrl } from "@/lib/mortgage/va-irrrl";

import { initialExtras } from "../extras/extra-fields";
import { VaCashOutCalculatorRoot } from "./va-cash-out-calculator";
import { vaCashOutInput } from "./va-cash-out-spec";
import { VA_CASH_OUT_SPEC } from "./va-cash-out-defaults";
import { VaIrrrlCalculatorRoot } from "./va-irrrl-calculator";
import { VA_IRRRL_SPEC, vaIrrrlInput } from "./va-irrrl-spec";

const figure = (name: string) => Number(document.querySelector(`[data-result="${name}"]`)?.getAttribute("data-value"));

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("VaIrrrlCalculator", () => {
  it("shows computeVaIrrrl's figures and VA's tests", async () => {
    await act(async () => {
      render(<VaIrrrlCalculatorRoot scenario={null} initial={initialExtras(VA_IRRRL_SPEC)} fromLink={false} />);
    });
    const expected = computeVaIrrrl(vaIrrrlInput(initialInputs(), initialExtras(VA_IRRRL_SPEC)));
    expect(figure("monthlyPayment")).toBe(expected.monthlyPayment);
    expect(figure("recoupmentMonths")).toBe(expected.recoupmentMonths);
    expect(figure("upfrontFee")).toBe(expected.fundingFee);
    expect(document.querySelector("[data-eligible]")?.getAttribute("data-eligible")).toBe(String(expected.netTangibleBenefit.met));

    await act(async () => {
      fireEvent.change(screen.getByLabelText("New interest rate"), { target: { value: "7.75" } });
    });
    const inputs = initialInputs();
    const failing = computeVaIrrrl(vaIrrrlInput({ ...inputs, loanInputs: { ...inputs.loanInputs, rate: 0.0775 } }, initialExtras(VA_IRRRL_SPEC)));
    expect(failing.netTangibleBenefit.met).toBe(false);
    expect(document.querySelector("[data-eligible]")?.getAttribute("data-eligible")).toBe("false");
    expect(figure("monthlyPayment")).toBe(failing.monthlyPayment);
  });
});

describe("VaCashOutCalculator", () => {
  it("shows computeVaCashOut's figures and follows the lender limit and the cash wanted", async () => {
    await act(async () => {
      render(<VaCashOutCalculatorRoot scenario={null} initial={initialExtras(VA_CASH_OUT_SPEC)} fromLink={false} />);
    });
    const extras = initialExtras(VA_CASH_OUT_SPEC);
    expect(figure("cashAvailable")).toBe(computeVaCashOut(vaCashOutInput(initialInputs(), extras)).cashAvailable);
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Loan-to-value limit"), { target: { value: "90" } });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Take all the cash available"), { target: { value: "false" } });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Cash you want"), { target: { value: "$20,000" } });
    });
    const expected = computeVaCashOut(vaCashOutInput(initialInputs(), { ...extras, lenderLimit: "90", takeMax: false, cashOut: 20_000 }));
    expect(figure("cashAvailable")).toBe(expected.cashAvailable);
    expect(figure("cashOut")).toBe(20_000);
    expect(figure("monthlyPayment")).toBe(expected.monthlyPayment);
  });
});
