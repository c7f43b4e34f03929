import Decimal from "decimal.js";
import fc from "fast-check";
import { buildSchedule, paymentDate, summarizeByYear } from "./amortization";
import { toCents } from "./money";

const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });
const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
/** Like `cents`, for a value computed through an inexact step (r = rate / 12): an exact half-cent
 * tie arrives as ...4999... or ...5000...1 at 80 digits, and rounds up. */
const centsExact = (d: Decimal) => {
  const scaled = d.mul(100);
  const fraction = scaled.minus(scaled.floor());
  return fraction.minus(0.5).abs().lt("1e-60") ? scaled.floor().plus(1).div(100) : cents(d);
};

/** Independent reference schedule in decimal dollars: the same rules, no integer tricks. */
function referenceSchedule(loan: number, rate: number, n: number) {
  const r = new D(rate).div(12);
  const payment = r.isZero() ? cents(new D(loan).div(n)) : centsExact(new D(loan).mul(r).div(new D(1).minus(r.plus(1).pow(-n))));
  let balance = new D(loan);
  let interest = new D(0);
  let last = new D(0);
  let months = 0;
  while (balance.gt(0) && months < n) {
    months += 1;
    // balance x rate is exact; dividing it by 12 last keeps an exact half-cent tie exact.
    const i = cents(balance.mul(rate).div(12));
    let principal = payment.minus(i);
    if (months === n || principal.gte(balance)) principal = balance;
    balance = balance.minus(principal);
    interest = interest.plus(i);
    last = principal.plus(i);
  }
  return { payment: payment.toNumber(), interest: interest.toNumber(), last: last.toNumber(), months };
}

const loanArb = fc.integer({ min: 100_000, max: 200_000_000 }).map((c) => c / 100);
const rateArb = fc.integer({ min: 0, max: 15_000 }).map((k) => k / 100_000);
const termArb = fc.integer({ min: 12, max: 480 });

describe("buildSchedule against an exact decimal reference", () => {
  it("P&I, total interest, months and the last payment match to the cent over 250 generated loans", () => {
    fc.assert(
      fc.property(loanArb, rateArb, termArb, (loan, rate, n) => {
        const s = buildSchedule({ loanAmount: loan, rate, termMonths: n });
        const ref = referenceSchedule(loan, rate, n);
        expect(s.principalAndInterest).toBe(ref.payment);
        expect(s.totalInterest).toBe(ref.interest);
        expect(s.payoffMonths).toBe(ref.months);
        expect(s.rows.at(-1)?.payment).toBe(ref.last);
      }),
      { numRuns: 250 },
    );
  });
});

