import fc from "fast-check";

import { formatUsd } from "@/lib/mortgage/types";

import { formatCount, formatDecimal, formatLongDate, formatMediumDate, formatMonthYear, formatUsdDigits } from "./en-us";

// The reference: what Intl gives for US English (the formatters avoid Intl for speed only).
const currency = (min: number, max: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: min, maximumFractionDigits: max });
const decimal = (min: number, max: number) => new Intl.NumberFormat("en-US", { minimumFractionDigits: min, maximumFractionDigits: max });

const values = fc.oneof(
  fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }).map((cents) => cents / 100),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 0.5, -0.5, 1.005, 2.675, 999.995, 1e21, 1e-7, 5e-324),
);
const digits = fc.integer({ min: 0, max: 4 }).chain((min) => fc.integer({ min, max: 4 }).map((max) => [min, max] as const));

describe("en-US number text without Intl", () => {
  it("decimals and dollars match Intl for any finite value and any digits", () => {
    fc.assert(
      fc.property(values, digits, (value, [min, max]) => {
        expect(formatDecimal(value, min, max)).toBe(decimal(min, max).format(value));
        expect(formatUsdDigits(value, min, max)).toBe(currency(min, max).format(value));
      }),
      { numRuns: 3000 },
    );
  });

  it("the engine's messages show whole dollars, or cents when there are any", () => {
    expect(formatUsd(766550)).toBe("$766,550");
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(1234.004)).toBe("$1,234");
    expect(formatUsd(-20.25)).toBe("-$20.25");
    fc.assert(
      fc.property(values, (value) => {
        const whole = Number.isInteger(Math.round(value * 100) / 100);
        expect(formatUsd(value)).toBe((whole ? currency(0, 0) : currency(2, 2)).format(value));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("en-US dates without Intl", () => {
  // Any instant from 1970 to 2100, in UTC and in the test's own time zone.
  const instants = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));

  it("long and medium dates match Intl, in UTC and in local time", () => {
    fc.assert(
      fc.property(instants, (date) => {
        expect(formatLongDate(date, { utc: true })).toBe(date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }));
        expect(formatLongDate(date, { utc: false })).toBe(date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }));
        expect(formatMediumDate(date, { utc: true })).toBe(date.toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" }));
        expect(formatMediumDate(date, { utc: false })).toBe(date.toLocaleDateString("en-US", { dateStyle: "medium" }));
        expect(formatMonthYear(date, { utc: true })).toBe(date.toLocaleDateString("en-US", { year: "numeric", month: "short", timeZone: "UTC" }));
        expect(formatMonthYear(date, { utc: false })).toBe(date.toLocaleDateString("en-US", { year: "numeric", month: "short" }));
      }),
      { numRuns: 2000 },
    );
    expect(formatLongDate(new Date("2026-01-05T00:00:00Z"), { utc: true })).toBe("January 5, 2026");
    expect(formatMediumDate(new Date("2026-09-30T23:59:59Z"), { utc: true })).toBe("Sep 30, 2026");
  });

  it("counts match toLocaleString", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
      }),
      { numRuns: 2000 },
    );
  });
});
