import {
  choiceField,
  countField,
  extrasToParams,
  flagField,
  hasExtras,
  initialExtras,
  moneyField,
  monthsField,
  publishedRateField,
  rateField,
  readExtras,
  restoreExtras,
  textField,
} from "./extra-fields";
import { ratesIntoScenario } from "./read-query";
import { indexFraction } from "@/lib/mortgage/arm";

const SPEC = {
  cash: moneyField(1_000),
  newRate: rateField(0.0625),
  months: monthsField(330),
  people: countField(3, 1, 12),
  roll: flagField(true),
  program: choiceField<"fha" | "va">("fha", ["fha", "va"]),
  name: textField("Visa", 8),
};

describe("extra fields", () => {
  it("reads what people type and links carry, through the store's sanitizers", () => {
    const values = readExtras(SPEC, new URLSearchParams("cash=%2412k&newRate=5.5%25&months=180&people=40&roll=no&program=VA&name=Store+card+long"));
    expect(values).toEqual({ cash: 12_000, newRate: 0.055, months: 180, people: 12, roll: false, program: "va", name: "Store ca" });
  });

  it("turns bad text into the sanitized value, or keeps the current one where there is none", () => {
    const values = readExtras(SPEC, { cash: "lots", newRate: "150", months: "soon", people: "-", roll: "maybe", program: "usda" });
    expect(values).toEqual({ ...initialExtras(SPEC), cash: 0, newRate: 0 });
  });

  it("writes links that read back to the same values", () => {
    const values = { ...initialExtras(SPEC), cash: 2_500.5, newRate: 0.05875, roll: false };
    const query = new URLSearchParams(extrasToParams(SPEC, values));
    expect(query.get("newRate")).toBe("5.875");
    expect(readExtras(SPEC, query)).toEqual(values);
    expect(hasExtras(SPEC, query)).toBe(true);
    expect(hasExtras(SPEC, new URLSearchParams("price=1"))).toBe(false);
  });

  it("restores stored values defensively", () => {
    const base = initialExtras(SPEC);
    expect(restoreExtras(SPEC, null, base)).toBe(base);
    expect(restoreExtras(SPEC, { cash: 5, months: "x", extra: 1, name: { bad: true } }, base)).toEqual({ ...base, cash: 5 });
  });
});

describe("rates in a form", () => {
  it("become annual amounts on the scenario's price", () => {
    expect(ratesIntoScenario(null, { taxRate: "1.5", insuranceRate: "0.4", price: "400000" })).toEqual({ taxAnnual: 7_500, insuranceAnnual: 2_000 });
    expect(ratesIntoScenario({ price: 400_000 }, { taxRate: "1.5" })).toEqual({ price: 400_000, taxAnnual: 6_000 });
    expect(ratesIntoScenario({ price: 400_000, taxAnnual: 1 }, { taxRate: "1.5" })).toEqual({ price: 400_000, taxAnnual: 1 });
    const none = { price: 1 };
    expect(ratesIntoScenario(none, {})).toBe(none);
  });
});

describe("publishedRateField", () => {
  const sofr = publishedRateField(0.04, 5);

  it("keeps a published index's five decimals from a link or a form, and writes them back", () => {
    expect(sofr.read("3.70668")).toBe(0.0370668);
    expect(sofr.read("3.70668%")).toBe(0.0370668);
    expect(sofr.read("3,5")).toBe(0.035);
    expect(sofr.write(0.0370668)).toBe("3.70668");
    expect(sofr.read(sofr.write(0.0370668))).toBe(0.0370668);
    // A sixth decimal is rounded to the fifth, half up.
    expect(sofr.read("3.706685")).toBe(0.0370669);
  });

  it("gives the engine's figure for a stored observation (the page's first value)", () => {
    for (const percent of [3.70668, 3.703, 0.04833, 5.33902, 0, 4]) expect(sofr.read(String(percent))).toBe(indexFraction(percent));
  });

  it("outside 0-100% or not a number is 0, as rateField", () => {
    expect(sofr.read("-1")).toBe(0);
    expect(sofr.read("101")).toBe(0);
    expect(sofr.read("abc")).toBe(0);
    expect(sofr.read("-0")).toBe(0);
    expect(Object.is(sofr.read("-0"), -0)).toBe(false);
  });
});
