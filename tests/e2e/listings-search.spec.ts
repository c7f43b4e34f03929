import { expect, test, type Locator, type Page } from "@playwright/test";

import { signInBrowser, signUpViaApi } from "./premium-support";
import { declineConsent, expectNoAxeViolations, expectPlaceholdersFit, expectShiftsUnder } from "./support";

// /listings/ against the served build with the 5,000 sample listings seeded on first start.

const cards = (page: Page) => page.locator("ol[aria-label='Homes found'] > li");

async function total(page: Page): Promise<number> {
  return Number(await page.locator("#ls-results-heading").getAttribute("data-value"));
}

async function prices(page: Page): Promise<number[]> {
  return await page
    .locator("ol[aria-label='Homes found'] [data-result='listPrice']")
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-value"))));
}

async function ready(page: Page): Promise<void> {
  await expect(page.locator("[data-interactive='true']")).toBeVisible({ timeout: 20_000 });
  await declineConsent(page);
}

test.describe("with JavaScript", () => {
  test("filters search in place, the address follows, and every card is labelled", async ({ page }) => {
    await page.goto("/listings/");
    await ready(page);
    const all = await total(page);
    expect(all).toBeGreaterThan(100);
    await expect(cards(page)).toHaveCount(24);
    // Every sample listing carries its label.
    await expect(page.locator("ol[aria-label='Homes found'] article")).toHaveCount(24);
    await expect(page.getByText("Sample listing", { exact: true })).toHaveCount(24);

    await page.getByLabel("Maximum price").fill("400000");
    await page.getByLabel("Bedrooms").selectOption("3");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/priceMax=400000/);
    await expect(page).toHaveURL(/beds=3/);
    // Defaults stay out of the address: the calculator's loan, the newest-first sort.
    expect(page.url()).not.toMatch(/calcType|sort=newest/);
    await expect.poll(() => total(page)).toBeLessThan(all);
    for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(400_000);
    const facts = await page.locator("ol[aria-label='Homes found'] article").evaluateAll((els) => els.map((el) => el.textContent ?? ""));
    for (const text of facts) expect(Number(/(\d+) bd/.exec(text)?.[1] ?? 0)).toBeGreaterThanOrEqual(3);

    // The shared address renders the same search on the server.
    const filtered = await total(page);
    await page.goto(page.url());
    await expect.poll(() => total(page)).toBe(filtered);
  });

  test("Load more appends the next page", async ({ page }) => {
    await page.goto("/listings/?sort=price-asc");
    await ready(page);
    const first = await page.locator("ol[aria-label='Homes found'] article").first().getAttribute("data-hashid");
    await page.getByRole("button", { name: "Load more" }).press("Enter");
    await expect(cards(page)).toHaveCount(48);
    expect(await page.locator("ol[aria-label='Homes found'] article").first().getAttribute("data-hashid")).toBe(first);
    const shown = await prices(page);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    const hashids = await page.locator("ol[aria-label='Homes found'] article").evaluateAll((els) => els.map((el) => el.getAttribute("data-hashid")));
    expect(new Set(hashids).size).toBe(48);
  });

  test("every card's placeholder is its real height from 320 to 1440 px: a jump to the page's end moves nothing", async ({ page }) => {
    await page.goto("/listings/");
    await ready(page);
    // One, two and three columns, each at a narrow and a wide column (the grid's steps are at
    // 496, 752 and 1008 px of list); from 1024 px the filters and the map sit beside the list.
    const list = page.locator("ol[aria-label='Homes found']");
    await expectPlaceholdersFit(page, list, [320, 360, 412, 480, 520, 540, 600, 768, 800, 1024, 1280, 1440]);
    // The map resized with the window, and the search stayed as it was.
    expect(new URL(page.url()).searchParams.has("bounds")).toBe(false);
    // A fresh load (the resizes above moved everything), then a jump to the end by script: after a
    // key press the browser would not count the shifts.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/listings/");
    await ready(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole("button", { name: "Load more" })).toBeInViewport();
    await expectShiftsUnder(page, 0.001, { within: "main" });
  });

  test("moving the map searches its rectangle; resizing the window does not", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/listings/?state=TX");
    await ready(page);
    const map = page.getByTestId("listings-map");
    await expect(map).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 20_000 });
    const all = await total(page);
    // A window resized shows more or less of the map, and leaves the search as it is (the map's
    // move ends 200 ms after the resize, a search would follow 450 ms after that).
    await page.setViewportSize({ width: 1100, height: 700 });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(1_500);
    expect(new URL(page.url()).searchParams.has("bounds")).toBe(false);
    expect(await total(page)).toBe(all);
    // Keyboard: the map has a label and Tab leaves it (its own controls, then the list).
    await expect(map).toHaveAttribute("aria-label", /Map of the homes found/);
    await map.focus();
    let left = false;
    for (let i = 0; i < 8 && !left; i += 1) {
      await page.keyboard.press("Tab");
      left = await map.evaluate((el) => !el.contains(document.activeElement));
    }
    expect(left, "Tab moves out of the map").toBe(true);
    await page.locator(".leaflet-control-zoom-in").click();
    await expect(page).toHaveURL(/bounds=/, { timeout: 10_000 });
    await expect(page).toHaveURL(/state=TX/);
    const bounds = new URL(page.url()).searchParams.get("bounds")!.split(",").map(Number) as [number, number, number, number];
    const [south, west, north, east] = bounds;
    await expect.poll(() => total(page)).toBeLessThan(all);
    expect(await total(page)).toBeGreaterThan(0);
    const points = await page
      .locator("ol[aria-label='Homes found'] article")
      .evaluateAll((els) => els.map((el) => [Number(el.getAttribute("data-latitude")), Number(el.getAttribute("data-longitude"))]));
    for (const [lat, lng] of points) {
      expect(lat).toBeGreaterThanOrEqual(south);
      expect(lat).toBeLessThanOrEqual(north);
      expect(lng).toBeGreaterThanOrEqual(west);
      expect(lng).toBeLessThanOrEqual(east);
    }
    await expectNoAxeViolations(page);
  });

  test("a resize while the map's homes are on their way leaves the search as it is", async ({ page }) => {
    // The homes' answer is held until just after a resize: framing them is the code's own move,
    // made between the resize and the move Leaflet ends 200 ms after it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql/", async (route) => {
      if (!route.request().postData()?.includes("MapListings")) return route.continue();
      // Answered by the server first, so the page has it a moment after the resize.
      const response = await route.fetch();
      await held;
      return route.fulfill({ response });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/listings/?state=TX");
    await ready(page);
    await expect(page.locator(".leaflet-container")).toBeVisible({ timeout: 20_000 });
    await page.setViewportSize({ width: 1100, height: 700 });
    // Leaflet takes the new size in the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    release();
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1_500);
    expect(new URL(page.url()).searchParams.has("bounds")).toBe(false);
  });

  test("a bad value in the address shows its message and the rest of the search still runs", async ({ page }) => {
    await page.goto("/listings/?priceMin=abc&beds=4");
    await expect(page.getByText("Minimum price must be a number.")).toBeVisible();
    await expect(page.getByLabel("Minimum price")).toHaveAttribute("aria-invalid", "true");
    const facts = await page.locator("ol[aria-label='Homes found'] article").evaluateAll((els) => els.map((el) => el.textContent ?? ""));
    expect(facts.length).toBeGreaterThan(0);
    for (const text of facts) expect(Number(/(\d+) bd/.exec(text)?.[1] ?? 0)).toBeGreaterThanOrEqual(4);
  });

  test("cards: the save heart, a payment link that says what it is, and the loan assumptions shown", async ({ page }) => {
    await page.goto("/listings/");
    await ready(page);
    const card = page.locator("ol[aria-label='Homes found'] article").first();
    const payment = await card.locator('[data-result="monthlyPayment"]').textContent();
    await expect(card.getByRole("link", { name: new RegExp(`^How \\${payment} a month is figured`) })).toHaveAttribute("href", /^\/mortgage-calculator\/\?/);
    await expect(card.getByTestId("favorite-heart")).toHaveAccessibleName(/^Save .+: sign in first$/);
    await expect(page.getByTestId("search-loan-assumptions")).toContainText("20% down, 6.75%, 30 years");
    await page.getByRole("link", { name: "Change the loan assumptions" }).click();
    await expect(page.getByLabel("Loan program")).toBeFocused();
    // A VA calculator visit does not change the search's loan either.
    await page.evaluate(() =>
      localStorage.setItem("hmh:calculator", JSON.stringify({ version: 1, state: { loanInputs: { calcType: "va", downPaymentPercent: 0 } } })),
    );
    await page.goto("/listings/");
    await ready(page);
    await expect(page.getByTestId("search-loan-assumptions")).toContainText("20% down, 6.75%, 30 years");
    expect(page.url()).not.toMatch(/calcType/);
  });

  test("'Back to the search' returns to the search with its filters", async ({ page }) => {
    await page.goto("/listings/?priceMax=400000&beds=3");
    await ready(page);
    await page.locator("ol[aria-label='Homes found'] article h3 a").first().click();
    await expect(page).toHaveURL(/\/listings\/[^/?]+\//);
    // The link names the search once the listing's page is live (the search's address is in the
    // tab's session storage); before that, and without JavaScript, it is the search with this
    // page's loan. A click in between went to that one.
    const back = page.getByTestId("back-to-search");
    await expect(back).toHaveAttribute("href", /priceMax=400000/);
    await back.click();
    await expect(page).toHaveURL(/\/listings\/\?.*priceMax=400000/);
    await expect(page).toHaveURL(/beds=3/);
    await expect(page.getByLabel("Maximum price")).toHaveValue("400000");
  });

  test("on a phone the filters collapse behind 'Filters (N set)'", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/listings/?priceMax=400000&beds=3&state=TX");
    await ready(page);
    const filters = page.getByTestId("filters");
    await expect(filters.locator(":scope > summary")).toHaveText("Filters (3 set)");
    await expect(page.getByLabel("Maximum price")).toBeHidden();
    // The results start on the first screen.
    const top = await page.locator("#ls-results-heading").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(844);
    await filters.locator(":scope > summary").click();
    await expect(page.getByLabel("Maximum price")).toBeVisible();
    await expect(page.getByLabel("Maximum price")).toHaveValue("400000");
  });

  test("on a phone the results stay put while the map panel's code loads and mounts", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/listings/");
    await ready(page);
    await expect(page.getByRole("button", { name: "Show map" })).toBeVisible();
    await expectShiftsUnder(page, 0.001, { within: "main" });
  });

  test("on a wide screen the map opens in its place: nothing moves as its code, its stylesheet and its homes arrive", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto("/listings/");
    await ready(page);
    // The last to come: the map's homes, and the note over the map that it shows only some of them.
    await expect(page.getByTestId("listings-map").locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^The map shows \d+ of the \d+ homes found/)).toBeVisible();
    await expectShiftsUnder(page, 0.001, { within: "main" });
  });

  test("signed in, the hearts near the screen turn live and ask once a page of homes; one saved from the list stays saved", async ({ page, request }) => {
    await signInBrowser(page, await signUpViaApi(request, "list-hearts"));
    const asked: { name: string; hashids?: string[] }[] = [];
    page.on("request", (sent) => {
      if (!sent.url().includes("graphql") || sent.method() !== "POST") return;
      type Operation = { operationName?: string; variables?: { hashids?: string[] } };
      const body = sent.postDataJSON() as Operation | Operation[];
      for (const operation of Array.isArray(body) ? body : [body]) asked.push({ name: operation.operationName ?? "", hashids: operation.variables?.hashids });
    });
    const listAsks = () => asked.filter((operation) => operation.name === "ListingFavorites");
    const liveHeart = (card: Locator) => card.locator("button[data-testid='favorite-heart']");
    const linkHeart = (card: Locator) => card.locator("a[data-testid='favorite-heart']");
    await page.goto("/listings/");
    await ready(page);
    const firstPage = await cards(page).count();
    await expect(liveHeart(cards(page).first())).toBeEnabled();
    // A heart far below the screen is still the link until it comes near; reached by focus, the
    // live heart that replaces it takes the focus.
    await expect(linkHeart(cards(page).last())).toHaveCount(1);
    await linkHeart(cards(page).last()).focus();
    await expect(liveHeart(cards(page).last())).toBeFocused();
    await expect(liveHeart(cards(page).last())).toBeEnabled();
    expect(listAsks()).toHaveLength(1);
    expect(listAsks()[0]!.hashids).toHaveLength(firstPage);
    expect(asked.filter((operation) => operation.name === "ListingFavorite")).toHaveLength(0);

    // "Load more" asks for the homes it adds only (pressed with the keyboard, as above).
    await page.getByRole("button", { name: "Load more" }).press("Enter");
    // The added homes first: counted at once, the cards could still be the first page's.
    await expect.poll(() => cards(page).count()).toBeGreaterThan(firstPage);
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(liveHeart(cards(page).last())).toBeEnabled();
    await expect.poll(() => listAsks().length).toBe(2);
    expect(listAsks()[1]!.hashids).toHaveLength((await cards(page).count()) - firstPage);
    expect(listAsks()[1]!.hashids!.some((hashid) => listAsks()[0]!.hashids!.includes(hashid))).toBe(false);

    await cards(page).first().scrollIntoViewIfNeeded();
    const second = liveHeart(cards(page).nth(1));
    await second.click();
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(second).toHaveAttribute("data-pending", "false");
    await expect(liveHeart(cards(page).first())).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    await cards(page).first().scrollIntoViewIfNeeded();
    await expect(liveHeart(cards(page).nth(1))).toHaveAttribute("aria-pressed", "true");
    await expect(liveHeart(cards(page).first())).toHaveAttribute("aria-pressed", "false");
  });

  test("no results: says so and suggests widening", async ({ page }) => {
    await page.goto("/listings/?priceMax=1000");
    await expect(page.getByText("No homes match this search.")).toBeVisible();
    await expect(page.getByText(/widen the price range/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form filters and the page links paginate", async ({ page }) => {
    await page.goto("/listings/");
    await expect(cards(page)).toHaveCount(24);
    const all = await total(page);
    // Without JavaScript the filters stay behind their summary, which opens natively.
    await page.getByText("Filters (none set)").click();
    await page.getByLabel("Minimum price").fill("300000");
    await page.getByRole("group", { name: "Home type" }).getByLabel("House", { exact: true }).check();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/priceMin=300000/);
    await expect(page).toHaveURL(/type=Single\+Family\+Residence/);
    const filtered = await total(page);
    expect(filtered).toBeLessThan(all);
    for (const price of await prices(page)) expect(price).toBeGreaterThanOrEqual(300_000);
    const firstPage = await page.locator("ol[aria-label='Homes found'] article").first().getAttribute("data-hashid");
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/priceMin=300000/);
    await expect(cards(page)).not.toHaveCount(0);
    expect(await page.locator("ol[aria-label='Homes found'] article").first().getAttribute("data-hashid")).not.toBe(firstPage);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
    // (axe needs script in the page; it runs on /listings/ in the tests above and in every-page.spec.ts.)
  });
});

