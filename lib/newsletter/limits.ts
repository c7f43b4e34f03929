/**
 * The newsletter form's names and states without zod: the footer form is on every page, so its
 * client code must stay small (newsletter-schema.ts holds the zod rules for the server).
 */
import { HONEYPOT_FIELD } from "@/lib/leads/limits";

/** Every field the subscribe form posts. */
export const NEWSLETTER_FORM_FIELDS = ["email", "sourcePage", HONEYPOT_FIELD] as const;

/**
 * What a subscription attempt ended in:
 * - `subscribed`: on the list now (the service accepted it without a confirmation step);
 * - `pending`: a confirmation link is on its way (double opt-in);
 * - `invalid`: the address was refused (`error` says why);
 * - `failed`: nothing was saved (too many attempts, the service unreachable): `error` says so.
 */
export type NewsletterFormStatus = "idle" | "subscribed" | "pending" | "invalid" | "failed";

/** The subscribe form's state between submissions (its Server Action's `useActionState` state). */
export interface NewsletterFormState {
  readonly status: NewsletterFormStatus;
  /** Submissions so far: the field remounts on each, showing what was posted. */
  readonly attempt: number;
  /** The address posted last, shown again after an error. */
  readonly email: string;
  /** The message for `invalid` and `failed`. */
  readonly error: string | null;
}

export const INITIAL_NEWSLETTER_FORM_STATE: NewsletterFormState = { status: "idle", attempt: 0, email: "", error: null };
