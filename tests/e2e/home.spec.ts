import { expect, test, type Page } from "@playwright/test";

import { purchaseInput } from "@/lib/calculator/purchase-input";
import { initialInputs } from "../../lib/calculator/initial";
import { parseScenario } from "../../lib/calculator/scenario";
import { computePurchase } from "../../lib/mortgage/purchase";
import { declineConsent, expectNoAxeViolations, wakeCalculator } from "./support";

const FIGURES = ["monthlyPayment", "principalAndInterest", "propertyTax", "homeInsurance", "mortgageInsurance", "hoa", "loanAmount", "totalInterest"] as const;

/** Every `data-result` figure on the page, by name. */
async function figures(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const out: Record<string, number> = {};
    for (const el of document.querySelectorAll("[data-result]")) out[el.getAttribute("data-result") ?? ""] = Number(el.getAttribute("data-value"));
    return out;
  });
}

/** The full calculator's link of the quick calculator (it carries the whole scenario, tax and insurance included). */
async function fullCalculatorLink(page: Page): Promise<URL> {
  const href = await page.getByRole("link", { name: "Open the full calculator" }).getAttribute("href");
  return new URL(href ?? "", "http://localhost");
}

/** The engine's figures for the scenario a link carries, as the conventional calculator computes them. */
function expectedFor(link: URL): Record<string, number> {
  const li = initialInputs({ scenario: parseScenario(link.searchParams) }).loanInputs;
  const result = computePurchase(purchaseInput("conventional", li, { amount: 0, divisor: 1 }, 0, null));
  return Object.fromEntries(FIGURES.map((name) => [name, result[name]]));
}

async function expectFiguresOfLink(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const got = await figures(page);
      const want = expectedFor(await fullCalculatorLink(page));
      return FIGURES.every((name) => got[name] === want[name]);
    })
    .toBe(true);
}

async function openLive(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await declineConsent(page);
  await wakeCalculator(page, "[data-calculator='quick']");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders today's rate and the quick calculator's figures, and the form reloads with the scenario", async ({ page }) => {
    await page.goto("/");
    const today = Number(await page.locator('[data-result="todayRate"]').getAttribute("data-value"));
    expect(today).toBeGreaterThan(0);
    await expect(page.getByText(/30-year fixed, week of/)).toBeVisible();
    await expect(page.locator("[data-today-rate]")).not.toContainText(/today's/i);
    await expect(page.getByText(/Primary Mortgage Market Survey/)).toBeVisible();
    // A visitor with nothing saved starts at today's rate.
    await expect(page.getByLabel("Interest rate", { exact: true })).toHaveValue(String(today));
    await expectFiguresOfLink(page);

    await page.getByLabel("Home price", { exact: true }).fill("420000");
    await page.getByLabel("Down payment", { exact: true }).fill("42000");
    await page.getByLabel("ZIP code (optional)").fill("10001");
    await page.getByLabel("Home price", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/price=420000/);
    await expect(page.getByText("ZIP code 10001 is in New York County, New York.")).toBeVisible();
    expect((await figures(page)).loanAmount).toBe(378_000);
    const link = await fullCalculatorLink(page);
    expect([link.pathname, link.searchParams.get("state"), link.searchParams.get("county")]).toEqual(["/mortgage-calculator/", "NY", "NEW YORK"]);
    await expectFiguresOfLink(page);
  });

  test("a bad scenario link renders sanitized values, never NaN", async ({ page }) => {
    await page.goto("/?price=abc&downPayment=-3&rate=150&zip=12ab");
    const got = await figures(page);
    for (const name of FIGURES) expect([name, Number.isFinite(got[name])]).toEqual([name, true]);
    expect(got.loanAmount).toBe(0);
    await expect(page.getByLabel("Home price", { exact: true })).toHaveValue("0");
    await expect(page.getByText('"12ab" is not a ZIP code')).toBeVisible();
  });

  test("the full calculator's link opens /mortgage-calculator/ on the same figures", async ({ page }) => {
    await page.goto("/?price=380000&downPayment=38000&rate=6.5&state=TX");
    const home = await figures(page);
    await page.getByRole("link", { name: "Open the full calculator" }).click();
    await expect(page).toHaveURL(/\/mortgage-calculator\/\?/);
    const full = await figures(page);
    for (const name of FIGURES) expect([name, full[name]]).toEqual([name, home[name]]);
  });
});

