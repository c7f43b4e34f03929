import { expect, test, type Page } from "@playwright/test";

import { declineConsent, expectNoAxeViolations } from "./support";

// /listings/ against the served build with the 5,000 sample listings seeded on first start.

const cards = (page: Page) => page.locator("ol[aria-label='Homes found'] > li");

async function total(page: Page): Promise<number> {
  return Number(await page.locator("#ls-results-heading").getAttribute("data-value"));
}

async function prices(page: Page): Promise<number[]> {
  return (await page.locator("ol[aria-label='Homes found'] [data-result='listPrice']").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-value")))));
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
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards(page)).toHaveCount(48);
    expect(await page.locator("ol[aria-label='Homes found'] article").first().getAttribute("data-hashid")).toBe(first);
    const shown = await prices(page);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    const hashids = await page.locator("ol[aria-label='Homes found'] article").evaluateAll((els) => els.map((el) => el.getAttribute("data-hashid")));
    expect(new Set(hashids).size).toBe(48);
  });

  test("moving the map searches its rectangle", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/listings/?state=TX");
    await ready(page);
    const map = page.getByTestId("listings-map");
    await expect(map).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 20_000 });
    const all = await total(page);
    await page.locator(".leaflet-control-zoom-in").click();
    await expect(page).toHaveURL(/bounds=/, { timeout: 10_000 });
    await expect(page).toHaveURL(/state=TX/);
    const bounds = new URL(page.url()).searchParams.get("bounds")!.split(",").map(Number) as [number, number, number, number];
    const [south, west, north, east] = bounds;
    await expect.poll(() => total(page)).toBeLessThan(all);
    expect(await total(page)).toBeGreaterThan(0);
    const points = await page.locator("ol[aria-label='Homes found'] article").evaluateAll((els) => els.map((el) => [Number(el.getAttribute("data-latitude")), Number(el.getAttribute("data-longitude"))]));
    for (const [lat, lng] of points) {
      expect(lat).toBeGreaterThanOrEqual(south);
      expect(lat).toBeLessThanOrEqual(north);
      expect(lng).toBeGreaterThanOrEqual(west);
      expect(lng).toBeLessThanOrEqual(east);
    }
    await expectNoAxeViolations(page);
  });

  test("a bad value in the address shows its message and the rest of the search still runs", async ({ page }) => {
    await page.goto("/listings/?priceMin=abc&beds=4");
    await expect(page.getByText("Minimum price must be a number.")).toBeVisible();
    await expect(page.getByLabel("Minimum price")).toHaveAttribute("aria-invalid", "true");
    const facts = await page.locator("ol[aria-label='Homes found'] article").evaluateAll((els) => els.map((el) => el.textContent ?? ""));
    expect(facts.length).toBeGreaterThan(0);
    for (const text of facts) expect(Number(/(\d+) bd/.exec(text)?.[1] ?? 0)).toBeGreaterThanOrEqual(4);
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
    // (axe needs script in the page; it runs on /listings/ in the tests above and in routes.spec.ts.)
  });
});
