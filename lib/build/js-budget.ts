/**
 * First-load JavaScript budgets per page (docs/architecture.md, First-load JavaScript budgets), checked in CI by scripts/js-budget.ts.
 *
 * A page's own first-load JS is what the browser fetches before it can run the page (every
 * script of its HTML, gzipped) minus the framework floor: the same figure for a bare Next.js
 * App Router page built with the same Next version in the same run (scripts/floor-app.mjs).
 * Every page under app/ has a budget category here, so a new page without one fails the check
 * rather than going unmeasured.
 */

import { CALCULATORS, type CalculatorDefinition } from "@/lib/calculator/registry";
import { MAX_CANONICAL_QUERY } from "@/lib/calculator/scenario-address";

export type BudgetCategory = CalculatorDefinition["budget"];

/**
 * The two budgets: 15 KB for calculators, charts, content and the widget (every page
 * without Apollo: the quote request and an agent's page too, whose lead forms hydrate as islands
 * off the first load), 75 KB for the Apollo pages.
 */
export const BUDGETS: Record<BudgetCategory, { kb: number; label: string }> = {
  light: { kb: 15, label: "calculators, charts, content and the widget" },
  apollo: { kb: 75, label: "listings, saved homes, account and manager pages (Apollo)" },
};

export interface PageBudget {
  category: BudgetCategory;
  /**
   * The page file's route pattern when it is not the key: one dynamic route measured once per
   * address it serves (the scenario twins' `/scenario/[calculator]/[query]/`, once per calculator).
   */
  route?: string;
  /**
   * The address measured when it is not the pattern itself: a query that reaches a twin page
   * (`{widgetKey}` is replaced by a widget made for the run), or another page that renders the
   * same page component where the sample data has no page of this kind.
   */
  measureAt?: string;
}

/**
 * The one route of every calculator's shared-scenario twin at its canonical address
 * (app/(site)/scenario/[calculator]/[query]/page.tsx), what a scenario link reaches.
 */
export const SCENARIO_TWIN_ROUTE = "/scenario/[calculator]/[query]/";

/** The same twins rendered per request (app/(site)/scenario/[calculator]/page.tsx): a query too long to cache. */
const UNCACHED_TWIN_ROUTE = "/scenario/[calculator]/";

/**
 * Each calculator page's budget, and its shared-scenario twin's: the same category, measured
 * through the calculator's address with a scenario (proxy.ts rewrites it to the twin).
 */
function calculatorBudgets(): Record<string, PageBudget> {
  const budgets: Record<string, PageBudget> = {};
  for (const { path, budget, scenario, component } of CALCULATORS) {
    budgets[path] = { category: budget };
    // A page without a calculator island has a twin file of its own (components/calculators/scenario-pages.tsx).
    const route = component === null ? {} : { route: SCENARIO_TWIN_ROUTE };
    if (scenario) budgets[`/scenario${path}`] = { category: budget, ...route, measureAt: `${path}?price=400000` };
  }
  budgets[UNCACHED_TWIN_ROUTE] = { category: "light", measureAt: `/mortgage-calculator/?price=400000&county=${"x".repeat(MAX_CANONICAL_QUERY)}` };
  return budgets;
}

/** The budget entries measured for the page of route `pattern`: its own, or those of the addresses its dynamic route serves. */
export function budgetsOfPage(pattern: string, budgets: Record<string, PageBudget> = PAGE_BUDGETS): [string, PageBudget][] {
  return Object.entries(budgets).filter(([key, budget]) => (budget.route ?? key) === pattern);
}

/** Every page of app/, by route pattern (route groups left out, dynamic segments as `[name]`). */
export const PAGE_BUDGETS: Record<string, PageBudget> = {
  "/": { category: "light" },
  "/about/": { category: "light" },
  "/accuracy/": { category: "light" },
  "/agents/": { category: "light" },
  "/agents/[hashid]/": { category: "light" },
  // An agent's address with a scenario or a sent request is rewritten here by proxy.ts.
  "/agents/[hashid]/contact/": { category: "light", measureAt: "/agents/[hashid]/?sent=1" },
  "/agents/confirm/": { category: "light" },
  "/blog/": { category: "light" },
  "/blog/[slug]/": { category: "light" },
  // Page 2 and later render BlogListPage like /blog/; the sample data has fewer than 13 posts.
  "/blog/page/[page]/": { category: "light", measureAt: "/blog/" },
  "/blog/tag/[tag]/": { category: "light" },
  // Renders the tag page's component for later pages; no sample tag has 13 posts.
  "/blog/tag/[tag]/page/[page]/": { category: "light", measureAt: "/blog/tag/[tag]/" },
  "/confirm-email/": { category: "apollo" },
  "/contact/": { category: "light" },
  "/contact/thanks/": { category: "light" },
  // The calculator pages and their twins, from their registry entries (lib/calculator/registry.ts).
  ...calculatorBudgets(),
  "/fha-mortgage-insurance-premiums/": { category: "light" },
  "/find/": { category: "light" },
  "/listings/": { category: "apollo" },
  "/listings/[hashid]/": { category: "apollo" },
  // A listing's address with a loan in it is rewritten here by proxy.ts.
  "/listings/[hashid]/loan/": { category: "apollo", measureAt: "/listings/[hashid]/?rate=6" },
  "/manage-widget/": { category: "apollo" },
  "/menu/": { category: "light" },
  "/mortgage-calculator-widget/": { category: "light" },
  "/newsletter/confirm/": { category: "light" },
  "/newsletter/unsubscribe/": { category: "light" },
  "/offers/": { category: "light" },
  "/premium/": { category: "light" },
  "/privacypolicy/": { category: "light" },
  "/profile/": { category: "apollo" },
  "/quote/": { category: "light" },
  "/quote/thanks/": { category: "light" },
  "/rates/": { category: "light" },
  "/reset-password/": { category: "apollo" },
  "/saved-homes/": { category: "apollo" },
  "/saved-scenarios/": { category: "apollo" },
  "/sign-in/": { category: "apollo" },
  "/sign-up/": { category: "apollo" },
  "/termsofservice/": { category: "light" },
  "/va-funding-fee-chart/": { category: "light" },
  // The keyed widget, as embedded: /mortgage-calculator-widget/?key=KEY is rewritten to the frame
  // served from the cache; the manager's preview (and the no-JavaScript form) to the one rendered per request.
  "/widget-frame/[key]/": { category: "light", measureAt: "/mortgage-calculator-widget/?key={widgetKey}" },
  "/widget-frame/": { category: "light", measureAt: "/mortgage-calculator-widget/?key={widgetKey}&preview=1" },
};

