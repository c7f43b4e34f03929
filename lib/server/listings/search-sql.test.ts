import { DEFAULT_PAYMENT_SCENARIO, listingSearchSchema, type PaymentScenario } from "@/lib/listings/search";
import { loanScenario } from "@/lib/listings/loan-scenario";
import { loanPaymentEstimate } from "@/lib/mortgage/payment-estimate";

import { boundSql, filterClause, looseSql, orderSql, SqlParams } from "./search-sql";

// queryText names a statement whose text repeats (a prepared statement on PostgreSQL): the text
// must depend on the search's shape only, every value bound, visitor's and computed alike.
function statement(scenario: PaymentScenario, search: Record<string, unknown>) {
  const where = filterClause(listingSearchSchema.parse(search));
  const params = new SqlParams(where.values);
  const estimate = loanPaymentEstimate(loanScenario(scenario));
  const text = [
    where.text,
    boundSql(params, estimate, "low"),
    boundSql(params, estimate, "high"),
    looseSql(params, estimate),
    orderSql(params, "payment-asc", () => estimate),
  ].join(" | ");
  return { text, values: params.values, segments: estimate.segments.length };
}

test("a search's statement text holds no value: two searches of one shape share it, their values apart", () => {
  const first = statement(DEFAULT_PAYMENT_SCENARIO, { priceMin: 100_000, state: "FL", geoRectangle: { south: 25, north: 26, west: -81, east: -80 } });
  const second = statement(
    { ...DEFAULT_PAYMENT_SCENARIO, downPaymentPercent: 12, ratePercent: 7.375 },
    { priceMin: 250_000, state: "TX", geoRectangle: { south: 30, north: 31, west: -98, east: -97 } },
  );
  expect(second.segments).toBe(first.segments);
  expect(second.text).toBe(first.text);
  expect(second.values).not.toEqual(first.values);
  expect(first.text).not.toMatch(/\d{3}|'FL'/);
  // After the filter's six (a price, the rectangle's four sides, a state), the estimate's figures.
  expect(first.values.slice(0, 6)).toEqual([100_000, -81, 25, -80, 26, "FL"]);
  for (const value of first.values.slice(6)) expect(Number.isFinite(value)).toBe(true);
});

test("a figure this code computed is checked finite before it is bound", () => {
  expect(() =>
    orderSql(new SqlParams(), "payment-asc", () => ({ segments: [{ from: 0, to: Infinity, lowSlope: Number.NaN, highSlope: 1, delta: 0 }] })),
  ).toThrow(/finite/);
});
