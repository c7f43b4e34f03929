import "server-only";

import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";

import type { Viewer } from "@/lib/server/accounts/account-records";
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

/** One of the user's subscriptions as the profile lists it. */
export interface SubscriptionView {
  readonly status: string;
  readonly currentPeriodEnd: Date | null;
  readonly cancelAtPeriodEnd: boolean;
  /** Whether this subscription grants premium now. */
  readonly premium: boolean;
}

/** What the profile and `me { membership }` show. */
export interface MembershipView {
  readonly plan: Plan;
  /** The status of the subscription that counts (the premium one, else the latest), or null without any. */
  readonly status: string | null;
  /** Its renewal date (or end date when canceling at period end / ended). */
  readonly currentPeriodEnd: Date | null;
  readonly cancelAtPeriodEnd: boolean;
  /** Whether the member can open the billing portal (a Stripe customer exists and payments are on). */
  readonly canManageBilling: boolean;
  /** Every subscription the user has had, newest first: two checkouts finished together show two. */
  readonly subscriptions: readonly SubscriptionView[];
}

/** The user's subscriptions, newest first. */
async function subscriptionsOf(db: Database, userId: string) {
  return db.select().from(M).where(eq(M.userId, userId)).orderBy(desc(M.createdAt), desc(M.stripeSubscriptionId));
}

/**
 * The customer the billing portal and a new checkout use: the one of a subscription granting
 * premium, else the newest subscription's, else the newest customer a checkout linked.
 */
async function customerOf(db: Database, userId: string, now: Date = new Date()): Promise<string | null> {
  const rows = await subscriptionsOf(db, userId);
  const counting = rows.find((row) => planFromMembership(row, now) === "premium") ?? rows[0];
  if (counting) return counting.stripeCustomerId;
  const [linked] = await db
    .select({ customer: schema.stripeCustomers.stripeCustomerId })
    .from(schema.stripeCustomers)
    .where(eq(schema.stripeCustomers.userId, userId))
    .orderBy(desc(schema.stripeCustomers.createdAt))
    .limit(1);
  return linked?.customer ?? null;
}

/** The user's membership as shown to them (free with nulls when they never subscribed). */
export async function membershipOf(db: Database, userId: string, now: Date = new Date()): Promise<MembershipView> {
  const rows = await subscriptionsOf(db, userId);
  const subscriptions = rows.map((row) => ({
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    premium: planFromMembership(row, now) === "premium",
  }));
  // The premium subscription lasting longest counts; without one, the newest.
  const premium = subscriptions
    .filter((entry) => entry.premium)
    .sort((a, b) => (b.currentPeriodEnd?.getTime() ?? Infinity) - (a.currentPeriodEnd?.getTime() ?? Infinity));
  const counting = premium[0] ?? subscriptions[0] ?? null;
  return {
    plan: premium.length > 0 ? "premium" : "free",
    status: counting?.status ?? null,
    currentPeriodEnd: counting?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: counting?.cancelAtPeriodEnd ?? false,
    canManageBilling: (await customerOf(db, userId, now)) !== null && stripeSettings() !== null,
    subscriptions,
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
  // The customer the user already has: a second checkout then adds to the same customer.
  const customer = await customerOf(db, viewer.user.id);
  const siteUrl = serverEnv().SITE_URL.replace(/\/$/, "");
  const metadata = { userHashid: viewer.user.hashid };
  try {
    const session = await stripeClient(settings).checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: settings.priceId, quantity: 1 }],
      client_reference_id: viewer.user.hashid,
      ...(customer ? { customer } : { customer_email: viewer.user.email }),
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
  const customer = await customerOf(db, viewer.user.id);
  if (!customer) throw new NotFoundError("There is no membership to manage yet.");
  try {
    const session = await stripeClient(settings).billingPortal.sessions.create({
      customer,
      return_url: `${serverEnv().SITE_URL.replace(/\/$/, "")}/profile/`,
    });
    return session.url;
  } catch (error) {
    logger.error("stripe portal session failed", { error });
    throw new PaymentServiceError();
  }
}

