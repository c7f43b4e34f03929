/**
 * A widget's choices and limits: the calculators, layouts and terms it offers, its default colour,
 * the per-plan numbers and the demo's settings. Plain values with no zod, for the manager's form
 * and the widget frame in the browser; settings.ts checks input against them on the server.
 */
import type { CalcType } from "@/lib/mortgage/types";
import { PLAN_ALLOWANCES } from "@/lib/premium/plans";

/** Membership plans (the premium tier's names). */
export type WidgetPlan = "FREE" | "PREMIUM";

/**
 * The per-plan numbers (lib/premium/plans): how many widgets an account may have, and whether the
 * "by How Much Home?" line may be switched off.
 */
export const WIDGET_PLAN_LIMITS: Record<WidgetPlan, { maxWidgets: number; canRemoveBranding: boolean }> = {
  FREE: { maxWidgets: PLAN_ALLOWANCES.free.widgets, canRemoveBranding: PLAN_ALLOWANCES.free.unbrandedWidgets },
  PREMIUM: { maxWidgets: PLAN_ALLOWANCES.premium.widgets, canRemoveBranding: PLAN_ALLOWANCES.premium.unbrandedWidgets },
};

/** The message of a refused create at the plan's limit (GraphQL `extensions.code = "PLAN_LIMIT"`). */
export function widgetLimitMessage(plan: WidgetPlan): string {
  const { maxWidgets } = WIDGET_PLAN_LIMITS[plan];
  return plan === "FREE"
    ? `Free accounts can have up to ${maxWidgets} widgets. Delete one to create another, or upgrade to Premium for up to ${WIDGET_PLAN_LIMITS.PREMIUM.maxWidgets}.`
    : `Premium accounts can have up to ${maxWidgets} widgets. Delete one to create another.`;
}

/** Calculator types a widget can show: the site's payment calculators. */
export const WIDGET_CALC_TYPES = ["conventional", "fha", "usda", "va"] as const satisfies readonly CalcType[];

export const WIDGET_CALC_TYPE_NAMES: Record<CalcType, string> = {
  conventional: "Mortgage (conventional)",
  fha: "FHA loan",
  usda: "USDA loan",
  va: "VA loan",
};

/** The site's brand colour, the default theme. */
export const DEFAULT_THEME_COLOR = "#00875a";

/**
 * What the frame shows beside the inputs: the monthly payment and its parts ("compact"), or
 * those and the loan's cost over its life ("summary": loan amount, interest, payoff, balances).
 */
export const WIDGET_LAYOUTS = ["compact", "summary"] as const;

export type WidgetLayout = (typeof WIDGET_LAYOUTS)[number];

export const WIDGET_LAYOUT_NAMES: Record<WidgetLayout, string> = {
  compact: "Compact: the payment and its breakdown",
  summary: "With the loan summary: adds the interest, payoff and balances",
};

/** Loan terms offered as a widget's default (months). */
export const WIDGET_TERMS = [360, 300, 240, 180, 120] as const;

/** The demo's settings: those of a new widget (widgetSettingsSchema's defaults). */
export const DEMO_WIDGET = {
  calcType: "conventional",
  themeColor: DEFAULT_THEME_COLOR,
  layout: "compact",
  showQuoteLink: false,
  branding: true,
} as const satisfies { calcType: CalcType; themeColor: string; layout: WidgetLayout; showQuoteLink: boolean; branding: boolean };
