// The main flows with the keyboard alone (tests/e2e/keyboard.ts: Tab, Shift+Tab,
// Enter, Space, arrows and typing; no mouse), each focus stop visibly focused, each ending in its
// outcome: calculate, sign up, search listings, save a home, contact an agent, create a widget.
import { expect, test, type Locator, type Page } from "@playwright/test";

import { declineConsentByKeyboard, expectFocusVisible, tabTo, typeInto } from "./keyboard";
import { signInBrowser, signUpViaApi } from "./premium-support";
import { firstListingHashid } from "./seeded-account";
import { mailTo, uniqueEmail, waitForCalculatorIfAny } from "./support";

/**
 * Opens the page and, once it is live (`ready` shown, a calculator ready), answers the consent
 * banner and follows the skip link into the content, all by keyboard.
 */
async function openByKeyboard(page: Page, path: string, ready?: Locator): Promise<void> {
  await page.goto(path);
  if (ready) await expect(ready).toBeVisible({ timeout: 20_000 });
  await waitForCalculatorIfAny(page);
  await declineConsentByKeyboard(page);
  await tabTo(page, page.getByRole("link", { name: "Skip to content" }));
  await page.keyboard.press("Enter");
}

const monthlyPayment = (page: Page) => page.locator('[data-result="monthlyPayment"]').first();

// On phones the payment sits in a bar stuck to the bottom of the screen: the fields Tab reaches
// further down must still show above it.
const PHONE = { width: 360, height: 740 };

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test(`calculate on a ${device}: a new price and HOA dues typed in, the payment follows`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openByKeyboard(page, "/mortgage-calculator/");
    const before = await monthlyPayment(page).getAttribute("data-value");
    await typeInto(page, page.getByLabel("Home price", { exact: true }), "420000");
    await typeInto(page, page.getByLabel("HOA dues a month"), "250");
    await page.keyboard.press("Tab");
    await expectFocusVisible(page);
    await expect(page.locator('[data-result="hoa"]').first()).toHaveAttribute("data-value", "250");
    await expect(monthlyPayment(page)).not.toHaveAttribute("data-value", before ?? "");
    await expect(page.getByLabel("Home price", { exact: true })).toHaveValue("420,000");
  });
}

test("on a phone with the consent banner still open, the fields Tab reaches show above it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/mortgage-calculator/");
  await waitForCalculatorIfAny(page);
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  await typeInto(page, page.getByLabel("HOA dues a month"), "250");
  await page.keyboard.press("Tab");
  await expectFocusVisible(page);
  await expect(page.locator('[data-result="hoa"]').first()).toHaveAttribute("data-value", "250");
  await declineConsentByKeyboard(page);
});

