/**
 * Rent or buy: the two paths month by month over the years you would stay, as the New York Times'
 * rent-vs-buy calculator models them, and the rent above which buying comes out ahead.
 *
 * The model's assumptions (each shown on the page):
 * - Buying: the down payment and buying closing costs (a share of the price) are paid at the
 *   start; each month the mortgage's principal and interest (the fixed-rate schedule,
 *   amortization.ts), property tax, homeowners insurance, maintenance (a share of the home's value
 *   a year) and HOA dues. The home's value grows by the appreciation rate once a year, and tax,
 *   insurance, maintenance and HOA grow with it. At the end the home is sold: the buyer keeps its
 *   value less the selling costs and the balance still owed.
 * - Renting: the rent, growing by the rent growth rate once a year.
 * - Opportunity cost: the renter invests what the buyer paid at the start, and each month
 *   whichever path costs less invests the difference; investments earn the return given
 *   (after tax), compounded monthly at a twelfth of it. The result is the difference of the two
 *   net worths at the end, so both paths spend the same money.
 * - Tax deduction (when a marginal tax rate is given): each year the buyer itemizes mortgage
 *   interest (on at most $750,000 of acquisition debt, 26 U.S.C. 163(h)(3)(F)) and property tax
 *   (within the state and local tax cap, $40,400 for 2026 under Public Law 119-21, counting
 *   property tax as the only state and local tax), and gains the marginal rate times what this
 *   exceeds the standard deduction by ($32,200 married filing jointly, $16,100 single, for 2026:
 *   IRS Revenue Procedure 2025-32). The saving is counted in the year's last month. Amounts are
 *   held at their 2026 values.
 * - Every amount is rounded half up to the cent where it arises, and summed in cents.
 */
import { fromCents, MONTHLY_RATE_DENOMINATOR, monthlyInterestCents, mulDivHalfUp, RATE_SCALE, rateToScaled, toCents } from "./money";
import { paymentCents } from "./payment";
import { Findings, readMoney, readRate, readTerm, type Eligibility } from "./types";

/** Mortgage interest is deductible on at most this much acquisition debt, dollars (26 U.S.C. 163(h)(3)(F)). */
export const MORTGAGE_INTEREST_DEBT_LIMIT = 750_000;
/** The 2026 cap on state and local taxes deducted, dollars (Public Law 119-21). */
export const SALT_CAP_2026 = 40_400;
/** 2026 standard deductions, dollars (IRS Revenue Procedure 2025-32). */
export const STANDARD_DEDUCTION_2026 = { joint: 32_200, single: 16_100 } as const;

export const RENT_VS_BUY_DEFAULTS = {
  years: 10,
  appreciation: 0.03,
  rentGrowth: 0.03,
  investmentReturn: 0.05,
  maintenanceRate: 0.01,
  buyingCostRate: 0.03,
  sellingCostRate: 0.06,
  marginalTaxRate: 0,
} as const;

export interface RentVsBuyInput {
  readonly price: number;
  readonly downPayment: number;
  /** Mortgage rate, fraction. */
  readonly rate: number;
  readonly termMonths?: number;
  /** Monthly rent today, dollars. */
  readonly rent: number;
  /** Years you would stay (1-40). */
  readonly years?: number;
  /** First-year property tax and homeowners insurance, dollars a year. */
  readonly taxAnnual?: number;
  readonly insuranceAnnual?: number;
  /** HOA dues, dollars a month. */
  readonly hoa?: number;
  /** Yearly rates, fractions. */
  readonly appreciation?: number;
  readonly rentGrowth?: number;
  readonly investmentReturn?: number;
  readonly maintenanceRate?: number;
  /** Closing costs of buying and selling, fractions of the price and of the sale price. */
  readonly buyingCostRate?: number;
  readonly sellingCostRate?: number;
  /** Federal marginal tax rate, fraction (0 = the deduction is not counted). */
  readonly marginalTaxRate?: number;
  readonly filingJointly?: boolean;
}

export interface RentVsBuyYear {
  readonly year: number;
  /** Value at the end of the year. */
  readonly homeValue: number;
  readonly balance: number;
  /** What buying cost this year (the start's payments in year 1), net of the tax saving. */
  readonly buyCosts: number;
  readonly rentPaid: number;
  readonly taxSaving: number;
  /** Net worth of each path if the home were sold at the end of the year. */
  readonly buyNetWorth: number;
  readonly rentNetWorth: number;
  /** buyNetWorth - rentNetWorth. */
  readonly buyAdvantage: number;
}

