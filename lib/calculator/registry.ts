/**
 * The calculator registry: one definition per calculator page, from which the rest of the site
 * derives what it needs to know about calculators (components/calculators/README.md):
 * - the route registry's entries (lib/routes.ts: title, description, section, offline),
 * - the pages with a shared-scenario twin (components/calculators/scenario-routes.ts, proxy.ts),
 * - the first-load JS budget of each page and of its twin (lib/build/js-budget.ts),
 * - the site search's terms and weights (lib/search/page-docs.ts),
 * - the client calculator a page renders (`component`, a key of the component maps in
 *   components/calculators: engine-stage.ts for the browser, ui/server-calculators.ts for the
 *   server; their types require an entry for every key named here).
 * Pure data: lib must not import components, so a component is named by its key.
 */

/** A calculator page's place in the navigation (a subset of lib/routes.ts's sections). */
export type CalculatorSection = "calculators" | "va" | "charts";

export interface CalculatorDefinition {
  /** The page's slug: its path without slashes, and the twin's segment under /scenario/. */
  id: string;
  /** Path with a trailing slash, as served. */
  path: string;
  /** Short title (the page's <title> before the site name). */
  title: string;
  /** One-sentence description (meta description and menu text). */
  description: string;
  section: CalculatorSection;
  /** The loan program the page fixes (its calcType), or null when the visitor chooses it. */
  program: "conventional" | "fha" | "usda" | "va" | null;
  /** The client calculator the page renders as an island, or null for a page without one. */
  component: string | null;
  /** Its first-load JS budget category (lib/build/js-budget.ts); its twin has the same. */
  budget: "light" | "apollo";
  /** Whether a request with scenario parameters is rendered by its twin under /scenario/ (proxy.ts). */
  scenario: boolean;
  /**
   * The page shows figures the site loads into its database (the ARM's 30-day Average SOFR), so
   * it is not a build's static copy: it is rendered on its first request and served from the
   * server's cache until they change (docs/architecture.md, Caching), a CDN asks each time, and
   * the service worker fetches it network first (lib/routes.ts).
   */
  storedData?: boolean;
  /** What the page answers beyond its title, for the site search: terms, programs, questions. */
  keywords: readonly string[];
  /** Search weight when not 1: central calculators win ties with peripheral pages. */
  searchWeight?: number;
}

