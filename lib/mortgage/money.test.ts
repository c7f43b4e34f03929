import fc from "fast-check";
import {
  divHalfUp,
  fromCents,
  MONTHLY_RATE_DENOMINATOR,
  monthlyInterestCents,
  mulDivCeil,
  mulDivFloor,
  mulDivHalfUp,
  rateToScaled,
  ratio,
  roundToCents,
  toCents,
} from "./money";

describe("toCents / roundToCents", () => {
  it.each([
    [1.005, 101],
    [2.675, 268],
    [0.125, 13],
    [1234.56, 123456],
    [-1.005, -101],
    [0, 0],
    [1e12 + 0.01, 100000000000001],
  ])("%p dollars -> %p cents (half up on the decimal value)", (d, c) => {
    expect(toCents(d)).toBe(c);
  });

  it("maps non-finite input to 0 instead of NaN", () => {
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it("round-trips every whole-cent amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        expect(roundToCents(fromCents(cents))).toBe(fromCents(cents));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("exact integer division", () => {
  const big = (a: number, b: number, d: number) => {
    const p = BigInt(a) * BigInt(b);
    const D = BigInt(d);
    return { floor: Number(p / D), half: Number((2n * p + D) / (2n * D)), ceil: Number((p + D - 1n) / D) };
  };

  it("mulDivHalfUp / Floor / Ceil agree with BigInt arithmetic, including products above 2^53", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e9 }), fc.integer({ min: 0, max: 2e9 }), fc.integer({ min: 1000, max: 2e9 }), (a, b, d) => {
        const ref = big(a, b, d);
        expect(mulDivHalfUp(a, b, d)).toBe(ref.half);
        expect(mulDivFloor(a, b, d)).toBe(ref.floor);
        expect(mulDivCeil(a, b, d)).toBe(ref.ceil);
      }),
      { numRuns: 5000 },
    );
  });

  it("rounds exact halves up", () => {
    expect(divHalfUp(5, 2)).toBe(3);
    expect(divHalfUp(7, 2)).toBe(4);
    expect(mulDivHalfUp(100_100, 5, 1000)).toBe(501); // 500.5 -> 501
  });

  it("reads rates as exact 1e-8 integers", () => {
    expect(rateToScaled(0.0675)).toBe(6_750_000);
    expect(rateToScaled(0.06875)).toBe(6_875_000);
    expect(rateToScaled(-0.01)).toBe(0);
    expect(rateToScaled(Number.NaN)).toBe(0);
  });

  it("ratio is 0 for a zero denominator", () => {
    expect(ratio(1, 0)).toBe(0);
    expect(ratio(482_500, 500_000)).toBe(0.965);
  });
});

describe("monthlyInterestCents", () => {
  it("equals the exact integer rounding for any balance and rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 30_000_000 }), (balance, rate) => {
        expect(monthlyInterestCents(balance, rate, rate / MONTHLY_RATE_DENOMINATOR)).toBe(mulDivHalfUp(balance, rate, MONTHLY_RATE_DENOMINATOR));
      }),
      { numRuns: 5000 },
    );
  });

  it("rounds exact half cents up: $1,001.00 at 6% is 500.5 cents -> 501", () => {
    expect(monthlyInterestCents(100_100, 6_000_000, 6_000_000 / MONTHLY_RATE_DENOMINATOR)).toBe(501);
  });
});
