import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";

import { cachedScenarioPath, scenarioRouteFor, scenarioTwinPath, showsStoredData } from "@/components/calculators/scenario-routes";
import { hasScenario } from "@/lib/calculator/scenario";
import { hasPaymentScenario } from "@/lib/listings/payment-params";
import { headerConfigFromEnv, securityHeaders } from "@/lib/security-headers";
import { cachedFramePath, WIDGET_FRAME_PATH, WIDGET_PATH } from "@/lib/widgets/paths";

/**
 * Paths answered at the exact spelling asked, with or without a trailing slash: the GraphQL
 * endpoints (`/graphql` and `/api/graphql`, docs/architecture.md, Endpoints and transport; API clients must not get a redirect)
 * and the other route handlers under /api/.
 */
export function isApiPath(pathname: string): boolean {
  return /^\/(?:api|graphql)(?:\/|$)/.test(pathname);
}

/**
 * Pages are served with a trailing slash (`trailingSlash: true`). Next's own redirect is off
 * (`skipTrailingSlashRedirect`, so the API answers at both spellings); this does it for pages:
 * a page path without the slash gets a 308 to the same path with it, query kept. Files (a dot in
 * the last segment) and the API are left alone.
 */
function trailingSlashRedirect(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (pathname === "/" || pathname.endsWith("/") || isApiPath(pathname) || pathname.startsWith("/_next/")) return null;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (lastSegment.includes(".")) return null;
  // A plain URL: NextURL would re-apply its own trailing-slash setting to the pathname.
  const target = new URL(request.url);
  target.pathname = `${target.pathname}/`;
  return NextResponse.redirect(target.toString(), 308);
}

/**
 * A form post (a Server Action, with or without JavaScript) from another site's page: 403. Next.js
 * refuses these too, but answers 500 and logs an error for each; this answers first, with the
 * same comparison (the Origin's host against x-forwarded-host, else host). A post without Origin
 * passes, as in Next: browsers always send one, so it is not a forged cross-site request.
 */
