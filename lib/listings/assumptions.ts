/**
 * The listing loan assumptions: the one loan every listing payment is computed for, on the
 * search (its payment maximum and cards), the listing page and saved homes (docs/architecture.md,
 * Listing search). They travel in the address with the calculator's own parameter names, so the
 * server renders the same figures the browser shows; the visitor's last choice is also kept in
 * its own storage key, which only the listing pages write. The calculators' saved inputs never
 * change it: visiting the VA calculator must not turn a home's payment into a VA loan.
 *
 * Free of zod (the listing page and saved homes load it in the browser); the server validates
 * an address's loan with parsePaymentScenarioParams (lib/listings/search.ts).
 */
import { loanTermLabel } from "@/lib/format/loan-term";

import type { PaymentScenario } from "./search";

/** Browser storage key of the visitor's listing loan (listing pages only). */
export const LISTING_LOAN_STORAGE_KEY = "hmh:listing-loan";

/** The calculator's defaults (docs/architecture.md, Calculator state and browser storage): conventional, 20% down, 6.75%, 360 months, 760. */
export const DEFAULT_LISTING_LOAN: PaymentScenario = {
  calcType: "conventional",
  downPaymentPercent: 20,
  ratePercent: 6.75,
  term: 360,
  creditScore: 760,
  includePMI: true,
  isVaDisabled: false,
  isVaSubsequentUse: false,
};

/** The address parameters of the loan (parsePaymentScenarioParams reads them). */
export const LOAN_PARAM_NAMES = ["calcType", "downPaymentPercent", "rate", "term", "creditScore", "includePMI", "isVaDisabled", "isVaSubsequentUse"] as const;

const PROGRAM_NAMES: Record<PaymentScenario["calcType"], string> = { conventional: "Conventional", fha: "FHA", usda: "USDA", va: "VA" };
const CALC_TYPES = Object.keys(PROGRAM_NAMES) as PaymentScenario["calcType"][];

/** Whether two loans price a home the same way. */
export function sameLoan(a: PaymentScenario, b: PaymentScenario): boolean {
  return (
    a.calcType === b.calcType &&
    a.downPaymentPercent === b.downPaymentPercent &&
    a.ratePercent === b.ratePercent &&
    a.term === b.term &&
    a.creditScore === b.creditScore &&
    a.includePMI === b.includePMI &&
    a.isVaDisabled === b.isVaDisabled &&
    a.isVaSubsequentUse === b.isVaSubsequentUse
  );
}

export function isDefaultLoan(loan: PaymentScenario): boolean {
  return sameLoan(loan, DEFAULT_LISTING_LOAN);
}

/** The loan's address parameters; none for the default loan, so plain links stay plain. */
export function loanParams(loan: PaymentScenario): URLSearchParams {
  const params = new URLSearchParams();
  if (isDefaultLoan(loan)) return params;
  params.set("calcType", loan.calcType);
  params.set("downPaymentPercent", String(loan.downPaymentPercent));
  params.set("rate", String(loan.ratePercent));
  params.set("term", String(loan.term));
  params.set("creditScore", String(loan.creditScore));
  if (!loan.includePMI) params.set("includePMI", "false");
  if (loan.isVaDisabled) params.set("isVaDisabled", "true");
  if (loan.isVaSubsequentUse) params.set("isVaSubsequentUse", "true");
  return params;
}

/** A path with the loan in its query ("/listings/abc/" or "/listings/abc/?calcType=fha&..."). */
export function withLoan(path: string, loan: PaymentScenario): string {
  const query = loanParams(loan).toString();
  return query ? `${path}?${query}` : path;
}

/** Whether an address (its query string) names a loan, valid or not: the server judges it. */
export function addressHasLoan(search: string): boolean {
  return namesLoan(new URLSearchParams(search));
}

function namesLoan(params: URLSearchParams): boolean {
  return LOAN_PARAM_NAMES.some((name) => params.has(name));
}

function percentText(value: number): string {
  return `${Number(value.toFixed(3)).toString()}%`;
}

/** "20% down, 6.75%, 30 years" (the program first when it is not conventional: "FHA, 3.5% down, ..."). */
export function describeLoan(loan: PaymentScenario): string {
  const parts = [`${percentText(loan.downPaymentPercent)} down`, percentText(loan.ratePercent), loanTermLabel(loan.term)];
  if (loan.calcType !== "conventional") parts.unshift(PROGRAM_NAMES[loan.calcType]);
  return parts.join(", ");
}

/** The program's name ("Conventional", "FHA", "USDA", "VA"). */
export function programName(calcType: PaymentScenario["calcType"]): string {
  return PROGRAM_NAMES[calcType];
}

/**
 * What makes a loan unusable, in the search schema's bounds and messages (paymentScenarioSchema,
 * lib/listings/search.ts); none when it can be used. Storage and the address both go through it.
 */
