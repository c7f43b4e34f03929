import Decimal from "decimal.js";
import fc from "fast-check";
import { adjustedRateScaled, ARM_PLAN_TERMS, computeArm, fullyIndexedRate, indexFraction, roundToEighthScaled, type ArmProduct } from "./arm";
import { RATE_SCALE } from "./money";

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

/** Independent reference: the note's rules in 60-digit decimal, one month at a time. */
function referenceArm(loan: number, initial: number, n: number, fixedMonths: number, rateAt: (change: number, current: Decimal) => Decimal) {
  const cents = (x: Decimal) => x.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const pay = (bal: Decimal, rate: Decimal, months: number) => {
    const r = rate.div(12);
    if (r.isZero()) return cents(bal.div(months));
    return cents(bal.mul(r).div(new D(1).minus(r.plus(1).pow(-months))));
  };
  let bal = new D(loan).mul(100);
  let rate = new D(initial);
  let p = pay(bal, rate, n);
  let interest = new D(0);
  const payments: number[] = [];
  let change = 0;
  for (let m = 1; m <= n && bal.gt(0); m++) {
    if (m > fixedMonths && (m - fixedMonths - 1) % 6 === 0) {
      rate = rateAt(change, rate);
      p = pay(bal, rate, n - m + 1);
      payments.push(p.toNumber() / 100);
      change += 1;
    }
    const i = cents(bal.mul(rate).div(12));
    const principal = m === n || p.minus(i).gte(bal) ? bal : p.minus(i);
    bal = bal.minus(principal);
    interest = interest.plus(i);
  }
  return { payments, totalInterest: interest.toNumber() / 100 };
}

describe("fully indexed rate", () => {
  it("rounds index + margin to the nearest eighth, a tie down (Selling Guide B2-1.4-02)", () => {
    const eighth = (pct: number) => roundToEighthScaled(Math.round(pct * 1e6)) / 1e6;
    expect(eighth(7.05)).toBe(7);
    expect(eighth(7.0625)).toBe(7);
    expect(eighth(7.06251)).toBe(7.125);
    expect(eighth(7.1)).toBe(7.125);
    expect(eighth(7.125)).toBe(7.125);
  });

  it("SOFR 4.30% + margin 2.75% = 7.00%", () => {
    expect(computeArm({ loanAmount: 400_000, initialRate: 0.06, margin: 0.0275, index: 0.043 }).fullyIndexedRate).toBe(0.07);
  });

  it("fullyIndexedRate gives computeArm's figure for any index and margin", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 400_000 }), (indexScaled, marginScaled) => {
        const index = indexScaled / RATE_SCALE;
        const margin = marginScaled / RATE_SCALE;
        expect(fullyIndexedRate(index, margin)).toBe(computeArm({ loanAmount: 400_000, initialRate: 0.06, margin, index }).fullyIndexedRate);
      }),
    );
  });

  it("an index published to 5 decimals is taken exactly: the eighth it rounds to depends on the last one", () => {
    // 3.68750 + 2.75 = 6.4375, exactly halfway: down to 6.375; 3.68751 is past it: up to 6.5.
    expect(indexFraction(3.6875)).toBe(0.036875);
    expect(indexFraction(3.68751)).toBe(0.0368751);
    expect(fullyIndexedRate(indexFraction(3.6875), 0.0275)).toBe(0.06375);
    expect(fullyIndexedRate(indexFraction(3.68751), 0.0275)).toBe(0.065);
    expect(indexFraction(0)).toBe(0);
  });
});

describe("caps (Form 3138 section 4(D); plan terms 2/1/5 and 5/1/5)", () => {
  const caps = { initial: 2_000_000, periodic: 1_000_000, lifetimeMax: 11_000_000, floor: 2_750_000 };
  it("moves at most the initial cap first, the periodic cap after, within the ceiling and the floor", () => {
    expect(adjustedRateScaled(20_000_000, 2_750_000, 6_000_000, true, caps)).toBe(8_000_000);
    expect(adjustedRateScaled(20_000_000, 2_750_000, 10_500_000, false, caps)).toBe(11_000_000);
    expect(adjustedRateScaled(0, 2_750_000, 6_000_000, true, caps)).toBe(4_000_000);
    expect(adjustedRateScaled(0, 2_750_000, 3_000_000, false, caps)).toBe(2_750_000);
  });

  it("the products' plan terms", () => {
    expect(ARM_PLAN_TERMS["5/6"]).toEqual({ fixedMonths: 60, initialCap: 0.02, periodicCap: 0.01, lifetimeCap: 0.05 });
    expect(ARM_PLAN_TERMS["7/6"].initialCap).toBe(0.05);
    expect(ARM_PLAN_TERMS["10/6"].fixedMonths).toBe(120);
  });
});

