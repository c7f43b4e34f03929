import { loanTermLabel } from "./loan-term";

describe("loanTermLabel", () => {
  it("says whole years in years and anything else in months", () => {
    expect(loanTermLabel(360)).toBe("30 years");
    expect(loanTermLabel(120)).toBe("10 years");
    expect(loanTermLabel(100)).toBe("100 months");
  });
});
