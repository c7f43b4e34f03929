/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

import { defaultInputs } from "./defaults";
import { CalculatorProvider, useCalculator, useCalculatorActions } from "./provider";
import { CALCULATOR_RESTORE_SCRIPT, RESTORE_TIMEOUT_MS, RESTORING_ATTRIBUTE } from "./restore-script";
import { hasSavedInputs, SAVED_INPUTS_ATTRIBUTE } from "./saved-marker";
import { parseScenario } from "./scenario";
import { CALCULATOR_STORAGE_KEY } from "./storage-keys";

function Probe() {
  const price = useCalculator((s) => s.loanInputs.price);
  const downPayment = useCalculator((s) => s.loanInputs.downPayment);
  const { setPrice } = useCalculatorActions();
  return (
    <div>
      <output data-result="price" data-value={price}>
        {price}
      </output>
      <output data-result="downPayment" data-value={downPayment}>
        {downPayment}
      </output>
      <input aria-label="Price" defaultValue={price} onChange={(e) => setPrice(e.target.value)} />
    </div>
  );
}

function saveInputs(patch: { price: number; downPayment: number; downPaymentPercent: number }) {
  const inputs = defaultInputs();
  const loanInputs = { ...inputs.loanInputs, ...patch, loan: patch.price - patch.downPayment };
  localStorage.setItem(CALCULATOR_STORAGE_KEY, JSON.stringify({ state: { ...inputs, loanInputs }, version: 1 }));
}

function savedPrice(): unknown {
  const raw = localStorage.getItem(CALCULATOR_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { state: { loanInputs: { price: unknown } } }).state.loanInputs.price;
}

const price = () => screen.getAllByText(/^\d+$/)[0]?.textContent;

