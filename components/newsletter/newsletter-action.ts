"use server";

import type { NewsletterFormState } from "@/lib/newsletter/limits";
import { handleNewsletterForm } from "@/lib/server/newsletter/newsletter-form";

/**
 * The subscribe form's Server Action (useActionState, footer and blog posts): the form's next
 * state, shown in place (with JavaScript) or in the page the form was posted from (without).
 */
export async function subscribeNewsletter(previous: NewsletterFormState, form: FormData): Promise<NewsletterFormState> {
  return handleNewsletterForm(previous, form);
}
