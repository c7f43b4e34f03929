import { expect, test } from "@playwright/test";

// A web font that arrives after the first paint (a slow connection) must not move the page: the
// fallback face sized to the font's metrics needs Arial, which phones and Linux often lack, so a
// swap re-flowed every line. The font's files are held back a second and a half; then every
// layout shift of the page is summed, from the first paint until the fonts have loaded.
const PAGES = ["/", "/about/", "/mortgage-calculator/"];
const FONT_DELAY_MS = 1_500;

test.use({ viewport: { width: 412, height: 823 } });

test("a web font that arrives late shifts nothing", async ({ page }) => {
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
  for (const path of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect.poll(() => page.evaluate(() => [...document.fonts].every((face) => face.status !== "loading"))).toBe(true);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(total), 300);
          }),
      );
      expect(shift, path).toBeLessThan(0.001);
    });
  }
});
