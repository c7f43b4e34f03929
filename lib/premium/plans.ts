/**
 * The plans and what each may do: the numbers every premium feature, the plans page and the widget
 * manager show. Client-safe (no server code); lib/server/entitlements enforces them on the server.
 */

/** Plans of the site (`FREE` or `PREMIUM` in GraphQL, docs/architecture.md, Premium). */
export const PLANS = ["free", "premium"] as const;
export type Plan = (typeof PLANS)[number];

/** What each plan may do. `null` = unlimited. */
export interface Allowances {
  readonly savedScenarios: number | null;
  readonly comparisonScenarios: number;
  readonly widgets: number;
  readonly scenarioReport: boolean;
  readonly scenarioComparison: boolean;
  readonly priceAlerts: boolean;
  readonly noAds: boolean;
  readonly unbrandedWidgets: boolean;
}

/** The allowances of each plan. */
export const PLAN_ALLOWANCES: Readonly<Record<Plan, Allowances>> = {
  free: {
    savedScenarios: 3,
    comparisonScenarios: 0,
    widgets: 3,
    scenarioReport: false,
    scenarioComparison: false,
    priceAlerts: false,
    noAds: false,
    unbrandedWidgets: false,
  },
  premium: {
    savedScenarios: null,
    comparisonScenarios: 4,
    widgets: 25,
    scenarioReport: true,
    scenarioComparison: true,
    priceAlerts: true,
    noAds: true,
    unbrandedWidgets: true,
  },
};
