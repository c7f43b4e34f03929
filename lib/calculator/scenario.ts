/**
 * Calculator scenarios in the page address (docs/architecture.md, Scenario links): reading a shared link into calculator
 * inputs, and writing the inputs back as a link.
 *
 * Every value goes through the same sanitizers as typed input, so a hand-edited or truncated link
 * still renders, showing the sanitized value; reading never throws and never yields NaN.
 * Parameters in the address use the units people read: dollars, `rate` and `currentRate` in
 * percent (6.75), `downPaymentPercent` in percent, `term` in months, `hoa` in dollars a month,
 * `income` in dollars a year, yes/no as true/false.
 */
import {
  parseAmount,
  roundHalfUp,
  sanitizeAmount,
  sanitizeAnnualAmount,
  sanitizeCreditScore,
  sanitizeInterestRate,
  sanitizeDownPayment,
  sanitizeDownPaymentPercent,
  sanitizePrice,
  sanitizeRatePercent,
  sanitizeRefiBalance,
  sanitizeRefiHomeValue,
  sanitizeTerm,
} from "@/lib/mortgage/sanitize";

import {
  changeAmount,
  changeCounty,
  changeCreditScore,
  changeDownPayment,
  changeDownPaymentPercent,
  changeHoa,
  changeInsuranceAnnual,
  changeLoanAmount,
  changeLoanFlag,
  changePrice,
  changeRate,
  changeRefi,
  changeState,
  changeTaxAnnual,
  changeTaxRate,
  changeTerm,
  downPaymentFromPercent,
  hoaMonthly,
  normalizeCountyName,
  normalizeStateCode,
  type RefiChange,
} from "./transitions";
import type { CalculatorInputs, LoanInputs } from "./types";

/** The query parameters a calculator page accepts (docs/architecture.md, Scenario links), in the order links carry them. */
export const SCENARIO_PARAMS = [
  "price",
  "downPayment",
  "downPaymentPercent",
  "rate",
  "term",
  "taxAnnual",
  "insuranceAnnual",
  "hoa",
  "creditScore",
  "state",
  "county",
  "includePMI",
  "isVeteran",
  "isVaDisabled",
  "isVaSubsequentUse",
  "vaEntitlementUsed",
  "homeValue",
  "mortgageBalanceFirst",
  "mortgageBalanceSecond",
  "currentRate",
  "income",
  "monthlyDebt",
  "extraMonthly",
] as const;

export type ScenarioParam = (typeof SCENARIO_PARAMS)[number];

const BOOLEAN_PARAMS = ["includePMI", "isVeteran", "isVaDisabled", "isVaSubsequentUse"] as const;
type BooleanParam = (typeof BOOLEAN_PARAMS)[number];

/**
 * The figures a no-JavaScript form showed for its paired fields (dollars and percent, which a
 * price moves): with them the server tells which field the person changed, and applies the same
 * transitions as the live calculator (a new price moves an unchanged down payment with its
 * percent, and tax and insurance with their rates).
 */
export interface ShownFigures {
  price: number;
  downPayment: number;
  downPaymentPercent: number;
  taxAnnual: number;
  taxRate: number;
  insuranceAnnual: number;
  insuranceRate: number;
  state: string;
  /** County key, "" when none. */
  county: string;
}

/**
 * A scenario read from a link: the parameters present, in the calculator state's units
 * (`rate` and `currentRate` as fractions, `hoa` in dollars a month). Absent means "keep".
 * Not share-link parameters: `shown`, what a no-JavaScript form showed (see {@link shownText}),
 * and `taxRate` (percent in the address, a fraction here), sent by forms that ask for the rate and
 * by the "use the place's rate" link.
 */
export type Scenario = Partial<Record<Exclude<ScenarioParam, "state" | "county" | BooleanParam>, number>> &
  Partial<Record<BooleanParam, boolean>> & { state?: string; county?: string; shown?: ShownFigures; taxRate?: number };

const SHOWN_SEPARATOR = "_";

/** The `shown` value of a form for these loan inputs: its paired figures, exact, then the place. */
export function shownText(li: LoanInputs): string {
  const figures = [li.price, li.downPayment, li.downPaymentPercent, li.taxAnnual, li.taxRate, li.insuranceAnnual, li.insuranceRate];
  return [...figures, li.state, li.county].join(SHOWN_SEPARATOR);
}

