/**
 * A widget's settings as the owner edits them: one zod schema shared by the manager's form and
 * the server (lib/server/widgets), the per-plan limits, and the defaults of a new widget.
 */
import { z } from "@/lib/validation/zod";

import { formatCount } from "@/lib/format/en-us";
import type { CalcType } from "@/lib/mortgage/types";
import { PLAN_ALLOWANCES } from "@/lib/premium/plans";

import { MAX_ALLOWED_DOMAINS, formatAllowedDomain, parseAllowedDomain } from "./domains";

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
export const WIDGET_CALC_TYPES: readonly CalcType[] = ["conventional", "fha", "usda", "va"];

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

const layoutSchema = z.enum(WIDGET_LAYOUTS, { error: "Choose the compact layout or the one with the loan summary." });
const quoteLinkSchema = z.boolean({ error: "Say whether the widget links to the quote form (true or false)." });

/** Loan terms offered as a widget's default (months). */
export const WIDGET_TERMS = [360, 300, 240, 180, 120] as const;

const money = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${label} in dollars.` })
    .finite({ error: `Enter the ${label} in dollars.` })
    .min(min, `The ${label} must be at least $${formatCount(min)}.`)
    .max(max, `The ${label} must be at most $${formatCount(max)}.`);

/** Default inputs the widget opens with (missing = the calculator's own defaults). */
export const widgetDefaultsSchema = z.object({
  price: money("home price", 10_000, 100_000_000).nullish(),
  downPaymentPercent: z
    .number({ error: "Enter the down payment in percent." })
    .min(0, "The down payment cannot be negative.")
    .max(100, "The down payment cannot be over 100%.")
    .nullish(),
  ratePercent: z.number({ error: "Enter the rate in percent." }).gt(0, "The rate must be above 0%.").max(25, "The rate must be at most 25%.").nullish(),
  term: z
    .number({ error: "Choose a loan term." })
    .int("Choose a loan term.")
    .refine((term) => (WIDGET_TERMS as readonly number[]).includes(term), "Choose a loan term of 10, 15, 20, 25 or 30 years.")
    .nullish(),
});

export type WidgetDefaults = z.output<typeof widgetDefaultsSchema>;

const domainList = z.array(z.string({ error: "Enter a domain name." }), { error: "List the domains that may show the widget." }).transform((texts, ctx) => {
  const out: string[] = [];
  for (const text of texts) {
    if (text.trim() === "") continue;
    const parsed = parseAllowedDomain(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      continue;
    }
    const formatted = formatAllowedDomain(parsed.domain);
    if (!out.includes(formatted)) out.push(formatted);
  }
  if (out.length === 0 && ctx.issues.length === 0) {
    ctx.addIssue({ code: "custom", message: "Add at least one domain that may show the widget, such as example.com." });
  }
  if (out.length > MAX_ALLOWED_DOMAINS) {
    ctx.addIssue({ code: "custom", message: `List at most ${MAX_ALLOWED_DOMAINS} domains.` });
  }
  return out;
});

/** Every setting of a widget (create; update takes any subset). */
export const widgetSettingsSchema = z.object({
  name: z
    .string({ error: "Name the widget." })
    .trim()
    .min(1, { error: "Name the widget (only you see the name).", abort: true })
    .max(80, "Keep the name under 80 characters."),
  allowedDomains: domainList,
  calcType: z.enum(["conventional", "fha", "usda", "va"], { error: "Choose a calculator." }),
  defaults: widgetDefaultsSchema.default({}),
  themeColor: z
    .string({ error: "Choose a colour." })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "Give the colour as #RRGGBB, such as #00875a.")
    .transform((c) => c.toLowerCase())
    .default(DEFAULT_THEME_COLOR),
  showBranding: z.boolean().default(true),
  layout: layoutSchema.default("compact"),
  /** "Get a personal quote" under the payment: off unless the owner switches it on. */
  showQuoteLink: quoteLinkSchema.default(false),
  enabled: z.boolean().default(true),
});

export type WidgetSettingsInput = z.input<typeof widgetSettingsSchema>;
export type WidgetSettings = z.output<typeof widgetSettingsSchema>;

/** An update: any subset of the settings (absent = unchanged). */
export const widgetUpdateSchema = z.object({
  name: widgetSettingsSchema.shape.name.optional(),
  allowedDomains: domainList.optional(),
  calcType: widgetSettingsSchema.shape.calcType.optional(),
  defaults: widgetDefaultsSchema.optional(),
  themeColor: z
    .string({ error: "Choose a colour." })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "Give the colour as #RRGGBB, such as #00875a.")
    .transform((c) => c.toLowerCase())
    .optional(),
  showBranding: z.boolean().optional(),
  layout: layoutSchema.optional(),
  showQuoteLink: quoteLinkSchema.optional(),
  enabled: z.boolean().optional(),
});

export type WidgetUpdate = z.output<typeof widgetUpdateSchema>;

/** The demo's settings: those of a new widget (widgetSettingsSchema's defaults). */
export const DEMO_WIDGET = {
  calcType: "conventional",
  themeColor: DEFAULT_THEME_COLOR,
  layout: "compact",
  showQuoteLink: false,
  branding: true,
} as const satisfies { calcType: CalcType; themeColor: string; layout: WidgetLayout; showQuoteLink: boolean; branding: boolean };