export interface RentVsBuyResult {
  readonly years: number;
  readonly loanAmount: number;
  readonly principalAndInterest: number;
  /** Down payment + buying closing costs. */
  readonly upfrontCost: number;
  readonly buyingCosts: number;
  /** First month's cost of owning (P&I, tax, insurance, maintenance, HOA). */
  readonly monthlyBuyCost: number;
  readonly rent: number;
  readonly homeValueAtEnd: number;
  readonly sellingCosts: number;
  readonly balanceAtEnd: number;
  readonly totalRentPaid: number;
  /** Everything buying cost over the stay, the start included, net of tax savings. */
  readonly totalBuyCosts: number;
  readonly taxSavings: number;
  readonly buyNetWorth: number;
  readonly rentNetWorth: number;
  /** Positive when buying leaves you better off. */
  readonly buyAdvantage: number;
  /** Buying is better when today's rent is at least this, dollars a month; null when no rent makes it so. */
  readonly breakEvenRent: number | null;
  /** First year at whose end buying is ahead; null when it never is within the stay. */
  readonly breakEvenYear: number | null;
  readonly yearly: RentVsBuyYear[];
  readonly eligibility: Eligibility;
  readonly notes: string[];
}

interface Model {
  readonly priceC: number;
  readonly downC: number;
  readonly loanC: number;
  readonly rateScaled: number;
  readonly n: number;
  readonly months: number;
  readonly taxC: number;
  readonly insC: number;
  readonly hoaC: number;
  readonly appreciation: number;
  readonly rentGrowth: number;
  readonly returnScaled: number;
  readonly maintenance: number;
  readonly buyingC: number;
  readonly selling: number;
  readonly marginal: number;
  readonly standardC: number;
}

interface Run {
  readonly yearly: RentVsBuyYear[];
  readonly payC: number;
  readonly firstMonthC: number;
  readonly buyTotalC: number;
  readonly rentTotalC: number;
  readonly taxSavingC: number;
  readonly valueC: number;
  readonly sellC: number;
  readonly balanceC: number;
  readonly buyNetC: number;
  readonly rentNetC: number;
}

/** x grown by a yearly rate (scaled, above -100%): x x (1 + rate), rounded half up. */
function grow(xC: number, rateScaled: number): number {
  return mulDivHalfUp(xC, RATE_SCALE + rateScaled, RATE_SCALE);
}

function scaledSigned(rate: number): number {
  return rate < 0 ? -rateToScaled(-rate) : rateToScaled(rate);
}

