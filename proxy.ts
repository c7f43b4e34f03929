import { NextResponse, type NextRequest } from "next/server";

import { scenarioRouteFor, scenarioTwinPath } from "@/components/calculators/scenario-routes";
import { hasScenario } from "@/lib/calculator/scenario";

/**
 * Shared calculator scenarios (DESIGN §3.1): a calculator page is prerendered without one, so a
 * request that carries scenario parameters is rewritten (same address in the browser) to the
 * page's dynamic twin under /scenario/, which renders the results for those inputs on the
 * server. Requests without a scenario, including every client-side navigation and prefetch of
 * the plain path, pass through to the static page.
 */
export function proxy(request: NextRequest) {
  const { nextUrl } = request;
  const route = scenarioRouteFor(nextUrl.pathname);
  if (!route || !hasScenario(nextUrl.searchParams)) return NextResponse.next();
  const twin = nextUrl.clone();
  twin.pathname = scenarioTwinPath(route);
  return NextResponse.rewrite(twin);
}

export const config = {
  // Only the calculator pages with a twin (components/calculators/scenario-routes.ts); these
  // values must be literals because Next reads them at build time.
  matcher: ["/mortgage-calculator/", "/fha-loan-calculator/", "/usda-loan-calculator/", "/va-loan-calculator/", "/loan-limits/", "/home-affordability-calculator/", "/fha-loan-affordability-calculator/", "/down-payment-calculator/", "/refinance/", "/debt-consolidation/", "/va-irrrl-calculator/", "/va-cash-out-refinance/", "/va-entitlement-calculator/"],
};
