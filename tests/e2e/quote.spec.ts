import { expect, test, type Page } from "@playwright/test";

import { declineConsent, expectNoAxeViolations, mailTo, uniqueEmail as uniqueAddress, wakeCalculator } from "./support";

// The server under test writes mail to its outbox (SMTP_URL is off) in the e2e data directory
// (playwright.config.ts), and quote requests go to the default LEADS_EMAIL.
const LEADS_EMAIL = "leads@localhost";

const uniqueEmail = () => uniqueAddress("quote");

async function fillContact(page: Page, email: string): Promise<void> {
  await page.getByLabel("Your name").fill("Pat Buyer");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("checkbox", { name: /I agree that How Much Home\? may contact me/ }).check();
}

test.describe("quote requests", () => {
  test("a quote from a calculator scenario: the scenario is attached, sent, confirmed and mailed", async ({ page }) => {
    await page.goto("/fha-loan-calculator/");
    await declineConsent(page);
    await wakeCalculator(page);
    await page.getByLabel("Home price", { exact: true }).fill("$450,000");
    await page.getByLabel("Interest rate", { exact: true }).fill("6.5%");
    await page.getByLabel("Down payment", { exact: true }).fill("20000");
    const link = page.getByRole("link", { name: "Get a personal quote for these numbers" });
    await expect(link).toHaveAttribute("href", /^\/quote\/\?.*price=450000.*&calcType=fha&from=%2Ffha-loan-calculator%2F$/);

    // The quote page without a scenario in its address: the saved calculator inputs fill it in.
    await page.goto("/quote/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get a personal mortgage quote");
    await expect(page.getByLabel("Loan program")).toHaveValue("fha");
    await expect(page.getByLabel("Home price ($)")).toHaveValue("450000");
    await expect(page.getByLabel("Down payment ($)")).toHaveValue("20000");
    await expect(page.getByLabel("Interest rate (%)")).toHaveValue("6.5");
    await expectNoAxeViolations(page);

    const email = uniqueEmail();
    await fillContact(page, email);
    await page.getByLabel("Credit score").fill("705");
    await page.getByRole("button", { name: "Send my quote request" }).click();
    await expect(page).toHaveURL(/\/quote\/thanks\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thanks: your quote request is on its way");
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expectNoAxeViolations(page);

    const lead = await mailTo(LEADS_EMAIL, "lead-quote", `Email: ${email}`);
    expect(lead.replyTo).toBe(email);
    expect(lead.text).toContain("Loan program: FHA");
    expect(lead.text).toContain("Home price: $450,000");
    expect(lead.text).toContain("Down payment: $20,000");
    expect(lead.text).toContain("Interest rate: 6.5%");
    expect(lead.text).toContain("Credit score: 705");
    expect(lead.text).toContain("From page: (unknown)");
    await mailTo(email, "lead-quote-received", "Home price: $450,000");
  });

  test("reached from a calculator's link: the form renders with its scenario and goes live", async ({ page }) => {
    await page.goto("/fha-loan-calculator/");
    await declineConsent(page);
    await wakeCalculator(page);
    await page.getByRole("link", { name: "Get a personal quote for these numbers" }).click();
    await expect(page).toHaveURL(/\/quote\/\?.*calcType=fha/);
    await expect(page.getByRole("form", { name: "Request a quote" })).toHaveAttribute("data-ready", "true");
    await expect(page.getByLabel("Loan program")).toHaveValue("fha");
    await expect(page.getByRole("button", { name: "Send my quote request" })).toBeEnabled();
  });

  test("bad input: a message per field, the values kept, the first error focused, nothing sent", async ({ page }) => {
    await page.goto("/quote/?calcType=conventional&price=300000&downPayment=60000&rate=6&term=360&creditScore=760&state=OH");
    await declineConsent(page);
    // The form is an island (components/leads/lead-form-island.tsx): live once hydrated, then it
    // answers in place, with no page load (a marker on the window survives the submission).
    await expect(page.getByRole("form", { name: "Request a quote" })).toHaveAttribute("data-ready", "true");
    await page.evaluate(() => Object.assign(window, { answeredInPlace: true }));
    await expect(page.getByLabel("Home price ($)")).toHaveValue("300000");
    await page.getByLabel("Email address").fill("pat@");
    await page.getByLabel("Interest rate (%)").fill("lots");
    await page.getByRole("radio", { name: "Phone" }).check();
    await page.getByRole("button", { name: "Send my quote request" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "Please correct" });
    await expect(summary).toContainText("Please correct these 5 fields and send again:");
    const name = page.getByLabel("Your name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Enter your name.");
    await expect(page.getByLabel("Email address")).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
    await expect(page.getByLabel("Email address")).toHaveValue("pat@");
    await expect(page.getByLabel("Phone (optional)")).toHaveAccessibleDescription(/Enter a phone number, or choose email/);
    await expect(page.getByLabel("Interest rate (%)")).toHaveAccessibleDescription("Enter the interest rate in percent, like 6.75.");
    await expect(page.getByLabel("Interest rate (%)")).toHaveValue("lots");
    await expect(page.getByLabel("Home price ($)")).toHaveValue("300000");
    await expect(page.getByLabel("State")).toHaveValue("OH");
    await expect(page.getByRole("radio", { name: "Phone" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /I agree/ })).toHaveAccessibleDescription(/Check the box to agree to be contacted/);
    await expect(page).toHaveURL(/\/quote\/\?/);
    expect(await page.evaluate(() => "answeredInPlace" in window)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("fits a 360 px wide phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/quote/");
    await declineConsent(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("button", { name: "Send my quote request" })).toBeVisible();
  });

  test("without JavaScript: the scenario from the address, errors from a plain POST, then sent", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/quote/?calcType=va&price=350000&downPayment=0&rate=6.25&term=360&creditScore=740&state=TX&isVeteran=true&from=/va-loan-calculator/");
    await expect(page.getByLabel("Loan program")).toHaveValue("va");
    await expect(page.getByLabel("Home price ($)")).toHaveValue("350000");
    await expect(page.getByLabel("Down payment ($)")).toHaveValue("0");
    await expect(page.getByLabel("Interest rate (%)")).toHaveValue("6.25");
    await expect(page.getByLabel("State")).toHaveValue("TX");
    await expect(page.getByRole("checkbox", { name: /veteran/ })).toBeChecked();

    const email = uniqueEmail();
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send my quote request" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct" })).toContainText("Please correct these 2 fields and send again:");
    await expect(page.getByLabel("Your name")).toHaveAttribute("autofocus", "");
    await expect(page.getByLabel("Your name")).toHaveAccessibleDescription("Enter your name.");
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(page.getByLabel("Home price ($)")).toHaveValue("350000");
    // (axe needs JavaScript in the page: the same markup is checked with JavaScript above.)

    await fillContact(page, email);
    await page.getByRole("button", { name: "Send my quote request" }).click();
    await expect(page).toHaveURL(/\/quote\/thanks\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thanks: your quote request is on its way");
    const lead = await mailTo(LEADS_EMAIL, "lead-quote", `Email: ${email}`);
    expect(lead.text).toContain("Loan program: VA");
    expect(lead.text).toContain("Veteran: Yes");
    expect(lead.text).toContain("From page: /va-loan-calculator/");
    await context.close();
  });
});
