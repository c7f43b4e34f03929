import Decimal from "decimal.js";
import fc from "fast-check";
import { computeRentVsBuy, type RentVsBuyInput } from "./rent-vs-buy";

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
const c = (x: Decimal) => x.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);

/** Independent reference of the model the page states, in 60-digit decimal cents. */
function reference(i: Required<Omit<RentVsBuyInput, "filingJointly">>) {
  const price = new D(i.price).mul(100);
  const down = new D(i.downPayment).mul(100);
  const loan = price.minus(down);
  const r = new D(i.rate).div(12);
  const n = i.termMonths;
  const pay = r.isZero() ? c(loan.div(n)) : c(loan.mul(r).div(new D(1).minus(r.plus(1).pow(-n))));
  const buying = c(price.mul(i.buyingCostRate));
  let bal = loan;
  let value = price;
  let tax = new D(i.taxAnnual).mul(100);
  let ins = new D(i.insuranceAnnual).mul(100);
  let hoa = new D(i.hoa).mul(100);
  let rent = new D(i.rent).mul(100);
  let renter = down.plus(buying);
  let buyer = new D(0);
  let yearInterest = new D(0);
  const interestLimit = Decimal.min(loan, 75_000_000);
  for (let m = 1; m <= i.years * 12; m++) {
    let pi = new D(0);
    if (bal.gt(0)) {
      // Annual rate times balance, then / 12: a twelfth of the rate has no exact decimal, and a
      // truncated one turns an exact half cent (a tie, rounded up) into 0.4999... (rounded down).
      const interest = c(bal.mul(i.rate).div(12));
      const principal = m === n || pay.minus(interest).gte(bal) ? bal : pay.minus(interest);
      bal = bal.minus(principal);
      pi = principal.plus(interest);
      yearInterest = yearInterest.plus(interest);
    }
    let cost = pi
      .plus(c(tax.div(12)))
      .plus(c(ins.div(12)))
      .plus(c(c(value.mul(i.maintenanceRate)).div(12)))
      .plus(hoa);
    if (m % 12 === 0 && i.marginalTaxRate > 0) {
      const ded = (loan.isZero() ? new D(0) : c(yearInterest.mul(interestLimit).div(loan))).plus(Decimal.min(tax, 4_040_000)).minus(3_220_000);
      if (ded.gt(0)) cost = cost.minus(c(ded.mul(i.marginalTaxRate)));
    }
    renter = renter.plus(c(renter.mul(i.investmentReturn).div(12)));
    buyer = buyer.plus(c(buyer.mul(i.investmentReturn).div(12)));
    const diff = cost.minus(rent);
    if (diff.gt(0)) renter = renter.plus(diff);
    else buyer = buyer.minus(diff);
    if (m % 12 === 0) {
      value = c(value.mul(new D(1).plus(i.appreciation)));
      tax = c(tax.mul(new D(1).plus(i.appreciation)));
      ins = c(ins.mul(new D(1).plus(i.appreciation)));
      hoa = c(hoa.mul(new D(1).plus(i.appreciation)));
      rent = c(rent.mul(new D(1).plus(i.rentGrowth)));
      yearInterest = new D(0);
    }
  }
  const buyNet = value
    .minus(c(value.mul(i.sellingCostRate)))
    .minus(bal)
    .plus(buyer);
  return { buyNetWorth: buyNet.toNumber() / 100, rentNetWorth: renter.toNumber() / 100 };
}

const base = {
  price: 500_000,
  downPayment: 100_000,
  rate: 0.065,
  termMonths: 360,
  rent: 2_800,
  years: 10,
  taxAnnual: 5_500,
  insuranceAnnual: 1_800,
  hoa: 0,
  appreciation: 0.03,
  rentGrowth: 0.03,
  investmentReturn: 0.05,
  maintenanceRate: 0.01,
  buyingCostRate: 0.03,
  sellingCostRate: 0.06,
  marginalTaxRate: 0.24,
};