describe("schedule invariants (fast-check)", () => {
  it("the balance never goes negative and ends at exactly 0.00; principal sums to the loan", () => {
    fc.assert(
      fc.property(loanArb, rateArb, termArb, (loan, rate, n) => {
        const s = buildSchedule({ loanAmount: loan, rate, termMonths: n });
        let principal = 0;
        for (const row of s.rows) {
          expect(row.balance).toBeGreaterThanOrEqual(0);
          principal += toCents(row.principal) + toCents(row.extra);
        }
        expect(s.rows.at(-1)?.balance).toBe(0);
        expect(principal).toBe(toCents(loan));
        expect(toCents(s.totalPayments)).toBe(toCents(loan) + toCents(s.totalInterest));
      }),
      { numRuns: 500 },
    );
  });

  it("without extra payments the schedule is exactly the term long (loans of $20,000 or more)", () => {
    // Below that, half a cent of payment rounding compounded over 40 years at a high rate can
    // exceed one payment, so a tiny loan may finish a month early (the reference agrees).
    fc.assert(
      fc.property(
        fc.integer({ min: 2_000_000, max: 200_000_000 }).map((c) => c / 100),
        rateArb,
        termArb,
        (loan, rate, n) => {
          expect(buildSchedule({ loanAmount: loan, rate, termMonths: n }).rows).toHaveLength(n);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("extra payments never lengthen the loan or add interest, and report what they save", () => {
    fc.assert(
      fc.property(
        loanArb,
        rateArb,
        termArb,
        fc.integer({ min: 0, max: 200_000 }).map((c) => c / 100),
        (loan, rate, n, extra) => {
          const base = buildSchedule({ loanAmount: loan, rate, termMonths: n, includeRows: false });
          const s = buildSchedule({
            loanAmount: loan,
            rate,
            termMonths: n,
            extra: { monthly: extra, yearly: extra, oneTime: [{ month: 3, amount: extra * 10 }] },
          });
          expect(s.payoffMonths).toBeLessThanOrEqual(base.payoffMonths);
          expect(s.totalInterest).toBeLessThanOrEqual(base.totalInterest);
          expect(s.monthsSaved).toBe(base.payoffMonths - s.payoffMonths);
          expect(toCents(s.interestSaved)).toBe(toCents(base.totalInterest) - toCents(s.totalInterest));
          expect(s.rows.at(-1)?.balance).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("extra payments", () => {
  it("$200 a month on $400,000 at 6.75% saves months and interest", () => {
    const s = buildSchedule({ loanAmount: 400_000, rate: 0.0675, termMonths: 360, extra: { monthly: 200 } });
    expect(s.payoffMonths).toBeLessThan(360);
    expect(s.monthsSaved).toBe(360 - s.payoffMonths);
    expect(s.interestSaved).toBeGreaterThan(0);
    expect(s.rows[0]?.extra).toBe(200);
  });

  it("a yearly extra lands in the chosen month of each loan year; a one-time extra in its month", () => {
    const s = buildSchedule({
      loanAmount: 100_000,
      rate: 0.05,
      termMonths: 360,
      extra: { yearly: 1000, yearlyMonth: 6, oneTime: [{ month: 2, amount: 500 }] },
    });
    expect(s.rows[5]?.extra).toBe(1000);
    expect(s.rows[17]?.extra).toBe(1000);
    expect(s.rows[11]?.extra).toBe(0);
    expect(s.rows[1]?.extra).toBe(500);
  });

  it("never pays more than the balance", () => {
    const s = buildSchedule({ loanAmount: 1000, rate: 0.05, termMonths: 12, extra: { oneTime: [{ month: 1, amount: 5000 }] } });
    expect(s.payoffMonths).toBe(1);
    expect(s.rows[0]?.balance).toBe(0);
    expect(s.totalExtra).toBeLessThan(1000);
  });
});

describe("mortgage insurance along the schedule", () => {
  it("PMI stops once the balance reaches 78% of the original value", () => {
    const s = buildSchedule({ loanAmount: 450_000, rate: 0.0675, termMonths: 360, mortgageInsurance: { kind: "pmi", monthly: 105, originalValue: 500_000 } });
    const end = s.mortgageInsuranceEndMonth;
    expect(end).toBe(112);
    // Charged while the balance before the payment is above $390,000, not after.
    const before = (m: number) => (m === 1 ? 450_000 : s.rows[m - 2]!.balance);
    expect(before(end)).toBeGreaterThan(390_000);
    expect(before(end + 1)).toBeLessThanOrEqual(390_000);
    expect(s.rows[end]?.mortgageInsurance).toBe(0);
    expect(s.totalMortgageInsurance).toBe(105 * end);
  });

  it("PMI ends at the midpoint of the term at the latest (HPA final termination)", () => {
    // 97% LTV at 12%: after 180 of 360 payments the balance is still ~83% of the value.
    const s = buildSchedule({ loanAmount: 97_000, rate: 0.12, termMonths: 360, mortgageInsurance: { kind: "pmi", monthly: 50, originalValue: 100_000 } });
    expect(s.rows[179]!.balance).toBeGreaterThan(78_000);
    expect(s.mortgageInsuranceEndMonth).toBe(180);
  });

  it("FHA MIP stops after 11 years when its duration is 132 months", () => {
    const s = buildSchedule({
      loanAmount: 300_000,
      rate: 0.06,
      termMonths: 360,
      mortgageInsurance: { kind: "fha", annualBps: 50, durationMonths: 132, upfrontFinancedBps: 175 },
    });
    expect(s.mortgageInsuranceEndMonth).toBe(132);
    // The monthly MIP falls each year as HUD's average balance falls.
    expect(s.rows[12]!.mortgageInsurance).toBeLessThan(s.rows[0]!.mortgageInsurance);
  });

  it("USDA's annual fee is charged for the life of the loan and falls yearly", () => {
    const s = buildSchedule({ loanAmount: 303_000, rate: 0.065, termMonths: 360, mortgageInsurance: { kind: "usda" } });
    expect(s.mortgageInsuranceEndMonth).toBe(360);
    expect(s.rows[24]!.mortgageInsurance).toBeLessThan(s.rows[0]!.mortgageInsurance);
  });
});

describe("dates and yearly summary", () => {
  it("payoff date counts calendar months from the first payment", () => {
    expect(paymentDate({ year: 2026, month: 7 }, 1)).toEqual({ year: 2026, month: 7 });
    expect(paymentDate({ year: 2026, month: 7 }, 360)).toEqual({ year: 2056, month: 6 });
    expect(paymentDate({ year: 2026, month: 12 }, 2)).toEqual({ year: 2027, month: 1 });
  });

  it("yearly sums add up to the schedule totals", () => {
    const s = buildSchedule({ loanAmount: 250_000, rate: 0.055, termMonths: 180 });
    const years = summarizeByYear(s.rows);
    expect(years).toHaveLength(15);
    expect(years.reduce((a, y) => a + toCents(y.interest), 0)).toBe(toCents(s.totalInterest));
    expect(years.at(-1)?.balance).toBe(0);
  });

  it("treats invalid figures as 0 instead of failing", () => {
    const s = buildSchedule({ loanAmount: Number.NaN, rate: -1, termMonths: Number.NaN });
    expect(s.payoffMonths).toBe(0);
    expect(s.totalInterest).toBe(0);
  });
});