// The maps provider's tiles, from a local server speaking the XYZ raster protocol. Needs a build
// and a server with the key and the local template, e.g.:
//   NEXT_PUBLIC_MAPS_API_KEY=e2e-key MAPS_TILE_URL='http://127.0.0.1:3194/tiles/{z}/{x}/{y}.png?key={key}' npm run build:local
//   NEXT_PUBLIC_MAPS_API_KEY=e2e-key MAPS_TILE_URL='...same...' E2E_PORT=3104 npx playwright test tests/e2e/listings-search.spec.ts -g tiles
test.describe("map tiles", () => {
  const template = process.env.MAPS_TILE_URL ?? "";
  const key = process.env.NEXT_PUBLIC_MAPS_API_KEY ?? "";
  test.skip(
    !template.startsWith("http://127.0.0.1:") || key === "" || key === "off",
    "needs NEXT_PUBLIC_MAPS_API_KEY and a local MAPS_TILE_URL at build and serve time",
  );
  test.describe.configure({ mode: "serial" });

  // A 1x1 PNG: Leaflet scales each tile to 256 px.
  const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
  let server: import("node:http").Server;
  let failing = false;
  const requests: string[] = [];

  test.beforeAll(async () => {
    const http = await import("node:http");
    const port = Number(new URL(template.replace(/\{[a-z]\}/g, "0")).port);
    server = http.createServer((req, res) => {
      requests.push(req.url ?? "");
      const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png\?key=([^&]+)$/.exec(req.url ?? "");
      if (failing || !match || decodeURIComponent(match[4] ?? "") !== key) {
        res.writeHead(failing ? 503 : 403).end();
        return;
      }
      res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "no-store" }).end(PNG);
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test("tiles load from the provider with the key, with its attribution", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/listings/");
    await ready(page);
    const tile = page.locator("img.leaflet-tile-loaded").first();
    await expect(tile).toBeVisible({ timeout: 20_000 });
    expect(await tile.getAttribute("src")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tiles\/\d+\/\d+\/\d+\.png\?key=/);
    expect(requests.some((url) => url.includes(`key=${encodeURIComponent(key)}`))).toBe(true);
    await expect(page.locator(".leaflet-control-attribution")).toContainText("MapTiler");
    await expect(page.getByText(/Map tiles are unavailable/)).toHaveCount(0);
  });

  test("when tiles fail, the outlines stay and a notice says so", async ({ page }) => {
    failing = true;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/listings/");
    await ready(page);
    await expect(page.getByText(/Map tiles are unavailable/)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(".leaflet-overlay-pane path").first()).toBeAttached();
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  });
});
