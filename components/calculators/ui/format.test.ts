import fc from "fast-check";

import { formatCents, formatMoney, formatNumber, formatPercent, inputText } from "./format";

// The reference: what Intl gives for US English (the formatters avoid Intl for speed only).
const intl = {
  money: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
  cents: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  plain: new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }),
  whole: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
  percent: (decimals: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: decimals }),
};

// Dollars as the calculators meet them (cents, large amounts, negatives), and any double.
const amounts = fc.oneof(
  fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }).map((cents) => cents / 100),
  fc.double({ min: -1e12, max: 1e12, noNaN: true }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 0.5, -0.5, 1.005, 2.675, 999.995, 1e21, 1e-7, -1e-7, 5e-324, 123456789012.345),
);

describe("format (US English, checked against Intl)", () => {
  it("money, cents and plain numbers match Intl for any finite value", () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatMoney(value)).toBe(intl.money.format(value));
        expect(formatCents(value)).toBe(intl.cents.format(value));
        expect(formatNumber(value)).toBe(intl.plain.format(value));
      }),
      { numRuns: 3000 },
    );
  });

  it("percents match Intl at 0 to 4 decimals", () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 4 }), (value, decimals) => {
        expect(formatPercent(value, decimals)).toBe(`${intl.percent(decimals).format(value)}%`);
      }),
      { numRuns: 2000 },
    );
  });

  it("input text: grouped money, bare counts", () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(inputText(value, "number")).toBe(intl.whole.format(value).replace(/,/g, ""));
        expect(inputText(value, "money")).toBe(Number.isInteger(value) ? intl.whole.format(value) : intl.plain.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("known figures", () => {
    expect(formatMoney(2594.39)).toBe("$2,594");
    expect(formatMoney(2594.5)).toBe("$2,595");
    expect(formatCents(2594.385)).toBe("$2,594.39");
    expect(formatCents(-1234.5)).toBe("-$1,234.50");
    expect(formatPercent(6.75)).toBe("6.75%");
    expect(formatPercent(0.0575, 2)).toBe("0.06%");
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(inputText(450000, "money")).toBe("450,000");
    expect(formatMoney(Number.NaN)).toBe("$0");
  });
});
