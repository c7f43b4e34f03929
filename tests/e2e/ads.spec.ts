import { expect, test } from "@playwright/test";

import { AD_FREE_PAGES, AD_PAGES, firstPostPath, recordAdRequests, scrollThrough } from "./ads-support";

// The default e2e build has no ad configuration (scripts/local-env.mjs sets the ad variables to
// `off`): no slot, no script, no request to the ad host, even with consent. The configured build
// is tested by tests/e2e-ads (playwright.ads.config.ts).

test("ads unconfigured: consent given, no slot and no request to the ad host on content pages", async ({ page }) => {
  const adRequests = recordAdRequests(page);
  const post = await firstPostPath(page);
  await page.getByRole("button", { name: "Accept analytics" }).click();
  for (const path of [...AD_PAGES, post]) {
    await page.goto(path);
    await scrollThrough(page);
    await expect(page.locator(".ad-slot, ins.adsbygoogle")).toHaveCount(0);
    await expect(page.getByText("Advertisement", { exact: true })).toHaveCount(0);
  }
  expect(adRequests).toEqual([]);
});

test("ads unconfigured: the Content-Security-Policy names no ad host", async ({ request }) => {
  for (const path of [...AD_PAGES, ...AD_FREE_PAGES]) {
    const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).not.toMatch(/googlesyndication|doubleclick/);
  }
});
