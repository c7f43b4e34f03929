/**
 * Lead input rules, shared by the quote form (its field names and limits) and the server
 * (lib/server/leads), so the form shows exactly the message the server would send. No server
 * code here: the form's client component may import it.
 *
 * A lead is contact details + consent (`leadContactSchema`, reusable by any "contact us" form,
 * e.g. an agent's) with the calculator scenario attached (`leadScenarioSchema`, docs/architecture.md, Scenario links:
 * names; `rate` in percent as links carry it, money in dollars, `term` in months).
 */
import { z } from "@/lib/validation/zod";

import { formatCount } from "@/lib/format/en-us";
import { emailSchema, nameSchema } from "@/lib/validation/accounts";
import { CALC_TYPES, type CalcType } from "@/lib/mortgage/types";
import { parseAmount, parsePercent } from "@/lib/mortgage/sanitize";
import { countyKey } from "@/lib/reference/county-name";
import { stateCode } from "@/lib/reference/state-codes";

import {
  COUNTY_MAX_LENGTH,
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PREFERRED_CONTACTS,
  PRICE_MAX,
  RATE_MAX_PERCENT,
  TERM_MAX_MONTHS,
  TERM_MIN_MONTHS,
} from "./limits";

export * from "./limits";

/** Whether the honeypot field of a raw submission holds anything (then it came from a bot). */
export function isHoneypotFilled(raw: unknown): boolean {
  if (typeof raw !== "object" || raw === null) return false;
  const value: unknown = (raw as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/** Empty text is "not given". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

/** A number as typed ("$450,000", "450k", "6.75%") or sent (450000); NaN when it is not one. */
function readNumber(kind: "amount" | "percent") {
  return (value: unknown): unknown => {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return undefined;
    const parsed = kind === "amount" ? parseAmount(value) : parsePercent(value);
    return parsed.ok ? parsed.value : Number.NaN;
  };
}

/** A number field: `required` when missing, `invalid` when not a number (range messages are the caller's). */
function numberField(kind: "amount" | "percent", required: string, invalid: string) {
  return z.preprocess(readNumber(kind), z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }).refine(Number.isFinite, invalid));
}

/** Whether `value` (an object mid-parse) holds finite numbers under both keys. */
function bothNumbers(value: unknown, a: string, b: string): boolean {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return [record[a], record[b]].every((n) => typeof n === "number" && Number.isFinite(n));
}

/** Yes/no from a checkbox ("on", "true") or JSON (true); absent is no. */
const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true" || value === "1", z.boolean());

export const phoneSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "Enter a phone number." })
    .trim()
    .max(PHONE_MAX_LENGTH, "That phone number is too long.")
    .superRefine((phone, ctx) => {
      // One message at a time: the characters first, then the number of digits.
      const digits = phone.replace(/\D/g, "").length;
      if (!/^[+()\-.\s\d]+$/.test(phone)) {
        ctx.addIssue({ code: "custom", message: "Use digits, spaces, dashes and brackets only, like (555) 123-4567." });
      } else if (digits < 10 || digits > 15) {
        ctx.addIssue({ code: "custom", message: "Enter the phone number with its area code, like (555) 123-4567." });
      }
    })
    .optional(),
);

/** The site page a form was on ("/blog/fha-mip/"); anything that is not a plain site path is dropped. */
export const sourcePageSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[a-z0-9\-/]*$/)
  .optional()
  .catch(undefined);

/** Contact details and consent: the part every lead form shares. */
export const leadContactSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  preferredContact: z.enum(PREFERRED_CONTACTS, { error: "Choose how we should contact you." }),
  message: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(MESSAGE_MAX_LENGTH, `Keep the message under ${formatCount(MESSAGE_MAX_LENGTH)} characters.`)
      .optional(),
  ),
  consent: z.preprocess(
    (value) => value === true || value === "on" || value === "true",
    z.literal(true, { error: "Check the box to agree to be contacted: we cannot answer without it." }),
  ),
  sourcePage: sourcePageSchema,
});

/** The calculator scenario attached to a lead. */
export const leadScenarioSchema = z
  .object({
    calcType: z.enum(CALC_TYPES as readonly [CalcType, ...CalcType[]], { error: "Choose a loan program." }),
    price: numberField("amount", "Enter the home price.", "Enter the home price in dollars, like 450,000.")
      .refine((price) => price >= 1000, "Enter a home price of at least $1,000.")
      .refine((price) => price <= PRICE_MAX, `Enter a home price under $${formatCount(PRICE_MAX)}.`),
    downPayment: numberField("amount", "Enter the down payment (0 for none).", "Enter the down payment in dollars, like 90,000.").refine(
      (amount) => amount >= 0,
      "The down payment cannot be negative.",
    ),
    rate: numberField("percent", "Enter the interest rate.", "Enter the interest rate in percent, like 6.75.")
      .refine((rate) => rate > 0, "Enter an interest rate above 0%.")
      .refine((rate) => rate <= RATE_MAX_PERCENT, `Enter an interest rate of at most ${RATE_MAX_PERCENT}%.`),
    term: numberField("amount", "Choose the loan term.", "Choose the loan term.")
      .refine(Number.isInteger, "Choose the loan term.")
      .refine((term) => term >= TERM_MIN_MONTHS && term <= TERM_MAX_MONTHS, "Choose a loan term between 1 and 40 years."),
    creditScore: numberField("amount", "Enter your credit score (an estimate is fine).", "Enter your credit score as a number, like 740.")
      .refine(Number.isInteger, "Enter your credit score as a whole number, like 740.")
      .refine((score) => score >= CREDIT_SCORE_MIN && score <= CREDIT_SCORE_MAX, `Enter a credit score between ${CREDIT_SCORE_MIN} and ${CREDIT_SCORE_MAX}.`),
    state: z.string({ error: "Choose the state." }).transform((value, ctx) => {
      const code = stateCode(value);
      if (code === null) {
        ctx.addIssue({ code: "custom", message: "Choose the state." });
        return z.NEVER;
      }
      return code;
    }),
    county: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(COUNTY_MAX_LENGTH, "That county name is too long.")
        .refine((county) => /^[\p{L}\p{M} .'-]+$/u.test(county), "Use letters, spaces and dashes only, like Los Angeles.")
        .transform(countyKey)
        .optional(),
    ),
    isVeteran: checkbox,
  })
  // Checked even when another field failed (zod skips refinements after a type error unless
  // `when` says otherwise), so every problem shows at once; only two valid numbers compare.
  .refine((scenario) => scenario.downPayment < scenario.price, {
    path: ["downPayment"],
    message: "The down payment must be less than the home price.",
    when: (payload) => bothNumbers(payload.value, "price", "downPayment"),
  });

export type LeadScenario = z.output<typeof leadScenarioSchema>;

/**
 * A quote request: contact details, consent and the scenario. A phone number is required when
 * the visitor asks to be called.
 */
export const quoteRequestSchema = leadContactSchema
  .extend({ scenario: leadScenarioSchema })
  .refine((request) => request.preferredContact !== "phone" || request.phone !== undefined, {
    path: ["phone"],
    message: "Enter a phone number, or choose email as the way to reach you.",
    when: (payload) => {
      const value = payload.value as { preferredContact?: unknown; phone?: unknown } | undefined;
      return value?.preferredContact === "phone" && payload.issues.every((issue) => issue.path?.[0] !== "phone");
    },
  });

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
