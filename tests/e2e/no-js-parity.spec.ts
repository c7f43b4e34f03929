/**
 * A first visit, with and without JavaScript: every calculator gives the same figures for the
 * same typed inputs either way; the pages start from the same home, tax and insurance; the tax
 * field says when its rate is not the place's; and the layout holds at 390 and 1280 px.
 */
import { expect, test, type Page } from "@playwright/test";

import { CALCULATORS } from "../../lib/calculator/registry";
import { stateTaxRate } from "../../lib/reference/states";
import { declineConsent, firstFigures, forgetInputsOnEveryPage, wakeCalculator } from "./support";

/** What is typed on each calculator: the same in both browsers (price and down-payment percent where the form has them). */
const EDITS: Readonly<Record<string, readonly (readonly [label: string, text: string])[]>> = {
  "mortgage-calculator": [
    ["Home price", "420000"],
    ["Percent", "10"],
    ["HOA dues a month", "150"],
  ],
  "fha-loan-calculator": [
    ["Home price", "420000"],
    ["Percent", "10"],
  ],
  "usda-loan-calculator": [
    ["Home price", "420000"],
    ["Percent", "5"],
  ],
  "va-loan-calculator": [
    ["Home price", "420000"],
    ["Percent", "10"],
  ],
  "home-affordability-calculator": [
    ["Gross income a year", "120000"],
    ["Cash for the down payment", "$60,000"],
    ["Property tax rate a year", "1.1"],
  ],
  "fha-loan-affordability-calculator": [
    ["Gross income a year", "90000"],
    ["Cash for the down payment", "$30,000"],
  ],
  "down-payment-calculator": [
    ["Home price", "420000"],
    ["Down payment %", "10"],
  ],
  refinance: [
    ["Home value", "600000"],
    ["New interest rate", "5.5"],
  ],
  "debt-consolidation": [
    ["Home value", "600000"],
    ["New interest rate", "7"],
  ],
  "va-irrrl-calculator": [
    ["Loan balance", "300000"],
    ["New interest rate", "5.5"],
  ],
  "va-cash-out-refinance": [
    ["Home value", "600000"],
    ["Interest rate", "6"],
  ],
  "va-entitlement-calculator": [
    ["Home price", "800000"],
    ["Down payment you plan", "20000"],
  ],
  "rent-vs-buy-calculator": [
    ["Rent a month", "2400"],
    ["Home price", "420000"],
    ["Down payment %", "10"],
  ],
  "arm-calculator": [
    ["Home price", "420000"],
    ["Down payment %", "10"],
    ["Start rate", "5.25"],
  ],
  "mortgage-points-calculator": [
    ["Home price", "420000"],
    ["Down payment %", "10"],
    ["Rate with the points", "5.75"],
  ],
};

async function fillAll(page: Page, edits: readonly (readonly [string, string])[]): Promise<void> {
  for (const [label, text] of edits) await page.getByLabel(label, { exact: true }).fill(text);
}

/** The figures without JavaScript: the page, the same typing, then "Update results" (a GET reload). */
async function noScriptFigures(page: Page, path: string, edits: readonly (readonly [string, string])[]): Promise<Record<string, number>> {
  await page.goto(path);
  await fillAll(page, edits);
  await Promise.all([page.waitForURL((url) => url.search.length > 0), page.getByRole("button", { name: "Update results" }).first().click()]);
  return firstFigures(page);
}

/**
 * The live figures: the same typing; polled until they equal `want` (the deferred parts follow a
 * moment later).
 */
async function expectLiveFigures(page: Page, path: string, edits: readonly (readonly [string, string])[], want: Record<string, number>): Promise<void> {
  await page.goto(path);
  await declineConsent(page);
  await wakeCalculator(page);
  await fillAll(page, edits);
  await expect
    .poll(async () => {
      const got = await firstFigures(page);
      return Object.fromEntries(Object.keys(want).map((name) => [name, got[name]]));
    })
    .toEqual(want);
}

test("every calculator in the registry has inputs to compare", () => {
  const ids = CALCULATORS.filter((c) => c.component !== null).map((c) => c.id);
  expect(ids.filter((id) => !(id in EDITS))).toEqual([]);
});

/** Every calculator, and the home page's quick calculator, with what is typed on each. */
const PARITY_PAGES: readonly { path: string; edits: readonly (readonly [string, string])[] }[] = [
  ...CALCULATORS.filter((c) => c.component !== null).map((c) => ({ path: c.path, edits: EDITS[c.id] ?? [] })),
  {
    path: "/",
    edits: [
      ["Home price", "420000"],
      ["Percent", "10"],
    ],
  },
];
/** The pages are split over this many tests so both workers share them. */
const PARITY_SHARDS = 2;

