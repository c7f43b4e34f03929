import { expect, test } from "@playwright/test";

import { OFFLINE_PATHS } from "../../lib/offline-routes";

// The service worker under test (the other specs block it: see playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test("after one visit the precached pages open offline", async ({ page, context }) => {
  // Precaching every calculator page and the build's chunks takes a while on a busy 2-core machine.
  test.setTimeout(150_000);
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Wait until the worker controls the page and has finished precaching.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async (paths) => {
          const keys = await caches.keys();
          const urls = new Set<string>();
          for (const key of keys) for (const request of await (await caches.open(key)).keys()) urls.add(new URL(request.url).pathname);
          return paths.every((path) => urls.has(path));
        }, OFFLINE_PATHS as string[]),
      { timeout: 60_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  for (const path of OFFLINE_PATHS) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
  }
  // Leave the site while still offline: back online, Next retries what it queued through the
  // service worker, and closing a context in the middle of that can hang in Chromium.
  await page.goto("about:blank");
});
