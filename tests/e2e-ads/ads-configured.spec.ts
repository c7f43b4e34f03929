import { expect, test, type Page } from "@playwright/test";

import { AD_FREE_PAGES, AD_PAGES, firstPostPath, recordAdRequests, scrollThrough } from "../e2e/ads-support";
import { makeMemberViaWebhook, signInBrowser, signUpViaApi } from "../e2e/premium-support";

const CLIENT = "ca-pub-0000000000000000";

/** A stand-in for the ad script: fills each requested unit with a 250px creative, as the real one would. */
const STUB = `(function(){var q=window.adsbygoogle||[];var fill=function(){document.querySelectorAll("ins.adsbygoogle:not([data-adsbygoogle-status])").forEach(function(u){u.setAttribute("data-adsbygoogle-status","done");var d=document.createElement("div");d.style.height="250px";d.textContent="Test ad";u.appendChild(d);});};fill();window.adsbygoogle={push:fill};})();`;

/** Routes the ad host to the stub (no internet) and records ad-host requests. */
async function stubAdHost(page: Page): Promise<string[]> {
  const seen = recordAdRequests(page);
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(googlesyndication\.com|doubleclick\.net|adtrafficquality\.google)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: STUB }),
  );
  return seen;
}

/** Stores the consent answer before any page script runs (a returning visitor). */
async function storedConsent(page: Page, value: boolean): Promise<void> {
  await page.addInitScript((answer) => localStorage.setItem("hmh:consent", String(answer)), value);
}

test("consent declined: no slot shown and no request to the ad host", async ({ page }) => {
  const adRequests = await stubAdHost(page);
  const post = await firstPostPath(page);
  await page.getByRole("button", { name: "Decline" }).click();
  for (const path of [...AD_PAGES, post]) {
    await page.goto(path);
    await scrollThrough(page);
    await expect(page.locator(".ad-slot").first()).toBeHidden();
  }
  expect(adRequests).toEqual([]);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "hmh_ads_consent")?.value).toBe("0");
});

test("no answer yet: slots stay hidden and nothing is requested", async ({ page }) => {
  const adRequests = await stubAdHost(page);
  await page.goto("/va-funding-fee-chart/");
  await scrollThrough(page);
  await expect(page.locator(".ad-slot")).toBeHidden();
  expect(adRequests).toEqual([]);
});

test("consent given: the reserved box is laid out before the ad, the script loads lazily, nothing shifts", async ({ page }) => {
  await storedConsent(page, true);
  const adRequests = await stubAdHost(page);
  const post = await firstPostPath(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(post);
  const slot = page.locator(".ad-slot");
  await expect(slot).toBeVisible();
  await expect(slot.getByText("Advertisement")).toBeVisible();
  const before = await slot.boundingBox();
  expect(before!.height).toBeGreaterThanOrEqual(280);
  await slot.scrollIntoViewIfNeeded();
  await expect(slot.locator("ins.adsbygoogle")).toHaveAttribute("data-adsbygoogle-status", "done");
  const after = await slot.boundingBox();
  expect(after!.height).toBe(before!.height);
  expect(adRequests.some((url) => url.startsWith(`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${CLIENT}`))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
  await expect(slot.locator("ins.adsbygoogle")).toHaveAttribute("data-ad-client", CLIENT);
});

test("the ad script waits for the slot to come near the viewport", async ({ page }) => {
  await storedConsent(page, true);
  const adRequests = await stubAdHost(page);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/loan-limits/");
  await page.waitForLoadState("load");
  const top = await page.locator(".ad-slot").evaluate((element) => element.getBoundingClientRect().top);
  if (top > 600 + 600) {
    await page.waitForTimeout(1000);
    expect(adRequests).toEqual([]);
  }
  await scrollThrough(page);
  expect(adRequests.length).toBeGreaterThan(0);
});

test("accepting on the banner shows the slots and loads ads; the consent cookie is set", async ({ page }) => {
  const adRequests = await stubAdHost(page);
  await page.goto("/fha-mortgage-insurance-premiums/");
  await page.getByRole("button", { name: "Accept analytics and ads" }).click();
  await expect(page.locator(".ad-slot")).toBeVisible();
  await scrollThrough(page);
  expect(adRequests.length).toBeGreaterThan(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "hmh_ads_consent")?.value).toBe("1");
});

test("never on calculators, listings, account or quote pages", async ({ page }) => {
  await storedConsent(page, true);
  const adRequests = await stubAdHost(page);
  for (const path of AD_FREE_PAGES) {
    await page.goto(path);
    await expect(page.locator(".ad-slot, ins.adsbygoogle")).toHaveCount(0);
  }
  expect(adRequests).toEqual([]);
});

test("the Content-Security-Policy allows the ad host in this build", async ({ request }) => {
  const csp = (await request.get("/blog/")).headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src [^;]*https:\/\/pagead2\.googlesyndication\.com/);
});

test("a premium member (made through a signed webhook) sees no ads even with consent given", async ({ page, request }) => {
  const account = await signUpViaApi(request, "adfree");
  await makeMemberViaWebhook(request, account);
  await signInBrowser(page, account);
  await storedConsent(page, true);
  const adRequests = await stubAdHost(page);
  const post = await firstPostPath(page);
  for (const path of [post, ...AD_PAGES]) {
    await page.goto(path);
    await scrollThrough(page);
    await expect(page.locator(".ad-slot").first()).toBeHidden();
  }
  expect(adRequests).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("planHint"))).toContain('"adFree":true');
});
