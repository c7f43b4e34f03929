import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { PAGE_BUDGETS } from "@/lib/build/js-budget";
import { findRoute } from "@/lib/routes";
import { pageDocs } from "@/lib/search/page-docs";

import { CALCULATORS } from "./registry";

const root = path.resolve(__dirname, "../..");

describe("calculator registry", () => {
  it("names each calculator once, its id the path's slug", () => {
    expect(new Set(CALCULATORS.map((calculator) => calculator.id)).size).toBe(CALCULATORS.length);
    for (const calculator of CALCULATORS) expect(calculator.path).toBe(`/${calculator.id}/`);
  });

  it("each entry is a page with its twin, a route, a budget and a search document", () => {
    const docs = pageDocs();
    for (const calculator of CALCULATORS) {
      const page = path.join(root, "app", "(site)", calculator.id, "page.tsx");
      expect(existsSync(page)).toBe(true);
      expect(findRoute(calculator.path)).toEqual({
        path: calculator.path,
        title: calculator.title,
        description: calculator.description,
        section: calculator.section,
        offline: true,
        // A page showing figures the site loads is fetched network first, not precached with the build.
        ...("storedData" in calculator && calculator.storedData ? { networkFirst: true } : {}),
      });
      expect(PAGE_BUDGETS[calculator.path]).toEqual({ category: calculator.budget });
      expect(docs.find((doc) => doc.url === calculator.path)?.keywords).toEqual(calculator.keywords);
      if (calculator.scenario)
        expect(PAGE_BUDGETS[`/scenario${calculator.path}`]).toEqual({
          category: calculator.budget,
          ...(calculator.component === null ? {} : { route: "/scenario/[calculator]/[query]/" }),
          measureAt: `${calculator.path}?price=400000`,
        });
    }
  });

  it("a payment calculator's page and its twin price the program its entry names", () => {
    const twins = readFileSync(path.join(root, "components", "calculators", "scenario-pages.tsx"), "utf8");
    for (const calculator of CALCULATORS) {
      if (calculator.component !== "payment") continue;
      expect(readFileSync(path.join(root, "app", "(site)", calculator.id, "page.tsx"), "utf8")).toContain(`calcType="${calculator.program}"`);
      expect(twins).toMatch(new RegExp(`"${calculator.id}": [^\\n]*calcType="${calculator.program}"`));
    }
  });

  it("each page renders the calculator its entry names", () => {
    for (const calculator of CALCULATORS) {
      if (calculator.component === null) continue;
      const page = readFileSync(path.join(root, "app", "(site)", calculator.id, "page.tsx"), "utf8");
      // The page's component (imported from components/calculators) renders the island.
      const imported = /from "@\/components\/calculators\/([^"]+-page)"/.exec(page)?.[1];
      expect(imported).toBeDefined();
      const component = readFileSync(path.join(root, "components", "calculators", `${imported}.tsx`), "utf8");
      expect(component).toMatch(new RegExp(`<CalculatorIsland\\s+calculator="${calculator.component}"`));
    }
  });
});
