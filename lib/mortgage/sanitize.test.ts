import fc from "fast-check";

import {
  ceilDollars,
  floorDollars,
  parseAmount,
  parsePercent,
  roundHalfUp,
  sanitizeAmount,
  sanitizeAnnualAmount,
  sanitizeCount,
  sanitizeCreditScore,
  sanitizeDownPayment,
  sanitizeDownPaymentPercent,
  sanitizeInterestRate,
  sanitizePrice,
  sanitizeRatePercent,
  sanitizeRefiBalance,
  sanitizeRefiBaseLoanAmount,
  sanitizeRefiHomeValue,
  sanitizeTerm,
  type NumericInput,
} from "./sanitize";

const JUNK: NumericInput[] = [undefined, null, "", "   ", "abc", "12abc", "1.2.3", "1e400", Number.NaN, Infinity, -Infinity, "$", "k"];

describe("parseAmount", () => {
  it.each<[string, number]>([
    ["450000", 450000],
    ["$450,000", 450000],
    ["  $450,000.50 ", 450000.5],
    ["450k", 450000],
    ["450K", 450000],
    ["1.2m", 1200000],
    ["1.2M", 1200000],
    ["2mm", 2000000],
    ["0.5b", 500000000],
    ["$ 1,234", 1234],
    ["450 000", 450000],
    ["1_000", 1000],
    ["1'000", 1000],
    ["USD 300,000", 300000],
    ["300,000 USD", 300000],
    ["300000$", 300000],
    [".5", 0.5],
    ["7.", 7],
    ["-1,000", -1000],
    ["$-1,000", -1000],
    ["-$1,000", -1000],
    ["+250", 250],
    ["1.15k", 1150],
    ["1e6", 1000000],
    ["5e-7", 0.0000005],
  ])("reads %j as %d", (text, expected) => {
    expect(parseAmount(text)).toEqual({ ok: true, value: expected });
  });

  it.each(["", "   ", "abc", "1.2.3", "1e400", "e5", "$", "k", "12abc", "--5", "-$-5", "+-5", "0x10", "Infinity", "NaN", "4 5 6k7"])(
    "refuses %j with a message",
    (text) => {
      const parsed = parseAmount(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/^Enter an amount|^Enter a dollar amount/);
    },
  );
});

describe("parsePercent", () => {
  it.each<[string, number]>([
    ["6.5%", 6.5],
    [" 6.5 ", 6.5],
    ["6.5 %", 6.5],
    ["6,5", 6.5],
    ["6,5%", 6.5],
    ["0.125", 0.125],
    ["7", 7],
    ["-1", -1],
  ])("reads %j as %d", (text, expected) => {
    expect(parsePercent(text)).toEqual({ ok: true, value: expected });
  });

  it.each(["", "%", "six", "6.5.1", "1,000,5", "6.5%%"])("refuses %j with a message", (text) => {
    const parsed = parsePercent(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/^Enter a percentage/);
  });
});

describe("rounding helpers act on the decimal value", () => {
  it.each<[number, number, number]>([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [1234.565, 2, 1234.57],
    [0.1 + 0.2, 2, 0.3],
    [0.067555, 5, 0.06756],
    [0.0675499, 4, 0.0675],
  ])("roundHalfUp(%d, %d) = %d", (x, decimals, expected) => expect(roundHalfUp(x, decimals)).toBe(expected));

  it("floors and ceils without binary noise", () => {
    expect(floorDollars(1.15 * 100000)).toBe(115000);
    expect(ceilDollars(300000 * 0.035)).toBe(10500);
    expect(ceilDollars(10500.01)).toBe(10501);
    expect(floorDollars(449999.99)).toBe(449999);
  });
});

describe("sanitizePrice (seed: non-numeric or empty -> 0, otherwise rounded down)", () => {
  it.each<[NumericInput, number]>([
    [500000, 500000],
    [450000.99, 450000],
    ["450000.99", 450000],
    ["$450,000", 450000],
    ["450k", 450000],
    ["1.2m", 1200000],
    [0, 0],
    [-5, 0],
    ["-100000", 0],
    ["1e308", 1e12],
    [Number.MAX_VALUE, 1e12],
  ])("%j -> %d", (input, expected) => expect(sanitizePrice(input)).toBe(expected));

  it.each(JUNK)("non-numeric %j -> 0", (input) => expect(sanitizePrice(input)).toBe(0));
});