function simulate(m: Model, rentC0: number, withRows: boolean): Run {
  const payC = paymentCents(m.loanC, m.rateScaled, m.n);
  const monthlyRate = m.rateScaled / MONTHLY_RATE_DENOMINATOR;
  const retMonthly = m.returnScaled / MONTHLY_RATE_DENOMINATOR;
  const appreciation = scaledSigned(m.appreciation);
  const rentGrowth = scaledSigned(m.rentGrowth);
  const maintenance = rateToScaled(m.maintenance);
  const selling = rateToScaled(m.selling);
  const marginal = rateToScaled(m.marginal);
  const interestShare = m.loanC > toCents(MORTGAGE_INTEREST_DEBT_LIMIT) ? toCents(MORTGAGE_INTEREST_DEBT_LIMIT) : m.loanC;
  const yearly: RentVsBuyYear[] = [];
  let balance = m.loanC;
  let value = m.priceC;
  let tax = m.taxC;
  let ins = m.insC;
  let hoa = m.hoaC;
  let rent = rentC0;
  let renterAcct = m.downC + m.buyingC;
  let buyerAcct = 0;
  let buyTotal = m.downC + m.buyingC;
  let rentTotal = 0;
  let taxSavingTotal = 0;
  let firstMonth = 0;
  let yearBuy = buyTotal;
  let yearRent = 0;
  let yearInterest = 0;
  for (let month = 1; month <= m.months; month++) {
    const maintC = mulDivHalfUp(value, maintenance, RATE_SCALE);
    let pi = 0;
    if (balance > 0) {
      const interest = monthlyInterestCents(balance, m.rateScaled, monthlyRate);
      const principal = month === m.n || payC - interest >= balance ? balance : payC - interest;
      balance -= principal;
      pi = principal + interest;
      yearInterest += interest;
    }
    let buyC = pi + Math.round(tax / 12) + Math.round(ins / 12) + Math.round(maintC / 12) + hoa;
    if (month === 1) firstMonth = buyC;
    let saving = 0;
    if (month % 12 === 0 && marginal > 0) {
      const deductibleInterest = m.loanC > 0 ? mulDivHalfUp(yearInterest, interestShare, m.loanC) : 0;
      const salt = Math.min(tax, toCents(SALT_CAP_2026));
      const excess = deductibleInterest + salt - m.standardC;
      saving = excess > 0 ? mulDivHalfUp(excess, marginal, RATE_SCALE) : 0;
      buyC -= saving;
      taxSavingTotal += saving;
    }
    // Investments grow on last month's balance, then this month's difference is invested.
    renterAcct += monthlyInterestCents(renterAcct, m.returnScaled, retMonthly);
    buyerAcct += monthlyInterestCents(buyerAcct, m.returnScaled, retMonthly);
    const diff = buyC - rent;
    if (diff > 0) renterAcct += diff;
    else buyerAcct -= diff;
    buyTotal += buyC;
    rentTotal += rent;
    yearBuy += buyC;
    yearRent += rent;
    if (month % 12 === 0) {
      // The year ends: the home appreciates, costs follow it, the rent grows.
      value = grow(value, appreciation);
      if (withRows) {
        const sell = mulDivHalfUp(value, selling, RATE_SCALE);
        const buyNet = value - sell - balance + buyerAcct;
        yearly.push({
          year: Math.ceil(month / 12),
          homeValue: fromCents(value),
          balance: fromCents(balance),
          buyCosts: fromCents(yearBuy),
          rentPaid: fromCents(yearRent),
          taxSaving: fromCents(saving),
          buyNetWorth: fromCents(buyNet),
          rentNetWorth: fromCents(renterAcct),
          buyAdvantage: fromCents(buyNet - renterAcct),
        });
      }
      tax = grow(tax, appreciation);
      ins = grow(ins, appreciation);
      hoa = grow(hoa, appreciation);
      rent = grow(rent, rentGrowth);
      yearBuy = 0;
      yearRent = 0;
      yearInterest = 0;
    }
  }
  const sellC = mulDivHalfUp(value, selling, RATE_SCALE);
  return {
    yearly,
    payC,
    firstMonthC: firstMonth,
    buyTotalC: buyTotal,
    rentTotalC: rentTotal,
    taxSavingC: taxSavingTotal,
    valueC: value,
    sellC,
    balanceC: balance,
    buyNetC: value - sellC - balance + buyerAcct,
    rentNetC: renterAcct,
  };
}

function readYearlyRate(value: number | undefined, fallback: number, label: string, f: Findings, min = 0): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < min || value > 0.5) {
    f.fail(`${label} must be between ${min * 100}% and 50%.`);
    return fallback;
  }
  return value;
}

/** The highest monthly rent searched for the break-even, dollars. */
const MAX_RENT_CENTS = toCents(1_000_000);

/**
 * The smallest rent, in cents, at which buying is ahead (advantage >= 0); null when none up to
 * MAX_RENT_CENTS is. Buying gains on renting as the rent rises, and without rounding the
 * advantage is linear in the starting rent (every rent is the start times a growth factor, and
 * every invested difference compounds the same way on either side), so two runs give a guess
 * within cents of the answer; a widening search around it brackets the exact cent and a bisection
 * settles it, about 6 runs instead of 27.
 */