describe("computeRentVsBuy", () => {
  it("by hand: a home bought outright, nothing grows: the buyer banks the rent not paid", () => {
    const r = computeRentVsBuy({
      price: 100_000,
      downPayment: 100_000,
      rate: 0,
      rent: 1_000,
      years: 1,
      appreciation: 0,
      rentGrowth: 0,
      investmentReturn: 0,
      maintenanceRate: 0,
      buyingCostRate: 0,
      sellingCostRate: 0,
    });
    expect(r.buyNetWorth).toBe(112_000);
    expect(r.rentNetWorth).toBe(100_000);
    expect(r.buyAdvantage).toBe(12_000);
    expect(r.breakEvenRent).toBe(0);
    expect(r.totalRentPaid).toBe(12_000);
  });

  it("by hand: costs of owning, selling costs and the opportunity cost at 0% interest", () => {
    // $240,000 home, $40,000 down, 0% over 200 months = $1,000/month; $1,200 tax a year = $100/month;
    // 1 year: buyer pays 3% ($7,200) to buy, 6% ($14,400) to sell, has repaid $12,000.
    const r = computeRentVsBuy({
      price: 240_000,
      downPayment: 40_000,
      rate: 0,
      termMonths: 200,
      rent: 1_500,
      years: 1,
      taxAnnual: 1_200,
      appreciation: 0,
      rentGrowth: 0,
      investmentReturn: 0,
      maintenanceRate: 0,
    });
    expect(r.monthlyBuyCost).toBe(1_100);
    expect(r.upfrontCost).toBe(47_200);
    expect(r.balanceAtEnd).toBe(188_000);
    expect(r.buyNetWorth).toBe(240_000 - 14_400 - 188_000 + 12 * 400);
    expect(r.rentNetWorth).toBe(47_200);
    expect(r.buyAdvantage).toBe(-4_800);
    // Each dollar of rent a month moves the comparison by 12: rent must be $400 higher.
    expect(r.breakEvenRent).toBe(1_900);
  });

  it("a falling price rounds the new value half up, like a rising one (found by the generated cases)", () => {
    const input = { ...base, price: 145_375, downPayment: 4_361, rate: 0, rent: 500, years: 1, appreciation: -0.0006, marginalTaxRate: 0 };
    expect(computeRentVsBuy(input).homeValueAtEnd).toBe(145_287.78);
    expect(computeRentVsBuy(input).buyNetWorth).toBe(reference(input).buyNetWorth);
  });

  it("an interest of exactly half a cent rounds up (found by the generated cases)", () => {
    // Month 35's balance, $178,890.00, at 2.2% / 12 owes exactly 32,796.5 cents of interest.
    expect(
      computeRentVsBuy({ ...base, price: 331_227, downPayment: 139_115, rate: 0.022, rent: 500, years: 3, appreciation: 0, marginalTaxRate: 0 }).buyNetWorth,
    ).toBe(133_267.08);
    const price = 331_227;
    const input = { ...base, price, downPayment: Math.round((price * 42) / 100), rate: 0.022, rent: 500, years: 3, appreciation: 0, marginalTaxRate: 0 };
    const got = computeRentVsBuy(input);
    const want = reference(input);
    expect(got.buyNetWorth).toBe(want.buyNetWorth);
    expect(got.rentNetWorth).toBe(want.rentNetWorth);
  });

  it("the 2026 tax deduction: itemized interest and property tax above the standard deduction", () => {
    const r = computeRentVsBuy({ ...base, price: 1_000_000, downPayment: 200_000, years: 1, taxAnnual: 12_000 });
    // Year-one interest on $800,000 at 6.5%, 750/800 of it deductible, + $12,000 tax - $32,200, at 24%.
    expect(r.taxSavings).toBeGreaterThan(0);
    expect(r.yearly[0]?.taxSaving).toBe(r.taxSavings);
    expect(computeRentVsBuy({ ...base, marginalTaxRate: 0 }).taxSavings).toBe(0);
  });

  it("matches the 60-digit decimal reference of the same model", () => {
    const r = computeRentVsBuy(base);
    const ref = reference(base);
    expect(r.buyNetWorth).toBe(ref.buyNetWorth);
    expect(r.rentNetWorth).toBe(ref.rentNetWorth);
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 1_500_000 }),
        fc.integer({ min: 3, max: 50 }),
        fc.integer({ min: 0, max: 900 }).map((k) => k / 10_000),
        fc.integer({ min: 500, max: 8_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -300, max: 800 }).map((k) => k / 10_000),
        fc.constantFrom(0, 0.12, 0.24, 0.37),
        (price, downPct, rate, rent, years, appreciation, marginalTaxRate) => {
          const input = { ...base, price, downPayment: Math.round((price * downPct) / 100), rate, rent, years, appreciation, marginalTaxRate };
          const got = computeRentVsBuy(input);
          const want = reference(input);
          expect(got.buyNetWorth).toBe(want.buyNetWorth);
          expect(got.rentNetWorth).toBe(want.rentNetWorth);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000); // Decimal arithmetic over generated cases: slow on a shared machine.

  it("the break-even rent is the smallest rent (to the cent) at which buying is ahead", () => {
    const r = computeRentVsBuy(base);
    expect(r.breakEvenRent).not.toBeNull();
    const at = computeRentVsBuy({ ...base, rent: r.breakEvenRent ?? 0 });
    const below = computeRentVsBuy({ ...base, rent: (r.breakEvenRent ?? 0) - 0.01 });
    expect(at.buyAdvantage).toBeGreaterThanOrEqual(0);
    expect(below.buyAdvantage).toBeLessThan(0);
    expect(r.yearly).toHaveLength(10);
    expect(r.yearly[9]?.buyAdvantage).toBe(r.buyAdvantage);
  });

  it("bad input is reported, never thrown", () => {
    const r = computeRentVsBuy({ ...base, downPayment: 600_000, years: 0 });
    expect(r.eligibility.eligible).toBe(false);
    expect(r.eligibility.reasons.join(" ")).toMatch(/down payment/);
  });
});
