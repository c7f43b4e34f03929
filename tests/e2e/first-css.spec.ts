import { expect, test } from "@playwright/test";

import { routesInSection } from "../../lib/routes";
import { waitForCalculatorIfAny } from "./support";

// A calculator's styles are in the page's first HTML: a stylesheet that arrives with the
// calculator's chunk restyles the form after the first paint (a layout shift), and a visitor
// without JavaScript never gets it. Checked on every calculator and chart page, once the
// calculator is live.
const PAGES = [...routesInSection("calculators"), ...routesInSection("va"), ...routesInSection("charts")].map((route) => route.path);

for (const path of PAGES) {
  test(`${path} has all its styles in the first HTML`, async ({ page }) => {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    const first = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => new URL(match[1]!, page.url()).pathname).sort();
    expect(first.length).toBeGreaterThan(0);

    await waitForCalculatorIfAny(page);
    const live = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])).sort());
    expect(live).toEqual([...new Set(first)]);
  });
}
