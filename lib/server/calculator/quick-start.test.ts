import { stateLocation } from "@/lib/server/location/location-data";
import { defaultInputs } from "@/lib/calculator/defaults";
import { initialInputs } from "@/lib/calculator/initial";
import { shownText } from "@/lib/calculator/scenario";
import { changeDownPaymentPercent, changePrice, changeRate, changeTaxRate } from "@/lib/calculator/transitions";

import { quickStart } from "./quick-start";

const start = (query: string, today: number | null = 6.23) => quickStart(new URLSearchParams(query), today);

describe("quickStart", () => {
  it("starts at today's rate as a default (saved inputs win over it), with no scenario when the address has none", () => {
    const s = start("");
    expect(s.defaults).toEqual({ rate: 0.0623 });
    expect(s.scenario).toBeNull();
    expect(s.zip).toBe("");
    expect(s.location.initial.code).toBe("CA");
    expect(initialInputs({ defaults: s.defaults, scenario: s.scenario }).loanInputs.rate).toBe(0.0623);
  });

  it("keeps the calculator's default rate when no rate is loaded", () => {
    const s = start("", null);
    expect(s.defaults).toBeNull();
    expect(initialInputs({ defaults: s.defaults, scenario: s.scenario }).loanInputs.rate).toBe(0.0675);
  });

  it("reads price, down payment and rate from the address; the address's rate wins over today's", () => {
    const s = start("price=400000&downPayment=40000&rate=5.5");
    expect(s.scenario).toMatchObject({ price: 400_000, downPayment: 40_000, rate: 0.055 });
    const li = initialInputs({ defaults: s.defaults, scenario: s.scenario }).loanInputs;
    expect([li.price, li.downPayment, li.rate]).toEqual([400_000, 40_000, 0.055]);
  });

  it("a ZIP code sets the state, the county and their tax and insurance defaults", () => {
    const s = start("price=600000&zip=90210");
    const ca = stateLocation("CA");
    const la = ca?.counties.find((c) => c.key === "LOS ANGELES");
    expect(s.scenario).toMatchObject({ state: "CA", county: "LOS ANGELES", insuranceAnnual: ca?.insuranceAnnual });
    const expectedTax = changeTaxRate(initialInputs({ scenario: { price: 600_000 } }), la?.taxRate ?? 0).loanInputs.taxAnnual;
    expect(s.scenario?.taxAnnual).toBe(expectedTax);
    expect(s.zip).toBe("90210");
    expect(s.location.zipNote).toBe("ZIP code 90210 is in Los Angeles County, California.");
  });

  it("a state sets the state's tax rate and average insurance; its counties come with the page", () => {
    const s = start("state=tx");
    const tx = stateLocation("TX");
    expect(s.scenario).toMatchObject({ state: "TX", county: "", insuranceAnnual: tx?.insuranceAnnual });
    expect(s.scenario?.taxAnnual).toBe(changeTaxRate(initialInputs({ scenario: { state: "TX" } }), tx?.taxRate ?? 0).loanInputs.taxAnnual);
    expect(s.location.initial.code).toBe("TX");
  });

  it("keeps tax and insurance the address gives itself", () => {
    const s = start("state=TX&taxAnnual=1234&insuranceAnnual=999");
    expect(s.scenario).toMatchObject({ taxAnnual: 1234, insuranceAnnual: 999 });
  });

  it("sanitizes bad values like typed input, and says what is wrong with a ZIP code", () => {
    const s = start("price=abc&downPayment=-5&rate=150&zip=9021x&state=ZZ");
    expect(s.scenario).toMatchObject({ price: 0, downPayment: 0, rate: 0 });
    expect(s.scenario?.state).toBeUndefined();
    expect(s.zip).toBe("");
    expect(s.location.zipNote).toBe('"9021x" is not a ZIP code: enter its 5 digits, or choose a state.');
    expect(s.location.initial.code).toBe("CA");
  });

  it("an unknown ZIP code falls back to the state given", () => {
    const s = start("zip=00000&state=NY");
    expect(s.scenario).toMatchObject({ state: "NY" });
    expect(s.location.zipNote).toBe("We don't know ZIP code 00000. Choose the state instead.");
  });

  it("reads ZIP+4 as its first five digits", () => {
    expect(start("zip=90210-1234").zip).toBe("90210");
  });

  it("without JavaScript, a form sent again from the same place moves tax and insurance with the price, as the live calculator does", () => {
    const shown = shownText(defaultInputs().loanInputs);
    const s = start(`price=420000&downPayment=100000&downPaymentPercent=10&rate=6.23&zip=&state=CA&shown=${encodeURIComponent(shown)}`);
    const live = changeDownPaymentPercent(changePrice(changeRate(defaultInputs(), 0.0623), 420000), 10);
    expect(initialInputs({ defaults: s.defaults, scenario: s.scenario })).toEqual(live);
    // A new place still sets its own tax and insurance.
    const moved = start(`price=420000&downPayment=84000&rate=6.23&state=TX&shown=${encodeURIComponent(shown)}`);
    expect(moved.scenario?.insuranceAnnual).toBe(stateLocation("TX")?.insuranceAnnual);
  });
});
