import fc from "fast-check";

import { defaultInputs } from "./defaults";
import { initialInputs } from "./initial";
import { applyScenario, hasScenario, parseScenario, SCENARIO_PARAMS, scenarioFromInputs, scenarioToSearchParams, shownText } from "./scenario";
import {
  changeAmount,
  changeCounty,
  changeCreditScore,
  changeDownPayment,
  changeDownPaymentPercent,
  changeHoa,
  changeInsuranceAnnual,
  changeInsuranceRate,
  changeLoanAmount,
  changeLoanFlag,
  changePrice,
  changeRate,
  changeRefi,
  changeState,
  changeTaxAnnual,
  changeTaxRate,
  changeTerm,
  loadListing,
  switchCalcType,
} from "./transitions";
import { CALC_TYPES, type CalculatorInputs } from "./types";

describe("parseScenario", () => {
  it("reads every scenario parameter in state units", () => {
    const scenario = parseScenario(
      new URLSearchParams({
        price: "450000",
        downPayment: "45000",
        downPaymentPercent: "10",
        rate: "6.5",
        term: "180",
        taxAnnual: "5400",
        insuranceAnnual: "1800",
        hoa: "250",
        creditScore: "700",
        state: "tx",
        county: "Travis County",
        includePMI: "false",
        isVeteran: "true",
        isVaDisabled: "1",
        isVaSubsequentUse: "no",
        vaEntitlementUsed: "36000",
        homeValue: "600000",
        mortgageBalanceFirst: "350000",
        mortgageBalanceSecond: "20000",
        currentRate: "7.25",
        income: "120000",
        monthlyDebt: "650",
        extraMonthly: "100",
      }),
    );
    expect(scenario).toEqual({
      price: 450000,
      downPayment: 45000,
      downPaymentPercent: 10,
      rate: 0.065,
      term: 180,
      taxAnnual: 5400,
      insuranceAnnual: 1800,
      hoa: 250,
      creditScore: 700,
      state: "TX",
      county: "TRAVIS",
      includePMI: false,
      isVeteran: true,
      isVaDisabled: true,
      isVaSubsequentUse: false,
      vaEntitlementUsed: 36000,
      homeValue: 600000,
      mortgageBalanceFirst: 350000,
      mortgageBalanceSecond: 20000,
      currentRate: 0.0725,
      income: 120000,
      monthlyDebt: 650,
      extraMonthly: 100,
    });
  });

  it("reads Next's searchParams record (first of repeated values) and what people type", () => {
    expect(parseScenario({ price: ["$450,000", "1"], rate: "6.5%", downPayment: "45k", utm_source: "x", term: undefined })).toEqual({
      price: 450000,
      rate: 0.065,
      downPayment: 45000,
    });
  });

  it("turns bad values into their sanitized values, or leaves them out when none exists", () => {
    expect(
      parseScenario(
        new URLSearchParams({
          price: "abc",
          rate: "150",
          downPayment: "900000",
          creditScore: "300",
          term: "forever",
          state: "California",
          includePMI: "maybe",
          currentRate: "-1",
          income: "NaN",
          hoa: "Infinity",
        }),
      ),
    ).toEqual({ price: 0, rate: 0, downPayment: 0, creditScore: 400, currentRate: 0, income: 0, hoa: 0 });
  });

  it("never throws and never yields NaN, whatever the address holds", () => {
    const anyValue = fc.oneof(fc.string(), fc.constantFrom("", "1e309", "1e308", "-0", "NaN", "%", "$", "1.2m", "9".repeat(400)));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...SCENARIO_PARAMS, "other"), anyValue), (record) => {
        const scenario = parseScenario(new URLSearchParams(record));
        for (const value of Object.values(scenario)) {
          if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
        }
        const applied = applyScenario(defaultInputs(), scenario);
        const json = JSON.stringify(applied);
        expect(json).not.toMatch(/null|NaN/);
        expect(applied.loanInputs.loan).toBe(applied.loanInputs.price - applied.loanInputs.downPayment);
      }),
    );
  });

  it("hasScenario is true only with a scenario parameter", () => {
    expect(hasScenario(new URLSearchParams("utm_source=x"))).toBe(false);
    expect(hasScenario(new URLSearchParams("price=1"))).toBe(true);
    expect(hasScenario({ rate: "6" })).toBe(true);
    expect(hasScenario({ other: "6", rate: undefined })).toBe(false);
  });
});

