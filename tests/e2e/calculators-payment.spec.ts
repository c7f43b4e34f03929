import { expect, test, type Page } from "@playwright/test";

import { PAYMENT_PROGRAMS } from "@/lib/calculator/programs";
import { purchaseInput } from "@/lib/calculator/purchase-input";
import { initialInputs } from "../../lib/calculator/initial";
import { applyScenario, parseScenario } from "../../lib/calculator/scenario";
import { changeDownPayment, changePrice, changeRate, changeTerm } from "../../lib/calculator/transitions";
import type { CalcType, CalculatorInputs } from "../../lib/calculator/types";
import { computePurchase } from "../../lib/mortgage/purchase";
import { declineConsent, expectNoAxeViolationsAtOwnWidthAndPhone, forgetInputsOnEveryPage, keepInputsOnce, wakeCalculator } from "./support";

const PROGRAMS: readonly CalcType[] = ["conventional", "fha", "usda", "va"];

const FIGURES = [
  "monthlyPayment",
  "principalAndInterest",
  "propertyTax",
  "homeInsurance",
  "mortgageInsurance",
  "hoa",
  "loanAmount",
  "totalLoanAmount",
  "upfrontFee",
  "totalInterest",
  "totalPayments",
  "payoffMonths",
] as const;

/** Every `data-result` figure on the page, by name. */
async function figures(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const out: Record<string, number> = {};
    for (const el of document.querySelectorAll("[data-result]")) out[el.getAttribute("data-result") ?? ""] = Number(el.getAttribute("data-value"));
    return out;
  });
}

/** The engine's figures for inputs, as the page computes them (no county chosen, no extra). */
function expected(calcType: CalcType, inputs: CalculatorInputs): Record<(typeof FIGURES)[number], number> {
  const result = computePurchase(purchaseInput(calcType, inputs.loanInputs, inputs.hoa, inputs.extraMonthly, null));
  return Object.fromEntries(FIGURES.map((name) => [name, result[name]])) as Record<(typeof FIGURES)[number], number>;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await declineConsent(page);
  await wakeCalculator(page);
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(text);
}

async function expectFigures(page: Page, want: Record<string, number>): Promise<void> {
  await expect
    .poll(async () => {
      const got = await figures(page);
      return Object.fromEntries(Object.keys(want).map((k) => [k, got[k]]));
    })
    .toEqual(want);
}