/** Subscription statuses after which Stripe bills no more. */
const FINISHED_STATUSES = ["canceled", "incomplete_expired"];

/**
 * Cancels every live Stripe subscription of the user at once (account deletion: nobody is billed
 * for an account that no longer exists) and returns how many were canceled. When Stripe cannot be
 * reached the deletion must not go ahead: PaymentServiceError (those already canceled stay so; a
 * retry cancels the rest).
 */
export async function cancelSubscriptionsOf(db: Database, userId: string): Promise<number> {
  const live = await db
    .select({ subscription: M.stripeSubscriptionId })
    .from(M)
    .where(and(eq(M.userId, userId), notInArray(M.status, FINISHED_STATUSES)));
  if (live.length === 0) return 0;
  const settings = stripeSettings();
  if (!settings) {
    logger.warn("account with Stripe subscriptions deleted while Stripe is not configured", { subscriptions: live.map((row) => row.subscription) });
    return 0;
  }
  let canceled = 0;
  for (const { subscription } of live) {
    try {
      await stripeClient(settings).subscriptions.cancel(subscription);
      canceled += 1;
    } catch (error) {
      if (error instanceof Error && "code" in error && (error as { code?: string }).code === "resource_missing") continue;
      logger.error("stripe subscription cancel failed", { error, subscription });
      throw new PaymentServiceError(
        "We could not cancel your premium subscription with the payment service, so your account was not deleted. Try again in a few minutes.",
      );
    }
  }
  return canceled;
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
  const [linked] = await db
    .select({ id: schema.stripeCustomers.userId })
    .from(schema.stripeCustomers)
    .where(eq(schema.stripeCustomers.stripeCustomerId, customer))
    .limit(1);
  if (linked) return linked.id;
  const [row] = await db.select({ id: M.userId }).from(M).where(eq(M.stripeCustomerId, customer)).limit(1);
  return row?.id ?? null;
}

/** Remembers that `customer` is the user's (the first user it was linked to keeps it). */
async function linkCustomer(db: Database, userId: string, customer: string): Promise<void> {
  await db.insert(schema.stripeCustomers).values({ stripeCustomerId: customer, userId }).onConflictDoNothing();
}

const seconds = (value: number | null | undefined) => (value == null ? null : new Date(value * 1000));

async function applyCheckoutCompleted(db: Database, object: unknown): Promise<string> {
  const session = checkoutSessionSchema.parse(object);
  const userId = await userIdByHashid(db, session.client_reference_id ?? session.metadata?.userHashid);
  if (!userId || !session.customer) return "ignored: no user or customer";
  await linkCustomer(db, userId, session.customer);
  return "customer linked";
}

async function applySubscription(db: Database, object: unknown, eventCreated: Date): Promise<string> {
  const subscription = subscriptionSchema.parse(object);
  const userId = (await userIdByHashid(db, subscription.metadata?.userHashid)) ?? (await userIdByCustomer(db, subscription.customer));
  if (!userId) return "ignored: unknown customer";
  const itemEnds = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((end): end is number => typeof end === "number");
  const periodEnd = itemEnds.length > 0 ? Math.max(...itemEnds) : subscription.current_period_end;
  await linkCustomer(db, userId, subscription.customer);
  const state = {
    stripeCustomerId: subscription.customer,
    status: subscription.status,
    currentPeriodEnd: seconds(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    endedAt: seconds(subscription.ended_at),
    stateAt: eventCreated,
  };
  // One row per subscription. Newer events win, whatever order they arrive in; on a tie (same
  // second) a canceled subscription stays canceled (Stripe never revives one).
  const applied = await db
    .insert(M)
    .values({ stripeSubscriptionId: subscription.id, userId, ...state })
    .onConflictDoUpdate({
      target: M.stripeSubscriptionId,
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
export async function handleStripeWebhook(
  db: Database,
  payload: string,
  signature: string | null,
  settings: StripeSettings | null = stripeSettings(),
): Promise<WebhookResult> {
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
