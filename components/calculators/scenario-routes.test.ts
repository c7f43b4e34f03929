import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { NextRequest, type NextResponse } from "next/server";

import { config, NO_TRAILING_SLASH_MATCHER, proxy } from "@/proxy";
import { scenarioSegment } from "@/lib/calculator/scenario-address";
import { ROUTES } from "@/lib/routes";
import { WIDGET_FRAME_PATH, WIDGET_PATH } from "@/lib/widgets/paths";

import { scenarioPage } from "./scenario-pages";
import { scenarioRouteFor, SCENARIO_ROUTES } from "./scenario-routes";

const root = path.resolve(__dirname, "../..");

describe("scenario routes", () => {
  it("the proxy matcher, the route list, the twins and the registry agree", () => {
    // The widget's page and its keyed twin are matched too: their headers come from the proxy.
    const paths = config.matcher.filter((matcher) => typeof matcher === "string");
    // And the listing and agent pages, for their cache headers and their twins (proxy-cache.test.ts).
    expect([...paths].sort()).toEqual(
      [...SCENARIO_ROUTES, WIDGET_PATH, WIDGET_FRAME_PATH, "/listings/:hashid/", "/agents/:hashid/", NO_TRAILING_SLASH_MATCHER].sort(),
    );
    // Besides: form posts to any page, for crossOriginFormRefusal (proxy-cross-origin.test.ts).
    expect(config.matcher.filter((matcher) => typeof matcher !== "string").map((matcher) => matcher.has[0]?.key)).toEqual(["next-action", "content-type"]);
    for (const route of SCENARIO_ROUTES) {
      expect(ROUTES.some((r) => r.path === route && r.offline)).toBe(true);
      expect(existsSync(path.join(root, "app", "(site)", route, "page.tsx"))).toBe(true);
      // Its twin: an entry of the one dynamic route, or (a page without a calculator island) a file of its own.
      const own = existsSync(path.join(root, "app", "(site)", "scenario", route, "page.tsx"));
      expect(own ? route : scenarioPage(route.slice(1, -1))?.path).toBe(route);
      expect(own && scenarioPage(route.slice(1, -1)) !== undefined).toBe(false);
      // The static page never reads searchParams (that would make every visit dynamic).
      expect(readFileSync(path.join(root, "app", "(site)", route, "page.tsx"), "utf8")).not.toMatch(/searchParams/);
    }
    // Every twin is one dynamic route; any other segment under /scenario/ is not a page.
    expect(existsSync(path.join(root, "app", "(site)", "scenario", "[calculator]", "page.tsx"))).toBe(true);
    expect(scenarioPage("about")).toBeUndefined();
    expect(scenarioPage("mortgage-calculator-widget")).toBeUndefined();
  });

  it("finds a route with or without the trailing slash", () => {
    expect(scenarioRouteFor("/fha-loan-calculator")).toBe("/fha-loan-calculator/");
    expect(scenarioRouteFor("/fha-loan-calculator/")).toBe("/fha-loan-calculator/");
    expect(scenarioRouteFor("/about/")).toBeUndefined();
  });
});

describe("proxy", () => {
  // Only the widget's paths answer asynchronously (they read the database).
  const rewriteOf = (url: string) => (proxy(new NextRequest(url)) as NextResponse).headers.get("x-middleware-rewrite");

  it("rewrites a calculator request with a scenario to its canonical address under the twin route", () => {
    const target = rewriteOf("http://localhost/mortgage-calculator/?rate=6.5&price=450000&utm_source=mail");
    expect(target).toBe(`http://localhost/scenario/mortgage-calculator/${scenarioSegment("price=450000&rate=6.5")}/`);
    expect(rewriteOf("http://localhost/mortgage-calculator/?price=450000&rate=6.5&rate=7")).toBe(target);
  });

  it("renders per request, keeping the query, a twin of its own and a query too long to cache", () => {
    expect(rewriteOf("http://localhost/loan-limits/?state=CA&county=Alameda")).toBe("http://localhost/scenario/loan-limits/?state=CA&county=Alameda");
    const long = `price=1&county=${"x".repeat(1300)}`;
    expect(rewriteOf(`http://localhost/mortgage-calculator/?${long}`)).toBe(`http://localhost/scenario/mortgage-calculator/?${long}`);
  });

  it("passes requests without scenario parameters through to the static page", () => {
    expect(rewriteOf("http://localhost/mortgage-calculator/")).toBeNull();
    expect(rewriteOf("http://localhost/mortgage-calculator/?utm_source=mail")).toBeNull();
    expect(rewriteOf("http://localhost/about/?price=1")).toBeNull();
  });
});

describe("trailing slash", () => {
  const run = (url: string) => proxy(new NextRequest(url)) as NextResponse;

  it("redirects a page path without its slash, keeping the query", () => {
    const response = run("http://localhost/listings?beds=3");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("http://localhost/listings/?beds=3");
    expect(run("http://localhost/listings/abc123XY").headers.get("location")).toBe("http://localhost/listings/abc123XY/");
  });

  it("leaves the API, files and slashed paths alone", () => {
    for (const url of [
      "http://localhost/graphql",
      "http://localhost/graphql/",
      "http://localhost/api/graphql",
      "http://localhost/api/health",
      "http://localhost/sitemap.xml",
      "http://localhost/listing-photos/1-0.png",
      "http://localhost/about/",
    ]) {
      expect(run(url).status).toBe(200);
      expect(run(url).headers.get("location")).toBeNull();
    }
  });

  it("the matcher skips the API and files the same way", () => {
    const pattern = new RegExp(`^${NO_TRAILING_SLASH_MATCHER}$`);
    expect(pattern.test("/listings")).toBe(true);
    expect(pattern.test("/listings/abc")).toBe(true);
    for (const path of ["/graphql", "/api/graphql", "/api/health", "/sitemap.xml", "/listings/", "/_next/static/x"]) {
      expect(pattern.test(path)).toBe(false);
    }
  });
});
