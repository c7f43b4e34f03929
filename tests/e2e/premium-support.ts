// Premium e2e helpers: the Stripe settings the e2e servers run with (playwright.config.ts and
// playwright.ads.config.ts pass them), accounts made through the API, and membership granted by
// posting a webhook event signed the way Stripe signs them to the running server.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import Stripe from "stripe";

/** Stripe configuration of the e2e servers. No Stripe API is reachable: only the webhook is exercised. */
export const E2E_STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_e2e_not_a_real_key",
  STRIPE_WEBHOOK_SECRET: "whsec_e2e_premium_secret",
  STRIPE_PRICE_ID: "price_e2e_premium",
  STRIPE_API_URL: "http://127.0.0.1:9",
} as const;

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
  const now = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: `evt_e2e_${account.hashid}_${now}`,
    object: "event",
    type: "customer.subscription.created",
    created: now,
    data: {
      object: {
        id: `sub_e2e_${account.hashid}`,
        object: "subscription",
        customer: `cus_e2e_${account.hashid}`,
        status: "active",
        cancel_at_period_end: false,
        metadata: { userHashid: account.hashid },
        items: { object: "list", data: [{ id: "si_e2e", current_period_end: now + 30 * 86_400 }] },
      },
    },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_STRIPE_ENV.STRIPE_WEBHOOK_SECRET });
  const response = await request.post("/api/stripe/webhook/", { headers: { "stripe-signature": header, "content-type": "application/json" }, data: payload });
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
