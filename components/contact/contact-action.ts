"use server";

import { redirect } from "next/navigation";

import { CONTACT_FORM_FIELDS } from "@/lib/contact/limits";
import type { LeadFormState } from "@/lib/leads/form-values";
import { sendContactMessage } from "@/lib/server/contact/contact-service";
import { handleLeadForm } from "@/lib/server/leads/lead-form";

/**
 * The contact form's Server Action (useActionState): sends the message and opens the
 * confirmation page (a 303 without JavaScript), or returns the form's state with a message per field.
 */
export async function submitContact(previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  const outcome = await handleLeadForm(previous, form, CONTACT_FORM_FIELDS, sendContactMessage);
  if (outcome.sent) redirect("/contact/thanks/");
  return outcome.state;
}
