import "server-only";

import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";

import type { Viewer } from "@/lib/server/accounts/account-service";
import { serverEnv } from "@/lib/server/config";
import { schema, type Database } from "@/lib/server/db/client";
import { planFromMembership, PLANS_PATH, type Plan } from "@/lib/server/entitlements";
import { DomainError, ForbiddenError, NotFoundError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";

import { stripeClient, stripeSettings, stripeWebhooks, type StripeSettings } from "./stripe-client";

const M = schema.memberships;

/** The payment service failed or is not reachable (API code SERVICE_UNAVAILABLE); nothing was charged. */
export class PaymentServiceError extends DomainError {
  readonly code = "SERVICE_UNAVAILABLE";
  constructor(message = "The payment service did not answer. Nothing was charged; try again in a few minutes.") {
    super(message);
    this.name = "PaymentServiceError";
  }
}

/** What the profile and `me { membership }` show. */
export interface MembershipView {
  readonly plan: Plan;
  /** Stripe's subscription status, or null without a subscription. */
  readonly status: string | null;
  /** Renewal date (or end date when canceling at period end / ended). */
  readonly currentPeriodEnd: Date | null;
  readonly cancelAtPeriodEnd: boolean;
  /** Whether the member can open the billing portal (a Stripe customer exists and payments are on). */
  readonly canManageBilling: boolean;
}

/** The user's membership as shown to them (free with nulls when they never subscribed). */
export async function membershipOf(db: Database, userId: string, now: Date = new Date()): Promise<MembershipView> {
  const [row] = await db.select().from(M).where(eq(M.userId, userId)).limit(1);
  const plan = planFromMembership(row ?? null, now);
  return {
    plan,
    status: row?.status ?? null,
    currentPeriodEnd: row?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    canManageBilling: Boolean(row?.stripeCustomerId) && stripeSettings() !== null,
  };
}

function requireSettings(): StripeSettings {
  const settings = stripeSettings();
  if (!settings) throw new ForbiddenError("Checkout is not available on this site.");
  return settings;
}

/**
 * Starts a Stripe Checkout session (subscription) for the viewer; returns its URL. The session
 * and the subscription carry the user's hashid, so the webhook knows whose membership it is
 * whatever order the events arrive in. Already a member: ForbiddenError.
 */
export async function startCheckout(db: Database, viewer: Viewer): Promise<string> {
  const settings = requireSettings();
  const current = await membershipOf(db, viewer.user.id);
  if (current.plan === "premium") throw new ForbiddenError("You are already a premium member. Manage your membership from your profile.");
  const [row] = await db.select({ customer: M.stripeCustomerId }).from(M).where(eq(M.userId, viewer.user.id)).limit(1);
  const siteUrl = serverEnv().SITE_URL.replace(/\/$/, "");
  const metadata = { userHashid: viewer.user.hashid };
  try {
    const session = await stripeClient(settings).checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: settings.priceId, quantity: 1 }],
      client_reference_id: viewer.user.hashid,
      ...(row?.customer ? { customer: row.customer } : { customer_email: viewer.user.email }),
      metadata,
      subscription_data: { metadata },
      success_url: `${siteUrl}/profile/?checkout=success`,
      cancel_url: `${siteUrl}${PLANS_PATH}?checkout=canceled`,
    });
    if (!session.url) throw new Error("Checkout session without url");
    return session.url;
  } catch (error) {
    logger.error("stripe checkout session failed", { error });
    throw new PaymentServiceError();
  }
}

/** Opens the Stripe customer portal (cancel, change card) for the viewer; returns its URL. */
export async function openBillingPortal(db: Database, viewer: Viewer): Promise<string> {
  const settings = requireSettings();
  const [row] = await db.select({ customer: M.stripeCustomerId }).from(M).where(eq(M.userId, viewer.user.id)).limit(1);
  if (!row?.customer) throw new NotFoundError("There is no membership to manage yet.");
  try {
    const session = await stripeClient(settings).billingPortal.sessions.create({
      customer: row.customer,
      return_url: `${serverEnv().SITE_URL.replace(/\/$/, "")}/profile/`,
    });
    return session.url;
  } catch (error) {
    logger.error("stripe portal session failed", { error });
    throw new PaymentServiceError();
  }
}

/** Subscription statuses after which Stripe bills no more. */
const FINISHED_STATUSES: readonly string[] = ["canceled", "incomplete_expired"];

/**
 * Cancels the user's Stripe subscription at once (account deletion: nobody is billed for an
 * account that no longer exists). Nothing to do without a live subscription. When Stripe cannot
 * be reached the deletion must not go ahead: PaymentServiceError.
 */
export async function cancelSubscriptionOf(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ subscription: M.stripeSubscriptionId, status: M.status }).from(M).where(eq(M.userId, userId)).limit(1);
  if (!row?.subscription || (row.status !== null && FINISHED_STATUSES.includes(row.status))) return false;
  const settings = stripeSettings();
  if (!settings) {
    logger.warn("account with a Stripe subscription deleted while Stripe is not configured", { subscription: row.subscription });
    return false;
  }
  try {
    await stripeClient(settings).subscriptions.cancel(row.subscription);
    return true;
  } catch (error) {
    if (error instanceof Error && "code" in error && (error as { code?: string }).code === "resource_missing") return false;
    logger.error("stripe subscription cancel failed", { error });
    throw new PaymentServiceError("We could not cancel your premium subscription with the payment service, so your account was not deleted. Try again in a few minutes.");
  }
}

