import { expect, test } from "@playwright/test";

import { routesInSection } from "../../lib/routes";
import { waitForCalculatorIfAny } from "./support";

// A calculator's styles are in the page's first HTML: a stylesheet that arrives with the
// calculator's chunk restyles the form after the first paint (a layout shift), and a visitor
// without JavaScript never gets it. Checked on every calculator and chart page, once the
// calculator is live.
const PAGES = [...routesInSection("calculators"), ...routesInSection("va"), ...routesInSection("charts")].map((route) => route.path);

/** The pages are split over this many tests so both workers share them. */
const SHARDS = 2;

// Each part walks its pages in one browser page: a new page for each (a cold cache) cost more than
// the check. What is compared is each document's own stylesheets, so a cached file counts the same.
for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every calculator and chart page has all its styles in the first HTML, part ${shard + 1} of ${SHARDS}`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of PAGES.filter((_, index) => index % SHARDS === shard)) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        const html = (await response?.text()) ?? "";
        const first = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => new URL(match[1]!, page.url()).pathname).sort();
        expect(first.length, path).toBeGreaterThan(0);

        await waitForCalculatorIfAny(page);
        const live = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])).sort());
        expect(live, path).toEqual([...new Set(first)]);
      });
    }
  });
}
