"use server";

import { redirect } from "next/navigation";

import { QUOTE_FORM_FIELDS, type LeadFormState } from "@/lib/leads/form-values";
import { handleLeadForm } from "@/lib/server/leads/lead-form";
import { requestQuote } from "@/lib/server/leads/lead-service";

/**
 * The quote form's Server Action (useActionState): sends the request and opens the confirmation
 * page (a 303 without JavaScript), or returns the form's state with a message per field.
 */
export async function submitQuote(previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  const outcome = await handleLeadForm(previous, form, QUOTE_FORM_FIELDS, requestQuote);
  if (outcome.sent) redirect("/quote/thanks/");
  return outcome.state;
}
