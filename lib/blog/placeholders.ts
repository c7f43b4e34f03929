/**
 * Figures in articles come from the engine and the reference data, never typed by hand: a
 * Markdown post writes `{{fha.ufmip}}` or `{{purchase.mortgageInsurance type=fha price=350000
 * downPercent=3.5 rate=6.5}}` and this module replaces it with the value lib/mortgage and
 * lib/reference give today. A change of rate table or limit changes every article with it.
 *
 * Syntax: `{{name key=value key=value}}`. Values are numbers, words or `true`/`false`; rates are
 * percents (6.5 = 6.5%), terms months, money dollars, like the calculators' URLs (docs/architecture.md, Scenario links).
 * Money is printed with cents unless `fmt=dollars`; months as a number unless `fmt=duration`.
 *
 * An unknown name, an unknown or missing argument, or a bad value throws PlaceholderError: the
 * unit test renders every post, so a typo fails the tests and the build, never shows as "{{".
 */
import { formatDecimal, formatUsdDigits } from "@/lib/format/en-us";
import { RATIO_LIMITS } from "@/lib/mortgage/affordability";
import { computeAffordability } from "@/lib/mortgage/affordability";
import { fhaMipChart, vaFundingFeeChart } from "@/lib/mortgage/charts";
import { FHA_MIN_SCORE, FHA_MIN_SCORE_LOW_DOWN, FHA_UFMIP_BPS, fhaMinimumDownPaymentPercent } from "@/lib/mortgage/fha";
import { monthlyPayment } from "@/lib/mortgage/payment";
import { PMI_AUTOMATIC_TERMINATION_LTV_PERCENT, PMI_BORROWER_CANCELLATION_LTV_PERCENT } from "@/lib/mortgage/pmi";
import { computePurchase, type PurchaseResult } from "@/lib/mortgage/purchase";
import { computeRefinance, REFINANCE_MAX_LTV, type RefinanceProgram, type RefinanceResult } from "@/lib/mortgage/refinance";
import { SOURCES, type SourceId } from "@/lib/mortgage/sources";
import { CALC_TYPES, type CalcType } from "@/lib/mortgage/types";
import { USDA_ANNUAL_BPS, USDA_TERM_MONTHS, USDA_UPFRONT_BPS } from "@/lib/mortgage/usda";
import { vaFundingFeeBps } from "@/lib/mortgage/va";
import { VA_IRRRL_MAX_RECOUPMENT_MONTHS } from "@/lib/mortgage/va-irrrl";
import { countyByFips } from "@/lib/reference/counties";
import { conformingLimit, fhaLimit2025 } from "@/lib/reference/loan-limits";
import { CONFORMING_BASELINE_2026, CONFORMING_CEILING_2026, FHA_CEILING_2026, FHA_FLOOR_2026 } from "@/lib/reference/national-limits";
import { VA_FUNDING_FEE_EXEMPTIONS } from "@/lib/reference/generated/programs";
import type { UnitLimits } from "@/lib/reference/types";

/** A placeholder that cannot be resolved; the message names it and says why. */
export class PlaceholderError extends Error {
  constructor(placeholder: string, reason: string) {
    super(`Placeholder {{${placeholder}}}: ${reason}`);
    this.name = "PlaceholderError";
  }
}

/** Arguments of one placeholder; each read marks the key as used so leftovers are reported. */
class Args {
  private readonly used = new Set<string>();
  constructor(
    private readonly source: string,
    private readonly values: ReadonlyMap<string, string>,
  ) {}

  private raw(key: string): string | undefined {
    this.used.add(key);
    return this.values.get(key);
  }

  number(key: string, fallback?: number): number {
    const text = this.raw(key);
    if (text === undefined) {
      if (fallback === undefined) throw new PlaceholderError(this.source, `missing ${key}=`);
      return fallback;
    }
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new PlaceholderError(this.source, `${key}=${text} is not a number`);
    return Number(text);
  }

  optionalNumber(key: string): number | undefined {
    return this.values.has(key) ? this.number(key) : undefined;
  }

  word<T extends string>(key: string, allowed: readonly T[], fallback?: T): T {
    const text = this.raw(key);
    if (text === undefined) {
      if (fallback === undefined) throw new PlaceholderError(this.source, `missing ${key}=`);
      return fallback;
    }
    const found = allowed.find((value) => value === text);
    if (!found) throw new PlaceholderError(this.source, `${key}=${text} is not one of ${allowed.join(", ")}`);
    return found;
  }