/** Reads `shown` back, every figure through its sanitizer; undefined unless all nine parts are there. */
function readShown(text: string | undefined): ShownFigures | undefined {
  const parts = text?.split(SHOWN_SEPARATOR) ?? [];
  const state = normalizeStateCode(parts[7]);
  if (parts.length < 9 || state === null) return undefined;
  // Plain numbers as the form wrote them (full precision: a percent such as 23.809523809523807).
  const [price, downPayment, percent, taxAnnual, taxRate, insuranceAnnual, insuranceRate] = parts
    .slice(0, 7)
    .map((part) => (/^\d+(\.\d+)?(e-\d+)?$/.test(part) ? Number(part) : undefined));
  if ([price, downPayment, percent, taxAnnual, taxRate, insuranceAnnual, insuranceRate].some((n) => n === undefined)) return undefined;
  const shownPrice = sanitizePrice(price ?? 0);
  return {
    price: shownPrice,
    downPayment: sanitizeDownPayment(downPayment ?? 0, shownPrice),
    downPaymentPercent: sanitizeDownPaymentPercent(percent ?? 0),
    taxAnnual: sanitizeAnnualAmount(taxAnnual ?? 0),
    taxRate: sanitizeInterestRate(taxRate ?? 0),
    insuranceAnnual: sanitizeAnnualAmount(insuranceAnnual ?? 0),
    insuranceRate: sanitizeInterestRate(insuranceRate ?? 0),
    state,
    // The county's name may hold any character: it is the rest of the text.
    county: normalizeCountyName(parts.slice(8).join(SHOWN_SEPARATOR)),
  };
}

/** What a page receives: `URLSearchParams`, or Next's `searchParams` object. */
export type ScenarioSource = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function readParam(source: ScenarioSource, name: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(name) ?? undefined;
  const value = source[name];
  return typeof value === "string" ? value : value?.[0];
}

/** Whether the address carries a scenario (any of {@link SCENARIO_PARAMS}). */
export function hasScenario(source: ScenarioSource): boolean {
  return SCENARIO_PARAMS.some((name) => readParam(source, name) !== undefined);
}

/** Yes/no as links may spell it; anything else is left out (the current value stays). */
function readBoolean(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  if (["1", "true", "yes", "on", "y"].includes(word)) return true;
  if (["0", "false", "no", "off", "n"].includes(word)) return false;
  return undefined;
}

