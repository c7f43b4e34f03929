// The signed-in pages ask for their deferred code (Apollo's chunks and their part's) while their
// first-load scripts download, for a signed-in visitor only (lib/session/signed-in-preload.ts,
// lib/build/signed-in-chunks.ts): the preloads are there, each chunk is fetched once (the
// part's import() takes the preloaded script rather than asking again), the part renders, and a
// signed-out visitor fetches none of Apollo.
import { expect, test, type Page } from "@playwright/test";

import { signInBrowser, signUpViaApi } from "./premium-support";

const PAGES = ["/profile/", "/saved-homes/", "/saved-scenarios/", "/manage-widget/"] as const;
const APOLLO_CHUNK = /^\/_next\/static\/chunks\/apollo-[^/]+\.js$/;
const DEFERRED_CHUNK = /^\/_next\/static\/chunks\/(?:apollo-|signed-in-)[^/]+\.js$/;

/** The paths of the build's chunks the page fetches from now on, once per request. */
function chunkRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/_next/static/chunks/")) paths.push(pathname);
  });
  return paths;
}

/** The scripts the page's preload links name, as paths. */
async function preloadedScripts(page: Page): Promise<string[]> {
  return page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
}

test("signed in, each account page preloads Apollo's chunks and its part's, and fetches each once", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInBrowser(page, await signUpViaApi(request, "preload"));
  for (const path of PAGES) {
    await test.step(path, async () => {
      const requested = chunkRequests(page);
      await page.goto(path);
      if (path === "/profile/") await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState("networkidle");
      const preloads = (await preloadedScripts(page)).filter((url) => DEFERRED_CHUNK.test(url));
      expect(preloads.filter((url) => APOLLO_CHUNK.test(url)).length, path).toBeGreaterThanOrEqual(2);
      expect(preloads.filter((url) => url.includes("/signed-in-")).length, path).toBeGreaterThanOrEqual(1);
      for (const url of preloads)
        expect(
          requested.filter((fetched) => fetched === url),
          `${path}: ${url}`,
        ).toHaveLength(1);
      page.removeAllListeners("request");
    });
  }
});

test("signed out, the profile preloads nothing and fetches none of Apollo", async ({ page }) => {
  const requested = chunkRequests(page);
  await page.goto("/profile/");
  await expect(page.getByText("You are not signed in.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect((await preloadedScripts(page)).filter((url) => DEFERRED_CHUNK.test(url))).toEqual([]);
  expect(requested.filter((url) => DEFERRED_CHUNK.test(url))).toEqual([]);
});