describe("applyScenario", () => {
  it("wins over the type-switching defaults (a shared FHA link with 10 % down stays 10 %)", () => {
    const inputs = initialInputs({ calcType: "fha", scenario: parseScenario(new URLSearchParams("price=400000&downPayment=40000")) });
    expect(inputs.loanInputs).toMatchObject({ calcType: "fha", price: 400000, downPayment: 40000, downPaymentPercent: 10, loan: 360000 });
  });

  it("moves the down payment with its percent when the link gives only a price", () => {
    const inputs = applyScenario(defaultInputs(), { price: 300000 });
    expect(inputs.loanInputs).toMatchObject({ downPayment: 60000, loan: 240000, taxAnnual: 2121, insuranceAnnual: 895.2 });
  });

  it("sets tax and insurance rates from explicit annual amounts", () => {
    const inputs = applyScenario(defaultInputs(), { price: 400000, taxAnnual: 4000, insuranceAnnual: 2000 });
    expect(inputs.loanInputs).toMatchObject({ taxAnnual: 4000, taxRate: 0.01, insuranceAnnual: 2000, insuranceRate: 0.005 });
  });

  it("a new state without a county clears the county; with one keeps it", () => {
    const start = changeCounty(defaultInputs(), "Orange");
    expect(applyScenario(start, { state: "TX" }).loanInputs.county).toBe("");
    expect(applyScenario(start, { state: "TX", county: "HARRIS" }).loanInputs.county).toBe("HARRIS");
    expect(applyScenario(start, { rate: 0.05 }).loanInputs.county).toBe("ORANGE");
  });

  it("keeps the program's term limits", () => {
    expect(initialInputs({ calcType: "va", scenario: { term: 480 } }).loanInputs.term).toBe(360);
    expect(initialInputs({ calcType: "usda", scenario: { term: 180 } }).loanInputs.term).toBe(360);
  });

  it("makes hoa a monthly amount", () => {
    expect(applyScenario(changeHoa(defaultInputs(), { amount: 1200, divisor: 12 }), { hoa: 150 }).hoa).toEqual({ amount: 150, divisor: 1 });
  });
});

