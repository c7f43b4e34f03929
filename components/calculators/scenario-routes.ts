import { CALCULATORS, type Calculator, type CalculatorDefinition } from "@/lib/calculator/registry";
import { canonicalScenarioQuery, scenarioSegment } from "@/lib/calculator/scenario-address";

/**
 * The calculator pages that render shared scenarios (docs/architecture.md, Scenario links): those
 * whose registry entry says `scenario` (lib/calculator/registry.ts).
 *
 * Each page at `path` is prerendered without a scenario (static, offline). A request to it that
 * carries scenario parameters is rewritten by `proxy.ts` to its dynamic twin at
 * `/scenario{path}` (one route, `app/(site)/scenario/[calculator]/page.tsx`, through
 * scenario-pages.tsx), which renders the same page component from the parsed scenario, with
 * `robots: noindex` and the static path as canonical.
 *
 * Next reads `config.matcher` in `proxy.ts` statically, so it cannot be derived from this list;
 * scenario-routes.test.ts checks that the matcher's literal names exactly these paths, and that
 * each has its static page and its twin.
 */
export const SCENARIO_ROUTES: readonly ScenarioRoute[] = CALCULATORS.filter(
  (calculator): calculator is Extract<Calculator, { scenario: true }> => calculator.scenario,
).map((calculator) => calculator.path);

/** A calculator path with a scenario twin. */
export type ScenarioRoute = Extract<Calculator, { scenario: true }>["path"];

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

/**
 * Whether the calculator at `route` shows figures the site loads into its database (registry
 * `storedData`): its page and its scenarios are then no fresher than those, never a pure function
 * of the address.
 */
export function showsStoredData(route: ScenarioRoute): boolean {
  const calculator: CalculatorDefinition | undefined = CALCULATORS.find((entry) => entry.path === route);
  return calculator?.storedData === true;
}

/** Where a scenario request for `route` is rendered: "/scenario/mortgage-calculator/". */
export function scenarioTwinPath(route: ScenarioRoute): string {
  return `${SCENARIO_PREFIX}${route}`;
}

/**
 * Where a scenario request for `route` is served from the cache: its canonical address under the
 * one twin route, "/scenario/mortgage-calculator/<segment>/" (app/(site)/scenario/[calculator]/[query]).
 * Null for a query too long to cache, and for a twin of its own (the loan limits lookup, no
 * island): those are rendered per request at `scenarioTwinPath`.
 */
export function cachedScenarioPath(route: ScenarioRoute, params: URLSearchParams): string | null {
  const calculator = CALCULATORS.find((entry) => entry.scenario && entry.path === route);
  if (!calculator || calculator.component === null) return null;
  const canonical = canonicalScenarioQuery(params);
  return canonical === null ? null : `${SCENARIO_PREFIX}/${calculator.id}/${scenarioSegment(canonical)}/`;
}
