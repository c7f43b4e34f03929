/**
 * A widget's settings as the server checks them: the zod schemas of a new widget and of an
 * update (lib/server/widgets). The names, limits and choices they check against are in
 * choices.ts, which the browser's parts import instead, so that they do not load zod.
 */
import { z } from "@/lib/validation/zod";

import { formatCount } from "@/lib/format/en-us";

import { DEFAULT_THEME_COLOR, WIDGET_CALC_TYPES, WIDGET_LAYOUTS, WIDGET_TERMS } from "./choices";
import { MAX_ALLOWED_DOMAINS, formatAllowedDomain, parseAllowedDomain } from "./domains";

const layoutSchema = z.enum(WIDGET_LAYOUTS, { error: "Choose the compact layout or the one with the loan summary." });
const quoteLinkSchema = z.boolean({ error: "Say whether the widget links to the quote form (true or false)." });

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
  calcType: z.enum(WIDGET_CALC_TYPES, { error: "Choose a calculator." }),
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