// Each part walks its pages in one browser without JavaScript and one with it: a new browser
// context per page (a cold cache each time) cost about as much as the comparison itself.
for (let shard = 0; shard < PARITY_SHARDS; shard += 1) {
  test(`without JavaScript each calculator's form gives the figures it gives with JavaScript, part ${shard + 1} of ${PARITY_SHARDS}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    // What one calculator stored is forgotten before the next page's scripts run, so each starts,
    // as the page without JavaScript does, from its defaults.
    await forgetInputsOnEveryPage(page);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plainPage = await noScript.newPage();
    for (const { path, edits } of PARITY_PAGES.filter((_, index) => index % PARITY_SHARDS === shard)) {
      await test.step(path, async () => {
        const plain = await noScriptFigures(plainPage, path, edits);
        if (path === "/") expect(plain.monthlyPayment).toBeGreaterThan(0);
        else expect(Object.keys(plain).length, `figures on the reloaded ${path}`).toBeGreaterThan(2);
        await expectLiveFigures(page, path, edits, plain);
      });
    }
    await noScript.close();
  });
}

test("the home page, the calculators and /offers/ start from the same home, tax and insurance", async ({ page }) => {
  await page.goto("/offers/");
  await declineConsent(page);
  const offer = await firstFigures(page);
  const href = (await page.getByTestId("offer-calculator-conventional").getAttribute("href")) ?? "";
  const rate = new URL(href, "http://x").searchParams.get("rate");
  expect(rate).not.toBeNull();
  // California's own rate and premium on a $500,000 home, not a flat 2%.
  expect(offer.conventionalPropertyTax).toBeCloseTo((500_000 * (stateTaxRate("CA")?.value ?? 0)) / 12, 2);

  for (const path of ["/", "/mortgage-calculator/"]) {
    await page.goto(path);
    await wakeCalculator(page);
    const start = await firstFigures(page);
    expect([path, start.propertyTax, start.homeInsurance]).toEqual([path, offer.conventionalPropertyTax, offer.conventionalHomeInsurance]);
  }
  // The same home at the same rate: the same payment.
  await page.goto(`/?rate=${rate}`);
  await wakeCalculator(page);
  expect((await firstFigures(page)).monthlyPayment).toBe(offer.conventionalMonthlyPayment);
});

test.describe("the tax field's note when the rate is not the place's", () => {
  const texas = stateTaxRate("TX")?.value ?? 0;
  const texasText = String(Number((texas * 100).toFixed(3)));

  test("with JavaScript: the note offers the state's rate, and using it clears the note", async ({ page }) => {
    await page.goto("/mortgage-calculator/");
    await declineConsent(page);
    await wakeCalculator(page);
    await expect(page.locator("[data-tax-note]")).toHaveCount(0);
    await page.goto("/mortgage-calculator/?state=TX");
    await wakeCalculator(page);
    const use = page.getByRole("link", { name: `Use Texas’s ${texasText}%` });
    await expect(use).toBeVisible();
    await use.click();
    await expect(page.locator("[data-tax-note]")).toHaveCount(0);
    await expect(page.getByLabel("Tax rate", { exact: true })).toHaveValue(texasText);
    await expect.poll(async () => (await firstFigures(page)).propertyTax).toBeCloseTo((500_000 * texas) / 12, 2);
  });

  test("without JavaScript: the note's link reloads with the state's rate", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/mortgage-calculator/?state=TX&price=400000");
    const use = page.getByRole("link", { name: `Use Texas’s ${texasText}%` });
    const target = new URL((await use.getAttribute("href")) ?? "", page.url());
    await use.click();
    // The page the link loads, not the one it leaves (whose note may be gone while it unloads).
    await page.waitForURL(target.href);
    await expect(page.locator("[data-tax-note]")).toHaveCount(0);
    expect((await firstFigures(page)).propertyTax).toBeCloseTo((400_000 * texas) / 12, 2);
    await context.close();
  });
});

test.describe("layout at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header is short and the Sections menu opens inside the screen", async ({ page }) => {
    await page.goto("/mortgage-calculator/");
    await declineConsent(page);
    const header = await page.locator("header.site-header").boundingBox();
    expect(header?.height ?? 999).toBeLessThanOrEqual(120);
    await page.locator(".sections-menu summary").click();
    const links = page.locator(".sections-menu__panel a");
    await expect(links.first()).toBeVisible();
    const boxes = await links.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { text: el.textContent, left: Math.round(r.left), right: Math.round(r.right) };
      }),
    );
    expect(boxes.length).toBeGreaterThan(10);
    expect(boxes.filter((b) => b.left < 0 || b.right > 390)).toEqual([]);
    // The page links hidden from the header bar on phones are in the menu.
    await expect(page.locator(".sections-menu__panel").getByRole("link", { name: "All calculators" })).toBeVisible();
  });

  test("comparison figures never wrap mid-number, and scrolling tables say so", async ({ page }) => {
    await page.goto("/home-affordability-calculator/");
    await declineConsent(page);
    await wakeCalculator(page);
    const region = page.getByRole("region", { name: /scrolls sideways/ }).first();
    await expect(region).toBeAttached();
    const wrapped = await page
      .locator("table td [data-result]")
      .evaluateAll((els) =>
        els.filter((el) => el.getClientRects().length > 1 || el.getBoundingClientRect().height > 40).map((el) => el.getAttribute("data-result")),
      );
    expect(wrapped).toEqual([]);
  });

  test("chart keys sit beside their labels", async ({ page }) => {
    await page.goto("/mortgage-calculator/");
    await declineConsent(page);
    await wakeCalculator(page);
    const keys = page.locator("figcaption svg, dt > [aria-hidden='true']");
    await keys.first().scrollIntoViewIfNeeded();
    const apart = await keys.evaluateAll((els) =>
      els
        .filter((el) => {
          const key = el.getBoundingClientRect();
          const item = el.parentElement?.getBoundingClientRect();
          // The key's row is the item's first line: its top within a line of the item's top.
          return !item || key.top - item.top > 20 || key.width === 0;
        })
        .map((el) => el.parentElement?.textContent),
    );
    expect(apart).toEqual([]);
  });
});

test.describe("layout at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  for (const label of ["HOA dues a month", "Extra principal a month"]) {
    test(`the payment stays in view while editing "${label}"`, async ({ page }) => {
      await page.goto("/mortgage-calculator/");
      await declineConsent(page);
      await wakeCalculator(page);
      const field = page.getByLabel(label, { exact: true });
      await field.focus();
      await field.fill("250");
      const payment = page.locator('[data-result="monthlyPayment"]:visible').first();
      const box = await payment.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 9999) + (box?.height ?? 0)).toBeLessThanOrEqual(720);
    });
  }
});
