/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from "@testing-library/react";

import { createCalculatorStore, defaultInputs } from "@/lib/calculator";

import { saveRateIntoCalculator, UseRateLink } from "./use-rate-link";

async function saved() {
  const store = createCalculatorStore(defaultInputs());
  await store.persist.rehydrate();
  return store.getState();
}

describe("Use this rate", () => {
  beforeEach(() => window.localStorage.clear());

  it("saves the rate and the number of estimates into the calculator, keeping the person's other inputs", async () => {
    const before = createCalculatorStore(defaultInputs());
    before.getState().actions.setAmount("income", 123_000);
    const { saveCalculatorInputs } = await import("@/lib/calculator");
    saveCalculatorInputs(before);

    await saveRateIntoCalculator(
      "conventional",
      { price: 400_000, downPayment: 80_000, rate: 0.06293, term: 360, creditScore: 760, state: "AL", county: "AUTAUGA" },
      2,
    );
    const state = await saved();
    expect(state.loanInputs).toMatchObject({
      price: 400_000,
      downPayment: 80_000,
      rate: 0.06293,
      term: 360,
      creditScore: 760,
      state: "AL",
      county: "AUTAUGA",
      rateCount: 2,
    });
    expect(state.counts.rateCount).toBe(2);
    expect(state.income).toBe(123_000);
  });

  it("is a plain link to the calculator scenario (works without JavaScript), kept for new tabs", () => {
    render(
      <UseRateLink
        href="/mortgage-calculator/?price=400000&rate=6.293"
        calculatorPath="/mortgage-calculator/"
        calcType="conventional"
        scenario={{ rate: 0.06293 }}
        rateCount={1}
      >
        Use this rate
      </UseRateLink>,
    );
    const link = screen.getByRole("link", { name: "Use this rate" });
    expect(link.getAttribute("href")).toBe("/mortgage-calculator/?price=400000&rate=6.293");
    // A modified click (new tab) is left to the browser: nothing is intercepted.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