function loanProblems(calcType: string, down: number, rate: number, term: number, creditScore: number): string[] {
  const problems: string[] = [];
  if (!CALC_TYPES.includes(calcType as PaymentScenario["calcType"])) problems.push(`Loan program must be one of: ${CALC_TYPES.join(", ")}.`);
  if (!Number.isFinite(down)) problems.push("Down payment must be a percent.");
  else if (down < 0) problems.push("Down payment cannot be negative.");
  else if (down > 99) problems.push("Down payment must be below 100%.");
  if (!Number.isFinite(rate)) problems.push("Rate must be a percent.");
  else if (rate < 0) problems.push("Rate cannot be negative.");
  else if (rate > 25) problems.push("Rate must be at most 25%.");
  if (!Number.isInteger(term)) problems.push("Term must be whole months.");
  else if (term < 60) problems.push("Term must be at least 60 months.");
  else if (term > 480) problems.push("Term must be at most 480 months.");
  if (!Number.isInteger(creditScore)) problems.push("Credit score must be a whole number.");
  else if (creditScore < 400 || creditScore > 850) problems.push("Credit score must be 400-850.");
  return problems;
}

/** A stored loan, checked like an address's (storage is a trust boundary); null when anything is off. */
export function readStoredLoan(raw: string | null): PaymentScenario | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { calcType, downPaymentPercent, ratePercent, term, creditScore } = value as Record<string, unknown>;
  if (typeof calcType !== "string" || typeof downPaymentPercent !== "number" || typeof ratePercent !== "number") return null;
  if (typeof term !== "number" || typeof creditScore !== "number") return null;
  if (loanProblems(calcType, downPaymentPercent, ratePercent, term, creditScore).length > 0) return null;
  const flag = (name: string, fallback: boolean) => {
    const stored = (value as Record<string, unknown>)[name];
    return typeof stored === "boolean" ? stored : fallback;
  };
  return {
    calcType: calcType as PaymentScenario["calcType"],
    downPaymentPercent,
    ratePercent,
    term,
    creditScore,
    includePMI: flag("includePMI", true),
    isVaDisabled: flag("isVaDisabled", false),
    isVaSubsequentUse: flag("isVaSubsequentUse", false),
  };
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The visitor's listing loan, or null when none (or nothing usable) is stored. */
export function storedLoan(): PaymentScenario | null {
  try {
    return readStoredLoan(storage()?.getItem(LISTING_LOAN_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the visitor's listing loan (the default loan clears the key). */
export function storeLoan(loan: PaymentScenario): void {
  try {
    const s = storage();
    if (!s) return;
    if (isDefaultLoan(loan)) s.removeItem(LISTING_LOAN_STORAGE_KEY);
    else s.setItem(LISTING_LOAN_STORAGE_KEY, JSON.stringify(loan));
  } catch {
    // Storage full or refused: the address still carries the loan.
  }
}

/** Session storage key of the last search's address ("Back to the search"). */
export const LAST_SEARCH_STORAGE_KEY = "hmh:last-listing-search";

/** Keeps the address of the search on screen, for the listing page's way back. */
export function rememberSearch(pathAndQuery: string): void {
  try {
    if (pathAndQuery.startsWith("/listings/")) window.sessionStorage.setItem(LAST_SEARCH_STORAGE_KEY, pathAndQuery);
  } catch {
    // No session storage: "Back to the search" falls back to the search with the loan.
  }
}

/** The last search's address, when it is a /listings/ search address. */
export function lastSearch(): string | null {
  try {
    const value = window.sessionStorage.getItem(LAST_SEARCH_STORAGE_KEY);
    return value && /^\/listings\/(\?.*)?$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** The loan an address names (zod-free, the schema's bounds and messages), with what could not be used. */
export interface LoanFromAddress {
  /** The address's loan, or the default when it names none or an unusable one. */
  readonly loan: PaymentScenario;
  readonly fromAddress: boolean;
  readonly errors: readonly string[];
}

/**
 * Reads the loan from an address's parameters in the browser (saved homes), with the bounds
 * and messages of the search schema's paymentScenarioSchema; anything unusable gives the
 * default loan and the messages.
 */
export function loanFromParams(params: URLSearchParams): LoanFromAddress {
  if (!namesLoan(params)) return { loan: DEFAULT_LISTING_LOAN, fromAddress: false, errors: [] };
  const num = (name: string, fallback: number) => {
    const text = params.get(name)?.replace(/[$,%\s]/g, "") ?? "";
    return text === "" ? fallback : Number(text);
  };
  const flag = (name: string, fallback: boolean) => {
    const value = params.get(name);
    return value === null ? fallback : ["true", "1", "yes", "on"].includes(value.trim().toLowerCase());
  };
  const calcType = params.get("calcType")?.trim() || DEFAULT_LISTING_LOAN.calcType;
  const down = num("downPaymentPercent", DEFAULT_LISTING_LOAN.downPaymentPercent);
  const rate = num("rate", DEFAULT_LISTING_LOAN.ratePercent);
  const term = num("term", DEFAULT_LISTING_LOAN.term);
  const creditScore = num("creditScore", DEFAULT_LISTING_LOAN.creditScore);
  const errors = loanProblems(calcType, down, rate, term, creditScore);
  if (errors.length > 0) return { loan: DEFAULT_LISTING_LOAN, fromAddress: true, errors };
  return {
    loan: {
      calcType: calcType as PaymentScenario["calcType"],
      downPaymentPercent: down,
      ratePercent: rate,
      term,
      creditScore,
      includePMI: flag("includePMI", true),
      isVaDisabled: flag("isVaDisabled", false),
      isVaSubsequentUse: flag("isVaSubsequentUse", false),
    },
    fromAddress: true,
    errors,
  };
}
