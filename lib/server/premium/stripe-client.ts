import "server-only";

import Stripe from "stripe";

import { isIntegrationOn, type Env } from "@/lib/env";
import { serverEnv } from "@/lib/server/config";

/** Stripe as configured (all three variables set), or null when payments are off. */
export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly priceId: string;
  /** API origin (https://api.stripe.com; tests use a local server). */
  readonly apiUrl: string;
}

/** The Stripe settings of a configuration, or null when checkout is off (lib/env.ts checks they go together). */
export function stripeSettingsFrom(
  env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_PRICE_ID" | "STRIPE_API_URL">,
): StripeSettings | null {
  if (!isIntegrationOn(env.STRIPE_SECRET_KEY) || !isIntegrationOn(env.STRIPE_WEBHOOK_SECRET) || !isIntegrationOn(env.STRIPE_PRICE_ID)) return null;
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, priceId: env.STRIPE_PRICE_ID, apiUrl: env.STRIPE_API_URL };
}

/** This server's Stripe settings (null: payments are not configured on this site). */
export function stripeSettings(): StripeSettings | null {
  return stripeSettingsFrom(serverEnv());
}

/** A Stripe API client for the settings (the official library, pointed at STRIPE_API_URL). */
export function stripeClient(settings: StripeSettings): Stripe {
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
  });
}

/** Stripe's webhook helpers (signature check), from the official library. */
export const stripeWebhooks = Stripe.webhooks;
