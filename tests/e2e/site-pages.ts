// Every page of the site, for the checks that must hold on all of them (axe, 360 px): the route
// registry, the sitemap (all its registered pages and the first page of each other kind: a
// post, a tag, a listing, an agent, and any kind added later), a scenario link and the
// not-found page. A new registered route or a new sitemap kind is covered without a change here.
import { expect, type APIRequestContext } from "@playwright/test";

import { CALCULATORS } from "../../lib/calculator/registry";
import { ROUTES } from "../../lib/routes";

export interface SitePage {
  readonly path: string;
  /** The status the page answers with. */
  readonly status: 200 | 404;
}

/** A calculator's scenario link (docs/architecture.md, Scenario links): rendered on demand, not the prerendered page. */
export const SCENARIO_LINK = "/mortgage-calculator/?price=425000&downPaymentPercent=10&rate=6.5&term=360&state=TX&county=TRAVIS&hoa=120";

export const NOT_FOUND_PATH = "/no-such-page/";

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, "&")).pathname);
}

/** The sitemap's pages: every one of its `pages-N` files, and the first URL of each other kind. */
async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const files = locs(await index.text());
  const firstOfKind = new Map<string, string>();
  const pages: string[] = [];
  for (const file of files) {
    const kind = /\/sitemaps\/([a-z-]+)-\d+\.xml$/.exec(file)?.[1];
    expect(kind, `a typed sitemap file: ${file}`).toBeDefined();
    if (kind !== "pages" && firstOfKind.has(kind!)) continue;
    const urls = locs(await (await request.get(file)).text());
    if (kind === "pages") pages.push(...urls);
    else if (urls[0]) firstOfKind.set(kind!, urls[0]);
  }
  return [...pages, ...firstOfKind.values()];
}

/** Every page to check, registry order first, each once. */
export async function everyPage(request: APIRequestContext): Promise<SitePage[]> {
  const paths = new Set([...ROUTES.map((route) => route.path), ...(await sitemapPages(request)), SCENARIO_LINK]);
  return [...[...paths].map((path) => ({ path, status: 200 as const })), { path: NOT_FOUND_PATH, status: 404 }];
}

/** The share panel's two kinds, whose save-scenario part a premium member sees: the payment calculators' and the others'. */
const FIRST_OTHER_CALCULATOR = CALCULATORS.find((calculator) => calculator.component !== null && calculator.component !== "payment")!.path;

/**
 * The pages to check again signed in. The session changes the chrome every page shares (the
 * header's Profile link, the footer's account links, the unconfirmed-email banner) and the content
 * of a few: the account pages, the homes for sale and agents with their hearts and profiles, the
 * premium page's checkout, and each kind of calculator share panel's save-scenario part. So: those
 * pages, the home page and the not-found page (the chrome with and without navigation), rather
 * than every page a second time, which was a fifth of the end-to-end suite's time.
 */
export function signedInPages(pages: readonly SitePage[]): SitePage[] {
  const sessionSections = new Set(["account", "listings"]);
  const chosen = new Set<string>(["/", "/premium/", SCENARIO_LINK, FIRST_OTHER_CALCULATOR, NOT_FOUND_PATH]);
  for (const route of ROUTES) if (sessionSections.has(route.section)) chosen.add(route.path);
  return pages.filter(({ path }) => chosen.has(path) || /^\/(listings|agents)\/[^?]/.test(path));
}
