/**
 * The address parameters that name a listing page's loan (calculator names, docs/architecture.md,
 * Scenario links). A listing page without any is the same for everyone and served from the cache;
 * with one, proxy.ts sends it to the page's dynamic twin.
 */
export const PAYMENT_SCENARIO_PARAMS = [
  "calcType",
  "downPaymentPercent",
  "rate",
  "term",
  "creditScore",
  "includePMI",
  "isVaDisabled",
  "isVaSubsequentUse",
] as const;

/** True when `params` name a loan. */
export function hasPaymentScenario(params: URLSearchParams): boolean {
  return PAYMENT_SCENARIO_PARAMS.some((name) => params.has(name));
}