/**
 * The route pattern of a page file under app/ (`app/(site)/blog/[slug]/page.tsx` ->
 * `/blog/[slug]/`), or null for any other file.
 */
export function pagePattern(file: string): string | null {
  const match = /^app((?:\/[^/]+)*)\/page\.(?:tsx|ts|jsx|js)$/.exec(file.replaceAll("\\", "/"));
  if (!match) return null;
  const segments = (match[1] ?? "").split("/").filter((segment) => segment !== "" && !/^\(.+\)$/.test(segment));
  return segments.length === 0 ? "/" : `/${segments.join("/")}/`;
}

/** Whether `path` (no query) is an address of the route `pattern`: each `[name]` stands for one segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\[[^\]/]+\])/)
    .map((part) => (/^\[[^\]/]+\]$/.test(part) ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`).test(path);
}

/**
 * The address to measure for a pattern: its `measureAt` or the pattern itself, with any dynamic
 * segment filled from the first matching path of the sitemap. Null when no listed path fits.
 */
export function sampleAddress(pattern: string, budget: PageBudget, listedPaths: readonly string[]): string | null {
  const address = budget.measureAt ?? pattern;
  const [path = address, query] = address.split("?", 2);
  if (!path.includes("[")) return address;
  const found = listedPaths.find((listed) => matchesPattern(path, listed));
  if (found === undefined) return null;
  return query === undefined ? found : `${found}?${query}`;
}

export interface PageMeasurement {
  pattern: string;
  address: string;
  /** HTTP status of the page's HTML. */
  status: number;
  totalKb: number;
}

export interface BudgetResult {
  pattern: string;
  ok: boolean;
  message: string;
}

/** KB with one decimal, as printed. */
function kb(value: number): string {
  return `${(Math.round(value * 10) / 10).toFixed(1)} KB`;
}

/** The page's own first-load JS: its total minus the framework floor (KB gzip, one decimal). */
export function ownKb(totalKb: number, floorKb: number): number {
  return Math.round((totalKb - floorKb) * 10) / 10;
}

/** One page's result against its category's budget. */
export function judgePage(measurement: PageMeasurement, category: BudgetCategory, floorKb: number): BudgetResult {
  const { pattern, address, status, totalKb } = measurement;
  const budget = BUDGETS[category];
  const at = address === pattern ? pattern : `${pattern} (at ${address})`;
  if (status !== 200) return { pattern, ok: false, message: `${at}: answered HTTP ${status}, so its first-load JS could not be measured` };
  const own = ownKb(totalKb, floorKb);
  const figures = `${kb(own)} gzip over the framework floor (${kb(totalKb)} total, floor ${kb(floorKb)})`;
  if (own > budget.kb) return { pattern, ok: false, message: `${at}: ${figures}, over its budget of ${budget.kb} KB for ${budget.label}` };
  return { pattern, ok: true, message: `${at}: ${figures}, budget ${budget.kb} KB` };
}

/**
 * The pages of app/ that have no budget category, and the budget entries that name no page:
 * both fail the check, so a new page cannot escape it and a removed one leaves no stale entry.
 */
export function unbudgetedPages(patterns: readonly string[], budgets: Record<string, PageBudget> = PAGE_BUDGETS): BudgetResult[] {
  const present = new Set(patterns);
  const missing = patterns
    .filter((pattern) => budgetsOfPage(pattern, budgets).length === 0)
    .map((pattern): BudgetResult => ({
      pattern,
      ok: false,
      message: `${pattern}: a page without a first-load JS budget category; add it to PAGE_BUDGETS in lib/build/js-budget.ts`,
    }));
  const stale = Object.entries(budgets)
    .filter(([pattern, budget]) => !present.has(budget.route ?? pattern))
    .map(([pattern]) => pattern)
    .map((pattern): BudgetResult => ({
      pattern,
      ok: false,
      message: `${pattern}: in PAGE_BUDGETS (lib/build/js-budget.ts) but no such page under app/; remove it`,
    }));
  return [...missing, ...stale];
}
