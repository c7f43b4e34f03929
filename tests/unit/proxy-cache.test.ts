// proxy.ts and the cache (docs/architecture.md, Caching): a listing page without a loan in its
// address is served from the server's cache with a header that keeps a CDN exactly as fresh; one
// with a loan goes to its dynamic twin; a shared calculator scenario may be kept by a CDN.
import { NextRequest, type NextResponse } from "next/server";

import { SHARED_ROUTES } from "@/lib/cache/next-cache-handler.mjs";
import { CALCULATORS, type CalculatorDefinition } from "@/lib/calculator/registry";
import { NETWORK_FIRST_PATHS, PRECACHE_PATHS } from "@/lib/offline-routes";
import { FRESH_CACHE_CONTROL, proxy, SCENARIO_CACHE_CONTROL } from "@/proxy";

const run = (url: string) => proxy(new NextRequest(url)) as NextResponse;

describe("proxy and the cache", () => {
  it("serves a listing page as it is, revalidated by a CDN on every request", () => {
    const response = run("http://localhost/listings/WmDVGjyE/");
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    expect(response.headers.get("cache-control")).toBe(FRESH_CACHE_CONTROL);
    // Other parameters (campaign tags) do not change the page.
    expect(run("http://localhost/listings/WmDVGjyE/?utm_source=mail").headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("sends a listing address that names a loan to its twin, keeping the query", () => {
    const response = run("http://localhost/listings/WmDVGjyE/?rate=6&calcType=fha");
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://localhost/listings/WmDVGjyE/loan/?rate=6&calcType=fha");
    // Rendered per request: Next's own private header stands.
    expect(response.headers.get("cache-control")).toBeNull();
  });

  it("serves an agent's page as it is; a scenario for its form or its confirmation goes to the twin", () => {
    expect(run("http://localhost/agents/ab12cd34/").headers.get("cache-control")).toBe(FRESH_CACHE_CONTROL);
    expect(run("http://localhost/agents/ab12cd34/").headers.get("x-middleware-rewrite")).toBeNull();
    expect(run("http://localhost/agents/ab12cd34/?sent=1&s_price=400000").headers.get("x-middleware-rewrite")).toBe(
      "http://localhost/agents/ab12cd34/contact/?sent=1&s_price=400000",
    );
    expect(run("http://localhost/agents/ab12cd34/?price=400000").headers.get("x-middleware-rewrite")).toBe(
      "http://localhost/agents/ab12cd34/contact/?price=400000",
    );
    expect(run("http://localhost/agents/confirm/?token=x").headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("lets a CDN keep a shared scenario, a pure function of its address", () => {
    const response = run("http://localhost/mortgage-calculator/?price=450000");
    expect(response.headers.get("cache-control")).toBe(SCENARIO_CACHE_CONTROL);
    expect(SCENARIO_CACHE_CONTROL).toMatch(/s-maxage=\d+/);
    expect(SCENARIO_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);
  });

  it("serves a calculator that shows figures the site loads (the ARM's SOFR) as fresh as they are, its scenarios too", () => {
    const plain = run("http://localhost/arm-calculator/");
    expect(plain.headers.get("x-middleware-rewrite")).toBeNull();
    expect(plain.headers.get("cache-control")).toBe(FRESH_CACHE_CONTROL);
    const scenario = run("http://localhost/arm-calculator/?price=450000&index=4.1");
    expect(scenario.headers.get("x-middleware-rewrite")).toMatch(/^http:\/\/localhost\/scenario\/arm-calculator\/[A-Za-z0-9_-]+\/$/);
    expect(scenario.headers.get("cache-control")).toBe(FRESH_CACHE_CONTROL);
  });

  it("keeps those pages in the server's cache with their tags, and the service worker fetches them network first", () => {
    const stored: readonly CalculatorDefinition[] = CALCULATORS.filter((calculator: CalculatorDefinition) => calculator.storedData);
    expect(stored.map((calculator) => calculator.path)).toEqual(["/arm-calculator/"]);
    for (const { path } of stored) {
      // Next's key of a page's entry: /route-cache/APP_PAGE/<route hash>/$<path without its trailing slash>.
      expect(SHARED_ROUTES.test(`/route-cache/APP_PAGE/0f0f/$${path.slice(0, -1)}`)).toBe(true);
      expect(NETWORK_FIRST_PATHS).toContain(path);
      expect(PRECACHE_PATHS).not.toContain(path);
    }
    expect(SHARED_ROUTES.test("/route-cache/APP_PAGE/0f0f/$/mortgage-calculator")).toBe(false);
    expect(SHARED_ROUTES.test("/route-cache/APP_PAGE/0f0f/$/arm-calculator-guide")).toBe(false);
    expect(PRECACHE_PATHS).toContain("/mortgage-calculator/");
  });

  it("leaves other pages to Next", () => {
    expect(run("http://localhost/listings/").headers.get("cache-control")).toBeNull();
    expect(run("http://localhost/mortgage-calculator/").headers.get("cache-control")).toBeNull();
  });
});
