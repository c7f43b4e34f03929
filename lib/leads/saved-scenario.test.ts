/** @jest-environment jsdom */
import { defaultInputs } from "@/lib/calculator/defaults";
import { initialInputs } from "@/lib/calculator/initial";
import { RESTORING_ATTRIBUTE } from "@/lib/calculator/restore-script";
import { parseScenario } from "@/lib/calculator/scenario";
import { CALCULATOR_STORAGE_KEY } from "@/lib/calculator/storage-keys";

import { restoreScenarioValues } from "./saved-scenario";
import { scenarioValuesFromInputs } from "./scenario-values";

function save(price: number, downPayment: number) {
  const inputs = defaultInputs();
  const loanInputs = { ...inputs.loanInputs, price, downPayment, downPaymentPercent: (downPayment / price) * 100, loan: price - downPayment };
  localStorage.setItem(CALCULATOR_STORAGE_KEY, JSON.stringify({ state: { ...inputs, income: 123456, loanInputs }, version: 1 }));
}

function stored(): { state: { income: number; loanInputs: { price: number } } } {
  return JSON.parse(localStorage.getItem(CALCULATOR_STORAGE_KEY) ?? "{}") as { state: { income: number; loanInputs: { price: number } } };
}

describe("restoreScenarioValues", () => {
  beforeEach(() => localStorage.clear());

  it("gives the server's values when nothing is saved, and ends the restoring mark", async () => {
    document.documentElement.setAttribute(RESTORING_ATTRIBUTE, "");
    const values = await restoreScenarioValues({ calcType: "fha" }, "");
    expect(values).toEqual(scenarioValuesFromInputs(initialInputs({ calcType: "fha" })));
    expect(document.documentElement.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
  });

  it("fills the scenario from the saved calculator inputs", async () => {
    save(610000, 122000);
    const values = await restoreScenarioValues({ scenario: null }, "");
    expect(values.price).toBe("610000");
    expect(values.downPayment).toBe("122000");
  });

  it("applies the link's scenario over the saved inputs and saves it, keeping what it does not carry", async () => {
    save(610000, 122000);
    const scenario = parseScenario(new URLSearchParams("price=300000"));
    const values = await restoreScenarioValues({ scenario }, "?price=300000");
    expect(values.price).toBe("300000");
    expect(stored().state.loanInputs.price).toBe(300000);
    expect(stored().state.income).toBe(123456);
  });
});
