import { expect, test } from "@playwright/test";

import { expectShiftsUnder, LAYOUT_VIEWPORTS } from "./support";

// A web font that arrives after the first paint (a slow connection) must not move the page. Until
// it loads, text is set in a local face sized to Open Sans (app/globals.css); here that is
// Liberation Sans, Arial's metric twin. A sized face matches Open Sans's average letter, not every
// line, so swapping the font in late still moved the pages where a heading or a card's line broke
// one word apart (/rates/ 0.11 and /listings/ 0.03-0.06 at 360 px): the font's display is
// `optional` (app/fonts.ts), and a page whose font comes late keeps the sized face. The font's files
// are held back a second and a half; then every layout shift of the page is summed, from the first
// paint until the fonts have loaded, on the pages of each kind: home, an article, a calculator, a
// table of figures and the listings with their cards and map.
const PAGES = ["/", "/about/", "/mortgage-calculator/", "/rates/", "/listings/"];
const FONT_DELAY_MS = 1_500;
const MAX_SHIFT = 0.001;

for (const viewport of LAYOUT_VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a web font that arrives late moves nothing", async ({ page }) => {
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
        await route.continue();
      });
      for (const path of PAGES) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect.poll(() => page.evaluate(() => [...document.fonts].every((face) => face.status !== "loading"))).toBe(true);
          await expectShiftsUnder(page, MAX_SHIFT, { label: path, soft: true });
        });
      }
    });
  });
}
