import { expect, test } from "@playwright/test";

import { startInsideOneWindow, timeoutWithWindowWait } from "../support/rate-window";
import { declineConsent, uniqueEmail } from "./support";

// The device proof in a real browser (Web Crypto, localStorage, the sign-in form): someone who
// signed in from this browser before still signs in after other people's failed guesses have
// locked the address for everyone else.

const PASSWORD = "plum-harbor-lantern-42";
const SIGN_IN = "mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }";

test("a browser that signed in before is not locked out by other people's failed sign-ins", async ({ page, request }) => {
  test.setTimeout(timeoutWithWindowWait(120_000, 90));
  // The failed guesses below must fall in one window of the per-address limit (15 minutes).
  await startInsideOneWindow(900, 90);
  const email = uniqueEmail("lockout");
  await page.goto("/sign-up/");
  await declineConsent(page);
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/profile\/$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\/$/);
  // The proof outlives sign-out, filed under a digest rather than the address.
  const stored = await page.evaluate(() => localStorage.getItem("deviceTokens"));
  expect(stored).toBeTruthy();
  expect(stored).not.toContain(email);

  const elsewhere = async (password: string, client: number) => {
    const response = await request.post("/api/graphql/", {
      data: { query: SIGN_IN, variables: { input: { email, password } } },
      headers: { "x-request-source": "web", "x-forwarded-for": `203.0.113.${client}` },
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    return body.errors?.[0]?.extensions?.code;
  };
  for (let client = 1; client <= 10; client += 1) expect(await elsewhere("a wrong guess at it", client)).toBe("BAD_USER_INPUT");
  expect(await elsewhere(PASSWORD, 11)).toBe("RATE_LIMITED");

  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/profile\/$/);
  await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
});
