/**
 * The calculator pages that render shared scenarios (docs/architecture.md, Scenario links).
 *
 * Each page at `path` is prerendered without a scenario (static, offline). A request to it that
 * carries scenario parameters is rewritten by `proxy.ts` to its dynamic twin at
 * `/scenario{path}` (`app/scenario/<slug>/page.tsx`), which renders the same page component
 * from the parsed scenario, with `robots: noindex` and the static path as canonical.
 *
 * To add a calculator: add its path here, add the same path to `config.matcher` in `proxy.ts`
 * (Next reads the matcher statically, so it cannot import this list), and create its twin page.
 * `tests/unit` checks that the three agree.
 */
export const SCENARIO_ROUTES = [
  "/mortgage-calculator/",
  "/fha-loan-calculator/",
  "/usda-loan-calculator/",
  "/va-loan-calculator/",
  "/loan-limits/",
  "/home-affordability-calculator/",
  "/fha-loan-affordability-calculator/",
  "/down-payment-calculator/",
  "/refinance/",
  "/debt-consolidation/",
  "/va-irrrl-calculator/",
  "/va-cash-out-refinance/",
  "/va-entitlement-calculator/",
] as const;

/** A calculator path with a scenario twin. */
export type ScenarioRoute = (typeof SCENARIO_ROUTES)[number];

/** Prefix of the dynamic twins. */
export const SCENARIO_PREFIX = "/scenario";

/** Normalizes a path to the registry's form (leading and trailing slash). */
function withSlashes(path: string): string {
  const start = path.startsWith("/") ? path : `/${path}`;
  return start.endsWith("/") ? start : `${start}/`;
}

/** The registered calculator path for a request path (with or without the trailing slash), if any. */
export function scenarioRouteFor(pathname: string): ScenarioRoute | undefined {
  const normalized = withSlashes(pathname);
  return SCENARIO_ROUTES.find((route) => route === normalized);
}

/** Where a scenario request for `route` is rendered: "/scenario/mortgage-calculator/". */
export function scenarioTwinPath(route: ScenarioRoute): string {
  return `${SCENARIO_PREFIX}${route}`;
}
