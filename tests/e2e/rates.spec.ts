import { expect, test, type Page } from "@playwright/test";

import { declineConsent, expectNoAxeViolations } from "./support";

// /rates/: the current figures labelled with their week and age, the programs without
// data not shown (the e2e database is fresh: the shipped PMMS history, no Optimal Blue index),
// the history table and its ranges, with and without JavaScript, keyboard, 360 px, axe.

const AGE = /(today|yesterday|\d+ (days|weeks|months|years) ago)/;

async function expectCurrentFigures(page: Page) {
  const thirty = page.locator('data[data-series="MORTGAGE30US"]');
  await expect(thirty).toHaveAttribute("value", /^\d+(\.\d+)?$/);
  await expect(thirty).toHaveText(/^\d+\.\d{2}%$/);
  const date = await thirty.getAttribute("data-date");
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const card = page.locator("p", { has: page.locator(`time[datetime="${date}"]`), hasText: "as of" }).first();
  await expect(card).toContainText(AGE);
  // The figure's label names its week.
  await expect(page.locator("p", { has: page.locator(`time[datetime="${date}"]`), hasText: "30-year fixed, week of" })).toHaveCount(1);
  await expect(page.locator('data[data-series="MORTGAGE15US"]')).toHaveText(/^\d+\.\d{2}%$/);
  await expect(page.getByText("Freddie Mac, Primary Mortgage Market Survey®").first()).toBeVisible();
  await expect(page.getByText("Copyright, 2016, Freddie Mac. Reprinted with permission.").first()).toBeVisible();
  // No Optimal Blue index is loaded: the programs section is not shown, and visitors see no setup instructions.
  await expect(page.locator("#programs-heading")).toHaveCount(0);
  await expect(page.getByText("No data on this site")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("npm run");
  await expect(page.locator("main")).not.toContainText("README");
}

async function historyCaption(page: Page) {
  return page.locator("#history ~ * caption, section:has(#history) caption").first();
}

test.describe("rates page", () => {
  test("figures, as-of, programs without data, the weekly table; ranges by keyboard and click; axe", async ({ page }) => {
    await page.goto("/rates/");
    await declineConsent(page);
    await expect(page.getByRole("heading", { level: 1, name: "Mortgage rates today" })).toBeVisible();
    await expectCurrentFigures(page);
    await expect(page.locator("#your-rate")).toHaveCount(1);
    await expect(await historyCaption(page)).toContainText("1 year: one row per week");
    const weeks = page.locator("section:has(#history) tbody tr");
    expect(await weeks.count()).toBeGreaterThanOrEqual(52);
    await expect(page.getByRole("link", { name: "1 year", exact: true })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);

    // Keyboard: focus the "5 years" link and press Enter.
    await page.getByRole("link", { name: "5 years", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/rates\/\?range=5y/);
    await expect(page.getByRole("link", { name: "5 years", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(await historyCaption(page)).toContainText("5 years: one row per month");
    expect(await weeks.count()).toBeGreaterThanOrEqual(60);

    // Opened in place by the site's router: the same document, and the page does not scroll.
    const all = page.getByRole("link", { name: "All", exact: true });
    await all.scrollIntoViewIfNeeded();
    const scrolledBefore = await page.evaluate(() => {
      Object.assign(window, { sameDocumentMark: true });
      return window.scrollY;
    });
    await all.click();
    await expect(page).toHaveURL(/\/rates\/\?range=all/);
    expect(await page.evaluate(() => ["sameDocumentMark" in window, window.scrollY])).toEqual([true, scrolledBefore]);
    await expect(await historyCaption(page)).toContainText("one row per year");
    await expect(weeks.last().locator("th")).toHaveText("1971");
    await expect(page.locator("section:has(#history) figure svg").first()).toBeVisible();
  });

  test("a range the page does not have is said, and 1 year shown", async ({ page }) => {
    await page.goto("/rates/?range=10y");
    await expect(page.getByText("“10y” is not a history range this page has (1y, 5y or all): showing 1 year.")).toBeVisible();
    await expect(page.getByRole("link", { name: "1 year", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("at 360 px: nothing wider than the screen, axe clean", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/rates/?range=5y");
    await declineConsent(page);
    await expectCurrentFigures(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("rates page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the figures, the as-of and the table are in the HTML; the range links are plain links", async ({ page }) => {
    await page.goto("/rates/");
    await expectCurrentFigures(page);
    await expect(await historyCaption(page)).toContainText("1 year");
    await page.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/rates\/\?range=all#history$/);
    await expect(await historyCaption(page)).toContainText("one row per year");
    const years = page.locator("section:has(#history) tbody tr");
    expect(await years.count()).toBeGreaterThanOrEqual(50);
    await expect(years.first().locator("th")).toHaveText(/^20\d\d$/);
  });
});

// "Your rate": the estimate for a scenario from the address, then "Use this rate" into the
// calculator, with JavaScript (saved into the store) and without (the scenario link).
test.describe("your rate", () => {
  const SCENARIO = "/rates/?program=conventional&creditScore=700&price=400000&downPayment=40000&state=TX";

  async function estimate30(page: Page): Promise<number> {
    const figure = page.locator('[data-result="estimatedRate30Year"]');
    await expect(figure).toHaveAttribute("data-value", /^\d+(\.\d+)?$/);
    return Number(await figure.getAttribute("data-value"));
  }

  test("the estimate for the scenario, then Use this rate opens the calculator with it", async ({ page }) => {
    await page.goto(SCENARIO);
    await declineConsent(page);
    await expect(page.getByRole("heading", { name: "Your rate" })).toBeVisible();
    const rate = await estimate30(page);
    // 700 at 90% LTV prices above the 780+/80% reference, so the estimate is above the index.
    const index = Number(await page.locator('[data-result="indexRate30Year"]').getAttribute("data-value"));
    expect(rate).toBeGreaterThan(index);
    await expect(page.locator('[data-result="rateCount"]')).toHaveAttribute("data-value", "2");
    await expectNoAxeViolations(page);
    await page.getByTestId("use-this-rate").first().click();
    await expect(page).toHaveURL(/\/mortgage-calculator\//);
    await expect(page.getByLabel("Interest rate")).toHaveValue(String(rate));
    await expect(page.getByLabel("Home price")).toHaveValue(/400,?000/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the estimate renders on the server and the link carries the rate", async ({ page }) => {
      await page.goto(SCENARIO);
      const rate = await estimate30(page);
      const href = await page.getByTestId("use-this-rate").first().getAttribute("href");
      expect(href).toContain(`rate=${rate}`);
      await page.goto(href ?? "/");
      await expect(page.locator('[data-result="monthlyPayment"]').first()).toHaveAttribute("data-value", /^\d+(\.\d+)?$/);
    });
  });
});