function breakEvenRentCents(advantage: (rentCents: number) => number, rentC: number): number | null {
  const a0 = advantage(0);
  if (a0 >= 0) return 0;
  const probe = Math.min(MAX_RENT_CENTS, Math.max(100_000, rentC));
  const a1 = advantage(probe);
  let lo = 0;
  let hi: number;
  if (a1 >= 0) hi = probe;
  else if (a1 <= a0) {
    if (advantage(MAX_RENT_CENTS) < 0) return null;
    hi = MAX_RENT_CENTS;
  } else {
    const guess = Math.min(MAX_RENT_CENTS, Math.max(1, Math.ceil((probe * -a0) / (a1 - a0))));
    let step = 1;
    if (advantage(guess) >= 0) {
      hi = guess;
      lo = Math.max(0, guess - step);
      while (lo > 0 && advantage(lo) >= 0) {
        hi = lo;
        step *= 2;
        lo = Math.max(0, hi - step);
      }
    } else {
      lo = guess;
      hi = guess + step;
      while (true) {
        if (hi >= MAX_RENT_CENTS) {
          if (advantage(MAX_RENT_CENTS) < 0) return null;
          hi = MAX_RENT_CENTS;
          break;
        }
        if (advantage(hi) >= 0) break;
        lo = hi;
        step *= 2;
        hi = lo + step;
      }
    }
  }
  // advantage(lo) < 0 <= advantage(hi)
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (advantage(mid) >= 0) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Compares renting with buying over the stay and finds the rent at which buying wins. */
export function computeRentVsBuy(input: RentVsBuyInput): RentVsBuyResult {
  const f = new Findings();
  const d = RENT_VS_BUY_DEFAULTS;
  const priceC = toCents(readMoney(input.price, "Home price", f));
  let downC = toCents(readMoney(input.downPayment, "Down payment", f));
  if (downC > priceC) {
    f.fail("The down payment cannot be more than the price.");
    downC = priceC;
  }
  const rate = readRate(input.rate, "Mortgage rate", f);
  const n = readTerm(input.termMonths, "Loan term", f);
  const rentC = toCents(readMoney(input.rent, "Rent", f));
  const yearsIn = input.years ?? d.years;
  const years = Number.isFinite(yearsIn) && yearsIn >= 1 && yearsIn <= 40 ? Math.floor(yearsIn) : d.years;
  if (years !== yearsIn) f.fail("Years you would stay must be a whole number from 1 to 40.");
  if (priceC <= 0) f.fail("Enter the home price.");
  const marginal = readYearlyRate(input.marginalTaxRate, d.marginalTaxRate, "Tax rate", f);
  const model: Model = {
    priceC,
    downC,
    loanC: priceC - downC,
    rateScaled: rateToScaled(rate),
    n,
    months: years * 12,
    taxC: toCents(readMoney(input.taxAnnual, "Property tax", f)),
    insC: toCents(readMoney(input.insuranceAnnual, "Home insurance", f)),
    hoaC: toCents(readMoney(input.hoa, "HOA dues", f)),
    appreciation: readYearlyRate(input.appreciation, d.appreciation, "Home price growth", f, -0.5),
    rentGrowth: readYearlyRate(input.rentGrowth, d.rentGrowth, "Rent growth", f, -0.5),
    returnScaled: rateToScaled(readYearlyRate(input.investmentReturn, d.investmentReturn, "Investment return", f)),
    maintenance: readYearlyRate(input.maintenanceRate, d.maintenanceRate, "Maintenance", f),
    buyingC: mulDivHalfUp(priceC, rateToScaled(readYearlyRate(input.buyingCostRate, d.buyingCostRate, "Buying costs", f)), RATE_SCALE),
    selling: readYearlyRate(input.sellingCostRate, d.sellingCostRate, "Selling costs", f),
    marginal,
    standardC: toCents(input.filingJointly === false ? STANDARD_DEDUCTION_2026.single : STANDARD_DEDUCTION_2026.joint),
  };
  const run = simulate(model, rentC, true);
  const advantage = (r: number): number => {
    const s = simulate(model, r, false);
    return s.buyNetC - s.rentNetC;
  };
  const breakEven = breakEvenRentCents((r) => advantage(r), rentC);
  const breakEvenYear = run.yearly.find((y) => y.buyAdvantage >= 0)?.year ?? null;
  if (model.loanC > toCents(MORTGAGE_INTEREST_DEBT_LIMIT) && marginal > 0) f.note("Interest is deducted on the first $750,000 of the loan only.");
  if (years * 12 > n) f.note("You stay past the loan's term: after the last payment only the home's running costs remain.");

  return {
    years,
    loanAmount: fromCents(model.loanC),
    principalAndInterest: fromCents(run.payC),
    upfrontCost: fromCents(downC + model.buyingC),
    buyingCosts: fromCents(model.buyingC),
    monthlyBuyCost: fromCents(run.firstMonthC),
    rent: fromCents(rentC),
    homeValueAtEnd: fromCents(run.valueC),
    sellingCosts: fromCents(run.sellC),
    balanceAtEnd: fromCents(run.balanceC),
    totalRentPaid: fromCents(run.rentTotalC),
    totalBuyCosts: fromCents(run.buyTotalC),
    taxSavings: fromCents(run.taxSavingC),
    buyNetWorth: fromCents(run.buyNetC),
    rentNetWorth: fromCents(run.rentNetC),
    buyAdvantage: fromCents(run.buyNetC - run.rentNetC),
    breakEvenRent: breakEven === null ? null : fromCents(breakEven),
    breakEvenYear,
    yearly: run.yearly,
    eligibility: f.eligibility(),
    notes: f.notes,
  };
}
