import { expect, test } from "@playwright/test";

import { shiftTotal } from "./support";

// A web font that arrives after the first paint (a slow connection) must not move the page. Until
// it loads, text is set in a local face sized to Open Sans (app/globals.css); here that is
// Liberation Sans, Arial's metric twin, which next/font's own fallback (`local("Arial")` alone)
// did not match, so the text first drew in DejaVu Sans and each swap re-flowed every line (0.13-0.16
// at 412 px). The font's files are held back a second
// and a half; then every layout shift of the page is summed, from the first paint until the fonts
// have loaded. A scaled face matches Open Sans's average letter, not every word, so a line may
// still break one word earlier or later: the bound is half the site's layout-shift budget.
const PAGES = ["/", "/about/", "/mortgage-calculator/"];
const FONT_DELAY_MS = 1_500;
const MAX_SHIFT = 0.01;

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a web font that arrives late hardly moves the page", async ({ page }) => {
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
        await route.continue();
      });
      for (const path of PAGES) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect.poll(() => page.evaluate(() => [...document.fonts].every((face) => face.status !== "loading"))).toBe(true);
          const shift = await shiftTotal(page);
          expect.soft(shift, path).toBeLessThan(MAX_SHIFT);
        });
      }
    });
  });
}
