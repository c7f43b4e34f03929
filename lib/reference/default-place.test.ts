import { DEFAULT_STATE, DEFAULT_STATE_INSURANCE_ANNUAL, DEFAULT_STATE_TAX_RATE } from "./default-place";
import { stateInsurancePremium, stateTaxRate } from "./states";

describe("the calculators' starting place", () => {
  it("carries the state table's tax rate and premium for its state", () => {
    expect(stateTaxRate(DEFAULT_STATE)?.value).toBe(DEFAULT_STATE_TAX_RATE);
    expect(stateInsurancePremium(DEFAULT_STATE)).toMatchObject({ value: DEFAULT_STATE_INSURANCE_ANNUAL, basis: "state" });
  });
});