describe("sanitizeDownPayment (seed: rounded up; 0, empty or at least the price -> 0)", () => {
  it.each<[NumericInput, number, number]>([
    [100000, 500000, 100000],
    [17500.01, 500000, 17501],
    ["17,500.2", 500000, 17501],
    ["$20k", 500000, 20000],
    [0, 500000, 0],
    ["", 500000, 0],
    [500000, 500000, 0],
    [600000, 500000, 0],
    [499999.5, 500000, 0],
    [499999, 500000, 499999],
    [10, 0, 0],
    [-10, 500000, 0],
  ])("%j at price %d -> %d", (input, price, expected) => expect(sanitizeDownPayment(input, price)).toBe(expected));

  it.each(JUNK)("non-numeric %j -> 0", (input) => expect(sanitizeDownPayment(input, 500000)).toBe(0));
});

describe("sanitizeInterestRate (seed: below 0 or above 1 -> 0; percent string -> fraction, 5 decimals)", () => {
  it.each<[NumericInput, number]>([
    [0.0675, 0.0675],
    ["6.75%", 0.0675],
    [" 6.75 % ", 0.0675],
    ["6.755%", 0.06755],
    ["6.123456%", 0.06123],
    ["6.123456789%", 0.06123],
    ["7.000005%", 0.07],
    ["0.0675", 0.0675],
    [0, 0],
    [1, 1],
    ["100%", 1],
    [1.01, 0],
    [6.75, 0],
    ["6.75", 0],
    [-0.01, 0],
    ["-1%", 0],
    ["-0%", 0],
    [-0, 0],
    ["101%", 0],
  ])("%j -> %d", (input, expected) => expect(sanitizeInterestRate(input)).toBe(expected));

  it.each(JUNK)("non-numeric %j -> 0", (input) => expect(sanitizeInterestRate(input)).toBe(0));
});

describe("sanitizeRatePercent (a typed percent field)", () => {
  it.each<[NumericInput, number]>([
    [" 6.5 ", 0.065],
    ["6.5%", 0.065],
    ["6,5", 0.065],
    [6.75, 0.0675],
    ["6.123456", 0.06123],
    ["0", 0],
    ["100", 1],
    ["100.5", 0],
    ["-2", 0],
  ])("%j -> %d", (input, expected) => expect(sanitizeRatePercent(input)).toBe(expected));

  it.each(JUNK)("non-numeric %j -> 0", (input) => expect(sanitizeRatePercent(input)).toBe(0));
});

describe("sanitizeAnnualAmount (seed: insurance and tax, non-numeric -> 0)", () => {
  it.each<[NumericInput, number]>([
    [2500, 2500],
    ["$10,000", 10000],
    ["2,500.456", 2500.46],
    ["2.5k", 2500],
    [-1, 0],
  ])("%j -> %d", (input, expected) => expect(sanitizeAnnualAmount(input)).toBe(expected));

  it.each(JUNK)("non-numeric %j -> 0", (input) => expect(sanitizeAnnualAmount(input)).toBe(0));
});

describe("sanitizeAmount (other dollar amounts)", () => {
  it.each<[NumericInput, number]>([
    [350, 350],
    ["$1,234.567", 1234.57],
    ["95k", 95000],
    [-20, 0],
  ])("%j -> %d", (input, expected) => expect(sanitizeAmount(input)).toBe(expected));

  it.each(JUNK)("non-numeric %j -> 0", (input) => expect(sanitizeAmount(input)).toBe(0));
});

