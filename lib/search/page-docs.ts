/**
 * Search documents for the site's pages (the route registry, lib/routes.ts) and blog posts.
 * Each calculator and chart also answers to the words of its content that its title does not
 * carry (PAGE_KEYWORDS, for calculators their registry entries): abbreviations, programs, the
 * questions it answers.
 */
import type { BlogPostSummary } from "@/lib/blog/types";
import { CALCULATORS } from "@/lib/calculator/registry";
import { ROUTES, type Section, type SiteRoute } from "@/lib/routes";

import type { SearchDoc, SearchKind } from "./types";

/** What each page is about beyond its title: the terms and questions of its content. */
export const PAGE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  "/": ["home page"],
  "/menu/": ["calculators", "all calculators", "tools"],
  // The calculator pages' terms are in their registry entries (lib/calculator/registry.ts).
  ...Object.fromEntries(CALCULATORS.map((calculator) => [calculator.path, calculator.keywords])),
  "/va-funding-fee-chart/": ["va funding fee", "funding fee", "funding fee chart", "exemptions", "disabled veteran", "exempt"],
  "/fha-mortgage-insurance-premiums/": ["mip", "fha mip", "annual mip", "upfront mip", "ufmip", "mortgage insurance premium", "fha mortgage insurance"],
  "/offers/": ["compare loans", "loan comparison", "which loan", "offers"],
  "/rates/": ["mortgage rates", "interest rates", "rates today", "30 year", "15 year", "pmms", "freddie mac"],
  "/listings/": ["homes for sale", "houses", "real estate", "listings", "buy a home"],
  "/blog/": ["articles", "guides", "news"],
  "/quote/": ["quote", "mortgage quote", "lender", "loan officer", "preapproval"],
  "/accuracy/": ["sources", "methodology", "how we calculate"],
  "/about/": ["about us", "company", "who we are"],
  "/privacypolicy/": ["privacy", "cookies", "data"],
  "/termsofservice/": ["terms", "terms of use"],
  "/sign-in/": ["log in", "login", "sign in", "account"],
  "/sign-up/": ["register", "create account", "sign up"],
};

/** Pages people search for more often (central calculators) win ties with peripheral ones. */
const PAGE_WEIGHTS: Readonly<Record<string, number>> = {
  "/": 0.9,
  ...Object.fromEntries(CALCULATORS.flatMap((calculator) => ("searchWeight" in calculator ? [[calculator.path, calculator.searchWeight]] : []))),
  "/sign-in/": 0.8,
  "/sign-up/": 0.8,
  "/privacypolicy/": 0.8,
  "/termsofservice/": 0.8,
};

const KIND_BY_SECTION: Record<Section, SearchKind> = {
  home: "page",
  calculators: "calculator",
  va: "calculator",
  charts: "chart",
  listings: "page",
  account: "page",
  company: "page",
  legal: "page",
};

/** Whether a route is offered by the search: public pages, not the search itself. */
export function isSearchableRoute(route: SiteRoute): boolean {
  return !route.private && route.path !== "/find/";
}

/** One document per public page of the route registry. */
export function pageDocs(routes: readonly SiteRoute[] = ROUTES): SearchDoc[] {
  return routes.filter(isSearchableRoute).map((route) => ({
    id: `page:${route.path}`,
    kind: KIND_BY_SECTION[route.section],
    title: route.title,
    url: route.path,
    description: route.description,
    keywords: PAGE_KEYWORDS[route.path] ?? [],
    ...(PAGE_WEIGHTS[route.path] ? { weight: PAGE_WEIGHTS[route.path] } : {}),
  }));
}

/** One document per blog post: its title, description, tags and slug. */
export function postDocs(posts: readonly BlogPostSummary[]): SearchDoc[] {
  return posts.map((post) => ({
    id: `post:${post.slug}`,
    kind: "post",
    title: post.title,
    url: `/blog/${post.slug}/`,
    description: post.description,
    // The slug's words too: they often name the question ("pmi-how-to-remove-it").
    keywords: [...post.tags.map((tag) => tag.name), post.slug.replace(/-/g, " ")],
  }));
}
