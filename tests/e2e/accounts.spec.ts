import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { declineConsent, expectNoAxeViolations } from "./support";

// Accounts end to end: sign up, read the confirmation from the outbox, confirm, sign out, sign
// in, an expired access token refreshed without the user noticing, and the sign-out redirect.
// With SMTP off the server writes each mail as a JSON file in `${DATA_DIR}/outbox`
// (lib/server/mail/mailer.ts; playwright.config.ts serves the build with DATA_DIR=.data-e2e).

const OUTBOX = path.resolve(process.env.DATA_DIR ?? ".data-e2e", "outbox");
const PASSWORD = "plum-harbor-lantern-42";

/** Undoes the transfer encodings a mail file may use (quoted-printable soft breaks, =3D, JSON escapes). */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=3D/gi, "=")
    .replace(/\\u0026/g, "&")
    .replace(/&amp;/g, "&");
}

/** The server's outbox format: one JSON file per message with `to` and the message's `links`. */
function outboxEntryLink(raw: string, email: string, pattern: RegExp): string | undefined {
  try {
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== "object" || entry === null) return undefined;
    const { to, links } = entry as { to?: unknown; links?: unknown };
    if (typeof to !== "string" || to.toLowerCase() !== email.toLowerCase() || !Array.isArray(links)) return undefined;
    return links.find((link): link is string => typeof link === "string" && pattern.test(link));
  } catch {
    return undefined;
  }
}

/** Any other format (an .eml file, plain text): the first matching link in a mail that names the address. */
function textLink(text: string, email: string, pattern: RegExp): string | undefined {
  if (!text.toLowerCase().includes(email.toLowerCase())) return undefined;
  return text.match(pattern)?.[0];
}

/** Waits for the newest mail to `email` written after `since` and returns its link to `route`. */
async function linkFromOutbox(email: string, route: string, since: number): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${route.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_\\-%.~]+`);
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(OUTBOX).catch(() => [] as string[]);
        const mails = await Promise.all(
          names.map(async (name) => {
            const file = path.join(OUTBOX, name);
            const info = await stat(file);
            return { file, modified: info.mtimeMs };
          }),
        );
        for (const mail of mails.filter((m) => m.modified >= since - 1000).sort((a, b) => b.modified - a.modified)) {
          const raw = await readFile(mail.file, "utf8");
          const link = outboxEntryLink(raw, email, pattern) ?? textLink(decodeMail(raw), email, pattern);
          if (link) {
            found = link;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${email} with a ${route} link in ${OUTBOX}`, timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(found as string);
  // Same server, whatever origin SITE_URL names: open it relative to the test's base URL.
  return `${url.pathname}${url.search}`;
}

