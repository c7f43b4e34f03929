/**
 * The route registry: one list of the site's pages that feeds the header and footer
 * navigation, the calculators menu, the sitemap, the service worker's precache list and the
 * route tests. A route is listed here once its page exists; the calculator pages come from the
 * calculator registry (lib/calculator/registry.ts).
 */
// Relative: next.config.ts loads this module, and its loader does not resolve "@/" inside lib.
import { CALCULATORS, type CalculatorDefinition } from "./calculator/registry";

export type Section = "home" | "calculators" | "va" | "charts" | "listings" | "account" | "company" | "legal";

export interface SiteRoute {
  /** Path with a trailing slash, as served. */
  path: string;
  /** Short title (the page's <title> before the site name). */
  title: string;
  /** One-sentence description (meta description and menu text). */
  description: string;
  section: Section;
  /** Shown in the header navigation. */
  inHeader?: boolean;
  /** Left out of the sitemap (private or per-user pages). */
  private?: boolean;
  /** Sends signed-out visitors to /sign-in/?next=<path> (the session is only known in the browser). */
  signInRedirect?: boolean;
  /** Precached by the service worker so it opens offline after one visit. */
  offline?: boolean;
  /**
   * Shows what the database holds (rendered on each request, or served from the server's cache
   * until its data change), so a copy precached at build time would go stale: with `offline`, the
   * service worker fetches it on install and serves it network first, keeping the last copy for
   * offline use (app/sw.ts).
   */
  networkFirst?: boolean;
  /** Left out of the navigation (reached from other pages' links) but kept in the sitemap. */
  unlisted?: boolean;
}

/**
 * A calculator page's route (lib/calculator/registry.ts): offline once visited; precached with the
 * build, or network first when it shows figures the site loads (`storedData`).
 */
function calculatorRoute({ path, title, description, section, storedData }: CalculatorDefinition): SiteRoute {
  return { path, title, description, section, offline: true, ...(storedData ? { networkFirst: true } : {}) };
}

export const SITE_NAME = "How Much Home?";
export const SITE_DESCRIPTION =
  "Free, exact mortgage calculators for US home buyers and owners: conventional, FHA, USDA and VA payments, affordability, refinance and loan limits.";