test("live: the figures follow typing, bad input is sanitized, and the values carry into /mortgage-calculator/", async ({ page }) => {
  await openLive(page);
  const price = page.getByLabel("Home price", { exact: true });
  await price.fill("450k");
  await expect.poll(async () => (await figures(page)).loanAmount).toBe(360_000);
  await expectFiguresOfLink(page);
  await price.fill("abc");
  await expect.poll(async () => (await figures(page)).loanAmount).toBe(0);
  await expect(page.getByText("Enter a dollar amount, like 450,000 or 450k.")).toBeVisible();
  await price.fill("450000");
  await page.getByLabel("Interest rate", { exact: true }).fill("5.875");
  await expect.poll(async () => (await fullCalculatorLink(page)).searchParams.get("rate")).toBe("5.875");
  await expectFiguresOfLink(page);
  const home = await figures(page);

  // The shared store: the full calculator opens on what was typed here.
  await page.goto("/mortgage-calculator/");
  await expect(page.locator("[data-calculator][data-ready]")).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByLabel("Home price", { exact: true })).toHaveValue("450,000");
  await expect(page.getByLabel("Interest rate", { exact: true })).toHaveValue("5.875");
  await expect.poll(async () => (await figures(page)).monthlyPayment).toBe(home.monthlyPayment);

  // And the reverse: the calculator's saved inputs fill the quick calculator (no default flashes: the
  // figures are hidden until they are restored).
  await page.getByLabel("Home price", { exact: true }).fill("610000");
  await openLive(page);
  await expect(page.getByLabel("Home price", { exact: true })).toHaveValue("610,000");
  await expect.poll(async () => (await figures(page)).loanAmount).toBe(488_000);
});

test("a ZIP code finds its county and sets its tax and insurance", async ({ page }) => {
  await openLive(page);
  const taxBefore = (await figures(page)).propertyTax;
  await page.getByLabel("ZIP code (optional)").fill("10001");
  await expect(page.getByText("ZIP code 10001 is in New York County, New York.")).toBeVisible();
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("NY");
  await expect.poll(async () => (await figures(page)).propertyTax).not.toBe(taxBefore);
  await expectFiguresOfLink(page);
  const link = await fullCalculatorLink(page);
  expect([link.searchParams.get("state"), link.searchParams.get("county")]).toEqual(["NY", "NEW YORK"]);
});

test("at 390 px the payment stays in view while typing", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLive(page);
  const bar = page.locator('p[aria-hidden="true"]', { hasText: "Monthly payment" });
  for (const label of ["Home price", "Interest rate", "ZIP code (optional)"]) {
    const field = page.getByLabel(label, { exact: true });
    await field.scrollIntoViewIfNeeded();
    await field.focus();
    await expect(bar).toBeInViewport();
  }
  const price = page.getByLabel("Home price", { exact: true });
  await price.scrollIntoViewIfNeeded();
  await price.fill("300000");
  await expect.poll(async () => (await figures(page)).loanAmount).toBe(240_000);
  const payment = (await figures(page)).monthlyPayment ?? Number.NaN;
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(`$${Math.round(payment).toLocaleString("en-US")}`);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test("is axe clean when live, and works from the keyboard", async ({ page }) => {
  await openLive(page);
  await expectNoAxeViolations(page);
  const price = page.getByLabel("Home price", { exact: true });
  await price.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("350000");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Down payment", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Percent", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Interest rate", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("ZIP code (optional)")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("State", { exact: true })).toBeFocused();
  await expect.poll(async () => (await figures(page)).loanAmount).toBe(280_000);
  const link = page.getByRole("link", { name: "Open the full calculator" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/mortgage-calculator\/\?price=350000/);
  await expect(page.getByLabel("Home price", { exact: true })).toHaveValue("350,000");
});

test("links every tool and the listings", async ({ page }) => {
  await page.goto("/");
  for (const path of ["/mortgage-calculator/", "/fha-loan-calculator/", "/va-loan-calculator/", "/loan-limits/", "/listings/"]) {
    await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
  }
});
