import type { Page } from "@playwright/test";

/** Hosts of the ad service (the script host and the ad-serving domains). */
export const AD_HOST_PATTERN = /googlesyndication\.com|doubleclick\.net|adtrafficquality\.google|adservice\.google/;

/** Records every request to an ad host. */
export function recordAdRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (AD_HOST_PATTERN.test(new URL(request.url()).host)) seen.push(request.url());
  });
  return seen;
}

/** Content pages that carry ad slots when ads are on (a post is added by the tests from the blog). */
export const AD_PAGES = ["/blog/", "/fha-mortgage-insurance-premiums/", "/va-funding-fee-chart/", "/loan-limits/"] as const;

/** Pages that must never carry an ad: calculators' results, listings, account and quote pages. */
export const AD_FREE_PAGES = ["/mortgage-calculator/", "/fha-loan-calculator/", "/listings/", "/quote/", "/sign-in/", "/"] as const;

/** The first post's path, from the blog's list page. */
export async function firstPostPath(page: Page): Promise<string> {
  await page.goto("/blog/");
  const href = await page.locator("ol > li article h2 a").first().getAttribute("href");
  if (!href) throw new Error("the blog lists no post");
  return new URL(href, page.url()).pathname;
}

/** Scrolls through the whole page so lazy slots come near the viewport, then waits a moment for lazy scripts. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForTimeout(1500);
}
