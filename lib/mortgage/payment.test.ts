import Decimal from "decimal.js";
import fc from "fast-check";
import { MONTHLY_RATE_DENOMINATOR, rateToScaled } from "./money";
import { exactPaymentCents, loanForPaymentCents, monthlyPayment, paymentCents, simulatePayoff } from "./payment";

const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });

/** Independent reference: the annuity formula in 80-digit decimal, rounded half up to the cent. */
function referencePaymentCents(loanCents: number, rateScaled: number, months: number): number {
  if (rateScaled === 0) return new D(loanCents).div(months).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  const r = new D(rateScaled).div(MONTHLY_RATE_DENOMINATOR);
  const p = new D(loanCents).mul(r).div(new D(1).minus(r.plus(1).pow(-months)));
  // An exact half-cent tie (e.g. a 1-month loan at 20%: L x (1 + 1/60)) comes out of 80-digit
  // arithmetic as ...0.4999...9 or ...0.5000...1; the exact value is the tie, which rounds up.
  const fraction = p.minus(p.floor());
  if (fraction.minus(0.5).abs().lt("1e-60")) return p.floor().plus(1).toNumber();
  return p.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

// Rates as the sanitizer leaves them: fractions with 5 decimals (0.001% steps), 0-20%.
const rateArb = fc.integer({ min: 0, max: 20_000 }).map((k) => k * 1000);
const loanArb = fc.integer({ min: 100_000, max: 300_000_000 }); // $1,000 - $3,000,000 in cents
const termArb = fc.integer({ min: 1, max: 480 });

describe("monthly payment", () => {
  it("rounds an exact half-cent tie up (found by the generated cases: 1 month at 20%)", () => {
    expect(referencePaymentCents(205103610, 20000000, 1)).toBe(208522004);
    expect(paymentCents(205103610, 20000000, 1)).toBe(208522004);
  });

  it.each([
    [400_000, 0.0675, 360, 2594.39],
    [200_000, 0.06, 360, 1199.1],
    [300_000, 0.07, 360, 1995.91],
    [250_000, 0.055, 180, 2042.71],
    [100_000, 0, 360, 277.78],
  ])("$%p at %p for %p months = $%p", (loan, rate, n, want) => {
    expect(monthlyPayment(loan, rate, n)).toBe(want);
  });

  it("matches an 80-digit decimal reference to the cent over 4,000 generated loans", () => {
    fc.assert(
      fc.property(loanArb, rateArb, termArb, (loan, rate, n) => {
        expect(paymentCents(loan, rate, n)).toBe(referencePaymentCents(loan, rate, n));
      }),
      { numRuns: 4000 },
    );
  });

  it("the exact BigInt path agrees with the fast path and with the reference", () => {
    fc.assert(
      fc.property(
        loanArb,
        rateArb.filter((r) => r > 0),
        fc.integer({ min: 1, max: 360 }),
        (loan, rate, n) => {
          const exact = exactPaymentCents(loan, rate, n);
          expect(exact).toBe(paymentCents(loan, rate, n));
          expect(exact).toBe(referencePaymentCents(loan, rate, n));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("resolves exact half-cent ties upward (zero rate: 3 cents over 2 months = 1.5 -> 2)", () => {
    expect(paymentCents(3, 0, 2)).toBe(2);
    expect(paymentCents(1, 0, 2)).toBe(1);
  });

  it("rises with the rate and with the loan", () => {
    fc.assert(
      fc.property(loanArb, rateArb, termArb, fc.integer({ min: 1000, max: 100_000 }), fc.integer({ min: 1, max: 1_000_000 }), (loan, rate, n, dr, dl) => {
        const p = paymentCents(loan, rate, n);
        expect(paymentCents(loan, rate + dr, n)).toBeGreaterThanOrEqual(p);
        expect(paymentCents(loan + dl, rate, n)).toBeGreaterThanOrEqual(p);
      }),
      { numRuns: 1000 },
    );
  });

  it("loanForPaymentCents is the largest loan whose payment fits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 2_000_000 }), rateArb, fc.integer({ min: 12, max: 480 }), (pay, rate, n) => {
        const loan = loanForPaymentCents(pay, rate, n);
        expect(paymentCents(loan, rate, n)).toBeLessThanOrEqual(pay);
        expect(paymentCents(loan + 1, rate, n)).toBeGreaterThan(pay);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("simulatePayoff", () => {
  it("pays a loan off in its term at its own payment", () => {
    const rate = rateToScaled(0.0675);
    const pay = paymentCents(40_000_000, rate, 360);
    expect(simulatePayoff(40_000_000, rate, pay)?.months).toBe(360);
  });

  it("returns null when the payment does not cover the interest", () => {
    expect(simulatePayoff(1_000_000, rateToScaled(0.24), 20_000)).toBeNull();
  });
});

describe("simulatePayoff matches the schedule", () => {
  it("a loan paid at its own payment ends in its own term", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000_000, max: 300_000_000 }),
        fc.integer({ min: 1000, max: 12_000 }).map((k) => k * 1000),
        fc.integer({ min: 60, max: 360 }),
        (loan, rate, n) => {
          expect(simulatePayoff(loan, rate, paymentCents(loan, rate, n))?.months).toBe(n);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("for small loans, ends in a term whose rounded payment is the one given (several terms can share it)", () => {
    fc.assert(
      fc.property(loanArb, rateArb, fc.integer({ min: 12, max: 480 }), (loan, rate, n) => {
        const pay = paymentCents(loan, rate, n);
        const payoff = simulatePayoff(loan, rate, pay);
        if (payoff) expect(paymentCents(loan, rate, payoff.months)).toBe(pay);
        // Null only when rounding makes the payment no more than the first month's interest.
        else expect(pay).toBeLessThanOrEqual(Math.round((loan * rate) / MONTHLY_RATE_DENOMINATOR + 0.5));
      }),
      { numRuns: 1000 },
    );
  });
});