export function crossOriginFormRefusal(request: Request): NextResponse | null {
  const origin = request.headers.get("origin");
  if (request.method !== "POST" || origin === null) return null;
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  if (host && URL.canParse(origin) && new URL(origin).host === host) return null;
  return new NextResponse("This form was sent from another site, so it was not accepted.", {
    status: 403,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * Shared calculator scenarios (docs/architecture.md, Scenario links): a calculator page is prerendered without one, so a
 * request that carries scenario parameters is rewritten (same address in the browser) to the
 * page's twin under /scenario/, which renders the results for those inputs on the server, once
 * per canonical address and from the cache after (docs/architecture.md, Caching). Requests without a scenario, including every client-side navigation and prefetch of
 * the plain path, pass through to the static page.
 */
export function proxy(request: NextRequest, event?: NextFetchEvent): NextResponse | Promise<NextResponse> {
  const refused = crossOriginFormRefusal(request);
  if (refused) return refused;
  const redirect = trailingSlashRedirect(request);
  if (redirect) return redirect;
  const { nextUrl } = request;
  if (nextUrl.pathname === WIDGET_PATH || nextUrl.pathname === WIDGET_FRAME_PATH) return widgetResponse(request, event);
  const listing = LISTING_PAGE.exec(nextUrl.pathname);
  if (listing) return listingResponse(request, listing[1]!);
  const agent = AGENT_PAGE.exec(nextUrl.pathname);
  if (agent) return agentResponse(request, agent[1]!);
  const route = scenarioRouteFor(nextUrl.pathname);
  if (!route) return NextResponse.next();
  // A calculator that shows figures the site loads (the ARM's 30-day Average SOFR) is served from
  // the server's cache until they change, its scenarios too: a CDN asks each time.
  const storedData = showsStoredData(route);
  if (!hasScenario(nextUrl.searchParams)) return storedData ? withCacheControl(NextResponse.next(), FRESH_CACHE_CONTROL) : NextResponse.next();
  const twin = nextUrl.clone();
  const cached = cachedScenarioPath(route, nextUrl.searchParams);
  if (cached) {
    twin.pathname = cached;
    twin.search = "";
  } else {
    twin.pathname = scenarioTwinPath(route);
  }
  return withCacheControl(NextResponse.rewrite(twin), storedData ? FRESH_CACHE_CONTROL : SCENARIO_CACHE_CONTROL);
}

/**
 * A shared scenario's page is a pure function of its address (docs/architecture.md, Scenario
 * links): a CDN may keep it a day and serve it a week longer while it refetches.
 */
export const SCENARIO_CACHE_CONTROL = "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800";

/**
 * A page served from the server's cache until its data changes (docs/architecture.md, Caching): a
 * CDN may keep it but asks the server each time (a 304 when unchanged), so it is never staler
 * than the data.
 */
export const FRESH_CACHE_CONTROL = "public, no-cache";

function withCacheControl(response: NextResponse, value: string): NextResponse {
  response.headers.set("Cache-Control", value);
  return response;
}

const LISTING_PAGE = /^\/listings\/([0-9A-Za-z]+)\/$/;

/**
 * A listing page (docs/architecture.md, Caching): the same for everyone and served from the
 * cache; an address that names a loan goes to its dynamic twin `loan/` (same address in the
 * browser).
 */
function listingResponse(request: NextRequest, hashid: string): NextResponse {
  const { nextUrl } = request;
  if (!hasPaymentScenario(nextUrl.searchParams)) return withCacheControl(NextResponse.next(), FRESH_CACHE_CONTROL);
  const twin = nextUrl.clone();
  twin.pathname = `/listings/${hashid}/loan/`;
  return NextResponse.rewrite(twin);
}

const AGENT_PAGE = /^\/agents\/([A-Za-z0-9_-]+)\/$/;

/**
 * An agent's page (docs/architecture.md, Caching): the same for everyone and served from the
 * cache; an address with a scenario for the contact form, or the form's confirmation, goes to its
 * dynamic twin `contact/` (same address in the browser).
 */
function agentResponse(request: NextRequest, hashid: string): NextResponse {
  const { nextUrl } = request;
  // The directory's own pages (/agents/confirm/) are not profiles.
  if (hashid === "confirm") return NextResponse.next();
  if (!hasScenario(nextUrl.searchParams) && !nextUrl.searchParams.has("sent")) return withCacheControl(NextResponse.next(), FRESH_CACHE_CONTROL);
  const twin = nextUrl.clone();
  twin.pathname = `/agents/${hashid}/contact/`;
  return NextResponse.rewrite(twin);
}

/**
 * The embeddable widget (docs/architecture.md, Widget frames). `/mortgage-calculator-widget/?key=KEY` is rewritten to
 * the frame served from the cache, `/widget-frame/KEY/`, or (the manager's preview, a scenario
 * from the no-JavaScript form) to the twin rendered per request, `/widget-frame/`. Both carry this
 * site's security headers (next.config.ts leaves these paths to this function) with
 * `frame-ancestors` from the key's allowed domains as they are now
 * (lib/server/widgets/frame-policy.ts); without a key the page keeps `'none'`. Every frame
 * request of a key counts one load, after the response (`countFrameLoad`).
 */
async function widgetResponse(request: NextRequest, event?: NextFetchEvent): Promise<NextResponse> {
  const { nextUrl } = request;
  // Loaded on first use: the database code stays out of every other request's path.
  const [{ widgetFramePolicy }, { countFrameLoad }, { clientIpFrom }] = await Promise.all([
    import("@/lib/server/widgets/frame-policy"),
    import("@/lib/server/widgets/widget-frame"),
    import("@/lib/server/request-context"),
  ]);
  const policy = await widgetFramePolicy(nextUrl.searchParams);
  let response: NextResponse;
  const cached = cachedFramePath(nextUrl.searchParams);
  if (cached !== null) {
    const frame = nextUrl.clone();
    frame.pathname = cached;
    frame.search = "";
    response = withCacheControl(NextResponse.rewrite(frame), FRESH_CACHE_CONTROL);
  } else if (nextUrl.pathname === WIDGET_PATH && nextUrl.searchParams.has("key")) {
    const twin = nextUrl.clone();
    twin.pathname = WIDGET_FRAME_PATH;
    response = NextResponse.rewrite(twin);
  } else {
    response = NextResponse.next();
  }
  for (const header of securityHeaders(headerConfigFromEnv(process.env), policy.frameAncestors, policy.frameSources)) {
    response.headers.set(header.key, header.value);
  }
  if (policy.noindex) response.headers.set("X-Robots-Tag", "noindex");
  if (request.method === "GET" && nextUrl.searchParams.has("key")) {
    const counting = countFrameLoad(nextUrl.searchParams, clientIpFrom(request.headers));
    if (event) event.waitUntil(counting);
    else await counting;
  }
  return response;
}

/** The matcher's entry for page paths without a trailing slash (no dot in them, not the API). */
export const NO_TRAILING_SLASH_MATCHER = "/((?!_next/|api/|api$|graphql/|graphql$)[^.]*[^/.])";

export const config = {
  // The calculator pages with a twin (their `scenario` in lib/calculator/registry.ts, listed by
  // components/calculators/scenario-routes.ts), the widget, the listing pages, then every page
  // path without its trailing slash.
  // These values must be literals because Next reads them at build time: scenario-routes.test.ts
  // fails unless they name exactly the registry's twin paths.
  matcher: [
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
    "/rent-vs-buy-calculator/",
    "/arm-calculator/",
    "/mortgage-points-calculator/",
    "/mortgage-calculator-widget/",
    "/widget-frame/",
    "/listings/:hashid/",
    "/agents/:hashid/",
    "/((?!_next/|api/|api$|graphql/|graphql$)[^.]*[^/.])",
    // Server Action posts (JavaScript: the next-action header; without: a form's encodings), for
    // crossOriginFormRefusal.
    { source: "/((?!_next/|api/|api$|graphql/|graphql$).*)", has: [{ type: "header", key: "next-action" }] },
    {
      source: "/((?!_next/|api/|api$|graphql/|graphql$).*)",
      has: [{ type: "header", key: "content-type", value: "(?:multipart/form-data|application/x-www-form-urlencoded).*" }],
    },
  ],
};
