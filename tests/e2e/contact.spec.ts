import { expect, test, type Page } from "@playwright/test";

import { declineConsent, expectNoAxeViolations, mailTo, uniqueEmail as uniqueAddress } from "./support";

// Contact messages go to the default CONTACT_EMAIL (in the outbox: SMTP_URL is off).
const CONTACT_EMAIL = "contact@localhost";

const uniqueEmail = () => uniqueAddress("contact");

async function fillMessage(page: Page, email: string, message: string): Promise<void> {
  await page.getByLabel("Your name").fill("Robin Reader");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Topic").selectOption({ label: "A calculator or a figure on the site" });
  await page.getByLabel("Your message").fill(message);
}

test.describe("contact", () => {
  test("the footer links to /contact/; a message is sent, confirmed and mailed to the site", async ({ page }) => {
    await page.goto("/about/");
    await declineConsent(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expectNoAxeViolations(page);

    const email = uniqueEmail();
    await fillMessage(page, email, `Where does the FHA MIP figure come from? ${email}`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact\/thanks\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thanks: your message is on its way");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const mail = await mailTo(CONTACT_EMAIL, "contact-message", email);
    expect(mail.replyTo).toBe(email);
    expect(mail.text).toContain("Topic: A calculator or a figure on the site");
  });

  test("a message per invalid field, tied to its field, the first one focused; nothing sent", async ({ page }) => {
    await page.goto("/contact/");
    await declineConsent(page);
    await page.getByLabel("Email address").fill("robin@");
    await page.getByLabel("Your message").fill("hi");
    await page.getByRole("button", { name: "Send message" }).click();

    const summary = page.getByRole("main").getByRole("alert");
    await expect(summary).toContainText("Please correct these 4 fields and send again:");
    await expect(page.getByLabel("Your name")).toBeFocused();
    await expect(page.getByLabel("Your name")).toHaveAccessibleDescription("Enter your name.");
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email address")).toHaveValue("robin@");
    await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(/Enter a valid email address, like name@example\.com\./);
    await expect(page.getByLabel("Topic")).toHaveAccessibleDescription("Choose what your message is about.");
    await expect(page.getByLabel("Your message")).toHaveAccessibleDescription("Tell us a little more: at least 10 characters.");
    await expect(page).toHaveURL(/\/contact\/$/);
    await expectNoAxeViolations(page);
  });

  test("works without JavaScript: errors with values kept, then sent", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact/");
    const email = uniqueEmail();
    await page.getByLabel("Your name").fill("Robin Reader");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Please correct these 2 fields and send again:");
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(page.getByLabel("Topic")).toHaveAttribute("aria-invalid", "true");

    await fillMessage(page, email, `Sent without JavaScript by ${email}`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact\/thanks\/$/);
    await mailTo(CONTACT_EMAIL, "contact-message", `Sent without JavaScript by ${email}`);
    await context.close();
  });

  test("fits a 360 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/contact/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