describe("scenarioToSearchParams", () => {
  it("writes the defaults as a readable link", () => {
    expect(scenarioToSearchParams(defaultInputs()).toString()).toBe(
      "price=500000&downPayment=100000&rate=6.75&term=360&taxAnnual=3535&insuranceAnnual=1492&hoa=0&creditScore=760&state=CA" +
        "&includePMI=true&isVeteran=false&isVaDisabled=false&isVaSubsequentUse=false&vaEntitlementUsed=0" +
        "&homeValue=500000&mortgageBalanceFirst=400000&mortgageBalanceSecond=0&currentRate=8&income=100000&monthlyDebt=500&extraMonthly=0",
    );
  });

  it("keeps FHA's 3.5 % (the amount alone would not give it back) and writes only the parameters asked for", () => {
    const fha = changePrice(switchCalcType(defaultInputs(), "fha"), 333333);
    expect(scenarioToSearchParams(fha, ["price", "downPayment", "downPaymentPercent"]).toString()).toBe(
      "price=333333&downPayment=11667&downPaymentPercent=3.5",
    );
  });

  // Any state a person can reach by typing: a random sequence of transitions.
  const money = fc.oneof(fc.integer({ min: 0, max: 5_000_000 }), fc.double({ min: 0, max: 5_000_000, noNaN: true }));
  const percentText = fc.double({ min: -5, max: 120, noNaN: true }).map((n) => `${n}`);
  const step: fc.Arbitrary<(inputs: CalculatorInputs) => CalculatorInputs> = fc.oneof(
    fc.constantFrom(...CALC_TYPES).map((t) => (s: CalculatorInputs) => switchCalcType(s, t)),
    money.map((v) => (s: CalculatorInputs) => changePrice(s, v)),
    money.map((v) => (s: CalculatorInputs) => changeDownPayment(s, v)),
    fc.double({ min: 0, max: 100, noNaN: true }).map((v) => (s: CalculatorInputs) => changeDownPaymentPercent(s, v)),
    percentText.map((v) => (s: CalculatorInputs) => changeRate(s, v)),
    fc.integer({ min: -10, max: 600 }).map((v) => (s: CalculatorInputs) => changeTerm(s, v)),
    money.map((v) => (s: CalculatorInputs) => changeTaxAnnual(s, v)),
    percentText.map((v) => (s: CalculatorInputs) => changeTaxRate(s, v)),
    money.map((v) => (s: CalculatorInputs) => changeInsuranceAnnual(s, v)),
    percentText.map((v) => (s: CalculatorInputs) => changeInsuranceRate(s, v)),
    fc.constantFrom("CA", "TX", "NY", "xx", "Cal").map((v) => (s: CalculatorInputs) => changeState(s, v)),
    fc.string({ maxLength: 80 }).map((v) => (s: CalculatorInputs) => changeCounty(s, v)),
    fc.integer({ min: 0, max: 1000 }).map((v) => (s: CalculatorInputs) => changeCreditScore(s, v)),
    fc.boolean().map((v) => (s: CalculatorInputs) => changeLoanFlag(s, "includePMI", v)),
    fc.boolean().map((v) => (s: CalculatorInputs) => changeLoanFlag(s, "lockTaxInsuranceOnPriceChange", v)),
    fc.boolean().map((v) => (s: CalculatorInputs) => changeLoanFlag(s, "isVaDisabled", v)),
    money.map((v) => (s: CalculatorInputs) => changeLoanAmount(s, "vaEntitlementUsed", v)),
    fc
      .record({ homeValue: money, mortgageBalanceFirst: money, mortgageBalanceSecond: money, currentRate: percentText })
      .map((v) => (s: CalculatorInputs) => changeRefi(s, v)),
    fc.record({ amount: money, divisor: fc.constantFrom(1, 3, 12) }).map((v) => (s: CalculatorInputs) => changeHoa(s, v)),
    fc.tuple(fc.constantFrom("income" as const, "monthlyDebt" as const, "extraMonthly" as const), money).map(
      ([field, v]) =>
        (s: CalculatorInputs) =>
          changeAmount(s, field, v),
    ),
    fc
      .record({ price: money, taxAnnual: fc.option(money), state: fc.constantFrom("FL", "ny"), county: fc.string({ maxLength: 40 }) })
      .map((listing) => (s: CalculatorInputs) => loadListing(s, listing)),
  );
  const reachable = fc.array(step, { maxLength: 25 }).map((steps) => steps.reduce((s, f) => f(s), defaultInputs()));

  /** The link read back on a page of the same program gives the same scenario and the same link. */
  function expectRoundTrip(inputs: CalculatorInputs): void {
    const link = scenarioToSearchParams(inputs);
    const opened = initialInputs({ calcType: inputs.loanInputs.calcType, scenario: parseScenario(new URLSearchParams(link.toString())) });
    expect(scenarioFromInputs(opened)).toEqual(scenarioFromInputs(inputs));
    expect(scenarioToSearchParams(opened).toString()).toBe(link.toString());
  }

  it("round-trips: the link read back on a page of the same program gives the same scenario", () => {
    fc.assert(fc.property(reachable, expectRoundTrip), { numRuns: 300 });
  });

  it("round-trips a tax typed at a tiny price and then carried by its rate to a large one", () => {
    expectRoundTrip(changePrice(changeTaxAnnual(changePrice(defaultInputs(), 4.5), 1_000_000), 4_545_485));
  });
});

