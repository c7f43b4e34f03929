import "server-only";

import { eq } from "drizzle-orm";

import { schema, type Database } from "@/lib/server/db/client";
import { PLAN_ALLOWANCES, type Allowances, type Plan } from "@/lib/premium/plans";
import { DomainError } from "@/lib/server/errors";

export { PLAN_ALLOWANCES, type Allowances, type Plan } from "@/lib/premium/plans";

/**
 * Entitlements: the ONE place that says what a plan may do. Every premium feature (saved
 * scenarios, reports, comparison, price alerts, no ads, widgets) asks here, on the server.
 *
 * A member's plan follows the Stripe subscription's status and period: `active`, `trialing` and
 * `past_due` (Stripe still retrying the card) are premium until the current period ends;
 * anything else (canceled, unpaid, incomplete, paused, no subscription) is free. A lapsed member
 * keeps their data (scenarios, watches) but loses the features that need premium.
 */

/** Subscription statuses that grant premium (until the current period end). */
export const PREMIUM_STATUSES: readonly string[] = ["active", "trialing", "past_due"];

/** Premium features that have no count (yes/no per plan). */
export type PremiumFeature = "scenarioReport" | "scenarioComparison" | "priceAlerts" | "noAds" | "unbrandedWidgets";

/** What each feature is called in messages. */
const FEATURE_NAMES: Record<PremiumFeature, string> = {
  scenarioReport: "Scenario reports (PDF)",
  scenarioComparison: "Comparing scenarios",
  priceAlerts: "Price alerts",
  noAds: "An ad-free site",
  unbrandedWidgets: "Unbranded widgets",
};

/** Where the plans are. */
export const PLANS_PATH = "/premium/";

/** A plan's limit reached or a premium feature asked for on the free plan (API code PLAN_LIMIT). */
export class PlanLimitError extends DomainError {
  readonly code = "PLAN_LIMIT";
  constructor(message: string) {
    super(message);
    this.name = "PlanLimitError";
  }
}

/** The membership facts the plan depends on. */
export interface MembershipState {
  readonly status: string | null;
  readonly currentPeriodEnd: Date | null;
}

/** The plan a membership grants at `now` (pure). */
export function planFromMembership(membership: MembershipState | null | undefined, now: Date = new Date()): Plan {
  if (!membership?.status || !PREMIUM_STATUSES.includes(membership.status)) return "free";
  if (membership.currentPeriodEnd && membership.currentPeriodEnd.getTime() <= now.getTime()) return "free";
  return "premium";
}

/** The plan of a user (by internal id) now: premium while any of their subscriptions is current. */
export async function planOf(db: Database, userId: string, now: Date = new Date()): Promise<Plan> {
  const rows = await db
    .select({ status: schema.memberships.status, currentPeriodEnd: schema.memberships.currentPeriodEnd })
    .from(schema.memberships)
    .where(eq(schema.memberships.userId, userId));
  return rows.some((row) => planFromMembership(row, now) === "premium") ? "premium" : "free";
}

/** A plan's allowances. */
export function allowancesOf(plan: Plan): Allowances {
  return PLAN_ALLOWANCES[plan];
}

/** Whether a plan has a yes/no feature. */
export function hasFeature(plan: Plan, feature: PremiumFeature): boolean {
  return PLAN_ALLOWANCES[plan][feature];
}

/** Throws PlanLimitError unless the plan has the feature (the message points to the plans). */
export function requireFeature(plan: Plan, feature: PremiumFeature): void {
  if (!hasFeature(plan, feature)) {
    throw new PlanLimitError(`${FEATURE_NAMES[feature]} come with premium. See the plans at ${PLANS_PATH}.`);
  }
}

/** Loads the user's plan and requires the feature; returns the plan. */
export async function requireUserFeature(db: Database, userId: string, feature: PremiumFeature): Promise<Plan> {
  const plan = await planOf(db, userId);
  requireFeature(plan, feature);
  return plan;
}

/** How many scenarios the plan may keep (null: unlimited). */
export function savedScenarioLimit(plan: Plan): number | null {
  return PLAN_ALLOWANCES[plan].savedScenarios;
}

/**
 * Throws PlanLimitError when a user already keeping `count` scenarios may not save another
 * (the message names the limit and the plans page).
 */
export function requireScenarioRoom(plan: Plan, count: number): void {
  const limit = savedScenarioLimit(plan);
  if (limit !== null && count >= limit) {
    throw new PlanLimitError(
      `The free plan keeps ${limit} saved scenarios and you have ${count}. Delete one, or go premium for unlimited scenarios: ${PLANS_PATH}`,
    );
  }
}

/** How many scenarios the plan may compare side by side (0: none). */
export function comparisonLimit(plan: Plan): number {
  return PLAN_ALLOWANCES[plan].comparisonScenarios;
}

/** How many embeddable widgets the plan may have (free 3, premium 25). */
export function widgetLimit(plan: Plan): number {
  return PLAN_ALLOWANCES[plan].widgets;
}

/** Whether the plan may hide the "How Much Home?" branding of its widgets. */
export function mayHideWidgetBranding(plan: Plan): boolean {
  return PLAN_ALLOWANCES[plan].unbrandedWidgets;
}

/** Whether ads are shown to the plan (the browser's plan hint follows this). */
export function showsAds(plan: Plan): boolean {
  return !PLAN_ALLOWANCES[plan].noAds;
}