describe("CalculatorProvider", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/mortgage-calculator/");
    document.documentElement.removeAttribute(RESTORING_ATTRIBUTE);
  });

  it("hydrates the server's HTML without a mismatch, then restores saved inputs", async () => {
    saveInputs({ price: 610000, downPayment: 122000, downPaymentPercent: 20 });
    const html = renderToString(
      <CalculatorProvider calcType="conventional">
        <Probe />
      </CalculatorProvider>,
    );
    expect(html).toContain(">500000<");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    document.documentElement.setAttribute(RESTORING_ATTRIBUTE, "");
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await act(async () => {
        hydrateRoot(
          container,
          <CalculatorProvider calcType="conventional">
            <Probe />
          </CalculatorProvider>,
          { onRecoverableError: recoverable },
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
    expect(container.querySelector('[data-result="price"]')?.textContent).toBe("610000");
    expect(document.documentElement.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
    container.remove();
  });

  it("saves every change and restores it on the next visit", async () => {
    const first = render(
      <CalculatorProvider>
        <Probe />
      </CalculatorProvider>,
    );
    await act(async () => {});
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "$450,000" } });
    expect(price()).toBe("450000");
    expect(savedPrice()).toBe(450000);
    first.unmount();
    render(
      <CalculatorProvider>
        <Probe />
      </CalculatorProvider>,
    );
    await act(async () => {});
    expect(price()).toBe("450000");
  });

  it("a scenario in the address wins over saved inputs and becomes the saved state", async () => {
    saveInputs({ price: 610000, downPayment: 122000, downPaymentPercent: 20 });
    window.history.replaceState(null, "", "/mortgage-calculator/?price=300000&downPayment=30000");
    render(
      <CalculatorProvider>
        <Probe />
      </CalculatorProvider>,
    );
    await act(async () => {});
    expect(price()).toBe("300000");
    expect(screen.getByText("30000")).toBeInTheDocument();
    expect(savedPrice()).toBe(300000);
  });

  it("renders a server-given scenario from the first render and saves it", async () => {
    saveInputs({ price: 610000, downPayment: 122000, downPaymentPercent: 20 });
    window.history.replaceState(null, "", "/fha-loan-calculator/?price=250000");
    const scenario = parseScenario(new URLSearchParams("price=250000"));
    const html = renderToString(
      <CalculatorProvider calcType="fha" scenario={scenario}>
        <Probe />
      </CalculatorProvider>,
    );
    expect(html).toContain(">250000<");
    expect(html).toContain(">8750<");
    render(
      <CalculatorProvider calcType="fha" scenario={scenario}>
        <Probe />
      </CalculatorProvider>,
    );
    await act(async () => {});
    expect(price()).toBe("250000");
    expect(savedPrice()).toBe(250000);
  });

  it("with scenarioOverSaved, applies the link over the saved inputs, keeping what it does not carry", async () => {
    const inputs = defaultInputs();
    const saved = {
      ...inputs,
      income: 123456,
      monthlyDebt: 789,
      loanInputs: { ...inputs.loanInputs, price: 610000, downPayment: 122000, downPaymentPercent: 20, loan: 488000 },
    };
    localStorage.setItem(CALCULATOR_STORAGE_KEY, JSON.stringify({ state: saved, version: 1 }));
    window.history.replaceState(null, "", "/quote/?price=300000");
    const scenario = parseScenario(new URLSearchParams("price=300000"));
    render(
      <CalculatorProvider calcType="conventional" scenario={scenario} scenarioOverSaved>
        <Probe />
      </CalculatorProvider>,
    );
    await act(async () => {});
    expect(price()).toBe("300000");
    const stored = JSON.parse(localStorage.getItem(CALCULATOR_STORAGE_KEY) ?? "{}") as {
      state: { income: number; monthlyDebt: number; loanInputs: { price: number } };
    };
    expect(stored.state.loanInputs.price).toBe(300000);
    expect(stored.state.income).toBe(123456);
    expect(stored.state.monthlyDebt).toBe(789);
  });

  it("follows the page's program when a kept provider gets a new one", async () => {
    function TypeProbe() {
      return <span>{useCalculator((s) => s.loanInputs.calcType)}</span>;
    }
    const view = render(
      <CalculatorProvider calcType="conventional">
        <TypeProbe />
      </CalculatorProvider>,
    );
    await act(async () => {});
    view.rerender(
      <CalculatorProvider calcType="va">
        <TypeProbe />
      </CalculatorProvider>,
    );
    await act(async () => {});
    expect(screen.getByText("va")).toBeInTheDocument();
  });

  it("hooks outside a provider say what is missing", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(() => render(<Probe />)).toThrow("Calculator hooks must be used inside <CalculatorProvider>.");
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe("the restore script", () => {
  const run = () => new Function(CALCULATOR_RESTORE_SCRIPT)();

  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(RESTORING_ATTRIBUTE);
    document.documentElement.removeAttribute(SAVED_INPUTS_ATTRIBUTE);
    window.history.replaceState(null, "", "/mortgage-calculator/");
  });

  it("marks <html> while saved inputs exist, for at most the timeout, and that the page shows saved inputs, for good", () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem(CALCULATOR_STORAGE_KEY, "{}");
      run();
      expect(document.documentElement.hasAttribute(RESTORING_ATTRIBUTE)).toBe(true);
      jest.advanceTimersByTime(RESTORE_TIMEOUT_MS);
      expect(document.documentElement.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
      expect(hasSavedInputs()).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("does nothing without saved inputs", () => {
    run();
    expect(document.documentElement.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
    expect(hasSavedInputs()).toBe(false);
  });

  it("does nothing when the address carries a scenario", () => {
    localStorage.setItem(CALCULATOR_STORAGE_KEY, "{}");
    window.history.replaceState(null, "", "/mortgage-calculator/?rate=6.5");
    run();
    expect(document.documentElement.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
    expect(hasSavedInputs()).toBe(false);
  });

  it("never throws when storage is blocked", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    try {
      expect(run).not.toThrow();
    } finally {
      getItem.mockRestore();
    }
  });
});
