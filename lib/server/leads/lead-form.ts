import "server-only";

import { headers } from "next/headers";

import { leadFormValues, leadInputFromValues, type LeadFormState } from "@/lib/leads/form-values";
import { getDatabase } from "@/lib/server/db/database";
import type { Database } from "@/lib/server/db/client";
import { InputError, RateLimitedError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { clientIpFrom } from "@/lib/server/request-context";

import type { LeadRequestMeta } from "./lead-service";

/** What a lead form's Server Action gets back: sent (the caller redirects) or the form again. */
export type LeadFormOutcome = { readonly sent: true } | { readonly sent: false; readonly state: LeadFormState };

/** Shown when something unexpected failed (logged with the details); the visitor may try again. */
export const LEAD_FORM_FAILED = "We could not send your request because of a problem on our side. Please try again in a few minutes.";

/**
 * Runs a lead form's (or the contact form's) submission for its Server Action: reads the posted fields, the client IP
 * (as the reverse proxy reports it), submits through `submit` (e.g. `requestQuote`) and turns its
 * errors into the form's next state: a message per field (InputError), a form-level message
 * (RateLimitedError, or any other failure, logged, never a 500). The posted values come back so
 * the form shows them again.
 *
 * @param previous the form's state before this submission
 * @param form the posted form
 * @param fields the names the form posts
 * @param submit validates and stores the submission, e.g. `requestQuote` or `sendContactMessage`
 *   (throws InputError / RateLimitedError)
 */
export async function handleLeadForm(
  previous: LeadFormState,
  form: FormData,
  fields: readonly string[],
  submit: (db: Database, input: unknown, meta: LeadRequestMeta) => Promise<unknown>,
): Promise<LeadFormOutcome> {
  const values = leadFormValues(form, fields);
  const next = (errors: LeadFormState["errors"], formError: string | null): LeadFormOutcome => ({
    sent: false,
    state: { attempt: previous.attempt + 1, values, errors, formError },
  });
  try {
    const ip = clientIpFrom(await headers());
    const { db } = await getDatabase();
    await submit(db, leadInputFromValues(values), { ip });
    return { sent: true };
  } catch (error) {
    if (error instanceof InputError) return next(error.fieldErrors, null);
    if (error instanceof RateLimitedError) return next({}, `You have sent several requests already. ${error.message}`);
    logger.error("a lead form failed", { error });
    return next({}, LEAD_FORM_FAILED);
  }
}