describe("a no-JavaScript form's submission (shown)", () => {
  /** What the form sends for these inputs, as its fields show them, with the edits typed over them. */
  function submission(inputs: CalculatorInputs, edits: Record<string, string> = {}): URLSearchParams {
    const li = inputs.loanInputs;
    const query = new URLSearchParams({
      price: String(li.price),
      downPayment: String(li.downPayment),
      downPaymentPercent: String(Number(li.downPaymentPercent.toFixed(3))),
      rate: String(li.rate * 100),
      taxAnnual: String(li.taxAnnual),
      insuranceAnnual: String(li.insuranceAnnual),
      state: li.state,
      shown: shownText(li),
    });
    for (const [name, value] of Object.entries(edits)) query.set(name, value);
    return query;
  }
  const submit = (inputs: CalculatorInputs, edits: Record<string, string>) => initialInputs({ scenario: parseScenario(submission(inputs, edits)) });

  it("a new price and down-payment percent give what the live calculator gives", () => {
    const live = changeDownPaymentPercent(changePrice(defaultInputs(), 420000), 10);
    expect(submit(defaultInputs(), { price: "420,000", downPaymentPercent: "10" })).toEqual(live);
    expect(live.loanInputs).toMatchObject({ downPayment: 42000, loan: 378000, taxAnnual: 2969.4 });
  });

  it("a new price alone moves the down payment with its percent, and tax and insurance with their rates", () => {
    expect(submit(defaultInputs(), { price: "420000" })).toEqual(changePrice(defaultInputs(), 420000));
  });

  it("a price lowered below the untouched down payment moves it with its percent", () => {
    expect(submit(defaultInputs(), { price: "90000" })).toEqual(changePrice(defaultInputs(), 90000));
  });

  it("a changed down payment in dollars wins over the percent shown beside it", () => {
    const live = changeDownPayment(changePrice(defaultInputs(), 420000), 50000);
    expect(submit(defaultInputs(), { price: "420000", downPayment: "$50,000" })).toEqual(live);
  });

  it("an untouched percent that the field rounds does not move the down payment", () => {
    const shown = changeDownPayment(changePrice(defaultInputs(), 420000), 100000);
    expect(shown.loanInputs.downPaymentPercent).not.toBe(Number(shown.loanInputs.downPaymentPercent.toFixed(3)));
    expect(submit(shown, { rate: "6.5" })).toEqual(changeRate(shown, 0.065));
  });

  it("keeps the tax and insurance the form showed, a typed tax wins, and the place's rate link sets the rate", () => {
    const shown = changeInsuranceAnnual(changeTaxAnnual(defaultInputs(), 6000), 2400);
    expect(submit(shown, { price: "600000" })).toEqual(changePrice(shown, 600000));
    expect(submit(shown, { price: "600000", taxAnnual: "7,000" })).toEqual(changeTaxAnnual(changePrice(shown, 600000), 7000));
    expect(submit(shown, { taxRate: "1.1" }).loanInputs).toMatchObject({ taxRate: 0.011, taxAnnual: 5500 });
  });

  it("ignores a shown value that is not one the form wrote (the link's own rules apply)", () => {
    const query = submission(defaultInputs(), { price: "420000", shown: "1_2_x" });
    expect(parseScenario(query).shown).toBeUndefined();
    expect(parseScenario(new URLSearchParams({ shown: shownText(changeCounty(defaultInputs(), "San Luis Obispo").loanInputs) })).shown?.county).toBe(
      "SAN LUIS OBISPO",
    );
  });
});
