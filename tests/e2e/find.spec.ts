import { expect, test, type Page } from "@playwright/test";

import { declineConsent, expectNoAxeViolations } from "./support";

/** A ZIP code that has homes for sale: the one of the newest home on /listings/. */
async function zipWithHomes(page: Page): Promise<string> {
  await page.goto("/listings/");
  const text = (await page.locator("article[data-hashid]").first().innerText()).match(/\b\d{5}\b/g) ?? [];
  const zip = text[text.length - 1];
  expect(zip, "a listing with a ZIP code").toBeDefined();
  return zip!;
}

test.describe("site search (/find/)", () => {
  test("renders results on the server, without JavaScript, from the header's box", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about/");
    const box = page.getByRole("combobox", { name: "Search calculators, articles and homes" });
    await box.fill("fha");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/find\/\?q=fha$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “fha”");
    const first = page.locator("ol li").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", "/fha-loan-calculator/");
    await expect(first).toContainText("Calculator");
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/find\/\?q=fha$/);
    await page.goto("/find/?q=zebra+quantum");
    await expect(page.getByRole("heading", { name: "No results for “zebra quantum”" })).toBeVisible();
    await page.goto("/find/?q=%20%20");
    await expect(page.getByText("Type what you are looking for")).toBeVisible();
    await context.close();
  });

  test("instant results in the header's box, by keyboard", async ({ page }) => {
    await page.goto("/about/");
    await declineConsent(page);
    const box = page.getByRole("combobox", { name: "Search calculators, articles and homes" });
    await box.focus();
    await page.keyboard.type("va funding fee");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list.getByRole("option").first()).toContainText("VA funding fee chart");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", "site-search-list-0");
    await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/va-funding-fee-chart\/$/);
  });

  test("topic words find pages and articles before directory entries", async ({ page }) => {
    await page.goto("/find/?q=fha");
    const kinds = await page.locator("ol li[data-kind]").evaluateAll((items) => items.map((item) => item.getAttribute("data-kind")));
    expect(kinds.length).toBeGreaterThan(3);
    const entries = kinds.filter((kind) => kind === "agent" || kind === "place");
    expect(entries.length).toBeLessThanOrEqual(3);
    // Every directory entry comes after the pages and articles.
    expect(kinds.slice(kinds.length - entries.length).every((kind) => kind === "agent" || kind === "place")).toBe(true);

    // The header's suggestions for "va funding": the VA pages, no homes in Virginia.
    await page.goto("/about/");
    await declineConsent(page);
    const box = page.getByLabel("Search calculators, articles and homes");
    await box.fill("va funding");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect(options.first()).toContainText("VA funding fee");
    expect((await options.allTextContents()).filter((text) => /Virginia/.test(text))).toEqual([]);
  });

  test("a ZIP code reaches the homes there", async ({ page }) => {
    const zip = await zipWithHomes(page);
    await page.goto(`/find/?q=${zip}`);
    await expect(page.locator("ol li").first().getByRole("link")).toHaveAttribute("href", `/listings/?zip=${zip}`);
    const homes = page.getByRole("region", { name: new RegExp(`Homes in ZIP ${zip}`) });
    await expect(homes.locator("[data-listing]").first()).toBeVisible();
    await homes.getByRole("link", { name: /See all \d+ homes? in/ }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/\\?zip=${zip}$`));
    await expect(page.locator("article[data-hashid]").first()).toContainText(zip);
  });

  // The bare page is checked with every page (every-page.spec.ts); here, what a search shows.
  test("no axe violations, nothing overflows at 360 px, with results, with none and with suggestions open", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ["/find/?q=fha", "/find/?q=nothing+matches+this"]) {
      await page.goto(path);
      await declineConsent(page);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto("/about/");
    await page.getByRole("combobox", { name: "Search calculators, articles and homes" }).fill("fha");
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