  flag(key: string, fallback = false): boolean {
    return this.word(key, ["true", "false"], fallback ? "true" : "false") === "true";
  }

  /** Throws for any argument the handler did not read (a typo such as `prise=`). */
  assertAllUsed(): void {
    const unknown = [...this.values.keys()].filter((key) => !this.used.has(key));
    if (unknown.length > 0) throw new PlaceholderError(this.source, `unknown argument ${unknown.join(", ")}`);
  }
}

type Handler = (args: Args) => string;

// ---- formatting ----------------------------------------------------------------------------

const percentFromBps = (bps: number) => `${formatDecimal(bps / 100, 0, 2)}%`;
const percent = (value: number) => `${formatDecimal(value, 0, 2)}%`;
const ratioPercent = (fraction: number | null) => (fraction === null ? "no limit" : percent(Math.round(fraction * 10_000) / 100));

function money(amount: number, args: Args): string {
  const format = args.word("fmt", ["cents", "dollars"], "cents");
  return format === "dollars" ? formatUsdDigits(Math.round(amount), 0, 0) : formatUsdDigits(amount, 2, 2);
}

/** "98" or, with fmt=duration, "8 years and 2 months". */
function months(count: number, args: Args): string {
  const format = args.word("fmt", ["number", "duration"], "number");
  if (format === "number") return String(count);
  const years = Math.floor(count / 12);
  const rest = count % 12;
  const parts = [years > 0 ? `${years} year${years === 1 ? "" : "s"}` : "", rest > 0 ? `${rest} month${rest === 1 ? "" : "s"}` : ""].filter(Boolean);
  return parts.join(" and ") || "0 months";
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

// ---- scenarios ------------------------------------------------------------------------------

/** Down payment in dollars from down= (dollars) or downPercent= (percent of the price). */
function downPayment(args: Args, price: number): number {
  const dollars = args.optionalNumber("down");
  const pct = args.optionalNumber("downPercent");
  if (dollars !== undefined && pct !== undefined) throw new PlaceholderError("downPayment", "give down= or downPercent=, not both");
  if (dollars !== undefined) return dollars;
  // Percent of the price, to the cent (the calculators do the same).
  return Math.round(price * (pct ?? 20)) / 100;
}

function purchase(args: Args): PurchaseResult {
  const calcType = args.word<CalcType>("type", CALC_TYPES);
  const price = args.number("price");
  return computePurchase({
    calcType,
    price,
    downPayment: downPayment(args, price),
    rate: args.number("rate") / 100,
    term: args.number("term", 360),
    taxAnnual: args.number("tax", 0),
    insuranceAnnual: args.number("insurance", 0),
    creditScore: args.number("score", 760),
    isVaDisabled: args.flag("exempt"),
    isVaSubsequentUse: args.flag("subsequent"),
    includeSchedule: false,
  });
}

const PURCHASE_MONEY = {
  monthlyPayment: (r: PurchaseResult) => r.monthlyPayment,
  principalAndInterest: (r: PurchaseResult) => r.principalAndInterest,
  mortgageInsurance: (r: PurchaseResult) => r.mortgageInsurance,
  loanAmount: (r: PurchaseResult) => r.loanAmount,
  totalLoanAmount: (r: PurchaseResult) => r.totalLoanAmount,
  upfrontFee: (r: PurchaseResult) => r.upfrontFee,
  downPayment: (r: PurchaseResult) => r.downPayment,
  totalInterest: (r: PurchaseResult) => r.totalInterest,
  totalMortgageInsurance: (r: PurchaseResult) => r.totalMortgageInsurance,
  pmiWouldCost: (r: PurchaseResult) => r.pmi?.wouldCost ?? r.pmi?.monthly ?? 0,
} as const;

const PURCHASE_MONTHS = {
  pmiEndsMonth: (r: PurchaseResult) => r.pmi?.endsMonth ?? 0,
  mipMonths: (r: PurchaseResult) => r.fhaMip?.durationMonths ?? 0,
  payoffMonths: (r: PurchaseResult) => r.payoffMonths,
} as const;

function refinance(args: Args): RefinanceResult {
  const balance = args.number("balance");
  return computeRefinance({
    program: args.word<RefinanceProgram>("program", ["conventional", "fha", "va"], "conventional"),
    homeValue: args.number("homeValue"),
    mortgageBalanceFirst: balance,
    currentRate: args.number("currentRate") / 100,
    currentRemainingTerm: args.number("remaining", 360),
    newRate: args.number("newRate") / 100,
    newTerm: args.number("term", 360),
    closingCosts: args.number("closingCosts"),
    rollClosingCosts: args.flag("roll"),
    creditScore: args.number("score", 760),
  });
}

function affordability(args: Args) {
  return computeAffordability({
    calcType: args.word<CalcType>("type", CALC_TYPES),
    income: args.number("income"),
    monthlyDebt: args.number("debt", 0),
    downPayment: args.number("down"),
    rate: args.number("rate") / 100,
    term: args.number("term", 360),
    taxRate: args.number("taxRate", 0) / 100,
    insuranceRate: args.number("insuranceRate", 0) / 100,
    creditScore: args.number("score", 760),
    stretch: args.flag("stretch"),
  });
}

/** Discount points: cost in dollars, points x 1% of the loan, to the cent. */
function pointsCost(args: Args): number {
  return Math.round(args.number("loan") * args.number("points")) / 100;
}

/** Months for a lower payment to repay the points: the refinance break-even of lib/mortgage, same loan, costs paid in cash. */
function pointsBreakEven(args: Args): number | null {
  const loan = args.number("loan");
  const cost = pointsCost(args);
  const term = args.number("term", 360);
  return computeRefinance({
    homeValue: loan * 2,
    mortgageBalanceFirst: loan,
    currentRate: args.number("rate") / 100,
    currentRemainingTerm: term,
    newRate: args.number("newRate") / 100,
    newTerm: term,
    closingCosts: cost,
    rollClosingCosts: false,
  }).breakEvenMonths;
}

/**
 * What a temporary buydown costs the seller or builder: in each buydown year, 12 x (the payment
 * at the note rate - the payment at the reduced rate). steps=2-1 is a 2-1 buydown (2 points
 * below the note rate in year 1, 1 in year 2); steps=3-2-1 and steps=1-0 work the same way.
 */
function buydownSubsidyCents(args: Args): number {
  const loan = args.number("loan");
  const rate = args.number("rate");
  const term = args.number("term", 360);
  const steps = args.word("steps", ["1-0", "2-1", "3-2-1"], "2-1").split("-").map(Number);
  const notePayment = monthlyPayment(loan, rate / 100, term);
  return steps.reduce((sum, step) => sum + 12 * Math.round((notePayment - monthlyPayment(loan, (rate - step) / 100, term)) * 100), 0);
}

function buydownYearPayment(args: Args): number {
  const loan = args.number("loan");
  const rate = args.number("rate");
  const term = args.number("term", 360);
  const below = args.number("below", 0);
  return monthlyPayment(loan, (rate - below) / 100, term);
}

// ---- reference figures -----------------------------------------------------------------------

function units(args: Args): 1 | 2 | 3 | 4 {
  return Number(args.word("units", ["1", "2", "3", "4"], "1")) as 1 | 2 | 3 | 4;
}

/** A national limit for the units= argument, in whole dollars. */
function nationalLimit(limits: UnitLimits, args: Args): string {
  const [one, two, three, four] = limits;
  return formatUsdDigits([one, two, three, four][units(args) - 1] ?? one, 0, 0);
}

function countyFips(args: Args): string {
  const fips = String(args.number("fips")).padStart(5, "0");
  if (!countyByFips(fips)) throw new PlaceholderError(`fips=${fips}`, "no such county");
  return fips;
}

function sourceCitation(id: string): string {
  if (!(id in SOURCES)) throw new PlaceholderError(`source id=${id}`, "no such source in lib/mortgage/sources.ts");
  const source = SOURCES[id as SourceId];
  return `${source.publisher}, ${source.title} (${source.year})`;
}

const nationalLimitRows = () => {
  const dollars = (value: number) => formatUsdDigits(value, 0, 0);
  return [
    ["Conforming baseline (FHFA)", ...CONFORMING_BASELINE_2026.map(dollars)],
    ["Conforming high-cost ceiling (FHFA)", ...CONFORMING_CEILING_2026.map(dollars)],
    ["FHA floor (HUD)", ...FHA_FLOOR_2026.map(dollars)],
    ["FHA ceiling (HUD)", ...FHA_CEILING_2026.map(dollars)],
  ];
};

const HANDLERS: Readonly<Record<string, Handler>> = {
  // FHA
  "fha.ufmip": () => percentFromBps(FHA_UFMIP_BPS),
  "fha.minDown": () => percent(fhaMinimumDownPaymentPercent(FHA_MIN_SCORE_LOW_DOWN) ?? 0),
  "fha.minDownLowScore": () => percent(fhaMinimumDownPaymentPercent(FHA_MIN_SCORE) ?? 0),
  "fha.minScoreLowDown": () => String(FHA_MIN_SCORE_LOW_DOWN),
  "fha.minScore": () => String(FHA_MIN_SCORE),
  "fha.mipTable": () => {
    const chart = fhaMipChart();
    return table(
      ["Term", "Base loan amount", "Loan-to-value", "Annual MIP", "Paid for"],
      chart.rows.map((row) => [row.term, row.baseLoanAmount, row.ltv, percentFromBps(row.annualMipBps), row.duration]),
    );
  },
  // VA
  "va.fee": (args) => {
    const purpose = args.word("purpose", ["purchase", "cash_out", "irrrl"], "purchase");
    const down = args.number("downPercent", 0);
    return percentFromBps(
      vaFundingFeeBps({ purpose, subsequentUse: args.flag("subsequent"), exempt: false, downPaymentCents: down * 100, priceCents: 10_000 }),
    );
  },
  "va.feeTable": () =>
    table(
      ["Loan", "Use of the benefit", "Down payment", "Funding fee"],
      vaFundingFeeChart()
        .rows.filter((row) => row.loanType.startsWith("Purchase"))
        .map((row) => [row.loanType, row.usage, row.downPayment, `${formatDecimal(row.feePercent, 0, 2)}%`]),
    ),
  "va.exemptions": () => VA_FUNDING_FEE_EXEMPTIONS.map((exemption) => `- ${exemption}`).join("\n"),
  "va.irrrlRecoupMonths": () => String(VA_IRRRL_MAX_RECOUPMENT_MONTHS),
  // Refinance
  "refinance.maxCashOutLtv": (args) =>
    ratioPercent(REFINANCE_MAX_LTV[args.word<RefinanceProgram>("program", ["conventional", "fha", "va"], "conventional")].cashOut),
  // USDA
  "usda.upfront": () => percentFromBps(USDA_UPFRONT_BPS),
  "usda.annual": () => percentFromBps(USDA_ANNUAL_BPS),
  "usda.termYears": () => String(USDA_TERM_MONTHS / 12),
  // PMI (Homeowners Protection Act)
  "pmi.autoEnd": () => percent(PMI_AUTOMATIC_TERMINATION_LTV_PERCENT),
  "pmi.requestCancel": () => percent(PMI_BORROWER_CANCELLATION_LTV_PERCENT),
  // Qualifying ratios
  "ratio.front": (args) => {
    const type = args.word<CalcType>("type", CALC_TYPES);
    return ratioPercent(RATIO_LIMITS[type][args.flag("stretch") ? "stretch" : "standard"].front);
  },
  "ratio.back": (args) => {
    const type = args.word<CalcType>("type", CALC_TYPES);
    return ratioPercent(RATIO_LIMITS[type][args.flag("stretch") ? "stretch" : "standard"].back);
  },
  // Loan limits
  "limits.table2026": () => table(["2026 limit", "1 unit", "2 units", "3 units", "4 units"], nationalLimitRows()),
  "limits.conformingBaseline": (args) => nationalLimit(CONFORMING_BASELINE_2026, args),
  "limits.conformingCeiling": (args) => nationalLimit(CONFORMING_CEILING_2026, args),
  "limits.fhaFloor": (args) => nationalLimit(FHA_FLOOR_2026, args),
  "limits.fhaCeiling": (args) => nationalLimit(FHA_CEILING_2026, args),
  "limits.conforming": (args) => {
    const fips = countyFips(args);
    return formatUsdDigits(conformingLimit(fips, units(args)) ?? 0, 0, 0);
  },
  "limits.fha2025": (args) => {
    const fips = countyFips(args);
    const limit = fhaLimit2025(fips, units(args));
    if (limit === null) throw new PlaceholderError(`limits.fha2025 fips=${fips}`, "HUD published no 2025 limit for this county");
    return formatUsdDigits(limit, 0, 0);
  },
  "county.name": (args) => {
    const county = countyByFips(countyFips(args));
    return county ? `${county.name}, ${county.state}` : "";
  },
  // Sources, cited with publisher, title and year.
  source: (args) => {
    const id = args.word("id", Object.keys(SOURCES));
    return sourceCitation(id);
  },
  // Worked examples through the calculators' engines.
  ...Object.fromEntries(Object.entries(PURCHASE_MONEY).map(([field, read]) => [`purchase.${field}`, (args: Args) => money(read(purchase(args)), args)])),
  ...Object.fromEntries(Object.entries(PURCHASE_MONTHS).map(([field, read]) => [`purchase.${field}`, (args: Args) => months(read(purchase(args)), args)])),
  "purchase.mipRate": (args) => percentFromBps(purchase(args).fhaMip?.annualRateBps ?? 0),
  "purchase.upfrontFeeRate": (args) => percentFromBps(purchase(args).upfrontFeeBps),
  "purchase.pmiRate": (args) => percent(purchase(args).pmi?.annualRate ?? 0),
  "refinance.monthlySaving": (args) => money(refinance(args).monthlySaving, args),
  "refinance.currentPayment": (args) => money(refinance(args).currentPayment, args),
  "refinance.principalAndInterest": (args) => money(refinance(args).principalAndInterest, args),
  "refinance.interestSavings": (args) => money(refinance(args).interestSavings, args),
  "refinance.breakEvenMonths": (args) => {
    const result = refinance(args).breakEvenMonths;
    if (result === null) throw new PlaceholderError("refinance.breakEvenMonths", "the payment does not fall, so there is no break-even");
    return months(result, args);
  },
  "affordability.maxPrice": (args) => money(affordability(args).maxPrice, args),
  "affordability.monthlyPayment": (args) => money(affordability(args).monthlyPayment, args),
  "affordability.maxHousingPayment": (args) => money(affordability(args).maxHousingPayment, args),
  "affordability.loanAmount": (args) => money(affordability(args).loanAmount, args),
  "affordability.grossMonthlyIncome": (args) => money(affordability(args).grossMonthlyIncome, args),
  "payment.principalAndInterest": (args) => money(monthlyPayment(args.number("loan"), args.number("rate") / 100, args.number("term", 360)), args),
  "points.cost": (args) => money(pointsCost(args), args),
  "points.breakEvenMonths": (args) => {
    const result = pointsBreakEven(args);
    if (result === null) throw new PlaceholderError("points.breakEvenMonths", "the lower rate does not lower the payment");
    return months(result, args);
  },
  "buydown.subsidy": (args) => money(buydownSubsidyCents(args) / 100, args),
  "buydown.payment": (args) => money(buydownYearPayment(args), args),
};

/** Every placeholder name, for documentation and tests. */
export const PLACEHOLDER_NAMES: readonly string[] = Object.keys(HANDLERS).sort();

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** Resolves one placeholder's inside ("name key=value ..."). */
export function resolvePlaceholder(inside: string): string {
  const source = inside.trim();
  const [name = "", ...pairs] = source.split(/\s+/);
  const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
  if (!handler) throw new PlaceholderError(source, `unknown placeholder "${name}"`);
  const values = new Map<string, string>();
  for (const pair of pairs) {
    const match = /^([A-Za-z][A-Za-z0-9]*)=([^\s=]+)$/.exec(pair);
    if (!match) throw new PlaceholderError(source, `"${pair}" is not key=value`);
    if (values.has(match[1]!)) throw new PlaceholderError(source, `${match[1]} is given twice`);
    values.set(match[1]!, match[2]!);
  }
  const args = new Args(source, values);
  const value = handler(args);
  args.assertAllUsed();
  return value;
}

/**
 * Replaces every `{{...}}` in a text. Throws PlaceholderError for an unresolvable one, and for
 * a stray `{{` or `}}` left after replacing (a placeholder typed with one brace too few).
 */
export function resolvePlaceholders(text: string): string {
  const out = text.replace(PLACEHOLDER, (_match, inside: string) => resolvePlaceholder(inside));
  const stray = /\{\{|\}\}/.exec(out);
  if (stray) {
    const context = out.slice(Math.max(0, stray.index - 30), stray.index + 30).replace(/\s+/g, " ");
    throw new PlaceholderError(context, "unbalanced braces");
  }
  return out;
}
