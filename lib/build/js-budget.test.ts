import { readdirSync } from "node:fs";
import { join } from "node:path";

import { budgetsOfPage, BUDGETS, judgePage, matchesPattern, ownKb, PAGE_BUDGETS, pagePattern, sampleAddress, unbudgetedPages } from "./js-budget";

describe("pagePattern", () => {
  it.each([
    ["app/(site)/page.tsx", "/"],
    ["app/(site)/mortgage-calculator/page.tsx", "/mortgage-calculator/"],
    ["app/(site)/blog/tag/[tag]/page/[page]/page.tsx", "/blog/tag/[tag]/page/[page]/"],
    ["app/widget-frame/page.tsx", "/widget-frame/"],
    ["app\\(site)\\about\\page.tsx", "/about/"],
  ])("%s is %s", (file, pattern) => {
    expect(pagePattern(file)).toBe(pattern);
  });

  it.each(["app/(site)/layout.tsx", "app/sitemaps/[name]/route.ts", "components/page.tsx", "app/(site)/blog/page/[page]/page.test.tsx"])(
    "%s is no page",
    (file) => {
      expect(pagePattern(file)).toBeNull();
    },
  );
});

describe("matchesPattern", () => {
  it("takes one segment for each dynamic part", () => {
    expect(matchesPattern("/listings/[hashid]/", "/listings/WmDVGjyE/")).toBe(true);
    expect(matchesPattern("/listings/[hashid]/", "/listings/")).toBe(false);
    expect(matchesPattern("/listings/[hashid]/", "/listings/a/b/")).toBe(false);
    expect(matchesPattern("/blog/tag/[tag]/", "/blog/tag/fha/")).toBe(true);
  });

  it("matches static patterns literally", () => {
    expect(matchesPattern("/va-loan-calculator/", "/va-loan-calculator/")).toBe(true);
    expect(matchesPattern("/a.b/", "/axb/")).toBe(false);
  });
});

describe("sampleAddress", () => {
  const listed = ["/", "/blog/", "/blog/fha-mip/", "/blog/tag/fha/", "/listings/WmDVGjyE/"];

  it("measures a static page at its own path", () => {
    expect(sampleAddress("/about/", { category: "light" }, listed)).toBe("/about/");
  });

  it("fills a dynamic page from the first matching sitemap path", () => {
    expect(sampleAddress("/listings/[hashid]/", { category: "apollo" }, listed)).toBe("/listings/WmDVGjyE/");
    expect(sampleAddress("/blog/tag/[tag]/page/[page]/", { category: "light", measureAt: "/blog/tag/[tag]/" }, listed)).toBe("/blog/tag/fha/");
  });

  it("keeps the query of measureAt", () => {
    expect(sampleAddress("/scenario/refinance/", { category: "light", measureAt: "/refinance/?price=400000" }, listed)).toBe("/refinance/?price=400000");
    expect(sampleAddress("/widget-frame/", { category: "light", measureAt: "/mortgage-calculator-widget/?key={widgetKey}" }, listed)).toBe(
      "/mortgage-calculator-widget/?key={widgetKey}",
    );
  });

  it("is null when the sitemap lists no page of the kind", () => {
    expect(sampleAddress("/agents/[hashid]/", { category: "light" }, listed)).toBeNull();
  });
});

describe("judgePage", () => {
  it("passes a page within its budget", () => {
    const result = judgePage({ pattern: "/about/", address: "/about/", status: 200, totalKb: 140 }, "light", 129.5);
    expect(result).toEqual({
      pattern: "/about/",
      ok: true,
      message: "/about/: 10.5 KB gzip over the framework floor (140.0 KB total, floor 129.5 KB), budget 15 KB",
    });
  });

  it("passes a page exactly at its budget", () => {
    expect(judgePage({ pattern: "/about/", address: "/about/", status: 200, totalKb: 144.5 }, "light", 129.5).ok).toBe(true);
  });

  it("fails a page over its budget with the route and the figures", () => {
    const result = judgePage({ pattern: "/scenario/refinance/", address: "/refinance/?price=400000", status: 200, totalKb: 148.9 }, "light", 129.5);
    expect(result.ok).toBe(false);
    expect(result.message).toBe(
      "/scenario/refinance/ (at /refinance/?price=400000): 19.4 KB gzip over the framework floor (148.9 KB total, floor 129.5 KB), over its budget of 15 KB for calculators, charts, content and the widget",
    );
  });

  it("budgets Apollo pages at 75 KB", () => {
    expect(judgePage({ pattern: "/saved-homes/", address: "/saved-homes/", status: 200, totalKb: 200 }, "apollo", 129.5).ok).toBe(true);
    expect(judgePage({ pattern: "/saved-homes/", address: "/saved-homes/", status: 200, totalKb: 205 }, "apollo", 129.5).message).toContain(
      "over its budget of 75 KB",
    );
  });

  it("fails a page that does not answer 200", () => {
    const result = judgePage({ pattern: "/blog/[slug]/", address: "/blog/gone/", status: 404, totalKb: 140 }, "light", 129.5);
    expect(result).toEqual({
      pattern: "/blog/[slug]/",
      ok: false,
      message: "/blog/[slug]/ (at /blog/gone/): answered HTTP 404, so its first-load JS could not be measured",
    });
  });
});

describe("ownKb", () => {
  it("is the total minus the floor, to a tenth", () => {
    expect(ownKb(148.9, 129.5)).toBe(19.4);
    expect(BUDGETS.light.kb).toBe(15);
    expect(BUDGETS.apollo.kb).toBe(75);
  });
});

describe("unbudgetedPages", () => {
  it("fails a page without a category and an entry without a page", () => {
    const results = unbudgetedPages(["/", "/new-page/"], { "/": { category: "light" }, "/removed/": { category: "light" } });
    expect(results.map((result) => [result.pattern, result.ok])).toEqual([
      ["/new-page/", false],
      ["/removed/", false],
    ]);
    expect(results[0]?.message).toBe("/new-page/: a page without a first-load JS budget category; add it to PAGE_BUDGETS in lib/build/js-budget.ts");
  });

  it("counts a dynamic route budgeted by the addresses it serves, and fails them without it", () => {
    const twins = {
      "/scenario/a/": { category: "light", route: "/scenario/[calculator]/" },
      "/scenario/b/": { category: "light", route: "/scenario/[calculator]/" },
    } as const;
    expect(unbudgetedPages(["/scenario/[calculator]/"], twins)).toEqual([]);
    expect(budgetsOfPage("/scenario/[calculator]/", twins).map(([pattern]) => pattern)).toEqual(["/scenario/a/", "/scenario/b/"]);
    expect(unbudgetedPages([], twins).map((result) => result.pattern)).toEqual(["/scenario/a/", "/scenario/b/"]);
  });

  it("finds every page under app/ in PAGE_BUDGETS, and nothing else", () => {
    const patterns = readdirSync("app", { recursive: true, encoding: "utf8" }).flatMap((file) => pagePattern(join("app", file)) ?? []);
    expect(patterns.length).toBeGreaterThan(50);
    expect(unbudgetedPages(patterns, PAGE_BUDGETS)).toEqual([]);
  });
});
