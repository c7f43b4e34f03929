// Accessibility and phones (docs/quality.md): every page (tests/e2e/site-pages.ts) passes axe and does
// not scroll sideways at 360 px, with axe once per page and width: signed out at desktop width,
// and signed in, as a premium member with a saved home, scenario and widget, at 360 px, for the
// pages the session changes (signedInPages). Signed out, each registered page is also checked for what the route registry
// promises (lib/routes.ts): served, titled, one h1, its canonical address, no script error and
// nothing refused by the Content-Security-Policy. On
// each page as it loads, the parts drawn only near the viewport hold placeholders as tall as they are.
// Each part walks its pages in one browser page: a new page per site page (a cold cache, the
// consent banner again) cost twice the checks themselves.
import { expect, test, type Page } from "@playwright/test";

import { ROUTES, SITE_NAME } from "../../lib/routes";
import { signInBrowser, type E2eAccount } from "./premium-support";
import { seededAccount } from "./seeded-account";
import { everyPage, signedInPages, type SitePage } from "./site-pages";
import {
  declineConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectPlaceholdersHoldTheirParts,
  onCspRefusal,
  scrollThroughPage,
  waitForPageSettled,
} from "./support";

interface Viewport {
  readonly width: number;
  readonly height: number;
}

const DESKTOP: Viewport = { width: 1280, height: 800 };
const PHONE: Viewport = { width: 360, height: 740 };
/** The signed-out pass's pages are split over this many tests so the workers share them. */
const SHARDS = 4;
/** The signed-in pass's, a third as many pages. */
const SIGNED_IN_SHARDS = 2;
/**
 * One page's checks, bounded: a page takes 2-8 s here and twice that on a slow host, so one that
 * has not settled in a minute is stuck, and its failure names it rather than the part's timeout.
 */
const PAGE_TIMEOUT_MS = 60_000;

/**
 * Opens the page at each width in turn and checks it there: axe at the widths in `axeAt`, and at
 * 360 px no sideways scrolling.
 */
async function checkPage(
  page: Page,
  { path, status }: SitePage,
  { signedIn, widths, axeAt }: { signedIn: boolean; widths: readonly Viewport[]; axeAt: readonly Viewport[] },
): Promise<void> {
  // When the page's checks end before it is done (its step timeout), the failure says how far
  // each phase got and when: a page that hangs once in many runs leaves no trace of its own.
  const started = Date.now();
  const reached: string[] = [];
  const phase = (name: string) => reached.push(`${name} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    await test.step(
      path,
      async () => {
        await page.setViewportSize(widths[0]!);
        const response = await page.goto(path);
        phase("loaded");
        expect(response?.status(), path).toBe(status);
        const route = ROUTES.find((r) => r.path === path);
        // A page for signed-in users only sends a signed-out browser to sign in, and back after.
        if (route?.signInRedirect && !signedIn) await expect(page).toHaveURL(`/sign-in/?next=${path}`);
        await waitForPageSettled(page);
        phase("settled");
        await declineConsent(page);
        if (route && !signedIn) {
          const shown = route.signInRedirect ? "/sign-in/" : path;
          await expect(page).toHaveTitle(new RegExp(SITE_NAME.replace("?", "\\?")));
          await expect(page.locator("h1")).toHaveCount(1);
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${shown}$`));
        }
        // Signed in for real: not sent to sign in, and the site's header offers the profile (the
        // not-found page has a header without navigation).
        if (signedIn) expect(new URL(page.url()).pathname).toBe(new URL(path, page.url()).pathname);
        if (signedIn && status === 200) await expect(page.locator("header").getByRole("link", { name: "Profile" })).toBeAttached();
        // At the first width only, before anything is scrolled into view (signed out 1280 px, signed in 360 px).
        await expectPlaceholdersHoldTheirParts(page);
        phase("placeholders checked");
        for (const viewport of widths) {
          await page.setViewportSize(viewport);
          if (viewport.width <= PHONE.width) await expectNoHorizontalScroll(page);
          if (!axeAt.includes(viewport)) continue;
          await scrollThroughPage(page);
          phase(`scrolled through at ${viewport.width} px`);
          await expectNoAxeViolations(page);
        }
      },
      { timeout: PAGE_TIMEOUT_MS },
    );
  } catch (error) {
    // The summary shows a failure's first line: let it name the page and the phases it reached.
    if (error instanceof Error && !error.message.startsWith(path)) {
      error.message = `${path} (${reached.join(", ") || "not loaded"}; ended at ${((Date.now() - started) / 1000).toFixed(1)} s): ${error.message}`;
    }
    throw error;
  }
}

/** Script errors, and anything the Content-Security-Policy refused (the page's own inline scripts must all run). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  onCspRefusal(page, (message) => errors.push(`${page.url()}: ${message}`));
  return errors;
}

// 360 s a test: each visits a quarter or more of the site with axe, which took over 180 s on a
// slow CI host (load average 14).
for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`signed out, every page, part ${shard + 1} of ${SHARDS}, passes axe and fits 360 px`, async ({ page, request }) => {
    test.setTimeout(360_000);
    const errors = collectPageErrors(page);
    const all = await everyPage(request);
    // A post, a tag, a listing, an agent at least, besides the registry, the scenario link and not-found.
    expect(all.length).toBeGreaterThanOrEqual(ROUTES.length + 6);
    const pages = all.filter((_, index) => index % SHARDS === shard);
    for (const sitePage of pages) await checkPage(page, sitePage, { signedIn: false, widths: [DESKTOP, PHONE], axeAt: [DESKTOP] });
    expect(errors).toEqual([]);
  });
}

test.describe("signed in", () => {
  let account: E2eAccount;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    account = await seededAccount(request, "every-page");
    await request.dispose();
  });

  for (let shard = 0; shard < SIGNED_IN_SHARDS; shard += 1) {
    test(`the pages the session changes, part ${shard + 1} of ${SIGNED_IN_SHARDS}, pass axe and fit 360 px`, async ({ page, request }) => {
      test.setTimeout(360_000);
      const errors = collectPageErrors(page);
      await signInBrowser(page, account);
      const all = signedInPages(await everyPage(request));
      // The account pages, homes, agents, premium, two calculators, home and not-found at least.
      expect(all.length).toBeGreaterThanOrEqual(16);
      const pages = all.filter((_, index) => index % SIGNED_IN_SHARDS === shard);
      for (const sitePage of pages) await checkPage(page, sitePage, { signedIn: true, widths: [PHONE], axeAt: [PHONE] });
      expect(errors).toEqual([]);
    });
  }
});