/** One program, one page through it: the steps each program's page goes through. */
async function walk(page: Page, shared: Page, calcType: CalcType): Promise<void> {
  const { path } = PAYMENT_PROGRAMS[calcType];
  await open(page, path);
  const defaults = expected(calcType, initialInputs({ calcType }));
  await test.step("renders the defaults' figures on the server", () => expectFigures(page, defaults));

  await test.step("is axe clean when live: a year opened, an error shown, a link made, at desktop and 360 px", async () => {
    await page.getByRole("button", { name: /Year 1$/ }).click();
    await expect(page.getByRole("rowheader", { name: "Payment 12" })).toBeVisible();
    await page.getByRole("button", { name: "Copy link to these numbers" }).click();
    await expect(page.locator("[data-share-url]")).toBeVisible();
    const rate = page.getByLabel("Interest rate", { exact: true });
    const typedRate = await rate.inputValue();
    await rate.fill("six");
    await expect(page.locator(".field-error")).toBeVisible();
    await expectNoAxeViolationsAtOwnWidthAndPhone(page);
    await rate.fill(typedRate);
    await expectFigures(page, defaults);
  });

  await test.step("bad input shows the sanitized value, never NaN", async () => {
    const price = page.getByLabel("Home price", { exact: true });
    const typedPrice = await price.inputValue();
    await price.fill("a lot");
    await expect(page.locator(".field-error")).toContainText("Enter a dollar amount, like 450,000 or 450k. Using $0 for now.");
    await price.blur();
    await expect(price).toHaveValue("0");
    const got = await figures(page);
    for (const value of Object.values(got)) expect(Number.isFinite(value)).toBe(true);
    expect(got.loanAmount).toBe(0);
    await expect(page.locator("[data-eligible=false]")).toContainText("Enter a home price above $0.");
    await expect(page.locator("body")).not.toContainText("NaN");
    await price.fill(typedPrice);
    await expectFigures(page, defaults);
  });

  await test.step("inputs change the figures as the engine says", async () => {
    let inputs = initialInputs({ calcType });
    await typeInto(page, "Home price", "$450,000");
    inputs = changePrice(inputs, "$450,000");
    await typeInto(page, "Interest rate", "6.5%");
    inputs = changeRate(inputs, "6.5%");
    await typeInto(page, "Down payment", "45k");
    inputs = changeDownPayment(inputs, "45k");
    if (calcType !== "usda") {
      await page.getByLabel("Loan term", { exact: true }).selectOption("180");
      inputs = changeTerm(inputs, 180);
    }
    await expectFigures(page, expected(calcType, inputs));
    // Once another field has focus, the price shows the value in force, formatted.
    await expect(page.getByLabel("Home price", { exact: true })).toHaveValue("450,000");
  });

  await test.step("the inputs survive a reload", async () => {
    await typeInto(page, "Home price", "612345");
    await typeInto(page, "Interest rate", "5.875");
    const before = await figures(page);
    await keepInputsOnce(page);
    await page.reload();
    await expect(page.locator("[data-calculator][data-ready]")).toHaveCount(1);
    await expect(page.getByLabel("Home price", { exact: true })).toHaveValue("612,345");
    await expect(page.getByLabel("Interest rate", { exact: true })).toHaveValue("5.875");
    await expectFigures(page, Object.fromEntries(FIGURES.map((k) => [k, before[k]!])));
  });

  await test.step("a shared link renders the same numbers with JavaScript off", async () => {
    await typeInto(page, "Home price", "387,500");
    await typeInto(page, "Property tax a year", "4321");
    await typeInto(page, "HOA dues a month", "85");
    await typeInto(page, "Extra principal a month", "150");
    // The figures that follow a moment after an edit (the extra payment's savings) are in.
    await expect.poll(async () => [(await figures(page)).hoa, (await figures(page)).interestSaved! > 0]).toEqual([85, true]);
    const shown = await figures(page);
    await page.getByRole("button", { name: "Copy link to these numbers" }).click();
    await expect(page.locator("[data-share-url]")).toHaveValue(/price=387500/);
    const link = await page.locator("[data-share-url]").inputValue();
    expect(link).toContain(`${path}?`);

    const response = await shared.goto(link);
    expect(response?.status()).toBe(200);
    const served = await figures(shared);
    for (const key of [...FIGURES, "interestSaved", "monthsSaved"]) expect([key, served[key]]).toEqual([key, shown[key]]);
    await expect(shared.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
}

/** The programs are split over this many tests so both workers share them. */
const SHARDS = 2;

// Each part walks its programs in one browser page, and opens their shared links in one page
// without JavaScript (a shared link opened by a crawler or a locked-down browser): a new browser
// context for each program (a cold cache, a consent answer) cost a large part of each program's
// time. Each program: the server's figures, axe while live, bad input, typed input, a reload and
// the shared link without JavaScript.
for (let shard = 0; shard < SHARDS; shard += 1) {
  const programs = PROGRAMS.filter((_, index) => index % SHARDS === shard);
  test(`${programs.map((calcType) => PAYMENT_PROGRAMS[calcType].name).join(" and ")} calculators: the server's figures, axe while live, bad input, typed input, a reload and the shared link without JavaScript`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000 * programs.length);
    await forgetInputsOnEveryPage(page);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const shared = await noScript.newPage();
    for (const calcType of programs) await test.step(PAYMENT_PROGRAMS[calcType].path, () => walk(page, shared, calcType));
    await noScript.close();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form reloads the page with the scenario and the server renders its results", async ({ page }) => {
    await page.goto("/fha-loan-calculator/");
    await page.getByLabel("Home price", { exact: true }).fill("300000");
    await page.getByLabel("Down payment", { exact: true }).fill("10500");
    await page.getByRole("button", { name: "Update results" }).click();
    await expect(page).toHaveURL(/\/fha-loan-calculator\/\?.*price=300000/);
    // The form sends every field (the unchanged tax and insurance too): the page shows exactly that scenario.
    const inputs = applyScenario(initialInputs({ calcType: "fha" }), parseScenario(new URL(page.url()).searchParams));
    expect(inputs.loanInputs).toMatchObject({ price: 300000, downPayment: 10500 });
    await expectFigures(page, expected("fha", inputs));
  });

  test("a ZIP code finds its county and shows the county's limits", async ({ page }) => {
    await page.goto("/mortgage-calculator/");
    await page.getByLabel("ZIP code (optional)").fill("90210");
    await page.getByRole("button", { name: "Update results" }).click();
    await expect(page.getByText("ZIP code 90210 is in Los Angeles County, California.")).toBeVisible();
    await expect(page.locator('[data-result="conformingLimit"]')).toHaveAttribute("data-value", /^\d+$/);
  });
});

