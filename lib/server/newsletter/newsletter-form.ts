import "server-only";

import { headers } from "next/headers";

import { leadFormValues, leadInputFromValues } from "@/lib/leads/form-values";
import { NEWSLETTER_FORM_FIELDS, type NewsletterFormState } from "@/lib/newsletter/limits";
import { getDatabase } from "@/lib/server/db/database";
import { InputError, RateLimitedError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { clientIpFrom } from "@/lib/server/request-context";

import { EmailMarketingUnavailableError } from "./convertkit";
import { NewsletterMailError, subscribeToNewsletter } from "./newsletter-service";

/** The service could not be reached: said plainly, so the visitor knows to try again. */
export const NEWSLETTER_SERVICE_DOWN =
  "We could not reach our newsletter service, so you are not subscribed yet and nothing was saved. Please try again in a few minutes.";
export const NEWSLETTER_MAIL_FAILED = "We could not send the confirmation email just now, so you are not subscribed yet. Please try again in a few minutes.";
export const NEWSLETTER_FAILED = "We could not subscribe you because of a problem on our side. Please try again in a few minutes.";

/**
 * Runs a subscribe form's submission for its Server Action: the posted fields, the client IP
 * (as the reverse proxy reports it), `subscribeToNewsletter`, and every failure turned into the
 * form's next state with a message (never a 500): a refused address, too many attempts, the
 * service or the mail down.
 */
export async function handleNewsletterForm(previous: NewsletterFormState, form: FormData): Promise<NewsletterFormState> {
  const values = leadFormValues(form, NEWSLETTER_FORM_FIELDS);
  const email = values.email ?? "";
  const attempt = previous.attempt + 1;
  const failed = (status: "invalid" | "failed", error: string): NewsletterFormState => ({ status, attempt, email, error });
  try {
    const ip = clientIpFrom(await headers());
    const { db } = await getDatabase();
    const outcome = await subscribeToNewsletter(db, leadInputFromValues(values), { ip });
    return { status: outcome.status === "subscribed" ? "subscribed" : "pending", attempt, email, error: null };
  } catch (error) {
    if (error instanceof InputError) return failed("invalid", error.fieldErrors.email?.[0] ?? error.message);
    if (error instanceof RateLimitedError) return failed("failed", `You have tried several times already. ${error.message}`);
    if (error instanceof EmailMarketingUnavailableError) return failed("failed", NEWSLETTER_SERVICE_DOWN);
    if (error instanceof NewsletterMailError) return failed("failed", NEWSLETTER_MAIL_FAILED);
    logger.error("the newsletter form failed", { error });
    return failed("failed", NEWSLETTER_FAILED);
  }
}
