/**
 * The visitor's own loan, from the calculator's saved inputs (docs/architecture.md, Calculator state and browser storage), as a listing payment
 * scenario. Storage is untrusted: the saved inputs go through the calculator's own restore
 * (sanitizers, migration). The listing scenario schema (zod) is applied by the server when the
 * address carries the loan; it is not loaded here because zod probes `new Function` when it
 * defines an object schema, which the site's CSP (no 'unsafe-eval') reports as a violation.
 */
import { calculatorStorage, migrateStoredInputs, restoreInputs } from "@/lib/calculator/persistence";
import { defaultInputs } from "@/lib/calculator/defaults";
import { CALCULATOR_STORAGE_KEY } from "@/lib/calculator/storage-keys";
import { CALC_TYPES } from "@/lib/calculator/types";
import type { PaymentScenario } from "@/lib/listings/search";

/** The loan the calculator has saved, or null when nothing usable is saved. */
export function storedPaymentScenario(getStorage?: () => Storage | null): PaymentScenario | null {
  const stored = calculatorStorage(getStorage).getItem(CALCULATOR_STORAGE_KEY);
  // This storage answers synchronously; a thenable (another storage) is not awaited here.
  if (!stored || !("state" in stored)) return null;
  const inputs = restoreInputs(migrateStoredInputs(stored.state, stored.version ?? 0), defaultInputs());
  const li = inputs.loanInputs;
  const scenario: PaymentScenario = {
    calcType: li.calcType,
    // Rounded to 4 places so the address stays short; the calculator keeps its own exact value.
    downPaymentPercent: Math.round(li.downPaymentPercent * 10_000) / 10_000,
    ratePercent: Math.round(li.rate * 100 * 10_000) / 10_000,
    term: li.term,
    creditScore: li.creditScore,
    includePMI: li.includePMI,
    isVaDisabled: li.isVaDisabled,
    isVaSubsequentUse: li.isVaSubsequentUse,
  };
  const numbers = [scenario.downPaymentPercent, scenario.ratePercent, scenario.term, scenario.creditScore];
  return CALC_TYPES.includes(scenario.calcType) && numbers.every(Number.isFinite) ? scenario : null;
}

/** The listing page's loan parameters (parsePaymentScenarioParams reads them). */
export const SCENARIO_PARAM_NAMES = [
  "calcType",
  "downPaymentPercent",
  "rate",
  "term",
  "creditScore",
  "includePMI",
  "isVaDisabled",
  "isVaSubsequentUse",
] as const;

/** Whether a listing page address already names a loan (valid or not: the server judges it). */
export function addressHasScenario(search: string): boolean {
  const params = new URLSearchParams(search);
  return SCENARIO_PARAM_NAMES.some((name) => params.has(name));
}

/** Whether two scenarios price a home the same way. */
export function sameScenario(a: PaymentScenario, b: PaymentScenario): boolean {
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

/** The listing page's own query for a loan scenario (parsePaymentScenarioParams reads it back). */
export function scenarioSearchParams(scenario: PaymentScenario): URLSearchParams {
  const params = new URLSearchParams();
  params.set("calcType", scenario.calcType);
  params.set("downPaymentPercent", String(scenario.downPaymentPercent));
  params.set("rate", String(scenario.ratePercent));
  params.set("term", String(scenario.term));
  params.set("creditScore", String(scenario.creditScore));
  if (!scenario.includePMI) params.set("includePMI", "false");
  if (scenario.isVaDisabled) params.set("isVaDisabled", "true");
  if (scenario.isVaSubsequentUse) params.set("isVaSubsequentUse", "true");
  return params;
}
