/** @jest-environment jsdom */
import { defaultInputs } from "./defaults";
import { consentFlag } from "./flags";
import { initialInputs } from "./initial";
import { CALCULATOR_STORAGE_VERSION, inputsOf, restoreInputs } from "./persistence";
import { createCalculatorStore, saveCalculatorInputs } from "./store";
import { CALCULATOR_STORAGE_KEY, CONSENT_STORAGE_KEY } from "./storage-keys";

function stored(): { state: Record<string, unknown>; version: number } {
  const raw = localStorage.getItem(CALCULATOR_STORAGE_KEY);
  if (raw === null) throw new Error("nothing stored");
  return JSON.parse(raw) as { state: Record<string, unknown>; version: number };
}

function store(key: string, value: unknown) {
  localStorage.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
}

describe("calculator store: actions", () => {
  beforeEach(() => localStorage.clear());

  it("runs every transition through its action", () => {
    const s = createCalculatorStore();
    const a = s.getState().actions;
    a.setPrice("$400,000");
    a.setDownPaymentPercent("10%");
    expect(s.getState().loanInputs).toMatchObject({ price: 400000, downPayment: 40000, loan: 360000, taxAnnual: 2828 });
    a.setDownPayment(80000);
    a.setRate("6.25");
    a.setTerm(180);
    a.setTaxAnnual(6000);
    a.setInsuranceRate("0.4");
    a.setCounty("Orange County");
    a.setCreditScore(690);
    expect(s.getState().loanInputs).toMatchObject({
      downPaymentPercent: 20,
      rate: 0.0625,
      term: 180,
      taxRate: 0.015,
      insuranceAnnual: 1600,
      county: "ORANGE",
      creditScore: 690,
      creditScoreRangePMI: "680-699",
    });
    a.setState("NV");
    expect(s.getState().loanInputs.county).toBe("");
    a.setCalcType("fha");
    expect(s.getState().loanInputs).toMatchObject({ calcType: "fha", downPayment: 14000, showPMI: true });
    a.loadListing({ price: 350000, taxAnnual: 3500, state: "AZ", county: "Maricopa County" });
    expect(s.getState().loanInputs).toMatchObject({ price: 350000, taxRate: 0.01, state: "AZ", county: "MARICOPA", lockTaxInsuranceOnPriceChange: true });
    a.setTaxRate(0.02);
    a.setInsuranceAnnual(2100);
    a.setLoanAmount("vaEntitlementUsed", 5000);
    a.setLoanFlag("isVeteran", true);
    a.setRateCount(3);
    a.setRefi({ homeValue: 450000, baseLoanAmount: 500000 });
    a.setCounts({ homesCount: 7 });
    a.setAmount("income", "150k");
    a.setHoa({ amount: 300 });
    a.applyScenario({ extraMonthly: 250 });
    const st = s.getState();
    expect(st.loanInputs).toMatchObject({ taxAnnual: 7000, insuranceAnnual: 2100, vaEntitlementUsed: 5000, isVeteran: true, rateCount: 3 });
    expect(st.refi).toMatchObject({ homeValue: 450000, baseLoanAmount: 450000 });
    expect(st).toMatchObject({ counts: { homesCount: 7 }, income: 150000, hoa: { amount: 300, divisor: 1 }, extraMonthly: 250 });
    a.reset();
    expect(s.getState().loanInputs).toEqual(initialInputs({ calcType: "fha" }).loanInputs);
  });

  it("keeps results apart from inputs, sanitized", () => {
    const s = createCalculatorStore();
    s.getState().actions.setResults({ totalPayment: 3245.671, totalLoanAmount: Number.NaN });
    expect(s.getState().results).toEqual({ totalPayment: 3245.67, totalLoanAmount: 0 });
  });

  it("does not notify when nothing changes", () => {
    const s = createCalculatorStore();
    const listener = jest.fn();
    s.subscribe(listener);
    s.getState().actions.setCalcType("conventional");
    s.getState().actions.setState("ca");
    s.getState().actions.setResults({ totalPayment: 0, totalLoanAmount: 0 });
    expect(listener).not.toHaveBeenCalled();
    s.getState().actions.setResults({ totalPayment: 3000 });
    expect(listener).toHaveBeenCalledTimes(1);
    s.getState().actions.setResults({ totalPayment: 3000 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("gives each store its own state (a factory, nothing shared between requests)", () => {
    const one = createCalculatorStore();
    const two = createCalculatorStore();
    one.getState().actions.setPrice(1);
    expect(two.getState().loanInputs.price).toBe(500000);
  });
});

describe("calculator store: persistence", () => {
  beforeEach(() => localStorage.clear());

  it("saves the inputs on every change, under one versioned key", () => {
    const s = createCalculatorStore();
    s.getState().actions.setPrice(420000);
    expect(stored().version).toBe(CALCULATOR_STORAGE_VERSION);
    expect(stored().state).toMatchObject({ loanInputs: { price: 420000, downPayment: 84000 } });
    s.getState().actions.setRate("7");
    expect(stored().state).toMatchObject({ loanInputs: { rate: 0.07 } });
  });

  it("never saves results or actions", () => {
    const s = createCalculatorStore();
    s.getState().actions.setResults({ totalPayment: 3000 });
    expect(Object.keys(stored().state).sort()).toEqual(["counts", "extraMonthly", "hoa", "income", "loanInputs", "monthlyDebt", "refi"]);
  });

  it("does not read storage until asked (no restore during render)", () => {
    store(CALCULATOR_STORAGE_KEY, { state: { loanInputs: { price: 123456 } }, version: 1 });
    const getItem = jest.spyOn(Storage.prototype, "getItem");
    try {
      const s = createCalculatorStore();
      expect(getItem).not.toHaveBeenCalled();
      expect(s.getState().loanInputs.price).toBe(500000);
    } finally {
      getItem.mockRestore();
    }
  });

  it("restores saved inputs", async () => {
    const first = createCalculatorStore();
    first.getState().actions.setPrice(610000);
    first.getState().actions.setDownPaymentPercent(15);
    first.getState().actions.setAmount("extraMonthly", 200);
    const second = createCalculatorStore();
    await second.persist.rehydrate();
    expect(second.persist.hasHydrated()).toBe(true);
    expect(second.getState().loanInputs).toMatchObject({ price: 610000, downPayment: 91500, loan: 518500, downPaymentPercent: 15 });
    expect(second.getState().extraMonthly).toBe(200);
  });

  it("restoring nothing new changes no reference and notifies nobody (no render after hydration)", async () => {
    const fha = () => createCalculatorStore(initialInputs({ calcType: "fha" }), { calcType: "fha" });
    const empty = fha();
    const before = empty.getState();
    const listener = jest.fn();
    empty.subscribe(listener);
    await empty.persist.rehydrate();
    expect(empty.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    // Saved inputs equal to the page's (a returning visitor who changed nothing).
    store(CALCULATOR_STORAGE_KEY, { state: JSON.parse(JSON.stringify(inputsOf(before))), version: CALCULATOR_STORAGE_VERSION });
    const same = fha();
    const sameBefore = same.getState();
    same.subscribe(listener);
    await same.persist.rehydrate();
    expect(same.getState()).toBe(sameBefore);
    expect(listener).not.toHaveBeenCalled();
  });

  it("restoring a change replaces only the slices that changed", async () => {
    const first = createCalculatorStore();
    first.getState().actions.setHoa({ amount: 250 });
    const second = createCalculatorStore();
    const before = second.getState();
    await second.persist.rehydrate();
    const after = second.getState();
    expect(after.hoa).toEqual({ amount: 250, divisor: before.hoa.divisor });
    expect(after.hoa).not.toBe(before.hoa);
    expect(after.loanInputs).toBe(before.loanInputs);
    expect(after.refi).toBe(before.refi);
    expect(after.counts).toBe(before.counts);
    expect(after.actions).toBe(before.actions);
  });

  it("restores into the page's program with the switching rules, keeping edits in the same program", async () => {
    const fha = createCalculatorStore(initialInputs({ calcType: "fha" }), { calcType: "fha" });
    fha.getState().actions.setDownPayment(50000);
    const sameProgram = createCalculatorStore(initialInputs({ calcType: "fha" }), { calcType: "fha" });
    await sameProgram.persist.rehydrate();
    expect(sameProgram.getState().loanInputs).toMatchObject({ calcType: "fha", downPayment: 50000 });
    const usda = createCalculatorStore(initialInputs({ calcType: "usda" }), { calcType: "usda" });
    await usda.persist.rehydrate();
    expect(usda.getState().loanInputs).toMatchObject({ calcType: "usda", downPayment: 0, loan: 500000 });
  });

  it("migrates the seed's version 0: results dropped, consent moved to its own key", async () => {
    consentFlag.clear();
    store(CALCULATOR_STORAGE_KEY, {
      version: 0,
      state: {
        loanInputs: { ...defaultInputs().loanInputs, price: 450000, downPayment: 45000, downPaymentPercent: 10, rate: 0.07 },
        refi: defaultInputs().refi,
        counts: { rateCount: 2, homesCount: 4 },
        income: 90000,
        monthlyDebt: 300,
        hoa: { divisor: 1, amount: 100 },
        results: { totalPayment: 3100, totalLoanAmount: 405000 },
        consent: true,
      },
    });
    const s = createCalculatorStore();
    await s.persist.rehydrate();
    expect(s.getState().loanInputs).toMatchObject({ price: 450000, downPayment: 45000, loan: 405000, rate: 0.07 });
    expect(s.getState()).toMatchObject({ income: 90000, counts: { homesCount: 4 }, hoa: { amount: 100 }, extraMonthly: 0 });
    expect(s.getState().results).toEqual({ totalPayment: 0, totalLoanAmount: 0 });
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("true");
    // the migrated state is saved back in the current layout
    expect(stored().version).toBe(CALCULATOR_STORAGE_VERSION);
    expect(stored().state).not.toHaveProperty("results");
    expect(stored().state).not.toHaveProperty("consent");
  });

  it("does not overwrite a consent answer already given when migrating", async () => {
    consentFlag.write(false);
    store(CALCULATOR_STORAGE_KEY, { version: 0, state: { consent: true } });
    await createCalculatorStore().persist.rehydrate();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("false");
  });

  it.each([
    ["corrupt JSON", "{not json"],
    ["a bare number", "42"],
    ["an array", "[1,2]"],
    ["no state envelope", JSON.stringify({ loanInputs: { price: 1 } })],
    ["null state", JSON.stringify({ state: null, version: 1 })],
    ["a newer version", JSON.stringify({ state: { loanInputs: { price: 1 } }, version: 99 })],
  ])("%s in storage restores the defaults without throwing", async (_label, raw) => {
    store(CALCULATOR_STORAGE_KEY, raw);
    const s = createCalculatorStore();
    await expect(s.persist.rehydrate()).resolves.toBeUndefined();
    expect(s.persist.hasHydrated()).toBe(true);
    const { results: _results, actions: _actions, ...inputs } = s.getState();
    expect(inputs).toEqual(defaultInputs());
  });

  it("leaves a newer version's data alone until the next change", async () => {
    const newer = JSON.stringify({ state: { loanInputs: { price: 1 } }, version: CALCULATOR_STORAGE_VERSION + 1 });
    store(CALCULATOR_STORAGE_KEY, newer);
    await createCalculatorStore().persist.rehydrate();
    expect(localStorage.getItem(CALCULATOR_STORAGE_KEY)).toBe(newer);
  });

  it("sanitizes tampered values field by field, recomputing derived ones", async () => {
    store(CALCULATOR_STORAGE_KEY, {
      version: 1,
      state: {
        loanInputs: {
          calcType: "jumbo",
          price: "450k",
          downPayment: 900000,
          downPaymentPercent: "x",
          loan: 1,
          rate: 6.75,
          term: -5,
          creditScore: 9999,
          creditScoreRangePMI: "nonsense",
          state: "California",
          county: "  kings county ",
          includePMI: "yes",
          taxAnnual: null,
        },
        refi: { homeValue: 300000, baseLoanAmount: 400000 },
        hoa: { divisor: 0, amount: -3 },
        income: { nested: true },
      },
    });
    const s = createCalculatorStore();
    await s.persist.rehydrate();
    const st = s.getState();
    expect(st.loanInputs).toMatchObject({
      calcType: "conventional",
      price: 450000,
      downPayment: 0,
      downPaymentPercent: 0,
      loan: 450000,
      rate: 0,
      term: 1,
      creditScore: 850,
      creditScoreRangePMI: "760-850",
      state: "CA",
      county: "KINGS",
      includePMI: true,
      taxAnnual: 3535,
    });
    expect(st.refi).toMatchObject({ homeValue: 300000, baseLoanAmount: 300000 });
    expect(st.hoa).toEqual({ divisor: 1, amount: 0 });
    expect(st.income).toBe(100000);
  });

  it("keeps working when storage is full or blocked", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      const s = createCalculatorStore();
      expect(() => s.getState().actions.setPrice(300000)).not.toThrow();
      expect(s.getState().loanInputs.price).toBe(300000);
    } finally {
      setItem.mockRestore();
    }
    const blocked = createCalculatorStore(defaultInputs(), {
      getStorage: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(() => blocked.getState().actions.setPrice(1)).not.toThrow();
    return expect(blocked.persist.rehydrate()).resolves.toBeUndefined();
  });

  it("writes only when the saved inputs change, not when only the results do", () => {
    const s = createCalculatorStore();
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    try {
      s.getState().actions.setPrice(300000);
      expect(setItem).toHaveBeenCalledTimes(1);
      s.getState().actions.setResults({ totalPayment: 2000, totalLoanAmount: 240000 });
      s.getState().actions.setPrice(300000);
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(stored().state).not.toHaveProperty("results");
      // Another tab saves its inputs: a results change here leaves them; an edit here wins.
      store(CALCULATOR_STORAGE_KEY, { state: { loanInputs: { price: 999000 } }, version: CALCULATOR_STORAGE_VERSION });
      setItem.mockClear();
      s.getState().actions.setResults({ totalPayment: 2100, totalLoanAmount: 240000 });
      expect(setItem).not.toHaveBeenCalled();
      expect(stored().state).toEqual({ loanInputs: { price: 999000 } });
      s.getState().actions.setRate("7");
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(stored().state).toMatchObject({ loanInputs: { price: 300000, rate: 0.07 } });
    } finally {
      setItem.mockRestore();
    }
  });

  it("without storage (the server) neither reads nor writes", async () => {
    const s = createCalculatorStore(defaultInputs(), { getStorage: () => null });
    s.getState().actions.setPrice(1);
    await s.persist.rehydrate();
    expect(localStorage.length).toBe(0);
    expect(s.getState().loanInputs.price).toBe(1);
  });

  it("saveCalculatorInputs saves the current inputs at once", () => {
    const s = createCalculatorStore(initialInputs({ scenario: { price: 275000 } }));
    expect(localStorage.getItem(CALCULATOR_STORAGE_KEY)).toBeNull();
    saveCalculatorInputs(s);
    expect(stored().state).toMatchObject({ loanInputs: { price: 275000 } });
  });

  it("restoreInputs keeps current values for anything missing", () => {
    const current = initialInputs({ calcType: "va" });
    expect(restoreInputs(undefined, current)).toEqual(current);
    expect(restoreInputs({}, current)).toEqual(current);
  });
});