describe("computeArm: $400,000 5/6 at 6.00%, margin 2.75%, SOFR 4.30%", () => {
  const r = computeArm({ loanAmount: 400_000, initialRate: 0.06, margin: 0.0275, index: 0.043, fixedRate: 0.0675 });
  it("payments: 6.00% fixed period, then the fully indexed 7.00% with the index unchanged", () => {
    expect(r.initialPayment).toBe(2398.2);
    expect(r.paths.unchanged.firstAdjustedRate).toBe(0.07);
    expect(r.paths.unchanged.firstAdjustedPayment).toBe(2630.76);
    expect(r.paths.unchanged.totalInterest).toBe(533_118.72);
  });

  it("rising to the caps: 8% at payment 61, 1 point every 6 months, 11% from payment 79", () => {
    const w = r.paths.worst;
    expect(w.periods.slice(0, 5).map((p) => [p.fromMonth, p.rate, p.payment])).toEqual([
      [1, 0.06, 2398.2],
      [61, 0.08, 2872.84],
      [67, 0.09, 3120.61],
      [73, 0.1, 3373.32],
      [79, 0.11, 3630.26],
    ]);
    expect(w.maxRate).toBe(0.11);
    expect(w.maxPayment).toBe(3630.26);
    expect(w.maxPaymentMonth).toBe(79);
    expect(w.totalInterest).toBe(823_824.83);
    expect(r.maxRate).toBe(0.11);
    expect(r.minRate).toBe(0.0275);
  });

  it("qualifying rate of a 5/6: the greater of the fully indexed rate and the note rate + 2", () => {
    expect(r.qualifyingRate).toBe(0.08);
    expect(computeArm({ loanAmount: 400_000, initialRate: 0.06, margin: 0.0275, index: 0.043, product: "7/6" }).qualifyingRate).toBe(0.07);
  });

  it("a 7/6 moves up to 5 points at its first change (payment 85)", () => {
    const seven = computeArm({ loanAmount: 400_000, initialRate: 0.065, margin: 0.03, index: 0.2, product: "7/6" });
    expect(seven.initialPayment).toBe(2528.27);
    expect(seven.paths.worst.periods[1]).toMatchObject({ fromMonth: 85, rate: 0.115, payment: 3734.49 });
    expect(seven.paths.worst.totalInterest).toBe(843_092.96);
  });

  it("the visitor's path: a falling index lowers the rate to the floor, never below", () => {
    const down = computeArm({ loanAmount: 400_000, initialRate: 0.06, margin: 0.0275, index: 0.043, customIndexStart: 0.02, customIndexChangePerYear: -0.01 });
    const rates = down.paths.custom.periods.map((p) => p.rate);
    expect(rates[1]).toBe(0.0475);
    expect(Math.min(...rates)).toBe(0.0275);
  });

  it("the fixed-rate comparison", () => {
    expect(r.fixed).toEqual({ rate: 0.0675, payment: 2594.39, totalInterest: 533_983.09 });
  });

  it("bad input gets a message, never a throw", () => {
    const bad = computeArm({ loanAmount: Number.NaN, initialRate: -1, margin: 0.0275, index: 0.043, initialCap: 5 });
    expect(bad.eligibility.eligible).toBe(false);
    expect(bad.eligibility.reasons.length).toBeGreaterThan(1);
  });
});

describe("computeArm matches a 60-digit decimal reference to the cent", () => {
  const eighths = fc.integer({ min: 16, max: 80 }).map((k) => k * 0.00125);
  it("over generated loans, products and index paths", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 2_000_000 }),
        eighths,
        fc.integer({ min: 0, max: 600 }).map((k) => k / 10_000),
        fc.integer({ min: 0, max: 2 }).map((k) => (["5/6", "7/6", "10/6"] as ArmProduct[])[k] ?? "5/6"),
        fc.integer({ min: -200, max: 200 }).map((k) => k / 10_000),
        (loan, initial, index, product, step) => {
          const margin = 0.0275;
          const plan = ARM_PLAN_TERMS[product];
          const r = computeArm({ loanAmount: loan, initialRate: initial, margin, index, product, customIndexChangePerYear: step });
          const round8 = (x: Decimal) => {
            const q = x.div("0.00125");
            const fl = q.floor();
            return (q.minus(fl).gt(0.5) ? fl.plus(1) : fl).mul("0.00125");
          };
          const ceiling = new D(initial).plus(plan.lifetimeCap);
          const clampTo = (target: Decimal, current: Decimal, first: boolean) => {
            const cap = new D(first ? plan.initialCap : plan.periodicCap);
            const within = Decimal.min(current.plus(cap), Decimal.max(current.minus(cap), target));
            return Decimal.max(new D(margin), Decimal.min(ceiling, within));
          };
          const custom = referenceArm(loan, initial, 360, plan.fixedMonths, (k, cur) =>
            clampTo(round8(Decimal.max(0, new D(index).plus(new D(step).div(2).mul(k))).plus(margin)), cur, k === 0),
          );
          expect(r.paths.custom.totalInterest).toBe(custom.totalInterest);
          expect(r.paths.custom.periods.slice(1).map((p) => p.payment)).toEqual(custom.payments);
          const worst = referenceArm(loan, initial, 360, plan.fixedMonths, (k, cur) => clampTo(new D(1), cur, k === 0));
          expect(r.paths.worst.totalInterest).toBe(worst.totalInterest);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000); // Decimal arithmetic over generated cases: slow on a shared machine.

  it("rates come back as the eighths they are", () => {
    const r = computeArm({ loanAmount: 300_000, initialRate: 0.05875, margin: 0.0275, index: 0.0431 });
    for (const p of r.paths.worst.periods) expect(Math.round(p.rate * RATE_SCALE) % 125_000).toBe(0);
  });
});