/** A number only when the text is one (for fields whose bad value means "keep the current one"). */
function numericOrUndefined(text: string): number | undefined {
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * Reads the scenario in a page address. Unknown parameters are ignored; a repeated parameter
 * counts once (its first value). Bad values become what the sanitizers make of them (a price of
 * "abc" is 0, a rate of 150 is 0, a credit score of 300 is 400); values with no sanitized form
 * (a state code the reference data does not know, a yes/no that is neither, a term or credit score
 * that is not a number) are left out so the current value stays.
 *
 * @param source `URLSearchParams` or Next's `searchParams` record
 * @returns the parameters present, in state units
 */
export function parseScenario(source: ScenarioSource): Scenario {
  const scenario: Scenario = {};
  const text = (name: ScenarioParam) => readParam(source, name);

  const price = text("price");
  if (price !== undefined) scenario.price = sanitizePrice(price);
  const shown = readShown(readParam(source, "shown"));
  if (shown) scenario.shown = shown;
  const downPayment = text("downPayment");
  // Checked against the price again when applied; here only its own rules (rounded up, >= 0). A
  // form's untouched amount stays as shown, to read as unchanged even above a lowered price.
  const priceCap = shown ? Infinity : (scenario.price ?? Infinity);
  if (downPayment !== undefined) scenario.downPayment = sanitizeDownPayment(downPayment, priceCap);
  const downPaymentPercent = text("downPaymentPercent");
  if (downPaymentPercent !== undefined) scenario.downPaymentPercent = sanitizeDownPaymentPercent(downPaymentPercent);
  const rate = text("rate");
  if (rate !== undefined) scenario.rate = sanitizeRatePercent(rate);
  const term = numericOrUndefined(text("term") ?? "");
  if (term !== undefined) scenario.term = sanitizeTerm(term, term);
  const taxAnnual = text("taxAnnual");
  if (taxAnnual !== undefined) scenario.taxAnnual = sanitizeAnnualAmount(taxAnnual);
  const insuranceAnnual = text("insuranceAnnual");
  if (insuranceAnnual !== undefined) scenario.insuranceAnnual = sanitizeAnnualAmount(insuranceAnnual);
  const creditScore = numericOrUndefined(text("creditScore") ?? "");
  if (creditScore !== undefined) scenario.creditScore = sanitizeCreditScore(creditScore, creditScore);
  const state = normalizeStateCode(text("state"));
  if (state !== null) scenario.state = state;
  const county = text("county");
  if (county !== undefined) scenario.county = normalizeCountyName(county);
  for (const name of BOOLEAN_PARAMS) {
    const value = readBoolean(text(name) ?? "");
    if (value !== undefined) scenario[name] = value;
  }
  const homeValue = text("homeValue");
  if (homeValue !== undefined) scenario.homeValue = sanitizeRefiHomeValue(homeValue);
  for (const name of ["mortgageBalanceFirst", "mortgageBalanceSecond"] as const) {
    const value = text(name);
    if (value !== undefined) scenario[name] = sanitizeRefiBalance(value);
  }
  const currentRate = text("currentRate");
  if (currentRate !== undefined) scenario.currentRate = sanitizeRatePercent(currentRate);
  for (const name of ["hoa", "vaEntitlementUsed", "income", "monthlyDebt", "extraMonthly"] as const) {
    const value = text(name);
    if (value !== undefined) scenario[name] = sanitizeAmount(value);
  }
  const taxRate = readParam(source, "taxRate");
  if (taxRate !== undefined) scenario.taxRate = sanitizeRatePercent(taxRate);
  return scenario;
}

/** What a percent field shows for a value (3 decimals), so an untouched field reads as unchanged. */
function shownPercent(value: number): number {
  return Number(value.toFixed(3));
}

/**
 * A no-JavaScript form's paired fields, as the live calculator would have changed them: from the
 * figures the form showed, the price first (an unchanged down payment follows its percent, tax and
 * insurance their rates unless locked), then, in each pair, the field the person changed (the
 * dollars when both were), then a changed tax rate (a rate field, or the tax note's link).
 */
function applyFormEdits(inputs: CalculatorInputs, scenario: Scenario, shown: ShownFigures): CalculatorInputs {
  const loan = shown.price - shown.downPayment;
  const { state: _state, county: _county, ...figures } = shown;
  let next: CalculatorInputs = { ...inputs, loanInputs: { ...inputs.loanInputs, ...figures, loan } };
  if (scenario.price !== undefined && scenario.price !== shown.price) next = changePrice(next, scenario.price);
  if (scenario.downPayment !== undefined && scenario.downPayment !== shown.downPayment) next = changeDownPayment(next, scenario.downPayment);
  else if (scenario.downPaymentPercent !== undefined && scenario.downPaymentPercent !== shownPercent(shown.downPaymentPercent)) {
    next = changeDownPaymentPercent(next, scenario.downPaymentPercent);
  }
  if (scenario.taxAnnual !== undefined && scenario.taxAnnual !== shown.taxAnnual) next = changeTaxAnnual(next, scenario.taxAnnual);
  if (scenario.insuranceAnnual !== undefined && scenario.insuranceAnnual !== shown.insuranceAnnual) {
    next = changeInsuranceAnnual(next, scenario.insuranceAnnual);
  }
  // A rate field sends the rate as it shows it (3 decimals of a percent): only a changed one counts.
  const taxRateChanged = scenario.taxRate !== undefined && scenario.taxRate !== sanitizeRatePercent(shown.taxRate * 100);
  return taxRateChanged && scenario.taxRate !== undefined ? changeTaxRate(next, scenario.taxRate) : next;
}

/**
 * The down payment of a scenario: an amount wins over a percent (it is what the person saw); the
 * percent is kept when it gives that very amount (FHA's 3.5 % stays 3.5, not 3.50002).
 */
function applyDownPayment(inputs: CalculatorInputs, scenario: Scenario): CalculatorInputs {
  const { downPayment, downPaymentPercent } = scenario;
  if (downPayment === undefined) {
    return downPaymentPercent === undefined ? inputs : changeDownPaymentPercent(inputs, downPaymentPercent);
  }
  const next = changeDownPayment(inputs, downPayment);
  const li = next.loanInputs;
  const percentAgrees = downPaymentPercent !== undefined && downPaymentFromPercent(li.price, downPaymentPercent).downPayment === li.downPayment;
  return percentAgrees ? { ...next, loanInputs: { ...li, downPaymentPercent } } : next;
}

/**
 * Applies a scenario to calculator inputs: the link wins over what was there (stored state, the
 * type's defaults). It is the same transitions as typing the values in this order: price (the
 * down payment follows its percent, tax and insurance follow the lock), down payment, annual
 * tax and insurance (their rates follow), rate, term (within the program's limits), state (a
 * new state clears the county), county, the rest. `hoa` becomes a monthly amount. A no-JavaScript
 * form's submission (with `shown`) changes only the paired fields the person changed (see
 * applyFormEdits), so it gives the figures the live calculator gives.
 *
 * @param inputs current inputs (the page's type already switched)
 * @param scenario from {@link parseScenario}
 */
export function applyScenario(inputs: CalculatorInputs, scenario: Scenario): CalculatorInputs {
  let next: CalculatorInputs;
  if (scenario.shown) next = applyFormEdits(inputs, scenario, scenario.shown);
  else {
    next = scenario.price === undefined ? inputs : changePrice(inputs, scenario.price);
    next = applyDownPayment(next, scenario);
    if (scenario.taxAnnual !== undefined) next = changeTaxAnnual(next, scenario.taxAnnual);
    if (scenario.insuranceAnnual !== undefined) next = changeInsuranceAnnual(next, scenario.insuranceAnnual);
    if (scenario.taxRate !== undefined) next = changeTaxRate(next, scenario.taxRate);
  }
  if (scenario.rate !== undefined) next = changeRate(next, scenario.rate);
  if (scenario.term !== undefined) next = changeTerm(next, scenario.term);
  if (scenario.state !== undefined) next = changeState(next, scenario.state);
  if (scenario.county !== undefined) next = changeCounty(next, scenario.county);
  for (const field of BOOLEAN_PARAMS) {
    const value = scenario[field];
    if (value !== undefined) next = changeLoanFlag(next, field, value);
  }
  if (scenario.vaEntitlementUsed !== undefined) next = changeLoanAmount(next, "vaEntitlementUsed", scenario.vaEntitlementUsed);
  if (scenario.creditScore !== undefined) next = changeCreditScore(next, scenario.creditScore);
  const refi: RefiChange = {};
  for (const field of ["homeValue", "mortgageBalanceFirst", "mortgageBalanceSecond", "currentRate"] as const) {
    const value = scenario[field];
    if (value !== undefined) refi[field] = value;
  }
  next = changeRefi(next, refi);
  if (scenario.hoa !== undefined) next = changeHoa(next, { amount: scenario.hoa, divisor: 1 });
  for (const field of ["income", "monthlyDebt", "extraMonthly"] as const) {
    const value = scenario[field];
    if (value !== undefined) next = changeAmount(next, field, value);
  }
  return next;
}

/**
 * The scenario the inputs stand for: every parameter, in state units. `county` is left out when
 * none is chosen.
 */
export function scenarioFromInputs(inputs: CalculatorInputs): Scenario {
  const li = inputs.loanInputs;
  return {
    price: li.price,
    downPayment: li.downPayment,
    downPaymentPercent: li.downPaymentPercent,
    rate: li.rate,
    term: li.term,
    taxAnnual: li.taxAnnual,
    insuranceAnnual: li.insuranceAnnual,
    hoa: hoaMonthly(inputs.hoa),
    creditScore: li.creditScore,
    state: li.state,
    ...(li.county !== "" && { county: li.county }),
    includePMI: li.includePMI,
    isVeteran: li.isVeteran,
    isVaDisabled: li.isVaDisabled,
    isVaSubsequentUse: li.isVaSubsequentUse,
    vaEntitlementUsed: li.vaEntitlementUsed,
    homeValue: inputs.refi.homeValue,
    mortgageBalanceFirst: inputs.refi.mortgageBalanceFirst,
    mortgageBalanceSecond: inputs.refi.mortgageBalanceSecond,
    currentRate: inputs.refi.currentRate,
    income: inputs.income,
    monthlyDebt: inputs.monthlyDebt,
    extraMonthly: inputs.extraMonthly,
  };
}

/** A fraction (0.0675) as the percent a link carries ("6.75"): rates keep 5 decimals as fractions. */
function percentText(fraction: number): string {
  return String(roundHalfUp(fraction * 100, 3));
}

/**
 * The share link's query for the inputs (docs/architecture.md, Scenario links); `parseScenario` reads it back to the same
 * inputs. `downPaymentPercent` is written only when the amount alone would not give it back
 * (e.g. FHA's 3.5 %), which keeps links short and free of long decimals.
 *
 * @param inputs the calculator inputs
 * @param params which parameters to write (default: all); a page shares only what it uses
 */
export function scenarioToSearchParams(inputs: CalculatorInputs, params: readonly ScenarioParam[] = SCENARIO_PARAMS): URLSearchParams {
  const scenario = scenarioFromInputs(inputs);
  const li = inputs.loanInputs;
  const percentFromAmount = li.price > 0 ? (li.downPayment / li.price) * 100 : Number.NaN;
  const query = new URLSearchParams();
  for (const name of params) {
    const value = scenario[name];
    if (value === undefined) continue;
    if (name === "downPaymentPercent" && value === percentFromAmount && params.includes("downPayment")) continue;
    if (typeof value === "boolean" || typeof value === "string") query.set(name, String(value));
    else query.set(name, name === "rate" || name === "currentRate" ? percentText(value) : String(value));
  }
  return query;
}