// --- Webhook ---------------------------------------------------------------------------------

const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((value) => value.id)]);
const metadataSchema = z.record(z.string(), z.string()).nullish();

const checkoutSessionSchema = z.object({
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  metadata: metadataSchema,
});

const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  ended_at: z.number().nullish(),
  // Since API 2025-03-31 the period lives on the items; older versions have it on the subscription.
  current_period_end: z.number().nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().nullish() })) }).nullish(),
  metadata: metadataSchema,
});

/** What a webhook call answers. */
export interface WebhookResult {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
]);

async function userIdByHashid(db: Database, hashid: string | null | undefined): Promise<string | null> {
  if (!hashid) return null;
  const [row] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.hashid, hashid)).limit(1);
  return row?.id ?? null;
}

async function userIdByCustomer(db: Database, customer: string): Promise<string | null> {
  const [row] = await db.select({ id: M.userId }).from(M).where(eq(M.stripeCustomerId, customer)).limit(1);
  return row?.id ?? null;
}

const seconds = (value: number | null | undefined) => (value == null ? null : new Date(value * 1000));

async function applyCheckoutCompleted(db: Database, object: unknown): Promise<string> {
  const session = checkoutSessionSchema.parse(object);
  const userId = await userIdByHashid(db, session.client_reference_id ?? session.metadata?.userHashid);
  if (!userId || !session.customer) return "ignored: no user or customer";
  await db
    .insert(M)
    .values({ userId, stripeCustomerId: session.customer })
    .onConflictDoUpdate({ target: M.userId, set: { stripeCustomerId: session.customer, updatedAt: sql`now()` } });
  return "customer linked";
}

async function applySubscription(db: Database, object: unknown, eventCreated: Date): Promise<string> {
  const subscription = subscriptionSchema.parse(object);
  const userId = (await userIdByHashid(db, subscription.metadata?.userHashid)) ?? (await userIdByCustomer(db, subscription.customer));
  if (!userId) return "ignored: unknown customer";
  const itemEnds = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((end): end is number => typeof end === "number");
  const periodEnd = itemEnds.length > 0 ? Math.max(...itemEnds) : subscription.current_period_end;
  const state = {
    stripeCustomerId: subscription.customer,
    stripeSubscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodEnd: seconds(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    endedAt: seconds(subscription.ended_at),
    stateAt: eventCreated,
  };
  // Newer events win, whatever order they arrive in; on a tie (same second) a canceled
  // subscription stays canceled (Stripe never revives one).
  const applied = await db
    .insert(M)
    .values({ userId, ...state })
    .onConflictDoUpdate({
      target: M.userId,
      set: { ...state, updatedAt: sql`now()` },
      setWhere: sql`${M.stateAt} is null or ${M.stateAt} < excluded.state_at or (${M.stateAt} = excluded.state_at and not (${M.status} = 'canceled' and excluded.status <> 'canceled'))`,
    })
    .returning({ userId: M.userId });
  return applied.length > 0 ? `membership ${subscription.status}` : "ignored: older than the stored state";
}

/** Applies one verified event (exported for tests). Returns what it did. */
export async function applyStripeEvent(db: Database, event: Pick<Stripe.Event, "type" | "created" | "data">): Promise<string> {
  const created = new Date(event.created * 1000);
  if (event.type === "checkout.session.completed") return applyCheckoutCompleted(db, event.data.object);
  if (SUBSCRIPTION_EVENTS.has(event.type)) return applySubscription(db, event.data.object, created);
  return "ignored: event type";
}

/**
 * Handles a Stripe webhook delivery: checks the `Stripe-Signature` header with the official
 * library (400 when missing or wrong), then applies the event once: the event id is recorded in
 * the same transaction, so a replay (or Stripe's retry) changes nothing and answers 200.
 */
export async function handleStripeWebhook(db: Database, payload: string, signature: string | null, settings: StripeSettings | null = stripeSettings()): Promise<WebhookResult> {
  if (!settings) return { status: 404, body: { error: "Payments are not configured on this site." } };
  if (!signature) return { status: 400, body: { error: "Missing Stripe-Signature header." } };
  let event: Stripe.Event;
  try {
    event = stripeWebhooks.constructEvent(payload, signature, settings.webhookSecret);
  } catch {
    return { status: 400, body: { error: "Invalid signature." } };
  }
  try {
    const outcome = await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(schema.stripeEvents)
        .values({ id: event.id, type: event.type, eventCreatedAt: new Date(event.created * 1000) })
        .onConflictDoNothing()
        .returning({ id: schema.stripeEvents.id });
      if (fresh.length === 0) return "duplicate";
      return applyStripeEvent(tx as unknown as Database, event);
    });
    logger.info("stripe webhook", { eventId: event.id, type: event.type, outcome });
    return { status: 200, body: { received: true, outcome } };
  } catch (error) {
    if (error instanceof z.ZodError) {
      logger.warn("stripe webhook with an unexpected object", { eventId: event.id, type: event.type });
      return { status: 400, body: { error: "Unexpected event object." } };
    }
    throw error;
  }
}
