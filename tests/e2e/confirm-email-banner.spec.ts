// The unconfirmed-email banner shifts nothing: its place is kept before the first paint (the
// prepaint script and the placeholder, lib/session/confirm-email-prepaint.ts), then the banner
// takes it at the same size.
import { expect, test } from "@playwright/test";

import { declineConsent, expectShiftsUnder } from "./support";

const PASSWORD = "correct horse battery staple 42";

test("an account whose address is unconfirmed sees the banner on every page, and nothing moves when it arrives", async ({ page }) => {
  const email = `e2e-banner-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  // An address of its own (the server trusts one proxy in the e2e): the suite signs up more accounts than one client may.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.6.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  await page.goto("/sign-up/");
  await declineConsent(page);
  await page.getByLabel("Name").fill("Banner Tester");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/profile\/$/);

  // A slow phone: the banner's code arrives well after the first paint.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  for (const path of ["/about/", "/mortgage-calculator/"]) {
    await page.goto(path);
    const banner = page.getByRole("region", { name: "Email confirmation" });
    await expect(banner).toContainText("You have 7 days left");
    // The banner itself (its button works only once it has loaded), not its placeholder.
    await expect(page.locator(".confirm-email-placeholder")).toBeHidden();
    await expect(page.getByRole("region", { name: "Email confirmation" })).toHaveCount(1);
    await expect(banner.getByRole("button", { name: "Resend confirmation email" })).toBeEnabled();
    await expectShiftsUnder(page, 0.001, { within: "main", label: path });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  // Signed out: no banner and no space kept for it.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/about/");
  await expect(page.getByRole("region", { name: "Email confirmation" })).toHaveCount(0);
  await expect(page.locator(".confirm-email-placeholder")).toBeHidden();
});