test.describe("type switching follows the store's rules", () => {
  test("moving between programs keeps the inputs and applies each program's rules", async ({ page }) => {
    await open(page, "/mortgage-calculator/");
    await typeInto(page, "Home price", "400000");
    await page.getByLabel("Loan term", { exact: true }).selectOption("180");
    await typeInto(page, "Down payment", "60000");

    // FHA: term capped at 360 (stays 180), down payment 3.5% rounded up.
    await page.getByRole("navigation", { name: "Loan programs" }).getByRole("link", { name: "FHA" }).click();
    await expect(page).toHaveURL(/\/fha-loan-calculator\/$/);
    await expect(page.locator("[data-calculator=fha][data-ready]")).toHaveCount(1);
    await expect(page.getByLabel("Down payment", { exact: true })).toHaveValue("14,000");
    await expect(page.getByLabel("Loan term", { exact: true })).toHaveValue("180");

    // USDA: term raised to at least 360, no down payment.
    await page.getByRole("navigation", { name: "Loan programs" }).getByRole("link", { name: "USDA" }).click();
    await expect(page.locator("[data-calculator=usda][data-ready]")).toHaveCount(1);
    await expect(page.getByLabel("Down payment", { exact: true })).toHaveValue("0");
    await expect(page.locator('[data-result="payoffMonths"]')).toHaveAttribute("data-value", "360");

    // VA: term capped at 360, mortgage insurance hidden (none).
    await page.getByRole("navigation", { name: "Loan programs" }).getByRole("link", { name: "VA" }).click();
    await expect(page.locator("[data-calculator=va][data-ready]")).toHaveCount(1);
    await expect(page.getByLabel("Loan term", { exact: true })).toHaveValue("360");
    await expect(page.locator('[data-result="mortgageInsurance"]')).toHaveAttribute("data-value", "0");
    await expect(page.getByLabel("Home price", { exact: true })).toHaveValue("400,000");
  });

  test("a shared link wins over the saved inputs and the program's defaults", async ({ page }) => {
    await open(page, "/fha-loan-calculator/");
    await typeInto(page, "Home price", "350000");
    await page.goto("/fha-loan-calculator/?price=420000&downPayment=84000&rate=7&term=360");
    await wakeCalculator(page);
    await expect(page.getByLabel("Home price", { exact: true })).toHaveValue("420,000");
    await expect(page.getByLabel("Down payment", { exact: true })).toHaveValue("84,000");
    await expect(page.locator('[data-result="loanAmount"]')).toHaveAttribute("data-value", "336000");
    // The link became the saved state: the plain page now shows it.
    await page.goto("/fha-loan-calculator/");
    await expect(page.getByLabel("Home price", { exact: true })).toHaveValue("420,000");
  });
});

test("compare shows the same home under another program", async ({ page }) => {
  await open(page, "/fha-loan-calculator/");
  await page.getByLabel("Compare this loan with").selectOption("conventional");
  const got = await figures(page);
  expect(got.monthlyPaymentA).toBe(got.monthlyPayment);
  const inputs = initialInputs({ calcType: "conventional" });
  const conventional = computePurchase(
    purchaseInput("conventional", { ...initialInputs({ calcType: "fha" }).loanInputs, calcType: "conventional" }, inputs.hoa, 0, null),
  );
  expect(got.monthlyPaymentB).toBe(conventional.monthlyPayment);
});

test("choosing a state and county loads that state's counties and limits", async ({ page }) => {
  await open(page, "/mortgage-calculator/");
  await page.getByLabel("State", { exact: true }).selectOption("TX");
  await page.getByLabel("County", { exact: true }).selectOption("HARRIS");
  await expect(page.getByRole("heading", { name: /Loan limits in Harris County, Texas/ })).toBeVisible();
  await expect(page.locator('[data-result="conformingLimit"]')).toHaveAttribute("data-value", "832750");
  await typeInto(page, "Home price", "1,400,000");
  await expect(page.locator("[data-jumbo]")).toBeVisible();
});
