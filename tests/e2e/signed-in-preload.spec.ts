// The signed-in pages ask for their deferred code (Apollo's chunks and their part's) while their
// first-load scripts download, for a signed-in visitor only (lib/session/signed-in-preload.ts,
// lib/build/signed-in-chunks.ts): the preloads are there, each chunk is fetched once (the
// part's import() takes the preloaded script rather than asking again), the part renders, and a
// signed-out visitor fetches none of Apollo. The same script sends the part's first queries with
// the stored token, and Apollo takes their answers instead of sending them again
// (lib/apollo/early-answers.ts).
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
  expect(await earlyRequests(page)).toBeNull();
});

/** The bodies of the GraphQL requests the page sends from now on. */
function graphqlBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "POST" && (pathname === "/graphql/" || pathname === "/api/graphql/")) bodies.push(request.postData() ?? "");
  });
  return bodies;
}

/** The early requests the page's script left for Apollo: how many it sent, how many are still untaken. */
async function earlyRequests(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const list = (window as unknown as Record<string, unknown>).__hmhEarlyAnswers;
    return Array.isArray(list) ? list.length : null;
  });
}

test("signed in, each account page's first queries go out with the page, once, and Apollo takes their answers", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInBrowser(page, await signUpViaApi(request, "early"));
  const shown: Record<(typeof PAGES)[number], RegExp> = {
    "/profile/": /Your details/,
    "/saved-homes/": /You have no saved homes yet/,
    "/saved-scenarios/": /No saved scenarios yet/,
    "/manage-widget/": /New widget/,
  };
  for (const path of PAGES) {
    await test.step(path, async () => {
      const bodies = graphqlBodies(page);
      await page.goto(path);
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
      await expect(page.locator("main")).toContainText(shown[path]);
      await page.waitForLoadState("networkidle");
      // Every early request taken, and no body sent twice (Apollo would have repeated an untaken one).
      expect(await earlyRequests(page), path).toBe(0);
      expect(bodies.length, path).toBeGreaterThan(0);
      expect(new Set(bodies).size, `${path}: ${bodies.length} requests`).toBe(bodies.length);
      page.removeAllListeners("request");
    });
  }
});

test("with a loan in the address, the saved homes send no early request and show that loan's payments", async ({ page, request }) => {
  await signInBrowser(page, await signUpViaApi(request, "early-loan"));
  await page.goto("/saved-homes/?downPaymentPercent=10");
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
  expect(await earlyRequests(page)).toBeNull();
  await expect(page.getByLabel(/down payment/i).first()).toHaveValue(/10/);
});