async function storedTokens(page: Page): Promise<{ token: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem("token"), refreshToken: localStorage.getItem("refreshToken") }));
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/sign-in/");
  await declineConsent(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe.configure({ mode: "serial" });

test.describe("accounts", () => {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  test("sign up, confirm from the outbox, sign out, sign in, silent refresh, sign-out redirect", async ({ page }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));

    // Sign up.
    const signedUpAt = Date.now();
    await page.goto("/sign-up/");
    await declineConsent(page);
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/profile\/$/);
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/not confirmed yet/)).toBeVisible();
    const afterSignUp = await storedTokens(page);
    expect(afterSignUp.token).toBeTruthy();
    expect(afterSignUp.refreshToken).toBeTruthy();

    // Confirm with the link from the outbox.
    const confirmPath = await linkFromOutbox(email, "/confirm-email/", signedUpAt);
    await page.goto(confirmPath);
    await expect(page.getByRole("status").filter({ hasText: "Your email address is confirmed." })).toBeVisible();
    await expect(page).toHaveURL(/\/confirm-email\/$/); // the token left the address bar
    await expectNoAxeViolations(page);

    // A confirmation link works once.
    await page.goto(confirmPath);
    await expect(page.locator(".notice-error")).toBeVisible();

    // Sign out: both tokens cleared, redirected to /sign-in/.
    await page.goto("/profile/");
    await expect(page.getByText(/\(confirmed\)/)).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in\/$/);
    expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });

    // Sign in again.
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile\/$/);
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    const afterSignIn = await storedTokens(page);
    expect(afterSignIn.token).toBeTruthy();

    // Signed in, the footer offers the profile and saved homes, not "Sign in / Create an account",
    // on a public page too (both lists have two rows, so the switch after hydration moves nothing).
    await page.goto("/about/");
    const footerAccount = page.locator("footer nav").filter({ has: page.getByRole("heading", { name: "Your account" }) });
    await expect(footerAccount.getByRole("link")).toHaveText(["Profile", "Saved homes"]);
    await expect(page.locator("footer").getByRole("link", { name: "Create an account" })).toHaveCount(0);
    await page.goto("/profile/");
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();

    // An expired (here: no longer valid) access token is refreshed without the user noticing.
    const operations: string[] = [];
    page.on("request", (request) => {
      if (!request.url().includes("/graphql")) return;
      const body = request.postData();
      if (!body || (!body.startsWith("[") && !body.startsWith("{"))) return;
      const parsed: unknown = JSON.parse(body);
      for (const operation of Array.isArray(parsed) ? parsed : [parsed]) {
        if (typeof operation === "object" && operation !== null && "operationName" in operation) operations.push(String(operation.operationName));
      }
    });
    await page.evaluate(() => localStorage.setItem("token", "expired.access.token"));
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/$/);
    await expect.poll(async () => (await storedTokens(page)).token).not.toBe("expired.access.token");
    expect(operations).toContain("RefreshAccessToken");
    expect(operations.filter((name) => name === "Me").length).toBeGreaterThanOrEqual(2); // failed once, retried once
    // The refresh token rotates: the spent one is replaced in storage.
    await expect.poll(async () => (await storedTokens(page)).refreshToken).not.toBe(afterSignIn.refreshToken);
    expect((await storedTokens(page)).refreshToken).toBeTruthy();

    // Sign-out redirect, and the revoked refresh token cannot be used again.
    const revoked = (await storedTokens(page)).refreshToken;
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in\/$/);
    expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });
    await page.evaluate((token) => {
      localStorage.setItem("refreshToken", token ?? "");
      localStorage.setItem("token", "expired.access.token");
    }, revoked);
    await page.goto("/profile/");
    // The refresh is refused, so the user is signed out and sent to /sign-in/.
    await expect(page).toHaveURL(/\/sign-in\/$/);
    expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });

    expect(pageErrors).toEqual([]);
  });

  test("forms show the server's field errors next to the field and keep what was typed", async ({ page }) => {
    await page.goto("/sign-up/");
    await declineConsent(page);
    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByLabel("Email address").fill(`short-${email}`);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    const password = page.getByLabel("Password");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".field-error")).not.toHaveCount(0);
    await expect(page.getByLabel("Email address")).toHaveValue(`short-${email}`);
    await expect(page.getByLabel("Name")).toHaveValue("Grace Hopper");
    await expect(password).toHaveValue("short");
    await expectNoAxeViolations(page);

    // A wrong password: a message in the status region, the address kept, nobody signed in.
    await signIn(page, email, "not-the-right-password-1");
    await expect(page.locator('[role="status"].notice-error')).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });
    await expectNoAxeViolations(page);
  });

  test("password reset: the answer does not reveal whether the address has an account", async ({ page }) => {
    await page.goto("/reset-password/");
    await declineConsent(page);
    await page.getByLabel("Email address").fill(`nobody-${email}`);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect(page.locator('[role="status"].notice')).toContainText(`nobody-${email}`);
    const unknown = await page.locator('[role="status"].notice').textContent();
    await page.getByLabel("Email address").fill(email);
    const requestedAt = Date.now();
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect(page.locator('[role="status"].notice')).toContainText(email);
    const known = await page.locator('[role="status"].notice').textContent();
    expect(known?.replace(email, "X")).toBe(unknown?.replace(`nobody-${email}`, "X"));

    const resetPath = await linkFromOutbox(email, "/reset-password/", requestedAt);
    await page.goto(resetPath);
    const newPassword = `${PASSWORD}-new`;
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password was changed." })).toBeVisible();

    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/profile\/$/);
  });
});
