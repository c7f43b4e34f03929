import { expect, test, type Page, type Request } from "@playwright/test";

import { wakeCalculator } from "./support";

// Links prefetch their page on intent (pointer, focus, touch), not as they come on screen: a
// calculator page asks for no other page while it starts (components/layout/intent-link.tsx, components/layout/site-link-router.tsx),
// and the page a visitor points at is fetched once, then opened without a full page load.
function isRoutePrefetch(request: Request): boolean {
  return new URL(request.url()).searchParams.has("_rsc");
}

/** Opens the mortgage calculator, checks that nothing was prefetched while it started, and returns the paths prefetched from then on. */
async function openCalculatorPrefetchingNothing(page: Page): Promise<string[]> {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (isRoutePrefetch(request)) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/mortgage-calculator/");
  await wakeCalculator(page);
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);
  return prefetched;
}

test("a calculator page prefetches nothing until a link is pointed at, then only that page", async ({ page }) => {
  await openCalculatorPrefetchingNothing(page);

  const fha = page.getByRole("navigation", { name: "Loan programs" }).getByRole("link", { name: "FHA" });
  const request = page.waitForRequest((r) => isRoutePrefetch(r) && new URL(r.url()).pathname === "/fha-loan-calculator/");
  await fha.hover();
  await request;

  // A client-side navigation: the document is not loaded again.
  await page.evaluate(() => {
    (window as Window & { samePage?: boolean }).samePage = true;
  });
  await fha.click();
  await expect(page).toHaveURL(/\/fha-loan-calculator\/$/);
  await expect(page.locator('[data-calculator="fha"][data-ready]')).toHaveCount(1, { timeout: 20_000 });
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
});

test("focusing a link by keyboard prefetches its page", async ({ page }) => {
  await page.goto("/mortgage-calculator/");
  await wakeCalculator(page);
  const request = page.waitForRequest((r) => isRoutePrefetch(r) && new URL(r.url()).pathname === "/usda-loan-calculator/");
  await page.getByRole("navigation", { name: "Loan programs" }).getByRole("link", { name: "USDA" }).focus();
  await request;
});

// The header's and footer's links are plain links opened by one listener (components/layout/site-link-router.tsx).
test("a footer link prefetches its page on intent and opens it without a full page load", async ({ page }) => {
  const prefetched = await openCalculatorPrefetchingNothing(page);

  const accuracy = page.locator("footer").getByRole("navigation", { name: "Company" }).getByRole("link", { name: "Accuracy" });
  const request = page.waitForRequest((r) => isRoutePrefetch(r) && new URL(r.url()).pathname === "/accuracy/");
  await accuracy.hover();
  await request;

  await page.evaluate(() => {
    (window as Window & { samePage?: boolean }).samePage = true;
  });
  await accuracy.click();
  await expect(page).toHaveURL(/\/accuracy\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Mortgage calculator");
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  expect(prefetched.filter((path) => path !== "/accuracy/")).toEqual([]);
});
