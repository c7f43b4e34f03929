import { expect, test, type Page } from "@playwright/test";

import { declineConsent, expectNoAxeViolations, waitForCalculatorIfAny } from "./support";

/** Autauga County, AL: baseline limits, the USDA FY2026 floor ($122,800 for 1-4 people). */
const SCENARIO = "price=300000&downPayment=0&creditScore=700&county=01001";

const column = (page: Page, program: string) => page.locator(`[data-program="${program}"]`);

async function figure(page: Page, name: string): Promise<number | null> {
  const el = page.locator(`[data-result="${name}"]`).first();
  if ((await el.count()) === 0) return null;
  return Number(await el.getAttribute("data-value"));
}

test.describe("offers", () => {
  test("a non-veteran: VA does not fit, with the reason; USDA and the others say why", async ({ page }) => {
    const response = await page.goto(`/offers/?${SCENARIO}`);
    expect(response?.status()).toBe(200);
    await declineConsent(page);
    await expect(page.getByRole("heading", { level: 1, name: "Compare loan offers" })).toBeVisible();
    await expect(column(page, "va")).toHaveAttribute("data-eligible", "false");
    await expect(column(page, "va")).toContainText("Certificate of Eligibility");
    expect(await figure(page, "vaMonthlyPayment")).toBeNull();
    // Zero down: conventional needs 3% and FHA 3.5%; USDA fits (no income given) and names what it cannot check.
    await expect(column(page, "conventional")).toHaveAttribute("data-eligible", "false");
    await expect(column(page, "conventional")).toContainText("at least 3% down");
    await expect(column(page, "fha")).toContainText("at least 3.5% down");
    await expect(column(page, "usda")).toHaveAttribute("data-eligible", "true");
    await expect(column(page, "usda")).toContainText("eligibility map");
    expect(await figure(page, "usdaMonthlyPayment")).toBeGreaterThan(0);
    expect(await figure(page, "eligiblePrograms")).toBe(1);
    await expectNoAxeViolations(page);
  });

  test("a veteran: VA fits with its payment, cash to close and totals", async ({ page }) => {
    await page.goto(`/offers/?${SCENARIO}&isVeteran=true`);
    await declineConsent(page);
    await expect(column(page, "va")).toHaveAttribute("data-eligible", "true");
    for (const name of ["vaRate", "vaMonthlyPayment", "vaCashToClose", "vaTotalCost5Years", "vaTotalCost30Years"]) {
      expect([name, ((await figure(page, name)) ?? 0) > 0]).toEqual([name, true]);
    }
    expect(await figure(page, "eligiblePrograms")).toBe(2);
    await expectNoAxeViolations(page);
  });

  test("a column's link opens its calculator with the same price and the same payment", async ({ page }) => {
    await page.goto("/offers/?price=400000&downPayment=80000&creditScore=760&county=01001");
    await declineConsent(page);
    await expect(column(page, "conventional")).toHaveAttribute("data-eligible", "true");
    const payment = await figure(page, "conventionalMonthlyPayment");
    expect(payment).toBeGreaterThan(0);
    await page.getByTestId("offer-calculator-conventional").click();
    await expect(page).toHaveURL(/\/mortgage-calculator\/\?price=400000&/);
    await waitForCalculatorIfAny(page);
    await expect(page.getByLabel("Home price", { exact: true })).toHaveValue(/400,?000/);
    expect(await figure(page, "monthlyPayment")).toBe(payment);
  });

  test("the page stacks its four columns at 360 px and survives a nonsense link", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const response = await page.goto("/offers/?price=%25%25&downPayment=abc&creditScore=x&state=ZZ&county=99999&zip=abcde");
    expect(response?.status()).toBe(200);
    await declineConsent(page);
    await expect(page.getByText("Enter a home price above $0.").first()).toBeVisible();
    const boxes = await Promise.all(["conventional", "fha", "va", "usda"].map((p) => column(page, p).boundingBox()));
    const xs = new Set(boxes.map((b) => Math.round(b?.x ?? -1)));
    expect(xs.size).toBe(1);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
  });
});

test.describe("offers without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form reloads the page with the scenario, and a veteran's VA column fits", async ({ page }) => {
    await page.goto("/offers/");
    await page.getByLabel("Home price ($)").fill("350000");
    await page.getByLabel("Down payment ($)").fill("0");
    await page.getByLabel("I am a veteran or service member").check();
    await page.getByLabel("ZIP code (optional)").fill("90210");
    await page.getByRole("button", { name: "Compare offers" }).click();
    await expect(page).toHaveURL(/\/offers\/\?.*price=350000.*isVeteran=true/);
    await expect(page.getByText("ZIP code 90210 is in Los Angeles County, California.")).toBeVisible();
    await expect(column(page, "va")).toHaveAttribute("data-eligible", "true");
    expect(await figure(page, "vaMonthlyPayment")).toBeGreaterThan(0);
    await expect(page.getByLabel("County")).toHaveValue("06037");
  });
});