/** Every calculator page, in the navigation's order (lib/routes.ts places them). */
export const CALCULATORS = [
  {
    id: "mortgage-calculator",
    path: "/mortgage-calculator/",
    title: "Mortgage calculator",
    description:
      "Your full monthly mortgage payment with taxes, insurance, PMI and HOA, the amortization schedule, when PMI ends and what extra payments save.",
    section: "calculators",
    program: "conventional",
    component: "payment",
    budget: "light",
    scenario: true,
    keywords: [
      "mortgage payment",
      "monthly payment",
      "conventional",
      "conventional loan",
      "pmi",
      "private mortgage insurance",
      "amortization",
      "amortization schedule",
      "extra payments",
      "principal and interest",
      "property tax",
      "homeowners insurance",
      "hoa",
      "piti",
    ],
    searchWeight: 1.1,
  },
  {
    id: "fha-loan-calculator",
    path: "/fha-loan-calculator/",
    title: "FHA loan calculator",
    description: "FHA monthly payment with the 1.75% upfront and annual MIP computed HUD's way, your county's FHA limit and how long MIP lasts.",
    section: "calculators",
    program: "fha",
    component: "payment",
    budget: "light",
    scenario: true,
    keywords: ["fha", "fha loan", "fha mortgage", "fha payment", "upfront mip", "ufmip", "3.5% down"],
  },
  {
    id: "usda-loan-calculator",
    path: "/usda-loan-calculator/",
    title: "USDA loan calculator",
    description: "USDA guaranteed loan payment with no down payment, the 1% guarantee fee and the 0.35% annual fee, with the full schedule.",
    section: "calculators",
    program: "usda",
    component: "payment",
    budget: "light",
    scenario: true,
    keywords: ["usda", "usda loan", "rural", "rural development", "guarantee fee", "zero down", "no down payment"],
  },
  {
    id: "va-loan-calculator",
    path: "/va-loan-calculator/",
    title: "VA loan calculator",
    description: "VA loan payment with no mortgage insurance, the funding fee by use and down payment (waived when exempt) and your entitlement.",
    section: "va",
    program: "va",
    component: "payment",
    budget: "light",
    scenario: true,
    keywords: ["va", "va loan", "va mortgage", "veteran", "military", "funding fee", "va payment"],
  },
  {
    id: "home-affordability-calculator",
    path: "/home-affordability-calculator/",
    title: "Home affordability calculator",
    description: "How much house can you afford? The highest price your income, debts and savings allow under each loan program's limits.",
    section: "calculators",
    program: null,
    component: "affordability",
    budget: "light",
    scenario: true,
    keywords: ["how much house can i afford", "afford", "affordability", "income", "debt to income", "dti", "max price", "how much home"],
  },
  {
    id: "fha-loan-affordability-calculator",
    path: "/fha-loan-affordability-calculator/",
    title: "FHA affordability calculator",
    description: "The highest home price an FHA loan allows on your income, with FHA's ratio limits, 3.5% down and mortgage insurance.",
    section: "calculators",
    program: "fha",
    component: "affordability",
    budget: "light",
    scenario: true,
    keywords: ["fha affordability", "how much fha loan can i afford", "fha max price", "afford fha"],
  },
  {
    id: "down-payment-calculator",
    path: "/down-payment-calculator/",
    title: "Down payment calculator",
    description: "Your down payment in dollars and percent, each program's minimum, the cash you need at closing and how long saving it takes.",
    section: "calculators",
    program: null,
    component: "downPayment",
    budget: "light",
    scenario: true,
    keywords: ["down payment", "cash to close", "closing costs", "savings", "minimum down payment"],
  },
  {
    id: "refinance",
    path: "/refinance/",
    title: "Refinance calculator",
    description: "Your new payment, monthly saving, closing costs and break-even month, interest left on each loan, and how much cash you can take out.",
    section: "calculators",
    program: null,
    component: "refinance",
    budget: "light",
    scenario: true,
    keywords: ["refinance", "refi", "break even", "break-even", "cash out", "closing costs", "new rate", "refinance savings"],
  },
  {
    id: "debt-consolidation",
    path: "/debt-consolidation/",
    title: "Debt consolidation calculator",
    description: "Roll credit cards and loans into a cash-out refinance: your monthly outflow and total interest before and after.",
    section: "calculators",
    program: null,
    component: "debtConsolidation",
    budget: "light",
    scenario: true,
    keywords: ["debt consolidation", "credit cards", "cash out refinance", "consolidate debt"],
  },
  {
    id: "va-irrrl-calculator",
    path: "/va-irrrl-calculator/",
    title: "VA IRRRL calculator",
    description: "VA streamline refinance: the new payment with the 0.5% funding fee financed, recoupment months and VA's net tangible benefit test.",
    section: "va",
    program: null,
    component: "vaIrrrl",
    budget: "light",
    scenario: true,
    keywords: ["irrrl", "va streamline", "streamline refinance", "va refinance", "interest rate reduction", "recoupment", "net tangible benefit"],
  },
  {
    id: "va-cash-out-refinance",
    path: "/va-cash-out-refinance/",
    title: "VA cash-out refinance calculator",
    description: "How much cash a VA cash-out refinance gives you within the loan-to-value limit, with the 2.15% or 3.3% funding fee financed.",
    section: "va",
    program: null,
    component: "vaCashOut",
    budget: "light",
    scenario: true,
    keywords: ["va cash out", "cash out", "va refinance", "home equity"],
  },
  {
    id: "va-entitlement-calculator",
    path: "/va-entitlement-calculator/",
    title: "VA entitlement calculator",
    description: "Your remaining VA entitlement in the county you are buying in, the largest zero-down loan, and the down payment a higher price needs.",
    section: "va",
    program: null,
    component: "vaEntitlement",
    budget: "light",
    scenario: true,
    keywords: ["entitlement", "va entitlement", "remaining entitlement", "second va loan", "bonus entitlement"],
  },
  {
    id: "rent-vs-buy-calculator",
    path: "/rent-vs-buy-calculator/",
    title: "Rent vs. buy calculator",
    description:
      "Should you rent or buy? Both paths year by year with the down payment's opportunity cost, growth, costs and taxes, and the rent above which buying wins.",
    section: "calculators",
    program: null,
    component: "rentVsBuy",
    budget: "light",
    scenario: true,
    keywords: ["rent or buy", "rent vs buy", "renting vs buying", "should i buy a house", "should i rent", "opportunity cost", "break even rent"],
  },
  {
    id: "arm-calculator",
    path: "/arm-calculator/",
    title: "ARM calculator",
    description:
      "5/6, 7/6 and 10/6 SOFR adjustable-rate mortgages: the fully indexed rate, the caps, and every payment with rates unchanged, at the caps or on your path.",
    section: "calculators",
    program: null,
    component: "arm",
    budget: "light",
    scenario: true,
    storedData: true,
    keywords: ["arm", "adjustable rate", "adjustable-rate mortgage", "5/6 arm", "7/6 arm", "10/6 arm", "sofr", "rate caps", "fully indexed rate", "margin"],
  },
  {
    id: "mortgage-points-calculator",
    path: "/mortgage-points-calculator/",
    title: "Mortgage points and buydown calculator",
    description:
      "Should you pay points or take a seller's temporary buydown? The break-even month of discount points, and 2-1 and 3-2-1 buydown payments and subsidy.",
    section: "calculators",
    program: null,
    component: "points",
    budget: "light",
    scenario: true,
    keywords: [
      "points",
      "discount points",
      "mortgage points",
      "buy down rate",
      "buydown",
      "2-1 buydown",
      "3-2-1 buydown",
      "temporary buydown",
      "seller concessions",
    ],
  },
  {
    id: "loan-limits",
    path: "/loan-limits/",
    title: "2026 loan limits",
    description: "2026 conforming and FHA loan limits for every county, for homes of one to four units: search by state, county or ZIP code.",
    section: "charts",
    program: null,
    component: null,
    budget: "light",
    scenario: true,
    keywords: [
      "loan limits",
      "loan limit",
      "conforming loan limit",
      "conforming limit",
      "fha loan limit",
      "fha limits",
      "jumbo",
      "county loan limit",
      "high cost",
    ],
  },
] as const satisfies readonly CalculatorDefinition[];

/** A registered calculator page. */
export type Calculator = (typeof CALCULATORS)[number];

/** The home page's quick calculator: an island of its own, on a page that is not a calculator page. */
export const HOME_CALCULATOR = "quick";

/** The client calculators, by key: each is a chunk of its own, loaded by its island. */
export type CalculatorComponentId = NonNullable<Calculator["component"]> | typeof HOME_CALCULATOR;

/** The registered calculator page at `path` (with its trailing slash), if any. */
export function calculatorAt(path: string): Calculator | undefined {
  return CALCULATORS.find((calculator) => calculator.path === path);
}
