// Stripe as the test and measuring servers see it: the settings they run with (no Stripe API is
// reachable from them, only the webhook is exercised) and a `customer.subscription.created`
// event for an account, signed with Stripe's own signer as Stripe signs what it sends.
// CommonJS, so that the Playwright tests (TypeScript compiled to CommonJS) and the measuring
// scripts (ES modules) load the same file.
"use strict";
const Stripe = require("stripe");

/** Stripe configuration of the end-to-end and measuring servers. */
const TEST_STRIPE_ENV = Object.freeze({
  STRIPE_SECRET_KEY: "sk_test_e2e_not_a_real_key",
  STRIPE_WEBHOOK_SECRET: "whsec_e2e_premium_secret",
  STRIPE_PRICE_ID: "price_e2e_premium",
  STRIPE_API_URL: "http://127.0.0.1:9",
});

/**
 * An active subscription for the account `userHashid`, as the webhook event Stripe would send,
 * and its `Stripe-Signature` header. `label` names the event's ids (`evt_<label>_<hashid>`): one
 * event per label and account, so a delivery made again is the same event.
 * @param {string} userHashid
 * @param {string} label
 * @returns {{ payload: string, signature: string }}
 */
function signedSubscriptionCreated(userHashid, label) {
  const created = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: `evt_${label}_${userHashid}`,
    object: "event",
    type: "customer.subscription.created",
    created,
    data: {
      object: {
        id: `sub_${label}_${userHashid}`,
        object: "subscription",
        customer: `cus_${label}_${userHashid}`,
        status: "active",
        cancel_at_period_end: false,
        metadata: { userHashid },
        items: { object: "list", data: [{ id: `si_${label}_${userHashid}`, current_period_end: created + 30 * 86_400 }] },
      },
    },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET }) };
}

module.exports = { TEST_STRIPE_ENV, signedSubscriptionCreated };