export const ROUTES: readonly SiteRoute[] = [
  { path: "/", title: "Mortgage calculators", description: SITE_DESCRIPTION, section: "home", offline: true, networkFirst: true },
  {
    path: "/menu/",
    title: "All calculators",
    description: "Every mortgage calculator and chart on How Much Home?, in one list.",
    section: "home",
    inHeader: true,
    offline: true,
  },
  ...CALCULATORS.filter((calculator) => calculator.section !== "charts").map(calculatorRoute),
  {
    path: "/va-funding-fee-chart/",
    title: "VA funding fee chart",
    description: "VA funding fees for purchase, cash-out and IRRRL loans by down payment and use of the benefit, with dollar examples and exemptions.",
    section: "charts",
    offline: true,
  },
  {
    path: "/fha-mortgage-insurance-premiums/",
    title: "FHA mortgage insurance premiums",
    description: "FHA upfront and annual MIP rates by term, loan amount and down payment, how long you pay them, and what they cost.",
    section: "charts",
    offline: true,
  },
  // The lookups follow the static charts.
  ...CALCULATORS.filter((calculator) => calculator.section === "charts").map(calculatorRoute),
  {
    path: "/offers/",
    title: "Compare loan offers",
    description:
      "Conventional, FHA, VA and USDA loans side by side for your home: which fit and why not, the rate, monthly payment, cash to close and total cost.",
    section: "calculators",
  },
  {
    path: "/rates/",
    title: "Mortgage rates",
    description:
      "Today's average mortgage rates: Freddie Mac's weekly 30- and 15-year survey, daily indices by loan program where loaded, and their history over 1 year, 5 years or since 1971.",
    section: "charts",
    inHeader: true,
  },
  {
    path: "/listings/",
    title: "Homes for sale",
    description:
      "Homes for sale with the full monthly payment of each, computed for your loan: filter by price, beds, baths, type, place or the payment you can afford, on a list and a map.",
    section: "listings",
    inHeader: true,
  },
  {
    path: "/agents/",
    title: "Find a real estate agent",
    description:
      "Licensed real estate agents near you: search by city, county, state or ZIP code, name, language and speciality (FHA, VA, USDA, first-time buyers), and send one your scenario.",
    section: "listings",
  },
  {
    path: "/agents/confirm/",
    title: "Confirm your agent profile",
    description: "Confirms the email address of your agent profile from the link we sent, which publishes the profile.",
    section: "account",
    private: true,
  },
  {
    path: "/blog/",
    title: "Blog",
    description: "Plain answers to home buyers' questions: mortgage insurance, loan limits, VA, FHA and USDA loans, refinancing and affordability.",
    section: "company",
    inHeader: true,
  },
  {
    path: "/quote/",
    title: "Get a mortgage quote",
    description:
      "Ask our mortgage team for a personal quote on your scenario: price, down payment, rate, credit score and place, straight from your calculator.",
    section: "calculators",
    unlisted: true,
  },
  {
    path: "/quote/thanks/",
    title: "Quote request sent",
    description: "Your quote request was sent: what happens next and when our mortgage team answers.",
    section: "calculators",
    private: true,
  },
  {
    path: "/find/",
    title: "Search",
    description: "Search How Much Home?: calculators, charts, articles, and homes for sale by city, county, state or ZIP code.",
    section: "home",
    unlisted: true,
  },
  {
    path: "/mortgage-calculator-widget/",
    title: "Mortgage calculator widget",
    description:
      "Put our exact mortgage payment calculator on your own website: free, no cookies, your colours and defaults, shown only on the domains you choose.",
    section: "company",
  },
  {
    path: "/accuracy/",
    title: "Accuracy",
    description: "How we compute every figure, the official sources behind them and the cases we verify to the cent.",
    section: "company",
  },
  {
    path: "/contact/",
    title: "Contact us",
    description: "Write to the How Much Home? team: questions about mortgages, our calculators, your account, privacy or partnerships.",
    section: "company",
  },
  {
    path: "/contact/thanks/",
    title: "Message sent",
    description: "Your message to How Much Home? was sent: when and how we answer.",
    section: "company",
    private: true,
  },
  {
    path: "/newsletter/confirm/",
    title: "Confirm your subscription",
    description: "Confirms your subscription to the How Much Home? newsletter from the link we emailed you.",
    section: "company",
    private: true,
  },
  { path: "/newsletter/unsubscribe/", title: "Unsubscribe", description: "Stop receiving the How Much Home? newsletter.", section: "company", private: true },
  { path: "/about/", title: "About", description: "Who builds How Much Home? and why: exact, fast and free mortgage numbers.", section: "company" },
  { path: "/privacypolicy/", title: "Privacy policy", description: "What How Much Home? stores, what it sends to whom, and your choices.", section: "legal" },
  { path: "/termsofservice/", title: "Terms of service", description: "The terms for using How Much Home? and its calculators.", section: "legal" },
  { path: "/sign-in/", title: "Sign in", description: "Sign in to your How Much Home? account to keep your saved homes and plans.", section: "account" },
  {
    path: "/sign-up/",
    title: "Create an account",
    description: "Create a free How Much Home? account to save homes and come back to your plans.",
    section: "account",
  },
  {
    path: "/saved-homes/",
    title: "Saved homes",
    description: "The homes you saved on How Much Home?, newest first, each with its full monthly payment.",
    section: "account",
    private: true,
    signInRedirect: true,
  },
  {
    path: "/manage-widget/",
    title: "Your calculator widgets",
    description: "Create and manage the mortgage calculator widgets on your websites: settings, allowed domains, embed code, keys and daily use.",
    section: "account",
    private: true,
    signInRedirect: true,
  },
  {
    path: "/premium/",
    title: "Premium",
    description:
      "How Much Home? free and premium side by side: no ads, saved scenarios, PDF scenario reports, comparing up to 4 scenarios, price alerts and more widgets.",
    section: "company",
  },
  {
    path: "/saved-scenarios/",
    title: "Saved scenarios",
    description: "Your saved calculator scenarios: reopen, rename, compare, download a report, or delete them.",
    section: "account",
    private: true,
    signInRedirect: true,
  },
  {
    path: "/profile/",
    title: "Profile",
    description: "Your How Much Home? account: name, photo, password, email address, sign-out and deletion.",
    section: "account",
    private: true,
  },
  {
    path: "/confirm-email/",
    title: "Confirm your email",
    description: "Confirms the email address of your How Much Home? account from the link we sent.",
    section: "account",
    private: true,
  },
  {
    path: "/reset-password/",
    title: "Reset your password",
    description: "Choose a new password for your How Much Home? account with a link sent by email.",
    section: "account",
    private: true,
  },
];

export const SECTION_TITLES: Record<Section, string> = {
  home: "Home",
  calculators: "Mortgage calculators",
  va: "VA loans",
  charts: "Charts and limits",
  listings: "Homes for sale",
  account: "Your account",
  company: "Company",
  legal: "Legal",
};

/** Finds a registered route by path (with or without the trailing slash). */
export function findRoute(path: string): SiteRoute | undefined {
  const normalized = path.endsWith("/") ? path : `${path}/`;
  return ROUTES.find((route) => route.path === normalized);
}

/** Registered routes of one section, in registry order. */
export function routesInSection(section: Section): SiteRoute[] {
  return ROUTES.filter((route) => route.section === section);
}

/** The registered route at `path`; throws at build time when a page forgets to register. */
export function routeFor(path: string): SiteRoute {
  const route = findRoute(path);
  if (!route) throw new Error(`Route ${path} is not in lib/routes.ts`);
  return route;
}
