// /saved-homes/ with 200 saved homes, in the browser: the first page, "Load more" appending
// until every home is listed once in the API's order, a first page replacing what the Apollo
// cache held when the visitor comes back (lib/apollo/cache.ts, one list for saved homes), one
// removal among the 200, and the page accessible and not scrolling sideways with all 200 shown.
import { expect, test, type APIRequestContext } from "@playwright/test";

import { signInBrowser, signUpViaApi, type E2eAccount } from "./premium-support";
import { declineConsent, expectNoAxeViolations, expectNoHorizontalScroll, expectPlaceholdersFit, expectPlaceholdersHoldTheirParts } from "./support";

const SAVED = 200;
/** The most operations one batched request may carry (MAX_BATCH_OPERATIONS in lib/server/api/graphql-server.ts). */
const BATCH = 10;
/**
 * For what waits on a server answer: a page of 24 priced homes comes in well under a second,
 * but took over 7 s (the default) on this shared 2-core machine with the load average at 16.
 */
const SERVER_ANSWER = { timeout: 20_000 };

/** A client address of its own (the e2e server trusts one proxy hop: playwright.config.ts), so the other specs' requests do not count against this one's per-IP API limit. */
function clientIp(): string {
  return `10.14.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

interface Operation {
  readonly query: string;
  readonly variables?: Record<string, unknown>;
}

/**
 * Sends operations in batched requests of at most BATCH, as the site's own client batches them,
 * one batch after another (so homes saved in a later batch are saved later); returns each
 * operation's data in order and fails the test on any error.
 */
async function runBatched<T>(request: APIRequestContext, ip: string, account: E2eAccount | null, operations: readonly Operation[]): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < operations.length; start += BATCH) {
    const response = await request.post("/api/graphql/", {
      headers: {
        "content-type": "application/json",
        "x-request-source": "web",
        "x-forwarded-for": ip,
        ...(account ? { authorization: `Bearer ${account.accessToken}` } : {}),
      },
      data: operations.slice(start, start + BATCH),
    });
    const text = await response.text();
    expect(response.status(), text).toBe(200);
    const answers = JSON.parse(text) as { data?: T; errors?: unknown[] }[];
    expect(answers).toHaveLength(Math.min(BATCH, operations.length - start));
    for (const answer of answers) {
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      results.push(answer.data as T);
    }
  }
  return results;
}

interface SavedPage {
  myFavoriteListings: { page: number; pageSize: number; total: number; items: { hashid: string }[] };
}

/** Every saved home of the account, in the API's order, read page by page. */
async function savedInApiOrder(request: APIRequestContext, ip: string, account: E2eAccount, total: number): Promise<{ pageSize: number; hashids: string[] }> {
  const query = "query ($page: Int) { myFavoriteListings(page: $page) { page pageSize total items { hashid } } }";
  const [first] = await runBatched<SavedPage>(request, ip, account, [{ query, variables: { page: 1 } }]);
  const { pageSize } = first!.myFavoriteListings;
  const pages = Math.ceil(total / pageSize);
  const rest = await runBatched<SavedPage>(
    request,
    ip,
    account,
    Array.from({ length: pages - 1 }, (_, index) => ({ query, variables: { page: index + 2 } })),
  );
  const all = [first!, ...rest].map((data) => data.myFavoriteListings);
  for (const page of all) expect(page.total).toBe(total);
  return { pageSize, hashids: all.flatMap((page) => page.items.map((item) => item.hashid)) };
}

test.describe("saved homes paging", () => {
  // The page's own requests, not a service worker's, so they carry the page's client address.
  test.use({ serviceWorkers: "block" });

  test("200 saved homes: first page, Load more appends each once in order, a first page replaces on return, one removed, axe and 360 px", async ({
    page,
    request,
  }) => {
    // Nine pages of cards, axe over 200 of them and the seeding: 36-58 s on this 2-core machine
    // with the load average at 7-14, and once more than the suite's 120 s (with role locators
    // polled, see below): room for a busy CI host without raising every test's limit.
    test.setTimeout(240_000);
    const seedIp = clientIp();
    const account = await signUpViaApi(request, "saved200");

    // 200 distinct sample listings from the search, then each saved through the API.
    const listingsQuery = "query ($page: Int) { listings(page: $page) { total items { hashid } } }";
    const [firstListings] = await runBatched<{ listings: { total: number; items: { hashid: string }[] } }>(request, seedIp, null, [
      { query: listingsQuery, variables: { page: 1 } },
    ]);
    const searchPageSize = firstListings!.listings.items.length;
    expect(firstListings!.listings.total, "sample listings to save").toBeGreaterThanOrEqual(SAVED);
    const morePages = await runBatched<{ listings: { items: { hashid: string }[] } }>(
      request,
      seedIp,
      null,
      Array.from({ length: Math.ceil(SAVED / searchPageSize) - 1 }, (_, index) => ({ query: listingsQuery, variables: { page: index + 2 } })),
    );
    const listingHashids = [...new Set([firstListings!, ...morePages].flatMap((data) => data.listings.items.map((item) => item.hashid)))].slice(0, SAVED);
    expect(listingHashids).toHaveLength(SAVED);
    await runBatched(
      request,
      seedIp,
      account,
      listingHashids.map((hashid) => ({ query: "mutation ($hashid: ID!) { favoriteListing(hashid: $hashid) { hashid } }", variables: { hashid } })),
    );
    const { pageSize, hashids: expected } = await savedInApiOrder(request, seedIp, account, SAVED);
    expect([...expected].sort()).toEqual([...listingHashids].sort());

    // Without the web font, as on a first visit where it came too late to be used (it is shown
    // only if it comes at once: font-display optional): the fallback face's letters are not as
    // wide, and the cards' heights, which their placeholders hold, must not depend on it.
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.setExtraHTTPHeaders({ "x-forwarded-for": clientIp() });
    await signInBrowser(page, account);
    await page.goto("/saved-homes/");
    await declineConsent(page);
    // CSS locators for what is polled while 200 cards are shown: a role locator computes the role
    // and name of every element of the page on each poll, which on a busy machine took seconds.
    const cards = page.locator('ul[aria-label="Saved homes"] > li > article[data-listing]');
    const shown = () => cards.evaluateAll((articles) => articles.map((article) => article.getAttribute("data-listing")));
    const loadMore = page.locator("button", { hasText: /^Load more$/ });

    // The first page, and how many there are in all.
    await expect(cards).toHaveCount(pageSize, SERVER_ANSWER);
    await expect(page.getByText(`${SAVED} saved homes, newest first.`)).toBeVisible();
    expect(await shown()).toEqual(expected.slice(0, pageSize));
    // The cards below the first screen are laid out only near it: each placeholder is its card's
    // height, in one to four columns.
    await expectPlaceholdersHoldTheirParts(page);
    await expectPlaceholdersFit(page, page.locator('ul[aria-label="Saved homes"]'), [320, 412, 540, 800, 1024, 1280]);

    // Each "Load more" appends the next page, until all 200 are listed once, in the API's order.
    // Pressed with the keyboard: in one run of a loaded suite a click focused the button (the
    // press) without clicking it, and nothing was asked for (96 cards held for 20 s). The likeliest
    // cause is the cards above it taking their real size as it scrolled into view (they are laid
    // out only near the viewport), which moved it between the press and the release; a key has no
    // point to miss. (The cards' placeholders have since become their drawn height.)
    for (let held = pageSize; held < SAVED;) {
      await loadMore.press("Enter");
      held = Math.min(held + pageSize, SAVED);
      await expect(cards).toHaveCount(held, SERVER_ANSWER);
    }
    await expect(loadMore).toHaveCount(0);
    expect(await shown()).toEqual(expected);

    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);

    // Removing one home among the 200 removes exactly that one.
    const removed = expected[Math.floor(SAVED * 0.75)]!;
    const remaining = expected.filter((hashid) => hashid !== removed);
    await page
      .locator(`article[data-listing="${removed}"]`)
      .locator("button", { hasText: /^Remove$/ })
      .click();
    await expect(page.locator('p[role="status"]', { hasText: "from your saved homes." })).toBeVisible(SERVER_ANSWER);
    await expect(cards).toHaveCount(SAVED - 1);
    await expect(page.getByText(`${SAVED - 1} saved homes, newest first.`)).toBeVisible();
    expect(await shown()).toEqual(remaining);
    expect((await savedInApiOrder(request, seedIp, account, SAVED - 1)).hashids).toEqual(remaining);

    // Away and back in the same document (the Apollo cache still holds all 199): the first page
    // the server answers replaces them.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Profile", exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/$/, SERVER_ANSWER);
    await page.getByRole("link", { name: "Your saved homes" }).click();
    await expect(page).toHaveURL(/\/saved-homes\/$/, SERVER_ANSWER);
    await expect(cards).toHaveCount(pageSize, SERVER_ANSWER);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await shown()).toEqual(remaining.slice(0, pageSize));
    await expect(loadMore).toBeVisible();

    // A reload: the first page again.
    await page.reload();
    await expect(cards).toHaveCount(pageSize, SERVER_ANSWER);
    await expect(page.getByText(`${SAVED - 1} saved homes, newest first.`)).toBeVisible();
    expect(await shown()).toEqual(remaining.slice(0, pageSize));
    await expectPlaceholdersHoldTheirParts(page);
    await expect(loadMore).toBeVisible();
  });
});