test("sign up: the form filled and sent from the keyboard opens the profile", async ({ page }) => {
  await openByKeyboard(page, "/sign-up/");
  await typeInto(page, page.getByLabel("Name"), "Kay Board");
  const email = uniqueEmail("keyboard-sign-up");
  await typeInto(page, page.getByLabel("Email address"), email);
  await typeInto(page, page.getByLabel("Password", { exact: true }), "correct horse battery staple 42");
  await tabTo(page, page.getByRole("button", { name: "Create account" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profile\/$/);
  await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
});

test("search listings: price and bedrooms set by keyboard, the results follow", async ({ page }) => {
  await openByKeyboard(page, "/listings/", page.locator("[data-interactive='true']"));
  await typeInto(page, page.getByLabel("Maximum price"), "400000");
  const bedrooms = page.getByLabel("Bedrooms");
  await tabTo(page, bedrooms);
  for (let press = 0; press < 3; press += 1) await page.keyboard.press("ArrowDown");
  const beds = await bedrooms.inputValue();
  expect(beds).not.toBe("");
  await tabTo(page, page.getByRole("button", { name: "Search", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/priceMax=400000/);
  await expect(page).toHaveURL(new RegExp(`beds=${beds}`));
  // The search runs in place: the list follows once it answers.
  const prices = page.locator("ol[aria-label='Homes found'] [data-result='listPrice']");
  await expect(prices.first()).toBeVisible();
  await expect
    .poll(async () => Math.max(...(await prices.evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-value")))))))
    .toBeLessThanOrEqual(400_000);

  // Back returns to the search before it, form and list (the skip link's #main left the query alone).
  const filtered = await page.locator("#ls-results-heading").getAttribute("data-value");
  await page.goBack();
  await expect(page).not.toHaveURL(/priceMax/);
  await expect(page.getByLabel("Maximum price")).toHaveValue("");
  await expect(page.locator("#ls-results-heading")).not.toHaveAttribute("data-value", filtered ?? "");
});

test("save a home: the heart pressed with Space, the home is in saved homes", async ({ page, request }) => {
  const account = await signUpViaApi(request, "keyboard-save");
  await signInBrowser(page, account);
  const hashid = await firstListingHashid(request);
  await openByKeyboard(page, `/listings/${hashid}/`);
  const heart = page.locator("button[data-testid='favorite-heart']");
  await expect(heart).toBeEnabled();
  await tabTo(page, heart);
  await page.keyboard.press("Space");
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart).toHaveAttribute("data-pending", "false");
  await openByKeyboard(page, "/saved-homes/");
  await expect(page.locator(`a[href="/listings/${hashid}/"]`).first()).toBeVisible();
});

test("contact an agent: found, opened and sent a request by keyboard", async ({ page }) => {
  await openByKeyboard(page, "/agents/?zip=78701");
  const first = page.getByRole("list", { name: "Agents" }).locator("[data-agent]").first();
  const hashid = (await first.getAttribute("data-agent"))!;
  const name = ((await first.getByRole("heading").textContent()) ?? "").trim();
  await tabTo(page, first.getByRole("link").first());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/agents/${hashid}/$`));
  await waitForCalculatorIfAny(page);
  const visitor = uniqueEmail("keyboard-agent-lead");
  await typeInto(page, page.getByLabel("Your name"), "Kay Board");
  await typeInto(page, page.getByLabel("Email address"), visitor);
  await typeInto(page, page.getByLabel("Home price ($)"), "420000");
  await typeInto(page, page.getByLabel("Down payment ($)"), "21000");
  await typeInto(page, page.getByLabel("Interest rate (%)"), "6.5");
  await typeInto(page, page.getByLabel("Credit score"), "710");
  const consent = page.getByRole("checkbox", { name: /sends my details and scenario to this agent/ });
  await tabTo(page, consent);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: `Send my request to ${name}` }));
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-sent]")).toContainText(`Your request was sent to ${name}`);
  await mailTo(visitor, "lead-agent-received");
});

test("create a widget: the manager's form filled and sent by keyboard shows its embed code", async ({ page, request }) => {
  const account = await signUpViaApi(request, "keyboard-widget");
  await signInBrowser(page, account);
  await openByKeyboard(page, "/manage-widget/");
  const form = page.getByRole("form", { name: "New widget" });
  await typeInto(page, form.getByLabel("Name (only you see it)"), "Keyboard site");
  await typeInto(page, form.getByLabel("Allowed domains (one a line)"), "example.com");
  const calculator = form.getByLabel("Calculator");
  await tabTo(page, calculator);
  await page.keyboard.press("ArrowDown");
  await expect(calculator).toHaveValue("FHA");
  await typeInto(page, form.getByLabel("Home price ($)"), "400000");
  await tabTo(page, form.getByRole("button", { name: "Create widget" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Created Keyboard site" })).toBeVisible();
  const card = page.locator("[data-widget-card]");
  await expect(card).toHaveCount(1);
  await expect(card.getByLabel("Script embed code")).toHaveValue(/data-key="[A-Za-z0-9_-]{32}"/);
});