describe("refinance sanitizers", () => {
  it.each<[NumericInput, number]>([
    [500000.9, 500000],
    ["$500k", 500000],
    [-1, 0],
  ])("sanitizeRefiHomeValue(%j) -> %d (rounded down)", (input, expected) => expect(sanitizeRefiHomeValue(input)).toBe(expected));
  it.each(JUNK)("sanitizeRefiHomeValue(non-numeric %j) -> 0", (input) => expect(sanitizeRefiHomeValue(input)).toBe(0));

  it.each<[NumericInput, number]>([
    [400000.99, 400000],
    ["$25,000.50", 25000],
    [-1, 0],
  ])("sanitizeRefiBalance(%j) -> %d (rounded down)", (input, expected) => expect(sanitizeRefiBalance(input)).toBe(expected));
  it.each(JUNK)("sanitizeRefiBalance(non-numeric %j) -> 0", (input) => expect(sanitizeRefiBalance(input)).toBe(0));

  it.each<[NumericInput, number, number]>([
    [400000, 500000, 400000],
    [600000, 500000, 500000],
    ["550k", 500000, 500000],
    [500000, 500000, 500000],
    [1000, 0, 0],
    ["abc", 500000, 0],
    [-5, 500000, 0],
  ])("sanitizeRefiBaseLoanAmount(%j, home %d) -> %d (capped at the home value)", (input, home, expected) =>
    expect(sanitizeRefiBaseLoanAmount(input, home)).toBe(expected),
  );
});

describe("sanitizeCount (seed: rate count and homes count, non-numeric -> 0)", () => {
  it.each<[NumericInput, number]>([
    [3, 3],
    ["12", 12],
    [2.7, 2],
    [-4, 0],
  ])("%j -> %d", (input, expected) => expect(sanitizeCount(input)).toBe(expected));
  it.each(JUNK)("non-numeric %j -> 0", (input) => expect(sanitizeCount(input)).toBe(0));
});

describe("sanitizeCreditScore (seed: range 400-850)", () => {
  it.each<[NumericInput, number]>([
    [760, 760],
    [399, 400],
    [0, 400],
    [851, 850],
    [10000, 850],
    ["700", 700],
    [719.6, 720],
  ])("%j -> %d", (input, expected) => expect(sanitizeCreditScore(input, 760)).toBe(expected));
  it.each(JUNK)("non-numeric %j keeps the fallback", (input) => expect(sanitizeCreditScore(input, 700)).toBe(700));
  it("clamps a fallback outside the range too", () => expect(sanitizeCreditScore("x", 9999)).toBe(850));
});

describe("sanitizeTerm", () => {
  it.each<[NumericInput, number]>([
    [360, 360],
    ["180", 180],
    [0, 1],
    [-5, 1],
    [600, 480],
    [359.6, 360],
  ])("%j -> %d", (input, expected) => expect(sanitizeTerm(input, 360)).toBe(expected));
  it.each(JUNK)("non-numeric %j keeps the fallback", (input) => expect(sanitizeTerm(input, 240)).toBe(240));
});

describe("sanitizeDownPaymentPercent", () => {
  it.each<[NumericInput, number]>([
    [20, 20],
    ["3.5%", 3.5],
    ["20", 20],
    [150, 100],
    [-3, 0],
  ])("%j -> %d", (input, expected) => expect(sanitizeDownPaymentPercent(input)).toBe(expected));
  it.each(JUNK)("non-numeric %j -> 0", (input) => expect(sanitizeDownPaymentPercent(input)).toBe(0));
});

describe("every sanitizer is total", () => {
  const anyInput = fc.oneof(
    fc.string(),
    fc.double(),
    fc.integer(),
    fc.constantFrom<NumericInput>(null, undefined),
    fc.stringMatching(/^[$\s]*-?[\d,]{0,9}(\.\d{0,4})?\s*[kKmMbB%]?$/),
  );
  it("returns a finite number for any input", () => {
    fc.assert(
      fc.property(anyInput, fc.double({ min: 0, max: 1e9, noNaN: true }), (input, price) => {
        const outputs = [
          sanitizePrice(input),
          sanitizeDownPayment(input, price),
          sanitizeInterestRate(input),
          sanitizeRatePercent(input),
          sanitizeAnnualAmount(input),
          sanitizeAmount(input),
          sanitizeRefiHomeValue(input),
          sanitizeRefiBaseLoanAmount(input, price),
          sanitizeRefiBalance(input),
          sanitizeCount(input),
          sanitizeCreditScore(input, 760),
          sanitizeTerm(input, 360),
          sanitizeDownPaymentPercent(input),
        ];
        for (const out of outputs) expect(Number.isFinite(out)).toBe(true);
        const rate = sanitizeInterestRate(input);
        expect(rate >= 0 && rate <= 1).toBe(true);
        const down = sanitizeDownPayment(input, price);
        expect(down === 0 || (down > 0 && down < price && Number.isInteger(down))).toBe(true);
      }),
    );
  });
});
