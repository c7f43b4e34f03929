import { expect, test, type Page } from "@playwright/test";

import { declineConsent, expectNoAxeViolations, mailTo, uniqueEmail as uniqueAddress } from "./support";

// No email-marketing variables in the e2e server: subscribers go to the database with double
// opt-in, and the confirmation mail lands in the outbox of the e2e data directory.
async function confirmationTo(to: string) {
  return mailTo(to, "newsletter-confirm");
}

/** The link's path and query (the mail names the server's SITE_URL). */
function local(link: string | undefined): string {
  const url = new URL(link ?? "");
  return `${url.pathname}${url.search}`;
}

const uniqueEmail = () => uniqueAddress("news");

function footerForm(page: Page) {
  return page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" });
}

test.describe("newsletter", () => {
  test("subscribe from the footer with JavaScript: in place, confirm by email, remembered, unsubscribe", async ({ page }) => {
    await page.goto("/about/");
    await declineConsent(page);
    const footer = footerForm(page);
    const email = uniqueEmail();
    await footer.getByLabel("Your email").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("status")).toHaveText(`Almost done: we sent a link to ${email}. Open it to confirm your subscription.`);
    await expect(page).toHaveURL(/\/about\/$/);

    const mail = await confirmationTo(email);
    await page.goto(local(mail.links[0]));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("hmh:email-subscribed"))).toBe("true");

    // Later visits say so instead of asking again.
    await page.goto("/about/");
    await expect(footerForm(page)).toContainText("You're subscribed to our newsletter on this device.");
    await expect(footerForm(page).getByLabel("Your email")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(local(mail.links[1]));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
    await page.getByRole("main").getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("hmh:email-subscribed"))).toBe("false");
    await page.goto("/about/");
    await expect(footerForm(page).getByLabel("Your email")).toBeVisible();
  });

  test("a bad address gets a message on the field", async ({ page }) => {
    await page.goto("/about/");
    await declineConsent(page);
    const footer = footerForm(page);
    await footer.getByLabel("Your email").fill("pat@");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByLabel("Your email")).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
    await expect(footer.getByLabel("Your email")).toHaveAttribute("aria-invalid", "true");
    await expect(footer.getByLabel("Your email")).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("subscribe from the footer without JavaScript: a plain POST, the outcome on the page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/mortgage-calculator/");
    const email = uniqueEmail();
    await footerForm(page).getByLabel("Your email").fill("pat@");
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(footerForm(page).getByLabel("Your email")).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
    await footerForm(page).getByLabel("Your email").fill(email);
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(footerForm(page).getByRole("status")).toContainText(`Almost done: we sent a link to ${email}.`);
    await expect(footerForm(page).getByRole("status")).toBeFocused();
    await confirmationTo(email);
    await context.close();
  });

  test("blog posts carry their own subscribe form", async ({ page }) => {
    await page.goto("/blog/");
    await declineConsent(page);
    await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
    const form = page.getByRole("complementary", { name: "Newsletter" });
    await expect(form.getByRole("heading", { name: "Get new articles by email" })).toBeVisible();
    const email = uniqueEmail();
    await form.getByLabel("Your email").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toContainText(`we sent a link to ${email}`);
    await expectNoAxeViolations(page);
  });
});
