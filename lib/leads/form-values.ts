/**
 * A lead form's submission as flat text fields (what `<form>` posts, names like
 * "scenario.price"), and the nested input the shared schema (lead-schema.ts) reads. The flat text
 * is also what a form shows again after an error, so the visitor never retypes anything.
 */
import { HONEYPOT_FIELD } from "./limits";

/** Field name → the text submitted ("on" for a checked checkbox, absent when unchecked). */
export type LeadFormValues = Readonly<Record<string, string>>;

/** The contact fields every lead form has. */
export const CONTACT_FIELDS = ["name", "email", "phone", "preferredContact", "message", "consent", "sourcePage"] as const;

/** The scenario fields of the quote form, under "scenario.". */
export const SCENARIO_FIELDS = ["calcType", "price", "downPayment", "rate", "term", "creditScore", "state", "county", "isVeteran"] as const;
export type ScenarioField = (typeof SCENARIO_FIELDS)[number];

/** Every field the quote form posts (the honeypot included). */
export const QUOTE_FORM_FIELDS: readonly string[] = [...CONTACT_FIELDS, ...SCENARIO_FIELDS.map((field) => `scenario.${field}`), HONEYPOT_FIELD];

/** Longest text kept from one field: the schema refuses longer values, this keeps the echo small. */
const FIELD_TEXT_MAX = 4000;

/**
 * The known fields of a submission as text (files and unknown names are dropped; a repeated
 * name counts once).
 *
 * @param form the posted form
 * @param fields the names to read (default: the quote form's)
 */
export function leadFormValues(form: FormData, fields: readonly string[] = QUOTE_FORM_FIELDS): LeadFormValues {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, FIELD_TEXT_MAX);
  }
  return values;
}

/**
 * The nested input of the shared schema: "scenario.price" becomes `{ scenario: { price } }`.
 * Only one level of nesting is used by the forms.
 */
export function leadInputFromValues(values: LeadFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const dot = name.indexOf(".");
    if (dot < 0) {
      input[name] = value;
      continue;
    }
    const group = name.slice(0, dot);
    const existing = input[group];
    const nested: Record<string, unknown> = typeof existing === "object" && existing !== null ? (existing as Record<string, unknown>) : {};
    nested[name.slice(dot + 1)] = value;
    input[group] = nested;
  }
  return input;
}

/** A lead form's state between submissions (the Server Action's `useActionState` state). */
export interface LeadFormState {
  /** Submissions so far: the form's fields remount on each, showing what was posted. */
  readonly attempt: number;
  /** What was posted last (null before the first submission). */
  readonly values: LeadFormValues | null;
  /** Field name → messages, from the shared schema. */
  readonly errors: Readonly<Record<string, readonly string[]>>;
  /** A problem that is no one field's (too many requests, a failure on our side). */
  readonly formError: string | null;
}

export const INITIAL_LEAD_FORM_STATE: LeadFormState = { attempt: 0, values: null, errors: {}, formError: null };
