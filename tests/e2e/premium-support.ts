// Premium e2e helpers: accounts made through the API, and membership granted by posting a webhook
// event signed the way Stripe signs them to the running server (tests/support/stripe-test-events.cjs,
// whose Stripe settings playwright.config.ts and playwright.ads.config.ts give the servers).
import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { signedSubscriptionCreated } from "../support/stripe-test-events.cjs";

export interface E2eAccount {
  readonly email: string;
  readonly hashid: string;
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** Creates an account through the API. */
export async function signUpViaApi(request: APIRequestContext, label: string): Promise<E2eAccount> {
  const email = `e2e-premium-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post("/api/graphql/", {
    headers: {
      "x-request-source": "web",
      "content-type": "application/json",
      "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    data: {
      query: "mutation ($input: SignUpInput!) { signUp(input: $input) { accessToken refreshToken user { hashid } } }",
      variables: { input: { email, password: "correct horse battery staple 42", name: "Premium Tester" } },
    },
  });
  const body = (await response.json()) as { data?: { signUp: { accessToken: string; refreshToken: string; user: { hashid: string } } } };
  expect(body.data, JSON.stringify(body)).toBeTruthy();
  const { accessToken, refreshToken, user } = body.data!.signUp;
  return { email, hashid: user.hashid, accessToken, refreshToken };
}

/** Makes the account a premium member: a signed `customer.subscription.created` to the server's webhook. */
export async function makeMemberViaWebhook(request: APIRequestContext, account: E2eAccount): Promise<void> {
  const { payload, signature } = signedSubscriptionCreated(account.hashid, "e2e");
  const response = await request.post("/api/stripe/webhook/", {
    headers: { "stripe-signature": signature, "content-type": "application/json" },
    data: payload,
  });
  expect(response.status()).toBe(200);
}

/** Stores the account's session in the browser before any page script runs (signed in). */
export async function signInBrowser(page: Page, account: E2eAccount): Promise<void> {
  await page.addInitScript(
    ({ token, refreshToken }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("refreshToken", refreshToken);
    },
    { token: account.accessToken, refreshToken: account.refreshToken },
  );
}
